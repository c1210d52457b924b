import { expect, test } from './fixtures.ts';
import { SERVER_MESSAGES } from '@siwes/api';
import { ACCOUNTS, callApi, newAccount, openPortal, sessionToken, signIn, signInWith } from './support.ts';

/**
 * A session the server ended (a logout in another tab or on another phone, a password change or
 * reset, its expiry) while the portal still holds it: the next page opened shows that role's
 * login saying so, other roles stay signed in, and signing in again lands on the page.
 */
test('a page opened after the session ended elsewhere shows the login saying so, and signing in lands on it', async ({
  page,
}) => {
  await signIn(page, 'coordinator');
  await expect(page).toHaveURL(ACCOUNTS.coordinator.home);
  await signIn(page, 'student');
  await expect(page).toHaveURL(ACCOUNTS.student.home);
  // The dashboard has its details: none of its calls is still to go out after the logout below
  // (one refused here would end the session on this page, before the page the test opens).
  await expect(page.getByRole('heading', { level: 1, name: "Student's Home" })).toBeVisible();
  await expect(page.getByText('Loading your details…')).toHaveCount(0);

  // Another tab logs the student out: the server ends that session; this tab still holds it.
  const token = await sessionToken(page, 'student');
  expect((await callApi(page, 'logout', {}, token)).status).toBe(200);

  // An old tab reloaded, or a page opened: the login in its place, saying why, once.
  await page.goto('/students/updateDetails');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(SERVER_MESSAGES.sessionEnded);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page).toHaveURL('/students/updateDetails');

  // The coordinator, signed in on the same browser, is not signed out.
  expect(await page.evaluate(() => localStorage.getItem('siwes:session:coordinator'))).not.toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('siwes:session:student'))).toBeNull();

  await page.getByLabel('Email', { exact: true }).fill(ACCOUNTS.student.email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.student.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Details' })).toBeVisible();
  await expect(page).toHaveURL('/students/updateDetails');

  await page.goto(ACCOUNTS.coordinator.home);
  await expect(page.getByRole('heading', { level: 1, name: "Coordinator's Home" })).toBeVisible();
});

test('a password changed on another phone ends this one’s session: the dashboard shows the login, and the new password lands on it', async ({
  page,
}) => {
  await openPortal(page, '/');
  const account = await newAccount(page, 'student', 'the passphrase before the change');
  await signInWith(page, 'student', account);
  await expect(page).toHaveURL(ACCOUNTS.student.home);
  // The dashboard has its details before the other phone acts (as in the test above).
  await expect(page.getByRole('heading', { level: 1, name: "Student's Home" })).toBeVisible();
  await expect(page.getByText('Loading your details…')).toHaveCount(0);

  // The other phone signs in and changes the password: every other session ends.
  const other = (await callApi(page, 'login', { ...account, type: 'student' })).body as {
    tokens: { accessToken: string };
  };
  const next = 'the passphrase after the change';
  const changed = await callApi(
    page,
    'changeStudentPassword',
    { oldPassword: account.password, newPassword: next },
    other.tokens.accessToken,
  );
  expect(changed.status).toBe(200);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(SERVER_MESSAGES.sessionEnded);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(next);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Student's Home" })).toBeVisible();
  await expect(page).toHaveURL(ACCOUNTS.student.home);
});
