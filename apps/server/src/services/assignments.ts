/**
 * Assignments: the coordinator puts a student on a supervisor's inspection or defence list; the
 * supervisor reads those lists and sets each student's date.
 */
import type { AssignedStudent, AssignSupervisorsResult } from '@siwes/api';
import type { BodyOutput } from '@siwes/api/contract';
import {
  assignmentStep,
  assignmentsMessage,
  fullName,
  studentsAddedMail,
  studentsMovedMail,
  type StudentAdded,
  type StudentMoved,
} from '@siwes/api/rules';
import type { Transaction } from 'kysely';
import type { Deps } from '../context.ts';
import type { Database, Db, SupervisorTable } from '../db/schema.ts';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { notify, type Telling } from './notifications.ts';
import { studentOr404 } from './studentDetails.ts';
import { audited, type AuditTrail } from './audit.ts';
import {
  findStudentRow,
  studentRows,
  toStudent,
  toAssignedStudent,
  withSupervisors,
  type StudentRow,
} from './students.ts';

type List = 'inspection' | 'defense';

const supervisorName = (s: SupervisorTable) => fullName({ firstName: s.first_name, lastName: s.last_name });

async function supervisorOr404(db: Db, supervisorId: string): Promise<SupervisorTable> {
  const supervisor = await db
    .selectFrom('supervisors')
    .selectAll()
    .where('id', '=', supervisorId)
    .executeTakeFirst();
  if (!supervisor) fail(404, SERVER_MESSAGES.supervisorNotFound);
  return supervisor;
}

/**
 * Puts students on a supervisor's list in one statement (the date set before is cleared unless
 * `keepDate`), and queues the mail that tells the supervisors (issue 34): one to the new
 * supervisor naming every student added, one to each supervisor who lost students, naming them
 * and what became of the date they had set. A student already on that supervisor's list (the
 * spec's call sent again) has the date cleared and no one is told. Each student assigned hears of
 * their new supervisor (issue 26); every mail goes through `notify`, as each person chose.
 */
async function putOnList(
  deps: Deps,
  trx: Transaction<Database>,
  list: List,
  students: readonly StudentRow[],
  supervisor: SupervisorTable,
  keepDate: boolean,
  tell: Telling,
  trail: AuditTrail,
): Promise<void> {
  if (students.length === 0) return;
  const ids = students.map((s) => s.id);
  const field = list === 'inspection' ? 'inspectionSupervisor' : 'defenseSupervisor';
  const dateField = list === 'inspection' ? 'inspectionDate' : 'defenseDate';
  for (const row of students) {
    const before = list === 'inspection' ? row.inspectionSupervisor : row.defenseSupervisor;
    const date = (list === 'inspection' ? row.inspection_date : row.defense_date) ?? null;
    trail.change(
      { type: 'student', id: row.id, student: row.id },
      { [field]: before ? supervisorName(before) : null, [dateField]: date },
      { [field]: supervisorName(supervisor), [dateField]: keepDate ? date : null },
    );
  }
  await trx
    .updateTable('students')
    .set(
      list === 'inspection'
        ? { inspection_supervisor_id: supervisor.id, ...(keepDate ? {} : { inspection_date: null }) }
        : { defense_supervisor_id: supervisor.id, ...(keepDate ? {} : { defense_date: null }) },
    )
    .where('id', 'in', ids)
    .execute();
  const added: StudentAdded[] = [];
  const moved = new Map<string, { email: string; entries: StudentMoved[] }>();
  for (const row of students) {
    const before = list === 'inspection' ? row.inspectionSupervisor : row.defenseSupervisor;
    if (before?.id === supervisor.id) continue;
    const date = (list === 'inspection' ? row.inspection_date : row.defense_date) ?? null;
    added.push({
      name: row.name,
      from: before ? supervisorName(before) : null,
      keptDate: before && keepDate ? date : null,
    });
    if (before) {
      const entry = { name: row.name, to: supervisorName(supervisor), date, kept: keepDate };
      const lost = moved.get(before.id) ?? { email: before.email, entries: [] };
      moved.set(before.id, { email: lost.email, entries: [...lost.entries, entry] });
    }
    await notify(
      deps,
      trx,
      { userId: row.id, email: row.email },
      {
        event: 'supervisorAssigned',
        list,
        supervisorName: supervisorName(supervisor),
        changed: Boolean(before),
      },
      tell,
    );
  }
  if (added.length > 0) {
    const mail = studentsAddedMail(list, added);
    const to = { userId: supervisor.id, email: supervisor.email };
    await notify(deps, trx, to, { event: 'studentsAssigned', added: added.length, moved: 0, mail }, tell);
  }
  for (const [userId, { email, entries }] of moved) {
    const mail = studentsMovedMail(list, entries);
    const facts = { event: 'studentsAssigned', added: 0, moved: entries.length, mail } as const;
    await notify(deps, trx, { userId, email }, facts, tell);
  }
}

