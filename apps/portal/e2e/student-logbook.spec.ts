/**
 * The student's logbook on the Weekly Report page (issue 24 parts 2, 3 and 5), on the real server:
 * the student writes this week on the page and presses Ask for sign-off; the workplace supervisor
 * signs through the link from the outbox; the page shows "Signed by ..." with the days locked,
 * and the server refuses an edit. An earlier week, opened again by the coordinator and written,
 * shows below with its reason.
 */
import { describeDay, lagosWorkWeek, LOGBOOK, MESSAGES, SERVER_MESSAGES, type SignoffView } from '@siwes/api';
import { expect, test } from './fixtures.ts';
import {
  ACCOUNTS,
  apiToken,
  callApi,
  latestMailMatch,
  PLACEMENT,
  registerStudent,
  signInAs,
} from './support.ts';

const DAY_MS = 86_400_000;

test('a student asks for sign-off, sees the week signed and locked, and reads an earlier week', async ({
  page,
}) => {
  await page.goto('/');
  const student = await registerStudent(page, 'Logbook');
  const token = await apiToken(page, student);
  const workplace = {
    name: 'Kemi Adebayo',
    position: 'Head of Networks',
    email: `workplace.${student.studentCode.toLowerCase()}@logbook.example`,
    phone: '08030000002',
  };
  // Placed until the end of 2027, so this week in the run's real time is inside the placement.
  const placed = await callApi(
    page,
    'submitWorkDetails',
    { ...PLACEMENT, expectedEndDate: '2027-12-17', workplaceSupervisor: workplace },
    token,
  );
  expect(placed.status).toBe(200);

  // Last week, missed: the coordinator opens it with a reason, and the student writes it.
  const thisWeek = lagosWorkWeek(new Date())[0]!;
  const lastWeek = new Date(Date.parse(`${thisWeek}T00:00:00Z`) - 7 * DAY_MS).toISOString().slice(0, 10);
  const coordinator = await apiToken(page, ACCOUNTS.coordinator);
  const reason = 'No network at the site that week.';
  const reopened = await callApi(
    page,
    'coordinatorReopenWeek',
    { id: student.studentCode, weekStart: lastWeek, reason },
    coordinator,
  );
  expect(reopened.status).toBe(200);
  const earlier = await callApi(
    page,
    'submitWeeklyReport',
    { weekStart: lastWeek, tuesday: 'Surveyed the new branch office.' },
    token,
  );
  expect(earlier.status).toBe(200);

  // This week, on the page: written, sent, and asked for sign-off. (The earlier week opened again
  // has fields of its own below, named by their dates: "Monday 16 November 2026".)
  await signInAs(page, student);
  await page
    .getByRole('navigation', { name: 'Student menu' })
    .getByRole('link', { name: 'Weekly Report' })
    .click();
  await expect(page).toHaveURL('/students/report');
  await expect(page.getByRole('note', { name: 'Add your workplace supervisor' })).toHaveCount(0);
  await page.getByLabel('Monday', { exact: true }).fill('Patched the core switches.');
  await page.getByRole('button', { name: 'Upload Report' }).click();
  await expect(page.getByText(MESSAGES.reportUploaded)).toBeVisible();
  await page.getByRole('button', { name: 'Ask for sign-off' }).click();
  await expect(page.getByText(`${MESSAGES.signoffRequested} It went to ${workplace.email}.`)).toBeVisible();
  await expect(
    page.getByText(`Waiting for sign-off: a link went to ${workplace.email}`, { exact: false }),
  ).toBeVisible();

  // The workplace supervisor signs through the mailed link, with no account.
  const link = await latestMailMatch(page, workplace.email, new RegExp(`${LOGBOOK.signoffPage}/([\\w-]+)`));
  const shown = (await callApi(page, 'getSignoff', { token: link })).body as { data: SignoffView };
  expect(shown.data.week.monday).toBe('Patched the core switches.');
  const signed = await callApi(page, 'signWeek', {
    token: link,
    name: workplace.name,
    comment: 'Good, careful work.',
    digest: shown.data.digest,
  });
  expect(signed.status).toBe(200);

  // The student sees it signed: who and when, the comment, the days locked and nothing to send.
  await page.reload();
  await expect(page.getByText(new RegExp(`^Signed by ${workplace.name} on \\w+day \\d`))).toBeVisible();
  await expect(page.getByText('Good, careful work.')).toBeVisible();
  await expect(page.getByText(/so it is locked: its days can no longer be changed/)).toBeVisible();
  await expect(page.getByLabel('Monday', { exact: true })).toHaveValue('Patched the core switches.');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await expect(page.getByLabel(day, { exact: true })).toBeDisabled();
  }
  await expect(page.getByRole('button', { name: 'Upload Report' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ask for sign-off' })).toHaveCount(0);

  // The server refuses an edit of the signed week, with the lock's sentence.
  const rewrite = await callApi(page, 'submitWeeklyReport', { monday: 'Changed after signing.' }, token);
  expect(rewrite.status).toBe(409);
  expect(rewrite.body).toMatchObject({ message: SERVER_MESSAGES.weekSignedLocked });

  // Below it, the earlier week as written, opened again with its reason.
  const history = page.getByRole('region', { name: 'Your logbook: earlier weeks' });
  const week = history.getByRole('region', { name: `Week of ${describeDay(lastWeek)}` });
  await expect(week).toContainText('Surveyed the new branch office.');
  await expect(week).toContainText(`Reason: ${reason}`);
  await expect(week).toContainText('Not signed.');
  await expect(history.getByRole('heading', { level: 3 })).toHaveCount(1);
});
