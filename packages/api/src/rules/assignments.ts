/** Supervisors' students. */
import type { Student } from '../contract/entities.ts';

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
