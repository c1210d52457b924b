import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { GRADE_MAXIMA } from '@siwes/api';
import { daysReported } from '@siwes/api/rules';
import { ACCOUNTS, apiToken, callApi, newSupervisor, openPortal, signInAs } from './support.ts';
import { assignBoth, type ListedStudent } from './supervisor-support.ts';

/**
 * The supervisor's home (issue 29, point 3) on the real server: a new supervisor's two students,
 * one graded for inspection; the home's numbers are what their lists and the students' weekly
 * reports say, and the one with the most grades to give comes first, their name opening their
 * logbook.
 */

/**
 * Two placed demo students not yet graded for either visit, none a named fixture account, from
 * the end of the alphabet past the ones the other supervisor journeys take.
 */
async function ungradedStudents(
  page: Page,
  coordinatorToken: string,
): Promise<[ListedStudent, ListedStudent]> {
  const answer = await callApi(
    page,
    'listStudents',
    { page: 1, limit: 100, sortBy: 'name', sortOrder: 'desc' },
    coordinatorToken,
  );
  expect(answer.status).toBe(200);
  const named = new Set<string>(Object.values(ACCOUNTS).map((a) => a.email));
  type Graded = ListedStudent & {
    grade?: { inspectionScore?: number | null; defenseScore?: number | null } | null;
  };
  const free = (answer.body as { students: Graded[] }).students
    .slice(10)
    .filter(
      (s) =>
        s.company && !named.has(s.email) && s.grade?.inspectionScore == null && s.grade?.defenseScore == null,
    );
  if (free.length < 2) throw new Error('no two ungraded placed students');
  return [free[0]!, free[1]!];
}

/** A table's cells by row header, the column named `header`. */
async function column(page: Page, caption: string, header: string): Promise<Record<string, string>> {
  const table = page.getByRole('table', { name: caption });
  await expect(table).toBeVisible();
  const index = (await table.getByRole('columnheader').allTextContents()).indexOf(header) - 1;
  const rows = table.getByRole('row');
  const cells: Record<string, string> = {};
  for (let i = 1; i < (await rows.count()); i += 1) {
    const row = rows.nth(i);
    cells[(await row.getByRole('rowheader').textContent())!.trim()] = (await row
      .getByRole('cell')
      .nth(index)
      .textContent())!.trim();
  }
  return cells;
}

test("the supervisor's home counts their students as their lists and weekly reports say, the most waiting first", async ({
  page,
}) => {
  await openPortal(page);
  const coordinator = await apiToken(page, ACCOUNTS.coordinator);
  const supervisor = await newSupervisor(page, coordinator, 'Home');
  const [graded, waiting] = await ungradedStudents(page, coordinator);
  for (const s of [graded, waiting]) await assignBoth(page, coordinator, s.studentCode, supervisor._id);
  const token = await apiToken(page, supervisor);
  const given = await callApi(
    page,
    'supervisorAssignGrade',
    { studentId: graded._id, type: 'inspection', score: GRADE_MAXIMA.inspection },
    token,
  );
  expect(given.status).toBe(200);

  // What the students' weekly reports say: the weeks with a day written.
  let written = 0;
  for (const s of [graded, waiting]) {
    const answer = await callApi(page, 'getWeeklyReports', { id: s.studentCode }, coordinator);
    expect(answer.status).toBe(200);
    const { reports } = answer.body as { reports: Parameters<typeof daysReported>[0][] };
    written += reports.filter((r) => daysReported(r) > 0).length;
  }

  await signInAs(page, supervisor);
  await expect(page.getByRole('region', { name: 'Your Grades' })).toBeVisible();
  expect(await column(page, 'Grades given and still to give', 'Students')).toEqual({
    Inspection: '2',
    Defence: '2',
  });
  expect(await column(page, 'Grades given and still to give', 'To give')).toEqual({
    Inspection: '1',
    Defence: '2',
  });
  expect((await column(page, 'Weeks written, signed and not signed', 'Count')).Written).toBe(String(written));

  // Both are waiting (a defence each); the one owed two grades first.
  const caption = 'Students waiting for you';
  expect(Object.values(await column(page, caption, 'Matric No.'))).toEqual([
    waiting.matricNo,
    graded.matricNo,
  ]);
  expect(Object.values(await column(page, caption, 'To grade'))).toEqual(['Inspection, Defence', 'Defence']);
  await page.getByRole('table', { name: caption }).getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/lecturers/logbook/${waiting.studentCode}$`));
});
