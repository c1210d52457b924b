/**
 * The CSV downloads, with the spec's headers (CSV_HEADERS), written by @siwes/api's `toCsv`:
 * every cell quoted and guarded against formula injection.
 */
import { CSV_HEADERS, lagosSpreadsheetTime, toCsv } from '@siwes/api';
import { inspectionListCsvRow, studentsCsvRow, weeklyReportsCsvRow } from '@siwes/api/rules';
import type { Deps } from '../context.ts';
import { assignedTo } from './assignments.ts';
import { weeklyReportScores } from './collate.ts';
import { readStudents, studentRows, toStudent } from './students.ts';

/** Every student with their inspection supervisor and date, by name (inspection_list.csv). */
export async function downloadInspectionList(deps: Deps): Promise<string> {
  const rows = await readStudents(
    deps.db,
    studentRows(deps.db).orderBy('s.last_name').orderBy('s.first_name').orderBy('s.id'),
  );
  return toCsv(
    CSV_HEADERS.inspectionList,
    rows.map((s) => inspectionListCsvRow(toStudent(s))),
  );
}

/** Every student's own details, by name (students.csv). */
export async function downloadStudents(deps: Deps): Promise<string> {
  const rows = await readStudents(
    deps.db,
    studentRows(deps.db).orderBy('s.last_name').orderBy('s.first_name').orderBy('s.id'),
  );
  return toCsv(
    CSV_HEADERS.students,
    rows.map((s) => studentsCsvRow(toStudent(s))),
  );
}

/** Every student's weekly-report count and marks, by name (weekly_reports.csv). */
export async function downloadWeeklyReportScores(deps: Deps, now: Date): Promise<string> {
  const rows = await weeklyReportScores(deps, now);
  return toCsv(CSV_HEADERS.weeklyReports, rows.map(weeklyReportsCsvRow));
}

/** A supervisor's inspection list with each student's placement and date. */
export async function downloadAssignedInspectionList(deps: Deps, supervisorId: string): Promise<string> {
  const rows = await assignedTo(deps, supervisorId, 'inspection').execute();
  return toCsv(
    CSV_HEADERS.assignedInspectionList,
    rows.map((s) => [
      s.name,
      s.matric_no,
      s.course,
      s.email,
      s.phone,
      s.company_name,
      s.company_address,
      s.company_state,
      lagosSpreadsheetTime(s.inspection_date),
    ]),
  );
}
