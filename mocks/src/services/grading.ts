/** Scores under the grading policy: refused outside 0 to their maximum, else kept. */
import { GRADE_MAXIMA, type CoordinatorGradeType, type Student } from '@siwes/api';
import { scoreRefusal } from '@siwes/api/rules';
import type { FakeDb } from '../db.ts';
import { fail } from '../http.ts';
import { notifyStudent } from './notifications.ts';

/** A 400 for a score outside 0 to its maximum; undefined for a good one. */
export function checkScore(type: CoordinatorGradeType, score: number): Response | undefined {
  const refused = scoreRefusal(GRADE_MAXIMA, type, score);
  return refused === undefined ? undefined : fail(400, refused);
}

/**
 * Gives a score, and the student hears who gave it (issue 26); a weekly-report score given stands
 * over the computed one at every collation.
 */
export function setScore(
  db: FakeDb,
  student: Student,
  type: CoordinatorGradeType,
  score: number,
  { by, origin }: { by: string; origin: string },
) {
  const grade = { ...student.grade };
  if (type === 'reports') {
    grade.weeklyReportsScore = score;
    db.givenReportScores.set(student._id, score);
  }
  if (type === 'inspection') grade.inspectionScore = score;
  if (type === 'defense') grade.defenseScore = score;
  student.grade = grade;
  notifyStudent(db, student, { event: 'gradeGiven', gradeType: type, by }, origin);
}
