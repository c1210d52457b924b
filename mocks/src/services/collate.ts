/** Weekly-report totals and collation under the grading policy, by the rules in @siwes/api/rules. */
import { GRADE_MAXIMA, LATE_ENTRY_POLICY, type Student, type WeeklyReportScoreRow } from '@siwes/api';
import {
  collateGrade,
  daysReported,
  expectedReportWeeks,
  lateEntryTotals,
  weeklyReportMarks,
} from '@siwes/api/rules';
import { reportsOf, writtenWeeksOf, type FakeDb } from '../db.ts';
import { FIXTURE_IDS } from '../fixtures.ts';
import { signoffTotalsOf } from './logbook.ts';
import { notifyStudent } from './notifications.ts';

/** The weekly-report score a student's reports earn now. */
function marksOf(db: FakeDb, student: Student): number {
  const reported = reportsOf(db, student._id).reduce((sum, report) => sum + daysReported(report), 0);
  const { company } = student;
  return weeklyReportMarks(
    GRADE_MAXIMA.reports,
    reported,
    company?.resumptionDate,
    company?.expectedEndDate,
    db.now(),
  );
}

export function weeklyReportScoreRow(db: FakeDb, student: Student): WeeklyReportScoreRow {
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    matricNumber: student.matricNo,
    reportCount: reportsOf(db, student._id).length,
    marks: marksOf(db, student),
    ...signoffTotalsOf(db, student._id),
    studentCode: student.studentCode,
    expectedWeeks: expectedReportWeeks(
      student.company?.resumptionDate,
      student.company?.expectedEndDate,
      db.now(),
    ),
    maxMarks: GRADE_MAXIMA.reports,
    ...lateEntryTotals(writtenWeeksOf(db, student._id), LATE_ENTRY_POLICY),
  };
}

/** Collates a student: the weekly-report score given, else computed now, and the total. */
export function collate(db: FakeDb, student: Student): Student {
  const grade = student.grade ?? {};
  const collated = collateGrade({
    given: db.givenReportScores.get(student._id),
    computed: marksOf(db, student),
    inspection: grade.inspectionScore,
    defense: grade.defenseScore,
  });
  student.grade = { ...grade, ...collated };
  return student;
}

/** Collates one student at the coordinator's call: the student hears of it (issue 26). */
export function collateAndTell(db: FakeDb, student: Student, origin: string): Student {
  collate(db, student);
  notifyStudent(db, student, { event: 'gradesCollated', total: student.grade?.total ?? null }, origin);
  return student;
}

/** Collates every student; those whose total changed hear of it, as on the server. */
export function collateAllAndTell(db: FakeDb, origin: string): void {
  for (const student of db.students) {
    const before = student.grade?.total ?? null;
    collate(db, student);
    const total = student.grade?.total ?? null;
    if (total !== before) notifyStudent(db, student, { event: 'gradesCollated', total }, origin);
  }
}

/**
 * Students graded by both supervisors have been collated already (all but the main fixture
 * student, whose collation is left for the screens to do), so totals and N/A both show.
 */
export function collateFixtures(db: FakeDb): FakeDb {
  for (const student of db.students) {
    const grade = student.grade;
    if (student._id !== FIXTURE_IDS.student && grade?.inspectionScore != null && grade.defenseScore != null) {
      collate(db, student);
    }
  }
  return db;
}
