import { CODE_MAIL_SUBJECTS, type UndeliveredMailPage } from '@siwes/api';
import { expect, test } from './fixtures.ts';
import { ACCOUNTS, apiToken, callApi, signIn, uniqueSuffix } from './support.ts';

/**
 * Issue 26: a student mistypes their address at registration; the mail of their code is refused
 * for good (the development outbox refuses `.invalid`, as a mail server refuses an unknown
 * mailbox), and the coordinator finds it on Undelivered Mail, reached from the sidebar.
 */
test('a code mailed to a mistyped address shows on the coordinator’s Undelivered Mail', async ({ page }) => {
  const email = `amaka.obi.${uniqueSuffix()}@university.invalid`;
  await page.goto('/verifyStudent');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/validateOtp');

  // The API has it once the queue has tried it.
  const token = await apiToken(page, ACCOUNTS.coordinator);
  await expect
    .poll(async () => {
      const answer = await callApi(page, 'getUndeliveredMail', {}, token);
      return (answer.body as UndeliveredMailPage).data.find((m) => m.to === email)?.subject;
    })
    .toBe(CODE_MAIL_SUBJECTS.registration);

  await signIn(page, 'coordinator');
  await expect(page).toHaveURL('/coordinator/index');
  const menu = page.getByRole('navigation', { name: 'Coordinator menu' });
  await menu.getByRole('link', { name: 'Undelivered Mail' }).click();
  await expect(page).toHaveURL('/coordinator/undeliveredmail');
  await expect(page.getByRole('heading', { level: 1, name: 'Undelivered Mail' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'Other mail' })).toBeVisible();
  await expect(row.getByRole('cell', { name: CODE_MAIL_SUBJECTS.registration })).toBeVisible();
  await expect(row.getByText(/refuses addresses at \.invalid/)).toBeVisible();
});
