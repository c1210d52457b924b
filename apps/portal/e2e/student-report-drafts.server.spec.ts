import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  ACCOUNTS,
  apiToken,
  callApi,
  PLACEMENT,
  registerStudent,
  signInAs,
  signOut,
  type RegisteredStudent,
} from './support.ts';

const NOT_SENT =
  'Your report was not sent: there is no network. It is kept on this phone: send it again when you are back online.';

/** A student of the journey's own, placed, so weekly reports are accepted. */
async function placedStudent(page: Page, name: string): Promise<RegisteredStudent> {
  const student = await registerStudent(page, name);
  const token = await apiToken(page, student);
  expect((await callApi(page, 'submitWorkDetails', PLACEMENT, token)).status).toBe(200);
  return student;
}

async function recordedMondays(page: Page, student: RegisteredStudent): Promise<string[]> {
  const token = await apiToken(page, ACCOUNTS.coordinator);
  const answer = await callApi(page, 'getWeeklyReports', { id: student.studentCode }, token);
  return (answer.body as { reports: Array<{ monday: string }> }).reports.map((r) => r.monday);
}

test('a report typed offline is kept through a reload and sent once the network is back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const student = await placedStudent(page, 'Offline');
  await signInAs(page, student);
  await expect(page.getByRole('heading', { name: "Student's Home" })).toBeVisible();
  await page.goto('/students/report');
  const monday = page.getByLabel('Monday');
  const text = 'Traced a cable fault on the second floor';
  // The page and its code have arrived; then the network goes.
  await expect(monday).toBeEditable();

  await context.setOffline(true);
  await monday.fill(text);
  await page.getByRole('button', { name: 'Upload Report' }).click();
  await expect(page.getByRole('alert')).toContainText(NOT_SENT);
  await expect(monday).toHaveValue(text);

  await context.setOffline(false);
  expect(await recordedMondays(page, student)).toEqual([]);
  await page.reload();
  await expect(page.getByLabel('Monday')).toHaveValue(text);
  await page.getByRole('button', { name: 'Upload Report' }).click();
  await expect(page.getByText('Report Upload Successful!')).toBeVisible();
  expect(await recordedMondays(page, student)).toEqual([text]);

  // Sent, so no longer a draft: a reload shows an empty day.
  await page.reload();
  await expect(page.getByLabel('Monday')).toHaveValue('');
});

test('a closed tab keeps the draft, and two students on one phone never see each other’s', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const ada = await placedStudent(page, 'Ada');
  const bayo = await placedStudent(page, 'Bayo');

  await signInAs(page, ada);
  await expect(page.getByRole('heading', { name: "Student's Home" })).toBeVisible();
  await page.goto('/students/report');
  await page.getByLabel('Monday').fill('Ada: mapped the network closets');
  await page.close();

  // A new tab on the same phone: the draft is there.
  const tab = await context.newPage();
  await tab.goto('/students/report');
  await expect(tab.getByLabel('Monday')).toHaveValue('Ada: mapped the network closets');
  await signOut(tab);

  await signInAs(tab, bayo);
  await expect(tab.getByRole('heading', { name: "Student's Home" })).toBeVisible();
  await tab.goto('/students/report');
  await expect(tab.getByLabel('Monday')).toHaveValue('');
  await tab.getByLabel('Monday').fill('Bayo: patched the switches');
  await signOut(tab);

  await signInAs(tab, ada);
  await expect(tab.getByRole('heading', { name: "Student's Home" })).toBeVisible();
  await tab.goto('/students/report');
  await expect(tab.getByLabel('Monday')).toHaveValue('Ada: mapped the network closets');
});
