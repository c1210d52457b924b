import { describeLagosTime, type Student, type SupervisorGradeType } from '@siwes/api';
import { personName } from '../../kit/supervisorNames.ts';

/** The words of each assignment table. */
export const ASSIGN_TEXT = {
  inspection: {
    title: 'Assign Inspection Supervisors',
    column: 'Inspector',
    sortKey: 'inspection_supervisor',
    choose: 'Inspector',
    /** What the supervisor is, in a sentence. */
    role: 'inspector',
    date: 'inspection date',
  },
  defense: {
    title: 'Assign Defence Supervisors',
    column: 'Defence Supervisor',
    sortKey: 'defense_supervisor',
    choose: 'Defence supervisor',
    role: 'defence supervisor',
    date: 'defence date',
  },
} as const;

/** The student's supervisor on the table's list, if any. */
export function currentSupervisor(student: Student, kind: SupervisorGradeType) {
  return (kind === 'inspection' ? student.inspection_supervisor : student.defense_supervisor) ?? null;
}

/**
 * What replacing a student's supervisor loses, in words: "the inspection date of Friday 11
 * December 2026 set by Zainab Nwosu", or null when they had set none.
 */
export function lostDate(student: Student, kind: SupervisorGradeType): string | null {
  const current = currentSupervisor(student, kind);
  if (!current?.assignedDate) return null;
  const day = describeLagosTime(current.assignedDate, { time: false });
  return `the ${ASSIGN_TEXT[kind].date} of ${day} set by ${personName(current)}`;
}
