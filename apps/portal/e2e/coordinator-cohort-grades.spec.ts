import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CSV_HEADERS, type Student, type StudentsPage, type WeeklyReportScoresPage } from '@siwes/api';
import { callApi, goClientSide, savedDownload } from './support.ts';
import { getStudent, rowWith, signInAsCoordinator } from './coordinator-support.ts';

/**
 * The coordinator's grading screens (issue 15), against the mock build and the real server: batch
 * grading, the collate table, the grades export, and the weekly totals. Each journey works on
 * students no other journey relies on (never the fixture accounts).
 */

/** Batch Grading as the cohort journeys' coordinator, its first page loaded; with the session's token. */
async function openBatchGrading(page: Page) {
  const token = await signInAsCoordinator(page);
  await goClientSide(page, '/coordinator/batchgrading');
  const table = page.getByRole('table', { name: 'Students to grade' });
  await expect(table).not.toHaveAttribute('aria-busy');
  return { token, table };
}

test('batch grading grades three students; the collate table shows them; Student-Grades.csv has their weekly-report grades', async ({
  page,
}) => {
  const { token, table } = await openBatchGrading(page);
  const rows = table.getByRole('row');
  const picked: Array<{ name: string; matric: string; scores: [number, number, number] }> = [];
  for (let i = 0; i < 3; i += 1) {
    const row = rows.nth(i + 1);
    const name = (await row.getByRole('link').first().textContent()) ?? '';
    const matric = ((await row.locator('td').first().textContent()) ?? '').trim();
    // Halves: no demo student already has them, so every one is a change to send.
    const scores: [number, number, number] = [10.5 + i, 20.5 + i, 30.5 + i];
    await row.getByLabel(`Weekly report grade for ${name}`).fill(String(scores[0]));
    await row.getByLabel(`Inspection grade for ${name}`).fill(String(scores[1]));
    await row.getByLabel(`Defence grade for ${name}`).fill(String(scores[2]));
    picked.push({ name, matric, scores });
  }
  await expect(page.getByText('9 new grades to send.')).toBeVisible();
  await page.getByRole('button', { name: 'Grade Students' }).click();
  await expect(page.getByText('Graded Successfully!')).toBeVisible();
  for (let i = 0; i < 3; i += 1) await expect(rows.nth(i + 1)).toContainText('✓ Graded');

  await goClientSide(page, '/coordinator/collategrades');
  for (const { matric, scores } of picked) {
    const row = rowWith(page, 'Student grades', matric);
    await expect(row.locator('td').nth(2)).toHaveText(String(scores[0]));
    await expect(row.locator('td').nth(3)).toHaveText(String(scores[1]));
    await expect(row.locator('td').nth(4)).toHaveText(String(scores[2]));
  }

  const file = await savedDownload(page, () => page.getByRole('button', { name: 'Export' }).click());
  expect(file.name).toBe('Student-Grades.csv');
  const lines = file.text.trim().split('\r\n');
  expect(lines[0]).toBe(CSV_HEADERS.grades.join(','));
  const { body } = await callApi(page, 'listStudents', { page: 1, limit: 1 }, token);
  // The whole cohort, not the page shown.
  expect(lines).toHaveLength((body as StudentsPage).totalStudents + 1);
  const weekly = CSV_HEADERS.grades.indexOf('WeeklyReportGrade');
  for (const { matric, scores } of picked) {
    const line = lines.find((l) => l.includes(`,${matric},`))!;
    // Name ("Last, First Middle") is the only quoted cell; after it, plain cells.
    const cells = line.replace(/^"(?:[^"]|"")*",/, 'NAME,').split(',');
    expect(cells[weekly], matric).toBe(String(scores[0]));
    expect(cells[weekly + 1], matric).toBe(String(scores[1]));
  }
});

test("batch grading offers a student's computed weekly-report grade; taken and sent, it is the student's grade (issue 34)", async ({
  page,
}) => {
  const { token, table } = await openBatchGrading(page);
  // A student far down the cohort whose computed grade is not their grade now.
  const { data } = (await callApi(page, 'getWeeklyReportScores', { page: 5, limit: 10 }, token))
    .body as WeeklyReportScoresPage;
  let picked: { student: Student; marks: number } | undefined;
  for (const row of data) {
    const student = await getStudent(page, token, row.studentCode);
    if ((student.grade?.weeklyReportsScore ?? null) !== row.marks) {
      picked = { student, marks: row.marks };
      break;
    }
  }
  expect(picked).toBeDefined();
  const { student, marks } = picked!;
  const box = page.getByRole('searchbox', { name: 'Search students' });
  await box.fill(student.matricNo);
  await box.press('Enter');
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2);
  const grade = table.getByLabel(`Weekly report grade for ${student.name}`);
  // Offered, never filled unasked.
  await expect(grade).toHaveValue('');
  await table.getByRole('button', { name: `Use computed grade for ${student.name}` }).click();
  await expect(grade).toHaveValue(String(marks));
  await expect(page.getByText('Computed grade filled in. Press Grade Students to give it.')).toBeVisible();
  await expect(page.getByText('1 new grade to send.')).toBeVisible();
  await page.getByRole('button', { name: 'Grade Students' }).click();
  await expect(page.getByText('Graded Successfully!')).toBeVisible();
  expect((await getStudent(page, token, student._id)).grade?.weeklyReportsScore).toBe(marks);
});

