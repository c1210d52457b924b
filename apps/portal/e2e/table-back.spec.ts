import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Student } from '@siwes/api';
import { ACCOUNTS, apiToken, callApi, signIn } from './support.ts';

/**
 * QA R11: a paged cohort table keeps its place in its address, so Back from a student opened from
 * it (and Forward again) shows what the coordinator was looking at: the search and its matches,
 * or the page. The address is replaced, not pushed: one more Back leaves the table.
 */

const menu = (page: Page) => page.getByRole('navigation', { name: 'Coordinator menu' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The names in a table's name column (its row headers), once it has loaded. */
async function names(page: Page, caption: string): Promise<string[]> {
  const table = page.getByRole('table', { name: caption, exact: true });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  return table.locator('tbody th').allTextContents();
}

const sorted = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b));

/** The last name most students share among the first hundred: a search with several matches. */
async function commonSurname(page: Page, token: string): Promise<string> {
  const { body } = await callApi(page, 'listStudents', { page: 1, limit: 100, sortBy: 'name' }, token);
  const counts = new Map<string, number>();
  for (const s of (body as { students: Student[] }).students) {
    if (s.lastName.length >= 3) counts.set(s.lastName, (counts.get(s.lastName) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

test('Back from a student found on Assign Inspection Supervisors brings the search and its matches back', async ({
  page,
}) => {
  await signIn(page, 'coordinator');
  await expect(heading(page, "Coordinator's Home")).toBeVisible();
  const token = await apiToken(page, ACCOUNTS.coordinator);
  const surname = await commonSurname(page, token);
  const matches = (await callApi(page, 'searchStudents', { q: surname }, token)).body as Student[];
  expect(matches.length).toBeGreaterThan(1);

  await menu(page).getByRole('link', { name: 'Assign Inspection Supervisors' }).click();
  await expect(heading(page, 'Assign Inspection Supervisors')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search students' });
  await search.fill(surname);
  await search.press('Enter');
  const said = page.getByText(`${matches.length} students match “${surname}”.`);
  await expect(said).toBeVisible();
  await expect(page).toHaveURL(`/coordinator/assigninspector?q=${surname}`);
  const found = await names(page, 'Students');
  expect(sorted(found)).toEqual(sorted(matches.map((m) => m.name)));

  // Open the second match (its row's link: two students may share a name), then the browser's Back.
  const student = page
    .getByRole('table', { name: 'Students', exact: true })
    .locator('tbody th')
    .nth(1)
    .getByRole('link', { name: found[1]!, exact: true });
  await student.click();
  await expect(heading(page, 'Student Details')).toBeVisible();
  await expect(page).toHaveURL(/\/coordinator\/student\/[\w-]+$/);
  await page.goBack();

  await expect(heading(page, 'Assign Inspection Supervisors')).toBeFocused();
  await expect(page).toHaveURL(`/coordinator/assigninspector?q=${surname}`);
  await expect(search).toHaveValue(surname);
  await expect(said).toBeVisible();
  expect(await names(page, 'Students')).toEqual(found);
  await expect(page.getByRole('navigation', { name: 'Students pages' })).toHaveCount(0);

  // Forward to the student and Back again: the same.
  await page.goForward();
  await expect(heading(page, 'Student Details')).toBeVisible();
  await page.goBack();
  await expect(search).toHaveValue(surname);
  await expect(said).toBeVisible();

  // The search replaced the table's entry rather than adding one: Back leaves the table.
  await page.goBack();
  await expect(heading(page, "Coordinator's Home")).toBeVisible();
});

test('Back from a student opened on page 3 of Registered Students brings page 3 back, in its sort', async ({
  page,
}) => {
  await signIn(page, 'coordinator');
  await expect(heading(page, "Coordinator's Home")).toBeVisible();
  await menu(page).getByRole('link', { name: 'Registered Students' }).click();
  await expect(heading(page, 'Registered Students')).toBeVisible();
  const caption = 'Registered students';
  const pageButton = (n: number) => page.getByRole('button', { name: `Page ${n}`, exact: true });

  await page.getByRole('button', { name: /^Name/ }).click();
  await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await pageButton(2).click();
  await expect(pageButton(2)).toHaveAttribute('aria-current', 'page');
  await pageButton(3).click();
  await expect(pageButton(3)).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL('/coordinator/students?page=3&sort=name');
  const third = await names(page, caption);
  expect(third).toHaveLength(10);

  // The first row's link: the cohort (and the students other journeys registered) may hold two
  // students of one name, on one page.
  await page
    .getByRole('table', { name: caption, exact: true })
    .locator('tbody th')
    .first()
    .getByRole('link', { name: third[0]!, exact: true })
    .click();
  await expect(heading(page, 'Student Details')).toBeVisible();
  await page.goBack();

  await expect(heading(page, 'Registered Students')).toBeFocused();
  await expect(pageButton(3)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(await names(page, caption)).toEqual(third);

  // Paging on replaces the address too: Back leaves the table for the home page.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(pageButton(4)).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL('/coordinator/students?page=4&sort=name');
  await page.goBack();
  await expect(heading(page, "Coordinator's Home")).toBeVisible();
  // And Forward comes back to page 4.
  await page.goForward();
  await expect(heading(page, 'Registered Students')).toBeVisible();
  await expect(pageButton(4)).toHaveAttribute('aria-current', 'page');

  // The sidebar's link to the page it is on opens its first page; Back, to the same page, page 4 again.
  await menu(page).getByRole('link', { name: 'Registered Students' }).click();
  await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL('/coordinator/students');
  await expect(page.getByRole('columnheader', { name: /Course/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.goBack();
  await expect(pageButton(4)).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL('/coordinator/students?page=4&sort=name');
  expect(await names(page, caption)).toHaveLength(10);
});
