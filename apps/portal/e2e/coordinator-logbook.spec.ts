import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { describeDay, describeLagosTime, type StudentsPage, type WeeklyReportScoreRow } from '@siwes/api';
import { SIGNED_PLACEMENT, WORKPLACE_SUPERVISOR } from '../../server/src/contract/placements.ts';
import { writeAndSignThisWeek } from './logbook-support.ts';
import { ACCOUNTS, apiToken, callApi, goClientSide, openPortal, signIn } from './support.ts';

/**
 * The coordinator sees the logbook loop (issue 24 part 6), on the real server: a student's week is
 * asked for and signed through its emailed link with the public calls, the coordinator comments,
 * then opens Weekly Reports for that student (headed with the name, the sign-off and the comment
 * under the week) and finds the signed week counted on Students Total Weekly Report. The student
 * is one no other journey relies on: the last by name, never a fixture account.
 */

const WORKPLACE = WORKPLACE_SUPERVISOR;
/** Placed from June 2026 into 2027, so this week in the run's real time is inside the placement. */
const PLACEMENT = { ...SIGNED_PLACEMENT, expectedEndDate: '2027-05-28' };
const FIXTURE_EMAILS = new Set<string>(Object.values(ACCOUNTS).map((a) => a.email));

/** Every student's weekly report totals, in the screen's order (by name). */
async function everyScoreRow(page: Page, token: string): Promise<WeeklyReportScoreRow[]> {
  const rows: WeeklyReportScoreRow[] = [];
  for (let p = 1; ; p += 1) {
    const { body } = await callApi(page, 'getWeeklyReportScores', { page: p, limit: 100 }, token);
    const answer = body as { data: WeeklyReportScoreRow[]; totalStudents: number };
    rows.push(...answer.data);
    if (rows.length >= answer.totalStudents || answer.data.length === 0) return rows;
  }
}

test('the coordinator sees a signed week, its comment and the signed-week count', async ({ page }) => {
  await openPortal(page, ACCOUNTS.coordinator.login);
  const coordinator = await apiToken(page, { ...ACCOUNTS.coordinator, type: 'coordinator' });
  const scores = await everyScoreRow(page, coordinator);
  const { body } = await callApi(page, 'searchStudents', { q: scores.at(-1)!.matricNumber }, coordinator);
  const student = (body as StudentsPage['students']).find((s) => !FIXTURE_EMAILS.has(s.email))!;
  expect(student.matricNo).toBe(scores.at(-1)!.matricNumber);

  // The student records the workplace supervisor, writes this week and asks for its sign-off;
  // the workplace supervisor signs it through the mailed link, with no account.
  const token = await apiToken(page, {
    email: student.email,
    password: ACCOUNTS.student.password,
    type: 'student',
  });
  expect((await callApi(page, 'submitWorkDetails', PLACEMENT, token)).status).toBe(200);
  const { weekStart, signedAt } = await writeAndSignThisWeek(page, token, WORKPLACE, {
    monday: 'Set up the test bench.',
    comment: 'Careful work all week.',
  });
  const comment = await callApi(
    page,
    'coordinatorCommentOnWeek',
    { id: student.studentCode, weekStart, text: 'Seen on my visit.' },
    coordinator,
  );
  expect(comment.status).toBe(201);

  // Weekly Reports, headed with the student's name: the week's sign-off and the comment.
  await signIn(page, 'coordinator');
  await expect(page.getByRole('heading', { level: 1, name: "Coordinator's Home" })).toBeVisible();
  await goClientSide(page, `/coordinator/student/weeklyreports/${student.studentCode}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Weekly Reports: ${student.name}` }),
  ).toBeVisible();
  const week = page.getByRole('region', { name: `Week of ${describeDay(weekStart)}` });
  const signoff = week.getByRole('group', { name: 'Sign-off' });
  await expect(signoff).toContainText(`Signed by ${WORKPLACE.name} on ${describeLagosTime(signedAt)}`);
  await expect(signoff).toContainText('Careful work all week.');
  const comments = week.getByRole('group', { name: 'Comments' });
  await expect(comments.getByRole('listitem')).toHaveCount(1);
  await expect(comments.getByRole('listitem')).toContainText('Coordinator');
  await expect(comments.getByRole('listitem')).toContainText('Seen on my visit.');

  // Students Total Weekly Report: the student's row counts the signed week.
  const index = scores.findIndex((r) => r.matricNumber === student.matricNo);
  await goClientSide(page, `/coordinator/totalweeklyreport?page=${Math.floor(index / 10) + 1}`);
  const table = page.getByRole('table', { name: 'Weekly report totals' });
  await expect(table.getByRole('columnheader').nth(4)).toContainText('Signed Weeks');
  const row = table.getByRole('row').filter({ hasText: student.matricNo });
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
});
