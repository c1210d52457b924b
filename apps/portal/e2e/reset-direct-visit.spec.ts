import { expect, test } from './fixtures.ts';
import { latestCode, newAccount, signInAs } from './support.ts';

const CASES = [
  { type: 'student', path: '/changePassword', home: '/students/dashboard' },
  { type: 'supervisor', path: '/lecturer/changePassword', home: '/lecturers/index' },
] as const;

for (const { type, path, home } of CASES) {
  test(`a ${type} who opens ${path} directly is asked for the email, then gets the code field and resets`, async ({
    page,
  }) => {
    // A bookmark, the link in the code's email, or a reload in a new tab: no email kept yet.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Email' })).toBeVisible();
    const account = await newAccount(page, type, 'the passphrase before the reset');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Verify' }).click();

    // The same page now shows the form with the code field: no step that says nothing.
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    const code = await latestCode(page, account.email);
    const next = 'the passphrase after the reset';
    await page.getByLabel('New Password', { exact: true }).fill(next);
    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Login$/ })).toBeVisible({ timeout: 10_000 });

    await signInAs(page, { ...account, password: next });
    await expect(page).toHaveURL(home);
  });
}