test('grades typed in batch grading wait through a visit to a student and Back, then are sent', async ({
  page,
}) => {
  const { token, table } = await openBatchGrading(page);
  const row = table.getByRole('row').nth(4);
  const name = ((await row.getByRole('link').first().textContent()) ?? '').trim();
  const id = (await row.getByRole('link').first().getAttribute('href'))!.split('/').pop()!;
  // A quarter: no demo student has one, so it is a change to send.
  await row.getByLabel(`Defence grade for ${name}`).fill('31.25');
  await expect(page.getByText('1 new grade to send.')).toBeVisible();

  await row.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(`/coordinator/student/${id}`);
  await expect(page.getByRole('region', { name: 'Grades' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Batch Grading' })).toBeVisible();
  await expect(table.getByLabel(`Defence grade for ${name}`)).toHaveValue('31.25');
  await expect(page.getByText('1 new grade to send.')).toBeVisible();
  await page.getByRole('button', { name: 'Grade Students' }).click();
  await expect(page.getByText('Graded Successfully!')).toBeVisible();
  expect((await getStudent(page, token, id)).grade?.defenseScore).toBe(31.25);
});

test('the total weekly report searches the whole cohort, finding a student on another page; each total out of its most; a name opens the weekly reports; pages and exports', async ({
  page,
}) => {
  const token = await signInAsCoordinator(page);
  await goClientSide(page, '/coordinator/totalweeklyreport');
  const table = page.getByRole('table', { name: 'Weekly report totals' });
  await expect(table).not.toHaveAttribute('aria-busy');
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(11);
  const firstPage = await table.locator('th[scope="row"]').allTextContents();

  // A student three pages on, as the server pages them: found from the first page (issue 34).
  const third = (await callApi(page, 'getWeeklyReportScores', { page: 3, limit: 10 }, token))
    .body as WeeklyReportScoresPage;
  const later = third.data[5]!;
  const laterName = `${later.firstName} ${later.lastName}`;
  expect(firstPage).not.toContain(laterName);
  const box = page.getByRole('searchbox', { name: 'Search students' });
  await box.fill(later.matricNumber.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(/^1 student matches/)).toBeVisible();
  await expect(rows).toHaveCount(2);
  const found = rows.nth(1);
  await expect(found).toContainText(later.matricNumber);
  await expect(found).toContainText(`${later.reportCount} / ${later.expectedWeeks}`);
  await expect(found).toContainText(`${later.marks} / ${later.maxMarks}`);

  // A surname finds everyone it names, from any page.
  const surname = later.lastName;
  await box.fill(surname.toLowerCase());
  await box.press('Enter');
  const bySurname = (await callApi(page, 'getWeeklyReportScores', { q: surname, limit: 100 }, token))
    .body as WeeklyReportScoresPage;
  await expect(rows).toHaveCount(bySurname.data.length + 1);
  const named = await table.locator('th[scope="row"]').allTextContents();
  expect(named.every((n) => n.toLowerCase().includes(surname.toLowerCase()))).toBe(true);

  // The name opens that student's weekly reports; Back returns to the search.
  await box.fill(later.matricNumber);
  await box.press('Enter');
  await expect(rows).toHaveCount(2);
  await found.getByRole('link', { name: laterName }).click();
  await expect(page).toHaveURL(`/coordinator/student/weeklyreports/${later.studentCode}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Weekly Reports/ })).toBeVisible();
  await page.goBack();
  await expect(box).toHaveValue(later.matricNumber);
  await expect(rows).toHaveCount(2);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(table.getByRole('row')).toHaveCount(11);

  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(table).not.toHaveAttribute('aria-busy');
  const second = await table.locator('th[scope="row"]').allTextContents();
  expect(second).not.toEqual(firstPage);
  await expect(page.getByRole('button', { name: 'Page 1', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 3', exact: true })).toBeVisible();

  const file = await savedDownload(page, () => page.getByRole('button', { name: 'Export' }).click());
  expect(file.name).toBe('weekly_reports.csv');
  expect(file.text.split('\r\n')[0]).toBe(CSV_HEADERS.weeklyReports.join(','));
});
