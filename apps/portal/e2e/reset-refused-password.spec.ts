import { expect, test } from './fixtures.ts';
import { PASSWORD_HINT, SERVER_MESSAGES } from '@siwes/api';
import { COMMON_PASSWORD_SAMPLE } from '@siwes/api/contract';
import { latestCode, newAccount, open, openPortal, signInAs } from './support.ts';

const CASES = [
  { type: 'student', verify: '/verifyStudentPass', path: '/changePassword', home: '/students/dashboard' },
  {
    type: 'supervisor',
    verify: '/lecturers/verify',
    path: '/lecturer/changePassword',
    home: '/lecturers/index',
  },
] as const;

for (const { type, verify, path, home } of CASES) {
  test(`a ${type} whose new password is refused corrects it, and the same code still resets it`, async ({
    page,
  }) => {
    await openPortal(page, verify);
    const account = await newAccount(page, type, 'the passphrase before the reset');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(path);
    const code = await latestCode(page, account.email);

    const password = page.getByLabel('New Password', { exact: true });
    // The rule shows before anything is typed.
    await expect(password).toHaveAccessibleDescription(PASSWORD_HINT);
    const change = page.getByRole('button', { name: 'Change Password' });

    // Too short: said beside the field, nothing sent.
    await password.fill('too short');
    await page.getByLabel('OTP', { exact: true }).fill(code);
    await change.click();
    await expect(password).toHaveAccessibleDescription(
      `${PASSWORD_HINT} ${SERVER_MESSAGES.passwordTooShort}`,
    );

    // Too common: the server says so, in plain words beside the field; the code was accepted.
    await password.fill(COMMON_PASSWORD_SAMPLE[0]!);
    await change.click();
    await expect(password).toHaveAccessibleDescription(`${PASSWORD_HINT} ${SERVER_MESSAGES.passwordCommon}`);
    await expect(page.getByRole('alert')).not.toContainText('password:');
    await expect(page.getByText(SERVER_MESSAGES.otpMissing)).toHaveCount(0);

    // Corrected, with the same code still in its field: changed, and the login says so.
    const next = 'the passphrase after the reset';
    await password.fill(next);
    await change.click();
    await expect(page.getByRole('heading', { level: 1, name: /Login$/ })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('status')).toHaveText(/Password changed\. Sign in with your new password\./);
    // Said once: a reload of the login (prerendered by the server) says nothing, and starts
    // cleanly. (The mock build's fake, in the page, would forget the account in a reload.)
    if (test.info().project.name.startsWith('server')) {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await open(page, page.url());
      await expect(page.getByRole('heading', { level: 1, name: /Login$/ })).toBeVisible();
      await expect(page.getByRole('status')).toBeEmpty();
      expect(errors).toEqual([]);
    }

    await signInAs(page, { ...account, password: next });
    await expect(page).toHaveURL(home);
  });
}
