import { expect, test } from './fixtures.ts';
import type { Student, Supervisor } from '@siwes/api';
import { apiToken, callApi, goClientSide } from './support.ts';
import {
  everyStudent,
  FIXTURE_EMAILS,
  getStudent,
  rowWith,
  signInAsCoordinator,
  someStudent,
} from './coordinator-support.ts';

/**
 * The coordinator's cohort screens (issue 15), against the mock build and the real server: assign,
 * open a student, edit, grade and collate. Batch grading, its export and the weekly totals are in
 * coordinator-cohort-grades.spec.ts. Each journey works on students no other journey relies on
 * (never the fixture accounts) and puts back what it edits.
 */

test('every cohort screen shows for the coordinator, and the coordinator login otherwise', async ({
  page,
}) => {
  const paths = [
    ['/coordinator/assigninspector', 'Assign Inspection Supervisors'],
    ['/coordinator/assigndefence', 'Assign Defence Supervisors'],
    ['/coordinator/collategrades', 'Collate Grades'],
    ['/coordinator/batchgrading', 'Batch Grading'],
    ['/coordinator/totalweeklyreport', 'Students Total Weekly Report'],
  ] as const;
  await page.goto('/coordinator/collategrades');
  await expect(page.getByRole('heading', { name: 'Coordinator Login' })).toBeVisible();
  const token = await signInAsCoordinator(page);
  const student = await someStudent(page, token, () => true);
  for (const [path, title] of [
    ...paths,
    [`/coordinator/student/${student._id}`, 'Student Details'],
    [`/coordinator/student/weeklyreports/${student.studentCode}`, 'Weekly Reports'],
    [`/coordinator/edit/student/${student._id}`, 'Edit Student Details'],
  ] as const) {
    await goClientSide(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(title);
  }
  const menu = page.getByRole('navigation', { name: 'Coordinator menu' });
  for (const [, title] of paths.slice(0, 4))
    await expect(menu.getByRole('link', { name: title, exact: true })).toBeVisible();
  // The spec gives the weekly totals the menu label "Collate Grades" too: the sidebar says which
  // is which, both under the Grading heading.
  const grading = menu.getByRole('list', { name: 'Grading' });
  await expect(grading.getByRole('link', { name: 'Weekly Report Totals' })).toHaveAttribute(
    'href',
    '/coordinator/totalweeklyreport',
  );
  await expect(grading.getByRole('link', { name: 'Collate Grades', exact: true })).toBeVisible();
});

test('the coordinator assigns an inspector and a defence supervisor; the supervisor has the student on both lists', async ({
  page,
}) => {
  const token = await signInAsCoordinator(page);
  // A supervisor of this journey's own, so no other journey's supervisor changes.
  const email = `assign.${Date.now()}@siwes.test`;
  const password = 'Supervisor#2026';
  const created = await callApi(
    page,
    'createSupervisor',
    {
      firstName: 'Yemisi',
      lastName: 'Journey',
      email,
      office: 'Block C, Room 9',
      password,
      phone: '08035550123',
    },
    token,
  );
  expect(created.status).toBe(201);
  const supervisor = (created.body as { data: Supervisor }).data;
  const student = await someStudent(page, token, (s) => !s.inspection_supervisor && !s.defense_supervisor);

  for (const [path, label] of [
    ['/coordinator/assigninspector', 'Inspector'],
    ['/coordinator/assigndefence', 'Defence supervisor'],
  ] as const) {
    await goClientSide(page, path);
    await page.getByRole('searchbox', { name: 'Search students' }).fill(student.matricNo);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = rowWith(page, 'Students', student.matricNo);
    await expect(row).toHaveCount(1);
    const select = row.getByRole('combobox', { name: `${label} for ${student.name}` });
    await expect(select.locator(`option[value="${supervisor._id}"]`)).toHaveText(
      /Yemisi Journey \(\d+ students?\)/,
    );
    await select.selectOption(supervisor._id);
    await row.getByRole('button', { name: `Assign ${student.name}` }).click();
    await expect(row.getByRole('status')).toContainText('Assigned Successfully!');
    await expect(row).toContainText('Yemisi Journey');
  }

  const supervisorToken = await apiToken(page, { email, password, type: 'supervisor' });
  for (const key of ['listInspectionStudents', 'listDefenseStudents'] as const) {
    const { body } = await callApi(page, key, {}, supervisorToken);
    const ids = (body as Array<{ studentDetails: { _id: string } }>).map((s) => s.studentDetails._id);
    expect(ids, key).toContain(student._id);
  }
});

test('the coordinator opens a student, reads their reports, edits only the first name and job description, grades, collates and sees the total', async ({
  page,
}) => {
  const token = await signInAsCoordinator(page);
  const withReports = async (s: Student) => {
    if (!s.company) return false;
    const { body } = await callApi(page, 'getWeeklyReports', { id: s.studentCode }, token);
    return (body as { reports: unknown[] }).reports.length > 0;
  };
  let student: Student | undefined;
  for (const s of await everyStudent(page, token)) {
    if (!FIXTURE_EMAILS.has(s.email) && (await withReports(s))) {
      student = s;
      break;
    }
  }
  if (!student) throw new Error('No placed student with reports');
  const { body: reportsBody } = await callApi(page, 'getWeeklyReports', { id: student.studentCode }, token);
  const weeks = (reportsBody as { reports: unknown[] }).reports.length;

  // From Registered Students to the student's page.
  await goClientSide(page, '/coordinator/students');
  await page.getByRole('searchbox', { name: 'Search students' }).fill(student.matricNo);
  await page.getByRole('button', { name: 'Search' }).click();
  await rowWith(page, 'Registered students', student.matricNo)
    .getByRole('link', { name: student.name, exact: true })
    .click();
  await expect(page).toHaveURL(`/coordinator/student/${student._id}`);
  // Job Description shows the job description (the spec's page showed the assigned department).
  const work = page.getByRole('region', { name: 'Work Details' });
  const jobDescription = work
    .getByText('Job Description', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  await expect(jobDescription).toHaveText(student.company!.jobDescription);

  await page.getByRole('link', { name: 'Weekly Reports' }).click();
  await expect(page).toHaveURL(`/coordinator/student/weeklyreports/${student.studentCode}`);
  await expect(page.getByRole('heading', { level: 2, name: /^Week of / })).toHaveCount(weeks);
  // The page's heading names whose reports they are, not the code alone.
  await expect(
    page.getByRole('heading', { level: 1, name: `Weekly Reports: ${student.name}` }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Student Details' }).click();

  // Edit: the fields hold the current values (the job description as written, issue 34), the
  // locked ones say so; only the two fields changed are sent.
  await page.getByRole('link', { name: 'Edit Student Details' }).click();
  await expect(page).toHaveURL(`/coordinator/edit/student/${student._id}`);
  await expect(page.getByLabel('First Name')).toHaveValue(student.firstName);
  await expect(page.getByLabel('Last Name')).toHaveValue(student.lastName);
  await expect(page.getByLabel('Job Description')).toHaveValue(student.company!.jobDescription);
  await expect(page.getByLabel('Company Name')).toHaveValue(student.company!.name);
  await expect(page.getByLabel('Matric Number')).toHaveAccessibleDescription(
    'Locked: cannot be edited here.',
  );
  const firstName = `${student.firstName}e`;
  const newJob = 'Supports the network team on site visits.';
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Job Description').fill(newJob);
  const patch = page.waitForRequest(
    (r) => r.method() === 'PATCH' && r.url().includes('/api/coordinators/students/'),
  );
  await page.getByRole('button', { name: 'Update' }).click();
  expect((await patch).postDataJSON()).toEqual({ firstName, company: { jobDescription: newJob } });
  await expect(page.getByText('Details Updated Successfully!')).toBeVisible();
  const edited = await getStudent(page, token, student._id);
  expect(edited).toMatchObject({
    firstName,
    lastName: student.lastName,
    matricNo: student.matricNo,
    course: student.course,
    company: { ...student.company, jobDescription: newJob },
  });

  try {
    // Grade the three parts, collate, and see the total.
    await goClientSide(page, `/coordinator/student/${student._id}`);
    const grades = page.getByRole('region', { name: 'Grades' });
    for (const [label, score] of [
      ['Weekly report grade', '20'],
      ['Inspection grade', '25'],
      ['Defence grade', '35'],
    ] as const) {
      const form = grades.locator('form').filter({ hasText: label });
      await form.getByRole('spinbutton').fill(score);
      await form.getByRole('button', { name: /^Grade/ }).click();
      await expect(form.getByRole('status')).toContainText('Graded Successfully!');
      await expect(form).toContainText(`Current: ${score}`);
    }
    await grades.getByRole('button', { name: 'Collate Grades' }).click();
    await expect(grades.getByText('Collated Successfully!')).toBeVisible();
    await expect(grades).toContainText('Total Grade: 80');
    expect((await getStudent(page, token, student._id)).grade?.total).toBe(80);
    await expect(grades).not.toContainText(/Out of date|So far/);

    // A grade changed after collating: the total says it is out of date, here and on Collate
    // Grades, until it is collated again.
    const stale = 'Out of date: a grade changed after it was collated. Collate again.';
    const defence = grades.locator('form').filter({ hasText: 'Defence grade' });
    await defence.getByRole('spinbutton').fill('36');
    await defence.getByRole('button', { name: /^Grade/ }).click();
    await expect(grades.getByText(stale)).toBeVisible();
    await goClientSide(page, '/coordinator/collategrades');
    await page.getByRole('searchbox', { name: 'Search students' }).fill(student.matricNo);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = rowWith(page, 'Student grades', student.matricNo);
    await expect(row.getByText(stale)).toBeVisible();
    await page.getByRole('button', { name: 'Collate Grades' }).click();
    await expect(page.getByText('Collated Successfully!')).toBeVisible();
    await expect(row.locator('td').last()).toHaveText('81');
    expect((await getStudent(page, token, student._id)).grade?.total).toBe(81);
  } finally {
    // Put the student's name and job description back for the journeys after this one.
    const restored = await callApi(
      page,
      'updateStudent',
      {
        id: student._id,
        firstName: student.firstName,
        company: { jobDescription: student.company!.jobDescription },
      },
      token,
    );
    expect(restored.status).toBe(200);
  }
});

test("the coordinator changes a student's course; the faculty and department follow it", async ({ page }) => {
  const token = await signInAsCoordinator(page);
  const student = await someStudent(page, token, (s) => s.faculty !== 'Nursing Sciences');
  await goClientSide(page, `/coordinator/edit/student/${student._id}`);
  const form = page.getByRole('form', { name: 'Edit student details' });
  await expect(form.getByLabel('Faculty', { exact: true })).toHaveValue(student.faculty!);
  await expect(form.getByLabel('Department', { exact: true })).toHaveValue(student.department!);
  await form.getByLabel('Course').selectOption('Nursing');
  // Shown before saving: what follows the course.
  await expect(form.getByLabel('Faculty', { exact: true })).toHaveValue('Nursing Sciences');
  await expect(form.getByLabel('Department', { exact: true })).toHaveValue('Nursing');
  const patch = page.waitForRequest(
    (r) => r.method() === 'PATCH' && r.url().includes('/api/coordinators/students/'),
  );
  await form.getByRole('button', { name: 'Update' }).click();
  expect((await patch).postDataJSON()).toEqual({ course: 'Nursing', faculty: 'Nursing Sciences' });
  await expect(form.getByRole('status')).toContainText('Details Updated Successfully!');
  try {
    expect(await getStudent(page, token, student._id)).toMatchObject({
      course: 'Nursing',
      faculty: 'Nursing Sciences',
      department: 'Nursing',
    });
  } finally {
    // The course alone puts all three back: the server takes the department and faculty from it.
    const restored = await callApi(page, 'updateStudent', { id: student._id, course: student.course }, token);
    expect(restored.status).toBe(200);
  }
  expect(await getStudent(page, token, student._id)).toMatchObject({
    course: student.course,
    faculty: student.faculty,
    department: student.department,
  });
});
