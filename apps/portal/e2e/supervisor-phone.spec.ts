import type { Page } from '@playwright/test';
import { expect, PHONE, test } from './fixtures.ts';
import {
  ACCOUNTS,
  openPortal,
  apiToken,
  callApi,
  expectFitsWidth,
  expectInFrame,
  goClientSide,
  newSupervisor,
  savedDownload,
  signInAs,
  tabTo,
} from './support.ts';
import { assignBoth, placedStudent, rowOf } from './supervisor-support.ts';

// 360 × 740, touch, as a phone (fixtures.ts).
test.use(PHONE);

// The picker's segments follow the browser's locale; fixed here so the keystrokes below are known
// (month, day, year, then a 12-hour clock). The zone is Lagos, as a Nigerian phone's would be.
test.use({ locale: 'en-US', timezoneId: 'Africa/Lagos' });

/**
 * Types a date and time into a focused datetime-local picker, as a keyboard user does: month, day
 * and year, then Right to leave the year (it takes up to six digits), then the hour on the
 * picker's 12-hour clock, the minutes, and A or P.
 */
async function typeDateTime(
  page: Page,
  date: `${string}/${string}/${string}`,
  time: `${string}:${string} ${'A' | 'P'}`,
) {
  const [clock, half] = time.split(' ') as [string, string];
  for (const part of date.split('/')) await page.keyboard.type(part);
  await page.keyboard.press('ArrowRight');
  for (const part of [...clock.split(':'), half]) await page.keyboard.type(part);
}

test('at 360 x 740 the supervisor pages fit, and dates, grades, export and forms work from the keyboard alone', async ({
  page,
}) => {
  await openPortal(page);
  const coordinator = await apiToken(page, ACCOUNTS.coordinator);
  const supervisor = await newSupervisor(page, coordinator, 'Phone');
  const student = await placedStudent(page, coordinator, 1);
  await assignBoth(page, coordinator, student.studentCode, supervisor._id);
  await signInAs(page, supervisor);
  await expect(page.getByRole('heading', { name: "Lecturer's Home" })).toBeVisible();

  // The inspection list: a past date is asked about, and Enter on the question's Yes sets it.
  await goClientSide(page, '/lecturers/inspection');
  let row = rowOf(page, student.name);
  await expect(row).toBeVisible();
  await expectFitsWidth(page);
  // A card: the student's name, the picker and Set date, all seen without scrolling sideways.
  await expectInFrame(
    page.getByRole('region', { name: /for inspection$/ }),
    row.getByRole('rowheader'),
    row.getByLabel(`New inspection date for ${student.name}`),
    row.getByRole('button', { name: `Set date for ${student.name}` }),
  );
  await tabTo(page, row.getByLabel(`New inspection date for ${student.name}`));
  await typeDateTime(page, '03/02/2026', '09:15 A');
  await page.keyboard.press('Enter');
  const yes = row.getByRole('button', { name: 'Yes, set it' });
  await expect(yes).toBeFocused();
  await expect(row.getByRole('group')).toContainText('Monday 2 March 2026, 09:15 in Lagos is in the past.');
  await page.keyboard.press('Enter');
  await expect(row.getByRole('status')).toContainText('Inspection date set successfully.');
  await expect(row).toContainText('Monday 2 March 2026, 09:15 in Lagos');
  const token = await apiToken(page, supervisor);
  const listed = (await callApi(page, 'listInspectionStudents', {}, token)).body as Array<{
    _id: string;
    assignedDate: string | null;
  }>;
  expect(listed.find((s) => s._id === student._id)?.assignedDate).toBe('2026-03-02T08:15:00.000Z');

  await tabTo(page, page.getByRole('button', { name: 'Export' }));
  const csv = await savedDownload(page, () => page.keyboard.press('Enter'));
  expect(csv.name).toBe('students_inspection_list.csv');
  expect(csv.text.trim().split(/\r?\n/)).toHaveLength(2);

  // The defence list: a future date goes without a question.
  await goClientSide(page, '/lecturers/defence');
  row = rowOf(page, student.name);
  await expect(row).toBeVisible();
  await expectFitsWidth(page);
  await expectInFrame(
    page.getByRole('region', { name: /for defence$/ }),
    row.getByRole('rowheader'),
    row.getByLabel(`New defence date for ${student.name}`),
    row.getByRole('button', { name: `Set date for ${student.name}` }),
  );
  await tabTo(page, row.getByLabel(`New defence date for ${student.name}`));
  await typeDateTime(page, '04/20/2027', '02:00 P');
  await page.keyboard.press('Enter');
  await expect(row.getByRole('status')).toContainText('Defence date set successfully.');
  await expect(row).toContainText('Tuesday 20 April 2027, 14:00 in Lagos');

  // Both grades: Tab to the score, type it, Enter.
  for (const [path, label, score] of [
    ['/lecturers/gradeinspection', 'Inspection Score', '24'],
    ['/lecturers/gradedefence', 'Defence Score', '31'],
  ] as const) {
    await goClientSide(page, path);
    row = rowOf(page, student.name);
    await expect(row).toBeVisible();
    await expectFitsWidth(page);
    await tabTo(page, row.getByLabel(`${label} for ${student.name}`));
    await page.keyboard.type(score);
    await page.keyboard.press('Enter');
    await expect(row.getByRole('status')).toContainText('Graded Successfully!');
    await expect(row).toContainText(`${score} /`);
  }

  // The forms: Tab to a Download, Enter.
  await goClientSide(page, '/lecturers/forms');
  const download = page.getByRole('button', { name: /^Download / }).first();
  await expect(download).toBeVisible();
  await expectFitsWidth(page);
  await tabTo(page, download);
  const file = await savedDownload(page, () => page.keyboard.press('Enter'));
  expect(file.text.startsWith('%PDF-')).toBe(true);

  // Edit details: Tab to Office, change it, Enter.
  await goClientSide(page, '/lecturers/editdetails');
  const office = page.getByLabel('Office');
  await expect(office).toHaveValue(supervisor.office);
  await expectFitsWidth(page);
  await tabTo(page, office);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Annex B, Room 3');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/lecturers/index');
  await expect(page.getByRole('region', { name: 'Your Details' })).toContainText('Annex B, Room 3');
});
