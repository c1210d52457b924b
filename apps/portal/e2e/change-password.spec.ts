import { expect, test } from './fixtures.ts';
import { newAccount, signInAs, signOut } from './support.ts';

const HOMES = {
  student: { path: '/students/dashboard', heading: "Student's Home", changePath: '/students/changepassword' },
  supervisor: {
    path: '/lecturers/index',
    heading: "Lecturer's Home",
    changePath: '/lecturers/changepassword',
  },
  coordinator: {
    path: '/coordinator/index',
    heading: "Coordinator's Home",
    changePath: '/coordinator/changepassword',
  },
} as const;

// The journey that keeps the spec's timings (the others' are shortened, fixtures.ts): the 2 s after
// a changed password before the role's home, as a user waits them.
test.use({ specTimings: true });

for (const role of ['student', 'supervisor', 'coordinator'] as const) {
  test(`a ${role} changes their password from the sidebar and signs in with the new one`, async ({
    page,
  }) => {
    await page.goto('/');
    const account = await newAccount(page, role, 'first passphrase for the journey');
    const next = 'second passphrase for the journey';
    await signInAs(page, account);
    await expect(page.getByRole('heading', { level: 1, name: HOMES[role].heading })).toBeVisible();

    await page.getByRole('link', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(HOMES[role].changePath);
    await expect(page).toHaveTitle('Change Password');
    await page.getByLabel('Old Password', { exact: true }).fill(account.password);
    await page.getByLabel('New Password', { exact: true }).fill(next);
    await page.getByLabel('Confirm New Password', { exact: true }).fill('not the same');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('The new passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm New Password', { exact: true }).fill(next);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password Change Successful!')).toBeVisible();
    if (role === 'student') {
      await expect(page).toHaveURL(HOMES.student.changePath);
      await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('');
    } else {
      // The spec's 2 s, then the role's home.
      await expect(page).toHaveURL(HOMES[role].path, { timeout: 10_000 });
    }

    await signOut(page);
    await signInAs(page, account);
    await expect(page.getByRole('alert')).toHaveText(/.+/);
    await expect(page).not.toHaveURL(HOMES[role].path);
    await signInAs(page, { ...account, password: next });
    await expect(page).toHaveURL(HOMES[role].path);
    await expect(page.getByRole('heading', { level: 1, name: HOMES[role].heading })).toBeVisible();
  });
}
