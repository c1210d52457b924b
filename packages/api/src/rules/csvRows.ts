/**
 * The rows of the CSV downloads (headers in CSV_HEADERS, ../csv.ts), from the records the
 * contract answers with; toCsv writes them.
 */
import type { Student, WeeklyReportScoreRow } from '../contract/entities.ts';
import { lagosSpreadsheetTime } from '../time.ts';
import { fullName } from './names.ts';

/** students.csv, the coordinator's. */
export function studentsCsvRow(s: Student): unknown[] {
  return [
    s.studentCode,
    s.name,
    s.matricNo,
    s.email,
    s.phone,
    s.level,
    s.sex,
    s.faculty,
    s.department,
    s.course,
    s.company?.name,
  ];
}

/** students_inspection_list.csv, the coordinator's: every student and their inspection. */
export function inspectionListCsvRow(s: Student): unknown[] {
  const inspector = s.inspection_supervisor;
  return [
    s.name,
    s.matricNo,
    s.course,
    s.company?.name,
    s.company?.state,
    inspector ? fullName(inspector) : '',
    lagosSpreadsheetTime(inspector?.assignedDate),
  ];
}

/** students_inspection_list.csv, a supervisor's: their own students, with contacts. */
export function assignedInspectionListCsvRow(s: Student): unknown[] {
  return [
    s.name,
    s.matricNo,
    s.course,
    s.email,
    s.phone,
    s.company?.name,
    s.company?.address,
    s.company?.state,
    lagosSpreadsheetTime(s.inspection_supervisor?.assignedDate),
  ];
}

/** weekly_reports.csv. */
export function weeklyReportsCsvRow(r: WeeklyReportScoreRow): unknown[] {
  return [
    r.firstName,
    r.lastName,
    r.matricNumber,
    r.reportCount,
    r.marks,
    r.signedWeeks,
    r.lateDays ?? 0,
    r.burstWeeks ?? 0,
  ];
}
