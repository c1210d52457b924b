import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CSV_HEADERS, type Student, type StudentsPage, type Supervisor } from '@siwes/api';
import {
  ACCOUNTS,
  apiToken,
  callApi,
  savedDownload,
  goClientSide,
  sessionToken,
  signInWith,
} from './support.ts';

/**
 * The coordinator's cohort screens (issue 15), against the mock build and the real server: assign,
 * open a student, edit, grade, collate, batch grade, export, and the weekly totals. Each journey
 * works on students no other journey relies on (never the fixture accounts) and puts back what it
 * edits.
 */

const FIXTURE_EMAILS = new Set<string>(Object.values(ACCOUNTS).map((a) => a.email));

/** Every student, read through the list call as the coordinator. */
async function everyStudent(page: Page, token: string): Promise<Student[]> {
  const students: Student[] = [];
  for (let p = 1; ; p += 1) {
    const { body } = await callApi(page, 'listStudents', { page: p, limit: 100 }, token);
    const answer = body as StudentsPage;
    students.push(...answer.students);
    if (students.length >= answer.totalStudents || answer.students.length === 0) return students;
  }
}

/** A student no fixture journey relies on, matching `wanted`. */
async function someStudent(page: Page, token: string, wanted: (s: Student) => boolean): Promise<Student> {
  const found = (await everyStudent(page, token)).find((s) => !FIXTURE_EMAILS.has(s.email) && wanted(s));
  if (!found) throw new Error('No student fits this journey');
  return found;
}

async function getStudent(page: Page, token: string, id: string): Promise<Student> {
  const { body } = await callApi(page, 'getStudent', { id }, token);
  return (body as Student[])[0]!;
}

/** A table's row holding this text (a matric number). */
const rowWith = (page: Page, caption: string, text: string) =>
  page.getByRole('table', { name: caption }).getByRole('row').filter({ hasText: text });

/** This file's own coordinator, made through the demo one (again when the fake has forgotten it). */
let ownCoordinator: { email: string; password: string } | undefined;

/**
 * Signs in as this file's own coordinator and returns the session's token: one made once through
 * the demo coordinator, so this file's sessions and sign-ins stay apart from the demo account
 * every other journey of the run signs in with (a logout or a failed sign-in here never touches it).
 */
async function signInAsCoordinator(page: Page): Promise<string> {
  const home = page.getByRole('heading', { level: 1, name: "Coordinator's Home" });
  if (ownCoordinator) {
    await signInWith(page, 'coordinator', ownCoordinator);
    await expect(home.or(page.getByRole('alert').filter({ hasText: /\S/ }))).toBeVisible();
  }
  if (!(await home.isVisible())) {
    // First journey, or the mock build's fake (which lives in the page) does not know it yet.
    await page.goto(ACCOUNTS.coordinator.login);
    // The page is drawn once the mock build's fake has started: only then does the API answer.
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    const demo = await apiToken(page, ACCOUNTS.coordinator);
    const account = { email: `cohort.${Date.now()}@siwes.test`, password: 'Cohort#Journeys-2026' };
    const made = await callApi(
      page,
      'addCoordinator',
      {
        firstName: 'Cohort',
        lastName: 'Journeys',
        phone1: '08035550100',
        faculty: 'Science and Technology',
        office: 'SIWES Unit',
        ...account,
      },
      demo,
    );
    expect(made.status, 'a coordinator for these journeys').toBe(201);
    ownCoordinator = account;
    await signInWith(page, 'coordinator', account);
  }
  await expect(page).toHaveURL(ACCOUNTS.coordinator.home);
  return sessionToken(page, 'coordinator');
}

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
  // The spec gives the weekly totals the menu label "Collate Grades" too: the sidebar says which is which.
  await expect(menu.getByRole('link', { name: 'Collate Grades: Weekly Report Totals' })).toHaveAttribute(
    'href',
    '/coordinator/totalweeklyreport',
  );
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

  // Edit: only the two fields typed are sent.
  await page.getByRole('link', { name: 'Edit Student Details' }).click();
  await expect(page).toHaveURL(`/coordinator/edit/student/${student._id}`);
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

/** Batch Grading as this file's coordinator, its first page loaded; with the session's token. */
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

test('the total weekly report filters the page by name and matric number, pages, and exports', async ({
  page,
}) => {
  await signInAsCoordinator(page);
  await goClientSide(page, '/coordinator/totalweeklyreport');
  const table = page.getByRole('table', { name: 'Weekly report totals' });
  await expect(table).not.toHaveAttribute('aria-busy');
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(11);
  const firstPage = await table.locator('th[scope="row"]').allTextContents();
  const surname = firstPage[3]!.split(' ').at(-1)!;
  const box = page.getByRole('searchbox', { name: 'Search this page' });
  await box.fill(surname.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  const filtered = await table.getByRole('row').locator('th[scope="row"]').allTextContents();
  expect(filtered.length).toBeGreaterThan(0);
  expect(filtered.every((n) => n.toLowerCase().includes(surname.toLowerCase()))).toBe(true);

  const matric = ((await table.getByRole('row').nth(1).locator('td').first().textContent()) ?? '').trim();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(table.getByRole('row')).toHaveCount(11);
  await box.fill(matric);
  await box.press('Enter');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(matric);
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
