import { expect, test } from './fixtures.ts';
import { ACCOUNTS, apiToken, callApi, registerStudent, signInAs } from './support.ts';

test('a new student enters work details, sees them on the dashboard, and sends a weekly report the coordinator sees and the student reads back on another phone', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  const student = await registerStudent(page, 'Placement');
  await signInAs(page, student);
  await expect(page.getByRole('heading', { name: "Student's Home" })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Student menu' });

  await menu.getByRole('link', { name: 'Work Details' }).click();
  await expect(page).toHaveURL('/students/upload');
  await page.getByLabel('Company Name').fill('Lagoon Networks Ltd');
  await page.getByLabel('Office Email Address').fill('siwes@lagoon.example');
  await page.getByLabel('Office Phone Number').fill('07000000002');
  await page.getByLabel('Street').fill('Allen Avenue');
  await page.getByLabel('Full Company Address').fill('7 Allen Avenue, Ikeja');
  // The LGA waits for a state, then offers that state's.
  await expect(page.getByLabel('LGA')).toBeDisabled();
  await page.getByLabel('State').selectOption('Lagos');
  await expect(page.getByLabel('LGA')).toBeEnabled();
  await page.getByLabel('LGA').selectOption('Ikeja');
  await page.getByLabel('Assigned Department').fill('Field Engineering');
  await page.getByLabel('Job Description').fill('Installs and tests customer routers');
  await page.getByLabel('Resumption Date').fill('2026-05-04');
  await page.getByLabel('Termination Date').fill('2026-12-18');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Work Upload Successful!')).toBeVisible();

  await page.getByRole('link', { name: 'See them on your dashboard' }).click();
  const work = page.getByRole('region', { name: 'Work Details' });
  await expect(work).toContainText('Lagoon Networks Ltd');
  await expect(work).toContainText('Ikeja');
  await expect(work).toContainText('Field Engineering');

  await menu.getByRole('link', { name: 'Weekly Report' }).click();
  await expect(page).toHaveURL('/students/report');
  await expect(page.getByText('Reports for days ahead will not be recorded.')).toBeVisible();
  // Monday is never ahead: a weekend belongs to the week just ended.
  const report = 'Configured the VLANs for the new branch';
  await page.getByLabel('Monday').fill(report);
  await page.getByRole('button', { name: 'Upload Report' }).click();
  await expect(page.getByText('Report Upload Successful!')).toBeVisible();
  // Sent, the day stays in its box, said to be sent.
  await expect(page.getByLabel('Monday')).toHaveValue(report);
  await expect(page.getByLabel('Monday')).toHaveAccessibleDescription(/Sent\.$/);

  const coordinator = await apiToken(page, ACCOUNTS.coordinator);
  const answer = await callApi(page, 'getWeeklyReports', { id: student.studentCode }, coordinator);
  expect(answer.status).toBe(200);
  const { reports } = answer.body as { reports: Array<{ weekStart: string; monday: string }> };
  expect(reports).toHaveLength(1);
  expect(reports[0]!.monday).toBe(report);
  expect(new Date(`${reports[0]!.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);

  // Another phone (nothing kept on it): the week reads back from the server as it was sent,
  // and a changed day goes again, replacing only that day.
  const other = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await other.goto('/');
  await signInAs(other, student);
  await other
    .getByRole('navigation', { name: 'Student menu' })
    .getByRole('link', { name: 'Weekly Report' })
    .click();
  const monday = other.getByLabel('Monday');
  await expect(monday).toHaveValue(report);
  await expect(monday).toHaveAccessibleDescription(/Sent\.$/);
  await monday.fill(`${report} and the guest Wi-Fi`);
  await expect(monday).toHaveAccessibleDescription(/Changed since it was sent/);
  await other.getByRole('button', { name: 'Upload Report' }).click();
  await expect(other.getByText('Report Upload Successful!')).toBeVisible();
  await expect(monday).toHaveAccessibleDescription(/Sent\.$/);
  const again = await callApi(other, 'getWeeklyReports', { id: student.studentCode }, coordinator);
  expect((again.body as { reports: Array<{ monday: string }> }).reports[0]!.monday).toBe(
    `${report} and the guest Wi-Fi`,
  );
  await other.close();
});
