import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  ACCOUNTS,
  openPortal,
  apiToken,
  callApi,
  expectInFrame,
  newSupervisor,
  savedDownload,
  signInAs,
  signOut,
  type MadeSupervisor,
} from './support.ts';
import { assignBoth, lecturerMenu, placedStudent, rowOf } from './supervisor-support.ts';

// A device set to New Zealand: the portal still reads and shows every date in Lagos time.
test.use({ timezoneId: 'Pacific/Auckland' });

async function assignedDate(
  page: Page,
  supervisor: MadeSupervisor,
  key: 'listInspectionStudents' | 'listDefenseStudents',
  id: string,
) {
  const token = await apiToken(page, supervisor);
  const answer = await callApi(page, key, {}, token);
  const list = answer.body as Array<{ _id: string; assignedDate?: string | null }>;
  return list.find((s) => s._id === id)?.assignedDate ?? null;
}

test('the coordinator assigns a student; their supervisor dates and grades them; the student and the collated grade show it', async ({
  page,
}) => {
  await openPortal(page);
  const coordinator = await apiToken(page, ACCOUNTS.coordinator);
  const supervisor = await newSupervisor(page, coordinator, 'Inspector');
  const student = await placedStudent(page, coordinator, 0);
  await assignBoth(page, coordinator, student.studentCode, supervisor._id);

  await signInAs(page, supervisor);
  await expect(page.getByRole('heading', { name: "Lecturer's Home" })).toBeVisible();

  // The inspection list: the student is there; a date is set, said back in words, kept as the instant.
  await lecturerMenu(page).getByRole('link', { name: 'Student Inspection List' }).click();
  let row = rowOf(page, student.name);
  await expect(row).toContainText(student.matricNo);
  await expect(row).toContainText('Not set yet');
  const field = row.getByLabel(`New inspection date for ${student.name}`);
  await field.fill('2027-03-15T10:30');
  await expect(field).toHaveAccessibleDescription('Monday 15 March 2027, 10:30 in Lagos.');
  await row.getByRole('button', { name: `Set date for ${student.name}` }).click();
  await expect(row.getByRole('status')).toContainText('Inspection date set successfully.');
  await expect(row).toContainText('Monday 15 March 2027, 10:30 in Lagos');
  expect(await assignedDate(page, supervisor, 'listInspectionStudents', student._id)).toBe(
    '2027-03-15T09:30:00.000Z',
  );

  // The export holds this supervisor's students only: the one the coordinator assigned.
  const csv = await savedDownload(page, () => page.getByRole('button', { name: 'Export' }).click());
  expect(csv.name).toBe('students_inspection_list.csv');
  const lines = csv.text.trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(student.matricNo);
  expect(lines[1]).toContain('2027-03-15 10:30');

  // The defence list, its own date.
  await lecturerMenu(page).getByRole('link', { name: 'Student Defence List' }).click();
  row = rowOf(page, student.name);
  await row.getByLabel(`New defence date for ${student.name}`).fill('2027-04-20T14:00');
  await row.getByRole('button', { name: `Set date for ${student.name}` }).click();
  await expect(row.getByRole('status')).toContainText('Defence date set successfully.');
  await expect(row).toContainText('Tuesday 20 April 2027, 14:00 in Lagos');
  expect(await assignedDate(page, supervisor, 'listDefenseStudents', student._id)).toBe(
    '2027-04-20T13:00:00.000Z',
  );

  // Both grades, each out of the server's maximum.
  for (const [link, label, score, max] of [
    ['Grade Inspection', 'Inspection Score', '25', 30],
    ['Grade Defence', 'Defence Score', '35.5', 40],
  ] as const) {
    await lecturerMenu(page).getByRole('link', { name: link }).click();
    row = rowOf(page, student.name);
    const input = row.getByLabel(`${label} for ${student.name}`);
    await expect(input).toHaveAccessibleDescription(`Out of ${max}.`);
    await input.fill(score);
    await row.getByRole('button', { name: `Grade ${student.name}` }).click();
    await expect(row.getByRole('status')).toContainText('Graded Successfully!');
    await expect(row).toContainText(`${score} / ${max}`);
  }

  // The student's dashboard shows the supervisor and both dates, in Lagos time.
  await signOut(page);
  await expect(page).toHaveURL(supervisor.login);
  await signInAs(page, { email: student.email, password: ACCOUNTS.student.password, login: '/studentlogin' });
  const supervision = page.getByRole('region', { name: 'Supervision Details' });
  await expect(supervision).toContainText('Journey Inspector');
  await expect(supervision).toContainText('15 Mar 2027, 10:30');
  await expect(page.getByRole('region', { name: 'Defense Details' })).toContainText('20 Apr 2027, 14:00');

  // The coordinator collates: the total holds both grades.
  const collated = await callApi(page, 'collateGrades', { id: student._id }, coordinator);
  expect(collated.status).toBe(200);
  const grade = (collated.body as { data: { grade: Record<string, number> } }).data.grade;
  expect(grade).toMatchObject({ inspectionScore: 25, defenseScore: 35.5 });
  expect(grade.total).toBe((grade.weeklyReportsScore ?? 0) + 25 + 35.5);
});

