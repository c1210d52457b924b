import { expect, test } from './fixtures.ts';
import { ACCOUNTS, apiToken, callApi, newSupervisor, openPortal, signInAs } from './support.ts';
import { assignBoth, lecturerMenu, rowOf, type ListedStudent } from './supervisor-support.ts';

interface GradedStudent extends ListedStudent {
  company: { name: string; state?: string } | null;
  grade?: { inspectionScore?: number | null; defenseScore?: number | null } | null;
}

/**
 * Two placed students at one company and a third elsewhere, none graded yet and none a named
 * fixture account: the cohort read from the front of the alphabet, where the other supervisor
 * journeys (which read from its end) do not pick.
 */
async function studentsAtOneCompany(page: Parameters<typeof callApi>[0], token: string) {
  const answer = await callApi(
    page,
    'listStudents',
    { page: 1, limit: 100, sortBy: 'name', sortOrder: 'asc' },
    token,
  );
  expect(answer.status).toBe(200);
  const named = new Set<string>(Object.values(ACCOUNTS).map((a) => a.email));
  const free = (answer.body as { students: GradedStudent[] }).students.filter(
    (s) =>
      s.company?.name &&
      !named.has(s.email) &&
      s.grade?.inspectionScore == null &&
      s.grade?.defenseScore == null,
  );
  const byCompany = new Map<string, GradedStudent[]>();
  for (const s of free) byCompany.set(s.company!.name, [...(byCompany.get(s.company!.name) ?? []), s]);
  const pair = [...byCompany.values()].find((group) => group.length >= 2);
  if (!pair) throw new Error('no two ungraded students at one company');
  const [a, b] = pair as [GradedStudent, GradedStudent];
  const other = free.find((s) => s.company!.name !== a.company!.name);
  if (!other) throw new Error('no ungraded student at another company');
  return { a, b, other, company: a.company!.name };
}

test('a supervisor filters My Students to "Not graded", then dates two students at one company in one action', async ({
  page,
}) => {
  await openPortal(page);
  const coordinator = await apiToken(page, ACCOUNTS.coordinator);
  const supervisor = await newSupervisor(page, coordinator, 'Roster');
  const { a, b, other, company } = await studentsAtOneCompany(page, coordinator);
  for (const s of [a, b, other]) await assignBoth(page, coordinator, s.studentCode, supervisor._id);
  const token = await apiToken(page, supervisor);
  // The third student's inspection is already dated: it is waiting for its grade.
  const dated = await callApi(
    page,
    'setInspectionDate',
    { studentCode: other.studentCode, date: '2027-03-01T09:00:00.000Z' },
    token,
  );
  expect(dated.status).toBe(200);

  await signInAs(page, supervisor);
  const next = page.getByRole('region', { name: 'What is next' });
  await expect(next.getByRole('link', { name: '2 students have no inspection date' })).toBeVisible();
  await expect(next.getByRole('link', { name: '1 student is not graded for inspection' })).toBeVisible();
  await lecturerMenu(page).getByRole('link', { name: 'My Students' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Students' })).toBeVisible();
  const count = page.getByRole('status').filter({ hasText: /^Showing / });
  await expect(count).toHaveText('Showing all 3 students.');

  await page.getByLabel('Status').selectOption({ label: 'Not graded' });
  await expect(count).toHaveText('Showing 1 of 3 students.');
  await expect(rowOf(page, other.name)).toContainText('Not graded');
  await expect(page).toHaveURL(/\?status=not-graded$/);

  // Who still needs a date at that company: both, selected at once and dated in one action.
  await page.getByLabel('Status').selectOption({ label: 'Date not set' });
  await page.getByLabel('Company').selectOption(company);
  await expect(count).toHaveText('Showing 2 of 3 students.');
  await page.getByLabel('Select all 2 students shown').check();
  await page.getByLabel('Inspection date for the selected students').fill('2027-03-02T10:30');
  await page.getByRole('button', { name: 'Set inspection date for selected' }).click();
  await expect(page.getByText('Inspection date set for 2 students.')).toBeVisible();
  for (const s of [a, b])
    await expect(rowOf(page, s.name)).toContainText('Tuesday 2 March 2027, 10:30 in Lagos');

  // Through the API: both dated, at that instant; the third kept its own.
  const listed = (await callApi(page, 'listInspectionStudents', {}, token)).body as Array<{
    studentDetails: { studentCode: string };
    assignedDate: string | null;
  }>;
  const dateOf = (code: string) => listed.find((s) => s.studentDetails.studentCode === code)?.assignedDate;
  expect(dateOf(a.studentCode)).toBe('2027-03-02T09:30:00.000Z');
  expect(dateOf(b.studentCode)).toBe('2027-03-02T09:30:00.000Z');
  expect(dateOf(other.studentCode)).toBe('2027-03-01T09:00:00.000Z');

  // Now all three wait for their inspection grade.
  await page.goto('/lecturers/students?status=not-graded&visit=inspection');
  await expect(count).toHaveText('Showing 3 of 3 students.');

  // The student's own page holds the date, where each visit stands, and the logbook.
  await rowOf(page, a.name)
    .getByRole('link', { name: `Logbook of ${a.name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Logbook: ${a.name}` })).toBeVisible();
  const visits = page.getByRole('region', { name: 'Visits' });
  await expect(visits).toContainText('Tuesday 2 March 2027, 10:30 in Lagos');
  await expect(visits).toContainText('Not graded');
  await expect(visits).toContainText('Date not set');
  await visits.getByRole('link', { name: 'Set the date of the defence' }).click();
  await expect(page).toHaveURL(/\/lecturers\/students\?visit=defense&q=/);
  await expect(count).toHaveText('Showing 1 of 3 students.');

  // That one student's defence date from their row: the date field takes the focus.
  await rowOf(page, a.name)
    .getByRole('button', { name: `Set date of the defence of ${a.name}` })
    .click();
  const defenceDate = page.getByLabel('Defence date for the selected students');
  await expect(defenceDate).toBeFocused();
  await defenceDate.fill('2027-04-12T09:00');
  await defenceDate.press('Enter');
  await expect(page.getByText('Defence date set for 1 student.')).toBeVisible();
  const defence = (await callApi(page, 'listDefenseStudents', {}, token)).body as Array<{
    studentDetails: { studentCode: string };
    assignedDate: string | null;
  }>;
  expect(defence.find((s) => s.studentDetails.studentCode === a.studentCode)?.assignedDate).toBe(
    '2027-04-12T08:00:00.000Z',
  );
});
