/**
 * Set-up and finders shared by the coordinator's cohort journeys (coordinator-cohort*.spec.ts):
 * their own coordinator, and students no fixture journey relies on.
 */
import type { Page } from '@playwright/test';
import type { Student, StudentsPage } from '@siwes/api';
import { expect } from './fixtures.ts';
import { ACCOUNTS, apiToken, callApi, sessionToken, signInWith } from './support.ts';

export const FIXTURE_EMAILS = new Set<string>(Object.values(ACCOUNTS).map((a) => a.email));

/** Every student, read through the list call as the coordinator. */
export async function everyStudent(page: Page, token: string): Promise<Student[]> {
  const students: Student[] = [];
  for (let p = 1; ; p += 1) {
    const { body } = await callApi(page, 'listStudents', { page: p, limit: 100 }, token);
    const answer = body as StudentsPage;
    students.push(...answer.students);
    if (students.length >= answer.totalStudents || answer.students.length === 0) return students;
  }
}

/** A student no fixture journey relies on, matching `wanted`. */
export async function someStudent(
  page: Page,
  token: string,
  wanted: (s: Student) => boolean,
): Promise<Student> {
  const found = (await everyStudent(page, token)).find((s) => !FIXTURE_EMAILS.has(s.email) && wanted(s));
  if (!found) throw new Error('No student fits this journey');
  return found;
}

export async function getStudent(page: Page, token: string, id: string): Promise<Student> {
  const { body } = await callApi(page, 'getStudent', { id }, token);
  return (body as Student[])[0]!;
}

/** A table's row holding this text (a matric number). */
export const rowWith = (page: Page, caption: string, text: string) =>
  page.getByRole('table', { name: caption, exact: true }).getByRole('row').filter({ hasText: text });

/** The cohort journeys' own coordinator, made through the demo one (again when the fake has forgotten it). */
let ownCoordinator: { email: string; password: string } | undefined;

/**
 * Signs in as the cohort journeys' own coordinator and returns the session's token: one made once
 * through the demo coordinator, so their sessions and sign-ins stay apart from the demo account
 * every other journey of the run signs in with (a logout or a failed sign-in here never touches it).
 */
export async function signInAsCoordinator(page: Page): Promise<string> {
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
