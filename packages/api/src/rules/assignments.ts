/** Supervisors' students. */
import type { Student } from '../contract/entities.ts';
import { MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import { describeLagosTime } from '../time.ts';
import type { Mail } from './mail.ts';
import { fullName } from './names.ts';

export type SupervisorList = 'inspection' | 'defense';

/** The supervisor a student has on a list, if any. */
export function supervisorOn(student: Student, list: SupervisorList) {
  return list === 'inspection' ? student.inspection_supervisor : student.defense_supervisor;
}

/** Whether a student is on a supervisor's list. */
export function assignedTo(
  student: Student,
  list: SupervisorList,
  supervisorId: string | undefined,
): boolean {
  return supervisorId !== undefined && supervisorOn(student, list)?._id === supervisorId;
}

/** How many students a supervisor has (`noOfAssignedStudents`): inspected or defended, each once. */
export function assignedCount(students: readonly Student[], supervisorId: string): number {
  return students.filter(
    (s) => assignedTo(s, 'inspection', supervisorId) || assignedTo(s, 'defense', supervisorId),
  ).length;
}

// ---------------------------------------------------------------------------------------------
// Our additions (issue 34): the cohort filtered, assigned in one call, and the supervisors told.

/**
 * What the assignment tables filter the cohort by (`listStudents`' `unassigned`, `state`,
 * `company`, `course`): students with no supervisor on that list; whose company is in that state;
 * whose company's name contains that text; on that course. Case is ignored (ASCII letters: the
 * server's SQL `lower()` folds only those), blanks mean no filter.
 */
export interface StudentFilters {
  unassigned?: SupervisorList | undefined;
  state?: string | undefined;
  company?: string | undefined;
  course?: string | undefined;
}

/** The filters a query names, blanks dropped and the rest trimmed. */
export function studentFiltersOf(query: StudentFilters): StudentFilters {
  const filters: StudentFilters = {};
  if (query.unassigned) filters.unassigned = query.unassigned;
  for (const key of ['state', 'company', 'course'] as const) {
    const value = query[key]?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** Whether a query filters the cohort at all. */
export function hasStudentFilters(query: StudentFilters): boolean {
  return Object.keys(studentFiltersOf(query)).length > 0;
}

const folded = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/** Whether a student passes every filter named. */
export function matchesStudentFilters(student: Student, query: StudentFilters): boolean {
  const filters = studentFiltersOf(query);
  if (filters.unassigned && supervisorOn(student, filters.unassigned)) return false;
  if (filters.state !== undefined && folded(student.company?.state) !== folded(filters.state)) return false;
  if (filters.course !== undefined && folded(student.course) !== folded(filters.course)) return false;
  if (filters.company !== undefined && !folded(student.company?.name).includes(folded(filters.company)))
    return false;
  return true;
}

/** What `assignSupervisors` does for one student it names. */
export type AssignmentStep =
  | { action: 'assign'; replaces: { _id: string; name: string; date: string | null } | null }
  | { action: 'unchanged' }
  | { action: 'refused'; message: string };

/**
 * One student of an `assignSupervisors` call: refused when not found, or when they have another
 * supervisor on that list and the call does not say to replace them (the coordinator is asked
 * first); unchanged when that supervisor is theirs already; else assigned, replacing whoever was.
 */
export function assignmentStep(
  student: Student | undefined,
  list: SupervisorList,
  supervisorId: string,
  replace: boolean,
): AssignmentStep {
  if (!student) return { action: 'refused', message: SERVER_MESSAGES.studentNotFound };
  const current = supervisorOn(student, list);
  if (!current) return { action: 'assign', replaces: null };
  if (current._id === supervisorId) return { action: 'unchanged' };
  const name = fullName(current);
  if (!replace) return { action: 'refused', message: SERVER_MESSAGES.alreadyAssigned(name) };
  return { action: 'assign', replaces: { _id: current._id ?? '', name, date: current.assignedDate ?? null } };
}

/** The answer's message: the spec's 'Assigned Successfully!' when none was refused. */
export function assignmentsMessage(refused: number, total: number): string {
  return refused === 0 ? MESSAGES.assigned : SERVER_MESSAGES.assignedSome(total - refused, total);
}

const LIST_WORDS = { inspection: 'inspection', defense: 'defence' } as const;

/** A date a supervisor set, in words (`Thursday 11 December 2026, 10:00 in Lagos`). */
const dateWords = (date: string) => describeLagosTime(date);

/** One student put on a supervisor's list, as their mail tells it. */
export interface StudentAdded {
  name: string;
  /** The supervisor they had on that list, if any. */
  from: string | null;
  /** The date kept from that supervisor, if any. */
  keptDate: string | null;
}

/** The mail a supervisor gets when students are put on their inspection or defence list. */
export function studentsAddedMail(list: SupervisorList, students: readonly StudentAdded[]): Mail {
  const words = LIST_WORDS[list];
  const lines = students.map((s) => {
    const from = s.from ? `, until now with ${s.from}` : '';
    const date = s.keptDate ? `; the ${words} date ${dateWords(s.keptDate)} is kept` : '';
    return `- ${s.name}${from}${date}`;
  });
  return {
    subject: `${students.length === 1 ? 'A student' : `${students.length} students`} added to your ${words} list`,
    text:
      `The SIWES coordinator has put ${students.length === 1 ? 'this student' : 'these students'} on your ${words} list:\n\n` +
      `${lines.join('\n')}\n\nSign in to the portal to see them and set their dates.`,
  };
}

/** One student moved off a supervisor's list, as their mail tells it. */
export interface StudentMoved {
  name: string;
  /** The supervisor they have now. */
  to: string;
  /** The date this supervisor had set, if any, and whether it was kept for the new one. */
  date: string | null;
  kept: boolean;
}

/** The mail a supervisor gets when students are moved from their list to another supervisor. */
export function studentsMovedMail(list: SupervisorList, students: readonly StudentMoved[]): Mail {
  const words = LIST_WORDS[list];
  const lines = students.map((s) => {
    const date = s.date
      ? `; the ${words} date you set, ${dateWords(s.date)}, is ${s.kept ? 'kept for them' : 'cleared'}`
      : '';
    return `- ${s.name}, now with ${s.to}${date}`;
  });
  return {
    subject: `${students.length === 1 ? 'A student' : `${students.length} students`} moved from your ${words} list`,
    text:
      `The SIWES coordinator has given ${students.length === 1 ? 'this student' : 'these students'} another ${words} supervisor:\n\n` +
      `${lines.join('\n')}\n\nThey no longer appear on your ${words} list.`,
  };
}
