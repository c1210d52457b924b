/** Set-up and finders shared by the supervisor journeys (supervisor-*.spec.ts). */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, callApi } from './support.ts';

export interface ListedStudent {
  _id: string;
  studentCode: string;
  name: string;
  email: string;
  matricNo: string;
  company?: { name: string } | null;
}

/**
 * A placed demo student other than the named fixture accounts, the `index`-th from the end of the
 * alphabet, so the journeys take students few others would pick, and never the same one twice.
 */
export async function placedStudent(
  page: Page,
  coordinatorToken: string,
  index: number,
): Promise<ListedStudent> {
  const answer = await callApi(
    page,
    'listStudents',
    { page: 1, limit: 50, sortBy: 'name', sortOrder: 'desc' },
    coordinatorToken,
  );
  expect(answer.status).toBe(200);
  const named = new Set<string>(Object.values(ACCOUNTS).map((a) => a.email));
  const placed = (answer.body as { students: ListedStudent[] }).students.filter(
    (s) => s.company && !named.has(s.email),
  );
  const student = placed[index];
  if (!student) throw new Error(`no placed student number ${index}`);
  return student;
}

/** The coordinator assigns the student to the supervisor for both inspection and defence. */
export async function assignBoth(
  page: Page,
  coordinatorToken: string,
  studentCode: string,
  supervisorId: string,
) {
  for (const key of ['assignInspectionSupervisor', 'assignDefenseSupervisor'] as const) {
    const answer = await callApi(page, key, { studentCode, supervisorId }, coordinatorToken);
    expect(answer.status, key).toBe(200);
  }
}

export const lecturerMenu = (page: Page) => page.getByRole('navigation', { name: 'Lecturer menu' });

/**
 * A student's row on a supervisor's list: its header is the student's name, alone (the grade
 * lists) or over their matric number and course (the inspection and defence lists).
 */
export function rowOf(page: Page, name: string) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escaped}(\\s|$)`) }) });
}
