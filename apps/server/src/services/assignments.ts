/**
 * Assignments: the coordinator puts a student on a supervisor's inspection or defence list; the
 * supervisor reads those lists and sets each student's date.
 */
import type { AssignedStudent } from '@siwes/api';
import type { BodyOutput } from '@siwes/api/contract';
import type { Deps } from '../context.ts';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { studentOr404 } from './studentDetails.ts';
import { findStudentRow, studentRows, toAssignedStudent } from './students.ts';

type List = 'inspection' | 'defense';

async function assignSupervisor(
  deps: Deps,
  list: List,
  { studentCode, supervisorId }: BodyOutput<'assignInspectionSupervisor'>,
): Promise<void> {
  const student = await studentOr404(deps, studentCode);
  const supervisor = await deps.db
    .selectFrom('supervisors')
    .select('id')
    .where('id', '=', supervisorId)
    .executeTakeFirst();
  if (!supervisor) fail(404, SERVER_MESSAGES.supervisorNotFound);
  await deps.db
    .updateTable('students')
    .set(
      list === 'inspection'
        ? { inspection_supervisor_id: supervisor.id, inspection_date: null }
        : { defense_supervisor_id: supervisor.id, defense_date: null },
    )
    .where('id', '=', student.id)
    .execute();
}

/** Puts a student on a supervisor's inspection list (a date set before is cleared). */
export async function assignInspectionSupervisor(
  deps: Deps,
  body: BodyOutput<'assignInspectionSupervisor'>,
): Promise<void> {
  await assignSupervisor(deps, 'inspection', body);
}

/** Puts a student on a supervisor's defence list (a date set before is cleared). */
export async function assignDefenseSupervisor(
  deps: Deps,
  body: BodyOutput<'assignDefenseSupervisor'>,
): Promise<void> {
  await assignSupervisor(deps, 'defense', body);
}

/** A supervisor's students on one list, by name: a query the caller runs. */
export function assignedTo(deps: Deps, supervisorId: string, list: List) {
  return studentRows(deps.db)
    .where(
      list === 'inspection' ? 's.inspection_supervisor_id' : 's.defense_supervisor_id',
      '=',
      supervisorId,
    )
    .orderBy('s.last_name')
    .orderBy('s.first_name')
    .orderBy('s.id');
}

export async function listInspectionStudents(deps: Deps, supervisorId: string): Promise<AssignedStudent[]> {
  const rows = await assignedTo(deps, supervisorId, 'inspection').execute();
  return rows.map((r) => toAssignedStudent(r, 'inspection'));
}

export async function listDefenseStudents(deps: Deps, supervisorId: string): Promise<AssignedStudent[]> {
  const rows = await assignedTo(deps, supervisorId, 'defense').execute();
  return rows.map((r) => toAssignedStudent(r, 'defense'));
}

async function setDate(
  deps: Deps,
  supervisorId: string,
  list: List,
  { studentCode, date }: BodyOutput<'setInspectionDate'>,
): Promise<void> {
  const student = await findStudentRow(deps.db, studentCode);
  if (!student) fail(404, SERVER_MESSAGES.studentNotFound);
  const assigned = list === 'inspection' ? student.inspection_supervisor_id : student.defense_supervisor_id;
  if (assigned !== supervisorId) fail(403, SERVER_MESSAGES.notYourStudent);
  // `date` is an instant (UTC ISO), read by the contract; stored as such.
  await deps.db
    .updateTable('students')
    .set(list === 'inspection' ? { inspection_date: date } : { defense_date: date })
    .where('id', '=', student.id)
    .execute();
}

/** The supervisor's inspection date for one of their students. */
export async function setInspectionDate(
  deps: Deps,
  supervisorId: string,
  body: BodyOutput<'setInspectionDate'>,
): Promise<void> {
  await setDate(deps, supervisorId, 'inspection', body);
}

/** The supervisor's defence date for one of their students. */
export async function setDefenseDate(
  deps: Deps,
  supervisorId: string,
  body: BodyOutput<'setDefenseDate'>,
): Promise<void> {
  await setDate(deps, supervisorId, 'defense', body);
}