test('at 1024, 1280 and 1440 px a supervisor list row fits beside the sidebar: the picker, Set date and the past-date question, with the name in view', async ({
  page,
}) => {
  await openPortal(page);
  const coordinator = await apiToken(page, ACCOUNTS.coordinator);
  const supervisor = await newSupervisor(page, coordinator, 'Laptop');
  const student = await placedStudent(page, coordinator, 3);
  await assignBoth(page, coordinator, student.studentCode, supervisor._id);
  await signInAs(page, supervisor);
  for (const [link, visit] of [
    ['Student Inspection List', 'inspection'],
    ['Student Defence List', 'defence'],
  ] as const) {
    await lecturerMenu(page).getByRole('link', { name: link }).click();
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const frame = page.getByRole('region', { name: new RegExp(`for ${visit}$`) });
      const row = rowOf(page, student.name);
      const field = row.getByLabel(`New ${visit} date for ${student.name}`);
      const setDate = row.getByRole('button', { name: `Set date for ${student.name}` });
      await expect(setDate).toBeVisible();
      await expectInFrame(frame, row.getByRole('rowheader'), field, setDate);
      // A past date asks first; the question fits too. No sends nothing.
      await field.fill('2020-01-06T09:00');
      await setDate.click();
      const question = row.getByRole('group', { name: /is in the past/ });
      await expect(question).toBeVisible();
      await expectInFrame(frame, question, question.getByRole('button', { name: 'No, change it' }));
      await question.getByRole('button', { name: 'No, change it' }).click();
      await expect(field).toBeFocused();
      // The focus on the picker scrolls nothing: the student's name stays in view beside it.
      expect(await frame.evaluate((el) => el.scrollLeft)).toBe(0);
      await expectInFrame(frame, row.getByRole('rowheader'), field);
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
});

test('a supervisor edits their details and downloads a form', async ({ page }) => {
  await openPortal(page);
  const coordinator = await apiToken(page, ACCOUNTS.coordinator);
  const supervisor = await newSupervisor(page, coordinator, 'Editor');
  await signInAs(page, supervisor);
  await lecturerMenu(page).getByRole('link', { name: 'Edit Details' }).click();
  await expect(page.getByLabel('First Name')).toHaveValue(supervisor.firstName);
  await expect(page.getByLabel('Office')).toHaveValue(supervisor.office);
  await page.getByLabel('Office').fill('Block C, Room 14');
  await page.getByLabel('Phone Number').fill('08039990000');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile Update Successful !' })).toBeVisible();
  await expect(page).toHaveURL('/lecturers/index');
  const details = page.getByRole('region', { name: 'Your Details' });
  await expect(details).toContainText('Block C, Room 14');
  await expect(details).toContainText('08039990000');

  const token = await apiToken(page, supervisor);
  const forms = (await callApi(page, 'listSupervisorForms', {}, token)).body as Array<{
    purpose: string;
    description: string;
    name: string;
  }>;
  const form = forms.find((f) => f.purpose === 'Inspection');
  expect(form, 'an inspection form to download').toBeTruthy();
  await lecturerMenu(page).getByRole('link', { name: 'Inspection/Defence Forms' }).click();
  const group = page.getByRole('region', { name: 'Inspection forms' });
  const file = await savedDownload(page, () =>
    group
      .getByRole('button', { name: `Download ${form!.description}` })
      .first()
      .click(),
  );
  expect(file.name).toBe(form!.name);
  expect(file.text.startsWith('%PDF-')).toBe(true);
});

test('a supervisor with no students sees each list say so', async ({ page }) => {
  await openPortal(page);
  const coordinator = await apiToken(page, ACCOUNTS.coordinator);
  // A supervisor of the journey's own: the demo idle supervisor may have been given students by
  // another journey of the same run.
  const idle = await newSupervisor(page, coordinator, 'Idle');
  await signInAs(page, idle);
  for (const [link, empty] of [
    ['Student Inspection List', 'No students have been assigned to you for inspection yet.'],
    ['Grade Inspection', 'No students have been assigned to you for inspection yet.'],
    ['Student Defence List', 'No students have been assigned to you for defence yet.'],
    ['Grade Defence', 'No students have been assigned to you for defence yet.'],
  ] as const) {
    await lecturerMenu(page).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
    await expect(page.getByText(empty)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
});
