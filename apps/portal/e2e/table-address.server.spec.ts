import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Student } from '@siwes/api';
import { ACCOUNTS, apiToken, callApi, signIn } from './support.ts';

/**
 * A cohort table's address, loaded whole (a reload, a bookmark, a shared link) from the real
 * server: a search in it comes back after a reload; wrong values in it open the table at its
 * defaults (or its last page), with no request the server refuses, and the address cleaned.
 */

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Every API answer of 400 or more the page gets from now on. */
function refusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      refused.push(`${response.status()} ${response.url()}`);
    }
  });
  return refused;
}

test('a reload keeps the search of Assign Inspection Supervisors, its matches and its sort', async ({
  page,
}) => {
  await signIn(page, 'coordinator');
  await expect(heading(page, "Coordinator's Home")).toBeVisible();
  const token = await apiToken(page, ACCOUNTS.coordinator);
  const { students } = (await callApi(page, 'listStudents', { page: 1, limit: 10, sortBy: 'name' }, token))
    .body as { students: Student[] };
  const surname = students[0]!.lastName;
  const matches = (await callApi(page, 'searchStudents', { q: surname }, token)).body as Student[];
  const byMatric = matches
    .map((m) => m.matricNo)
    .sort((a, b) => b.localeCompare(a, undefined, { numeric: true }));

  await page.goto(`/coordinator/assigninspector?q=${surname}&sort=matricNo&order=desc`);
  for (const load of ['first', 'reload']) {
    if (load === 'reload') await page.reload();
    await expect(heading(page, 'Assign Inspection Supervisors')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search students' })).toHaveValue(surname);
    const said = matches.length === 1 ? '1 student matches' : `${matches.length} students match`;
    await expect(page.getByText(`${said} “${surname}”.`)).toBeVisible();
    const table = page.getByRole('table', { name: 'Students', exact: true });
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    await expect(table.locator('tbody tr td:nth-of-type(1)')).toHaveText(byMatric);
    await expect(page).toHaveURL(`/coordinator/assigninspector?q=${surname}&sort=matricNo&order=desc`);
  }
});

test('wrong values in a table address open it at page 1 (or its last page), asking nothing the server refuses', async ({
  page,
}) => {
  await signIn(page, 'coordinator');
  await expect(heading(page, "Coordinator's Home")).toBeVisible();
  const token = await apiToken(page, ACCOUNTS.coordinator);
  const { totalStudents } = (await callApi(page, 'listStudents', { page: 1, limit: 10 }, token)).body as {
    totalStudents: number;
  };
  const pages = Math.ceil(totalStudents / 10);
  const refused = refusals(page);
  const current = (n: number) => page.getByRole('button', { name: `Page ${n}`, exact: true });

  await page.goto(`/coordinator/students?page=abc&sort=password&order=up&q=${'x'.repeat(500)}`);
  await expect(heading(page, 'Registered Students')).toBeVisible();
  await expect(current(1)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('columnheader', { name: /Course/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('searchbox', { name: 'Search students' })).toHaveValue('');
  await expect(page).toHaveURL('/coordinator/students');

  await page.goto('/coordinator/collategrades?page=99999&q=E');
  await expect(heading(page, 'Collate Grades')).toBeVisible();
  await expect(current(pages)).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(`/coordinator/collategrades?page=${pages}`);
  await expect(page.getByText('Please enter a valid page number.')).toHaveCount(0);
  expect(refused).toEqual([]);
});
