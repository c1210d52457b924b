import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CSV_HEADERS } from '@siwes/api';
import { apiToken, callApi, ACCOUNTS, signIn } from './support.ts';

const table = (page: Page) => page.getByRole('table', { name: 'Registered students' });

/** The texts of one column of the students table, once it has loaded. */
async function column(page: Page, header: string): Promise<string[]> {
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  const headers = await table(page).getByRole('columnheader').allTextContents();
  const index = headers.findIndex((h) => h.startsWith(header));
  return table(page)
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((row) => row.querySelectorAll('th, td')[i]?.textContent ?? ''), index);
}

const byText = (values: string[]) =>
  [...values].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true }));

/** The last name most students share among the first hundred by name: a search with several matches. */
async function commonSurname(page: Page, token: string): Promise<string> {
  const { body } = await callApi(page, 'listStudents', { page: 1, limit: 100, sortBy: 'name' }, token);
  const counts = new Map<string, number>();
  for (const s of (body as { students: Array<{ lastName: string }> }).students) {
    if (s.lastName.length >= 3) counts.set(s.lastName, (counts.get(s.lastName) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

test('the coordinator pages, sorts, searches, resets, jumps and exports the registered students', async ({
  page,
}) => {
  await signIn(page, 'coordinator');
  await expect(page).toHaveURL(ACCOUNTS.coordinator.home);
  const token = await apiToken(page, ACCOUNTS.coordinator);
  const { totalStudents } = (await callApi(page, 'listStudents', { page: 1, limit: 10 }, token)).body as {
    totalStudents: number;
  };
  const pages = Math.ceil(totalStudents / 10);

  await page
    .getByRole('navigation', { name: 'Coordinator menu' })
    .getByRole('link', { name: 'Registered Students' })
    .click();
  await expect(page).toHaveURL('/coordinator/students');
  await expect(page).toHaveTitle('Registered Students');

  // Course ascending by default, 10 a page.
  const courses = await column(page, 'Course');
  expect(courses).toHaveLength(10);
  expect(courses).toEqual(byText(courses));
  await expect(page.getByRole('columnheader', { name: /Course/ })).toHaveAttribute('aria-sort', 'ascending');

  // Next page, then the sort toggles and goes back to page 1.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: /^Course/ }).click();
  await expect(page.getByRole('columnheader', { name: /Course/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  const descending = await column(page, 'Course');
  expect(descending).toEqual(byText(descending).reverse());

  // Jump to page: past the end is refused in the spec's words; the last page works.
  const jump = page.getByLabel(`Go to page (1–${pages})`);
  await jump.fill(String(pages + 1));
  await jump.press('Enter');
  await expect(page.getByText('Please enter a valid page number.')).toBeVisible();
  await jump.fill(String(pages));
  await jump.press('Enter');
  await expect(page.getByRole('button', { name: `Page ${pages}` })).toHaveAttribute('aria-current', 'page');
  expect((await column(page, 'Name')).length).toBe(totalStudents - (pages - 1) * 10);

  // Search from 3 characters; Reset.
  const student = (await callApi(page, 'searchStudents', { q: ACCOUNTS.student.email }, token))
    .body as Array<{
    name: string;
    matricNo: string;
  }>;
  const search = page.getByRole('searchbox', { name: 'Search students' });
  await search.fill(student[0]!.matricNo);
  await search.press('Enter');
  await expect.poll(() => column(page, 'Name')).toEqual([student[0]!.name]);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(search).toHaveValue('');
  await expect.poll(async () => (await column(page, 'Name')).length).toBe(10);

  // A header pressed while a search's matches show sorts the matches: the search stays.
  const surname = await commonSurname(page, token);
  const matches = (await callApi(page, 'searchStudents', { q: surname }, token)).body as Array<{
    name: string;
    level: string;
  }>;
  expect(matches.length).toBeGreaterThan(1);
  await search.fill(surname);
  await search.press('Enter');
  const said = page.getByText(`${matches.length} students match “${surname}”.`);
  await expect(said).toBeVisible();
  await page.getByRole('button', { name: /^Level/ }).click();
  await expect(page.getByRole('columnheader', { name: /Level/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => column(page, 'Level')).toEqual(byText(matches.map((m) => m.level)));
  expect(byText(await column(page, 'Name'))).toEqual(byText(matches.map((m) => m.name)));
  await page.getByRole('button', { name: /^Level/ }).click();
  await expect(page.getByRole('columnheader', { name: /Level/ })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => column(page, 'Level')).toEqual(byText(matches.map((m) => m.level)).reverse());
  await expect(said).toBeVisible();
  await expect(search).toHaveValue(surname);
  await expect(page.getByRole('navigation', { name: 'Registered students pages' })).toHaveCount(0);
  // Reset: the paged cohort again, in the order last chosen.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('navigation', { name: 'Registered students pages' })).toBeVisible();
  await expect.poll(async () => (await column(page, 'Level')).length).toBe(10);
  const levels = await column(page, 'Level');
  expect(levels).toEqual(byText(levels).reverse());
  await expect(page.getByText(/students? match/)).toHaveCount(0);

  // Each name opens the student's page; Edit their edit page.
  const first = table(page).locator('tbody tr').first();
  await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/coordinator\/student\/[\w-]+$/);
  await expect(first.getByRole('link', { name: /^Edit / })).toHaveAttribute(
    'href',
    /^\/coordinator\/edit\/student\/[\w-]+$/,
  );

  // Export: students.csv, every student.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('students.csv');
  const lines = (await readFile(await file.path(), 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe(CSV_HEADERS.students.join(','));
  expect(lines).toHaveLength(totalStudents + 1);
});