async function assignSupervisor(
  deps: Deps,
  list: List,
  { studentCode, supervisorId }: BodyOutput<'assignInspectionSupervisor'>,
  tell: Telling,
): Promise<void> {
  const student = await studentOr404(deps, studentCode);
  const supervisor = await supervisorOr404(deps.db, supervisorId);
  await audited(deps, (trx, trail) => putOnList(deps, trx, list, [student], supervisor, false, tell, trail));
  deps.mail.kick();
}

/** Puts a student on a supervisor's inspection list (a date set before is cleared). */
export async function assignInspectionSupervisor(
  deps: Deps,
  body: BodyOutput<'assignInspectionSupervisor'>,
  tell: Telling,
): Promise<void> {
  await assignSupervisor(deps, 'inspection', body, tell);
}

/** Puts a student on a supervisor's defence list (a date set before is cleared). */
export async function assignDefenseSupervisor(
  deps: Deps,
  body: BodyOutput<'assignDefenseSupervisor'>,
  tell: Telling,
): Promise<void> {
  await assignSupervisor(deps, 'defense', body, tell);
}

/**
 * Our addition (issue 34): several students on one supervisor's list in one transaction. Each
 * student is decided by the shared rule (`assignmentStep`: not found, or another supervisor's
 * without `replace`, is refused with the reason); the others are assigned together.
 */
export async function assignSupervisors(
  deps: Deps,
  body: BodyOutput<'assignSupervisors'>,
  tell: Telling,
): Promise<AssignSupervisorsResult> {
  const { type: list, studentCodes, supervisorId } = body;
  return audited(deps, async (trx, trail) => {
    const supervisor = await supervisorOr404(trx, supervisorId);
    const found = await withSupervisors(
      trx,
      await studentRows(trx)
        .where((eb) => eb.or([eb('s.id', 'in', studentCodes), eb('s.student_code', 'in', studentCodes)]))
        .execute(),
    );
    const byCode = new Map<string, StudentRow>();
    for (const row of found) byCode.set(row.student_code, row);
    for (const row of found) byCode.set(row.id, row); // an id wins, as findStudentRow reads it
    const result: AssignSupervisorsResult = { message: '', assigned: [], unchanged: [], refused: [] };
    const toAssign: StudentRow[] = [];
    for (const code of studentCodes) {
      const row = byCode.get(code);
      const step = assignmentStep(row && toStudent(row), list, supervisor.id, body.replace ?? false);
      if (step.action === 'refused') result.refused.push({ studentCode: code, message: step.message });
      else if (step.action === 'unchanged' || !row) result.unchanged.push(code);
      else if (!toAssign.includes(row)) {
        result.assigned.push(code);
        toAssign.push(row);
      } else result.unchanged.push(code);
    }
    await putOnList(deps, trx, list, toAssign, supervisor, body.keepDate ?? false, tell, trail);
    result.message = assignmentsMessage(result.refused.length, studentCodes.length);
    return result;
  });
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
  await audited(deps, async (trx, trail) => {
    await trx
      .updateTable('students')
      .set(list === 'inspection' ? { inspection_date: date } : { defense_date: date })
      .where('id', '=', student.id)
      .execute();
    const field = list === 'inspection' ? 'inspectionDate' : 'defenseDate';
    const was = list === 'inspection' ? student.inspection_date : student.defense_date;
    trail.change(
      { type: 'student', id: student.id, student: student.id },
      { [field]: was },
      { [field]: date },
    );
  });
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
