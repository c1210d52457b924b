import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CSV_HEADERS, type WeeklyReportScoresPage } from '@siwes/api';
import { isPlaced } from '@siwes/api/rules';
import { callApi, expectFitsWidth, goClientSide, savedDownload } from './support.ts';
import { everyStudent, signInAsCoordinator } from './coordinator-support.ts';

/**
 * The coordinator's dashboard (issue 29) on the real server's demo cohort: each number of the
 * funnel is what the cohort's own lists and CSV export say, and a stage's link opens its list.
 */

/** The Students column of a dashboard table, by its row headers. */
async function tableNumbers(page: Page, caption: string): Promise<Record<string, number>> {
  const table = page.getByRole('table', { name: caption });
  await expect(table).not.toHaveAttribute('aria-busy');
  const rows = table.getByRole('row');
  const column = (await table.getByRole('columnheader').allTextContents()).indexOf('Students') - 1;
  const numbers: Record<string, number> = {};
  for (let i = 1; i < (await rows.count()); i += 1) {
    const row = rows.nth(i);
    numbers[(await row.getByRole('rowheader').textContent())!.trim()] = Number(
      await row.getByRole('cell').nth(column).textContent(),
    );
  }
  return numbers;
}

test("the dashboard's numbers are the cohort's lists and export; a stage's link opens its list", async ({
  page,
}) => {
  const token = await signInAsCoordinator(page);
  await expect(page.getByRole('region', { name: 'Cohort Progress' })).toBeVisible();
  const funnel = await tableNumbers(page, 'Students at each stage');

  const students = await everyStudent(page, token);
  const given = (n: number | null | undefined) => n !== null && n !== undefined;
  const { body } = await callApi(page, 'getWeeklyReportScores', { page: 1, limit: 100 }, token);
  const totals = body as WeeklyReportScoresPage;
  const reported: number[] = totals.data.map((r) => r.reportCount);
  for (let p = 2; reported.length < totals.totalStudents; p += 1) {
    const next = (await callApi(page, 'getWeeklyReportScores', { page: p, limit: 100 }, token))
      .body as WeeklyReportScoresPage;
    reported.push(...next.data.map((r) => r.reportCount));
  }
  expect(funnel).toEqual({
    Registered: students.length,
    Placed: students.filter((s) => isPlaced(s.company?.name)).length,
    'With both supervisors': students.filter((s) => s.inspection_supervisor && s.defense_supervisor).length,
    'Reports started': reported.filter((n) => n > 0).length,
    Graded: students.filter((s) => given(s.grade?.inspectionScore) && given(s.grade?.defenseScore)).length,
    Collated: students.filter((s) => given(s.grade?.total)).length,
  });

  // The grade bands add up to the students collated.
  const bands = await tableNumbers(page, 'Collated students by grade');
  expect(Object.keys(bands)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  expect(Object.values(bands).reduce((a, b) => a + b, 0)).toBe(funnel.Collated);
  await expectFitsWidth(page);

  // Registered: the link opens Registered Students, whose export holds as many students.
  await page.getByRole('link', { name: 'Registered', exact: true }).click();
  await expect(page).toHaveURL(/\/coordinator\/students$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registered Students' })).toBeVisible();
  const file = await savedDownload(page, () => page.getByRole('button', { name: 'Export' }).click());
  const lines = file.text.trim().split('\r\n');
  expect(lines[0]).toBe(CSV_HEADERS.students.join(','));
  expect(lines).toHaveLength(funnel.Registered! + 1);

  // With both supervisors: the link opens the students still without an inspection supervisor.
  await goClientSide(page, '/coordinator/index');
  await page.getByRole('link', { name: 'With both supervisors' }).click();
  await expect(page).toHaveURL(/\/coordinator\/assigninspector\?unassigned=inspection$/);
});
