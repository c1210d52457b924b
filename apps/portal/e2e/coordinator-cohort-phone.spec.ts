import type { Page } from '@playwright/test';
import { expect, PHONE, test } from './fixtures.ts';
import type { StudentsPage } from '@siwes/api';
import {
  ACCOUNTS,
  callApi,
  expectFitsWidth,
  expectInFrame,
  goClientSide,
  sessionToken,
  signIn,
} from './support.ts';

// 360 × 740, touch, as a phone (fixtures.ts).
test.use(PHONE);

/** The first row of a cohort table, once loaded, and its name. */
async function firstRow(page: Page, path: string, caption: string) {
  await goClientSide(page, path);
  const table = page.getByRole('table', { name: caption, exact: true });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const first = table.locator('tbody tr').first();
  const name = first.getByRole('rowheader');
  await expect(name).toBeVisible();
  return { first, name };
}

test('at 360 x 740 every cohort screen fits the width', async ({ page }) => {
  await signIn(page, 'coordinator');
  await expect(page).toHaveURL(ACCOUNTS.coordinator.home);
  const token = await sessionToken(page, 'coordinator');
  const { body } = await callApi(page, 'listStudents', { page: 1, limit: 1 }, token);
  const [student] = (body as StudentsPage).students;
  for (const path of [
    '/coordinator/assigninspector',
    '/coordinator/assigndefence',
    `/coordinator/student/${student!._id}`,
    `/coordinator/student/weeklyreports/${student!.studentCode}`,
    `/coordinator/edit/student/${student!._id}`,
    '/coordinator/collategrades',
    '/coordinator/batchgrading',
    '/coordinator/totalweeklyreport',
    '/coordinator/students',
  ]) {
    await goClientSide(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page's content, not its spinner.
    await expect(page.getByRole('main').getByRole('status', { name: /Loading/ })).toHaveCount(0);
    // And its rows: a table shows its own loading state while busy.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectFitsWidth(page);
  }
});

test('at 360 x 740 the tables whose rows are acted on are cards: each name with its controls, nothing sideways', async ({
  page,
}) => {
  await signIn(page, 'coordinator');
  await expect(page).toHaveURL(ACCOUNTS.coordinator.home);
  for (const [path, caption, controls] of [
    ['/coordinator/assigninspector', 'Students', ['combobox', 'button']],
    ['/coordinator/assigndefence', 'Students', ['combobox', 'button']],
    ['/coordinator/batchgrading', 'Students to grade', ['spinbutton']],
    ['/coordinator/students', 'Registered students', ['link']],
  ] as const) {
    const { first, name } = await firstRow(page, path, caption);
    const parts = controls.flatMap((role) => [first.getByRole(role).first(), first.getByRole(role).last()]);
    for (const part of parts) await expect(part).toBeVisible();
    await expectInFrame(page.getByRole('region', { name: caption, exact: true }), name, ...parts);
    // The headers still sort, as buttons above the cards.
    await expect(page.getByRole('button', { name: /^Matric Number/ })).toBeVisible();
    await expectFitsWidth(page);
  }
  // A card's Assign acts on the student it names.
  await goClientSide(page, '/coordinator/assigninspector');
  const card = page.getByRole('table', { name: 'Students', exact: true }).locator('tbody tr').first();
  const name = (await card.getByRole('rowheader').textContent())!.trim();
  await expect(card.getByRole('combobox', { name: `Inspector for ${name}` })).toBeVisible();
  await expect(card.getByRole('button', { name: `Assign ${name}` })).toBeVisible();
});

test('at 360 x 740 the tables that are only read are cards too: each value under its header, nothing sideways', async ({
  page,
}) => {
  await signIn(page, 'coordinator');
  await expect(page).toHaveURL(ACCOUNTS.coordinator.home);
  for (const [path, caption, header] of [
    ['/coordinator/collategrades', 'Student grades', 'Total Grade'],
    ['/coordinator/totalweeklyreport', 'Weekly report totals', 'Matric Number'],
    ['/coordinator/supervisors', 'Registered supervisors', 'Email'],
  ] as const) {
    const { first, name } = await firstRow(page, path, caption);
    const cell = first.locator(`td[data-label="${header}"]`);
    await expect(cell).toBeVisible();
    // Stacked: the value comes under the name, not beside it.
    const [nameBox, cellBox] = [await name.boundingBox(), await cell.boundingBox()];
    expect(cellBox!.y).toBeGreaterThanOrEqual(nameBox!.y + nameBox!.height - 1);
    await expectInFrame(page.getByRole('region', { name: caption, exact: true }), name, cell);
    await expectFitsWidth(page);
  }
});
