/**
 * Assignments in the fake, as the server's services/assignments.ts: a student put on a
 * supervisor's list, the supervisors' mails and everyone's notifications from the shared rules.
 */
import { MESSAGES, SERVER_MESSAGES, type Student } from '@siwes/api';
import {
  fullName,
  studentsAddedMail,
  studentsMovedMail,
  type StudentAdded,
  type StudentMoved,
  type SupervisorList,
} from '@siwes/api/rules';
import { findStudent, type FakeDb } from '../db.ts';
import { fail } from '../http.ts';
import { notify } from './notifications.ts';

/**
 * Puts a student on a supervisor's list (the date set before cleared unless `keepDate`) and mails
 * the supervisors, as the server does: the same rules' mail texts, one mail per supervisor.
 */
export function putOnList(
  db: FakeDb,
  list: SupervisorList,
  students: ReadonlyArray<{ student: Student; keepDate: boolean }>,
  supervisor: FakeDb['supervisors'][number],
  origin: string,
) {
  const { _id, firstName, lastName, phone, email, office } = supervisor;
  const added: StudentAdded[] = [];
  const moved = new Map<string, { email: string; entries: StudentMoved[] }>();
  for (const { student, keepDate } of students) {
    const before = list === 'inspection' ? student.inspection_supervisor : student.defense_supervisor;
    const date = before?.assignedDate ?? null;
    const assignedDate = keepDate ? date : null;
    if (list === 'inspection') {
      student.inspection_supervisor = { _id, firstName, lastName, phone, email, assignedDate };
      student.assignedSupervisorInfo = { firstName, lastName };
    } else {
      student.defense_supervisor = { _id, firstName, lastName, phone, email, office, assignedDate };
    }
    // The spec's call again for the same supervisor clears the date and tells no one.
    if (before?._id === _id) continue;
    const from = before ?? undefined;
    added.push({
      name: student.name,
      from: from ? fullName(from) : null,
      keptDate: from ? assignedDate : null,
    });
    if (from?.email && from._id) {
      const to = { name: student.name, to: fullName(supervisor), date, kept: keepDate };
      const lost = moved.get(from._id) ?? { email: from.email, entries: [] };
      moved.set(from._id, { email: lost.email, entries: [...lost.entries, to] });
    }
    const facts = {
      event: 'supervisorAssigned',
      list,
      supervisorName: fullName(supervisor),
      changed: Boolean(from),
    } as const;
    notify(db, { id: student._id, email: student.email }, facts, origin);
  }
  if (added.length > 0) {
    const mail = studentsAddedMail(list, added);
    notify(
      db,
      { id: _id, email },
      { event: 'studentsAssigned', added: added.length, moved: 0, mail },
      origin,
    );
  }
  for (const [id, { email: to, entries }] of moved) {
    const mail = studentsMovedMail(list, entries);
    notify(
      db,
      { id, email: to },
      { event: 'studentsAssigned', added: 0, moved: entries.length, mail },
      origin,
    );
  }
}

export function assignSupervisor(
  db: FakeDb,
  list: SupervisorList,
  body: { studentCode: string; supervisorId: string },
  origin: string,
) {
  const student = findStudent(db, body.studentCode);
  if (!student) return fail(404, SERVER_MESSAGES.studentNotFound);
  const supervisor = db.supervisors.find((s) => s._id === body.supervisorId);
  if (!supervisor) return fail(404, SERVER_MESSAGES.supervisorNotFound);
  putOnList(db, list, [{ student, keepDate: false }], supervisor, origin);
  return { message: MESSAGES.assigned };
}
