/**
 * What SupervisedStudentsScreen's stories (the lists, and at each width) share: the fixture
 * supervisor's students, a row's date as the API gives it, and setting one as a supervisor does.
 */
import { createClient, type AssignedStudent } from '@siwes/api';
import { createFakeApi, FIXTURE_IDS, FIXTURE_TOKENS } from '@siwes/mocks';
import { userEvent, within } from 'storybook/test';

/** How long a row's success notice shows in the stories (their meta's `successNoticeMs`). */
export const NOTICE_MS = 400;

/** The fixture supervisor's students on each list, as the fake holds them. */
export const fixture = createFakeApi().db;
const mine = (list: 'inspection_supervisor' | 'defense_supervisor') =>
  fixture.students.filter((s) => s[list]?._id === FIXTURE_IDS.supervisor);
export const INSPECTION = mine('inspection_supervisor');
export const DEFENCE = mine('defense_supervisor');
/** Dated on the list (Monday 11 May 2026, 10:00 in Lagos) and not yet dated. */
export const DATED = INSPECTION.find((s) => s.inspection_supervisor?.assignedDate)!;
export const UNDATED = INSPECTION.find((s) => !s.inspection_supervisor?.assignedDate)!;
export const OTHER = INSPECTION.find((s) => s !== DATED && s !== UNDATED)!;

/** The supervisor's own view of a list, through the API the screen uses. */
function asSupervisor() {
  return createClient({ baseUrl: '', getToken: () => FIXTURE_TOKENS.supervisor });
}

/** A student's date on a list, as the supervisor's API gives it (null when not set). */
export async function dateOf(code: string, list: 'inspection' | 'defense' = 'inspection') {
  const api = asSupervisor();
  const students: AssignedStudent[] =
    list === 'inspection' ? await api.listInspectionStudents() : await api.listDefenseStudents();
  return students.find((s) => s.studentDetails.studentCode === code)?.assignedDate ?? null;
}

/** The list's table, once loaded. */
export async function table(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('table', { name: /for (inspection|defence)$/ });
}

/** Types a Lagos wall-clock time into a row's picker and presses the row's Set date. */
export async function setDate(row: HTMLElement, name: string, local: string) {
  const field = within(row).getByLabelText(new RegExp(`date for ${name}$`));
  await userEvent.clear(field);
  await userEvent.type(field, local);
  await userEvent.click(within(row).getByRole('button', { name: `Set date for ${name}` }));
  return field;
}
