/**
 * Issue 34 on the real server: 25 students assigned in one action from a filtered list, checked
 * as the supervisor; a reassignment that asks, keeps or clears the date as chosen, checked as
 * each supervisor, who are both mailed.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  ACCOUNTS,
  apiToken,
  callApi,
  latestMailMatch,
  newSupervisor,
  openPortal,
  signIn,
} from './support.ts';
import { assignBoth, placedStudent } from './supervisor-support.ts';

interface Listed {
  studentDetails: { name: string; studentCode: string };
  assignedDate: string | null;
}

async function inspectionList(page: Page, token: string): Promise<Listed[]> {
  const answer = await callApi(page, 'listInspectionStudents', {}, token);
  expect(answer.status).toBe(200);
  return answer.body as Listed[];
}

test('25 students with no inspector are assigned to one supervisor in one action', async ({ page }) => {
  await openPortal(page);
  const coordinator = await apiToken(page, ACCOUNTS.coordinator);
  const supervisor = await newSupervisor(page, coordinator, 'Cohort');
  await signIn(page, 'coordinator');
  // Signed in once home: a page opened before that would find no session yet.
  await expect(page).toHaveURL('/coordinator/index');
  await page.goto('/coordinator/assigninspector');
  const table = page.getByRole('table', { name: 'Students', exact: true });
  await expect(table.getByRole('row')).toHaveCount(11);

  // 1: only the students with no inspector (applied at once); 2: 25 a page.
  await page.getByRole('checkbox', { name: 'Only students with no inspector' }).check();
  await expect(page).toHaveURL(/\?unassigned=inspection$/);
  await page.getByRole('combobox', { name: 'Students a page' }).selectOption('25');
  await expect(page).toHaveURL(/\?unassigned=inspection&size=25$/);
  await expect(table.getByRole('row')).toHaveCount(26);
  await expect(page.getByText(/students match the filters\./)).toBeVisible();
  const names = await table.getByRole('rowheader').allTextContents();
  expect(names).toHaveLength(25);
  // The filter is the server's: every row has no inspector.
  for (const row of await table.getByRole('row').all()) {
    if (await row.getByRole('rowheader').count())
      await expect(row.getByRole('cell').nth(2)).toHaveText('N/A');
  }

  // 3: tick the page; 4: the supervisor; 5: Assign selected.
  await page.getByRole('button', { name: 'Select this page' }).click();
  await expect(page.getByText('25 students selected.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Assign selected to' }).selectOption(supervisor._id);
  await page.getByRole('button', { name: 'Assign selected' }).click();
  await expect(page.getByText('Assigned Successfully! 25 students assigned.')).toBeVisible();
  await expect(page.getByText('No students selected.', { exact: false })).toBeVisible();

  // Checked as the supervisor: their inspection list is those 25.
  const theirs = await inspectionList(page, await apiToken(page, supervisor));
  expect(theirs.map((s) => s.studentDetails.name).sort()).toEqual([...names].map((n) => n.trim()).sort());
  // The supervisor is told, in one mail naming the students.
  const escaped = names[0]!.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await latestMailMatch(page, supervisor.email, new RegExp(`- ${escaped}`));
});

test('replacing an inspector asks, names the date lost, and keeps or clears it as chosen', async ({
  page,
}) => {
  await openPortal(page);
  const coordinator = await apiToken(page, ACCOUNTS.coordinator);
  const first = await newSupervisor(page, coordinator, 'Zainab');
  const second = await newSupervisor(page, coordinator, 'Musa');
  const student = await placedStudent(page, coordinator, 7);
  await assignBoth(page, coordinator, student.studentCode, first._id);
  const firstToken = await apiToken(page, first);
  const dated = await callApi(
    page,
    'setInspectionDate',
    { studentCode: student.studentCode, date: '2027-12-11T10:00' },
    firstToken,
  );
  expect(dated.status).toBe(200);

  await signIn(page, 'coordinator');
  // Signed in once home: a page opened before that would find no session yet.
  await expect(page).toHaveURL('/coordinator/index');
  await page.goto('/coordinator/assigninspector');
  await page.getByRole('searchbox', { name: 'Search students' }).fill(student.name);
  await page.getByRole('searchbox', { name: 'Search students' }).press('Enter');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: student.name }) });
  await expect(row).toContainText(`Journey Zainab`);
  await expect(row).toContainText('Date: 11 Dec 2027');

  // Keep the date for the new inspector.
  await row.getByRole('combobox', { name: `Inspector for ${student.name}` }).selectOption(second._id);
  await row.getByRole('button', { name: `Assign ${student.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Replace Journey Zainab as ${student.name}'s inspector?` });
  await expect(dialog).toContainText(
    'the inspection date of Saturday 11 December 2027 set by Journey Zainab',
  );
  await dialog.getByRole('radio', { name: /Keep it for/ }).check();
  await dialog.getByRole('button', { name: 'Replace and assign' }).click();
  await expect(row.getByRole('status')).toContainText('Assigned Successfully!');
  let listed = (await inspectionList(page, await apiToken(page, second))).find(
    (s) => s.studentDetails.studentCode === student.studentCode,
  );
  expect(listed?.assignedDate).toBe('2027-12-11T09:00:00.000Z');
  expect(await inspectionList(page, firstToken)).toEqual([]);
  // Both are told: the first that the date they set is kept for the second.
  expect(
    await latestMailMatch(
      page,
      first.email,
      /now with Journey Musa; the inspection date you set, .* is (kept for them)/,
    ),
  ).toBe('kept for them');
  await latestMailMatch(page, second.email, new RegExp(`until now with Journey Zainab`));

  // Back to the first, clearing the date.
  await page.reload();
  const again = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: student.name }) });
  await expect(again).toContainText('Journey Musa');
  await again.getByRole('combobox', { name: `Inspector for ${student.name}` }).selectOption(first._id);
  await again.getByRole('button', { name: `Assign ${student.name}` }).click();
  const secondDialog = page.getByRole('dialog');
  await secondDialog.getByRole('radio', { name: /Clear it/ }).check();
  await secondDialog.getByRole('button', { name: 'Replace and assign' }).click();
  await expect(again.getByRole('status')).toContainText('Assigned Successfully!');
  listed = (await inspectionList(page, firstToken)).find(
    (s) => s.studentDetails.studentCode === student.studentCode,
  );
  expect(listed).toBeDefined();
  expect(listed?.assignedDate).toBeNull();
  expect(await latestMailMatch(page, second.email, /the inspection date you set, .* is (cleared)/)).toBe(
    'cleared',
  );
});
