/**
 * The one CSV writer and the one guard against CSV formula injection (OWASP), shared by every
 * writer of CSV: the server's exports, the fake's, the CLI's files and the portal's
 * Student-Grades.csv. Browser-safe: plain strings, no Node modules.
 *
 * The guard: A cell a
 * spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, tab, carriage return,
 * line feed or NUL) gets a leading apostrophe and shows as text. csv-stringify's own
 * `escape_formulas` misses a leading line feed and NUL, hence ours.
 */
import type { Student } from './contract/entities.ts';

const FORMULA_START = /^[=+\-@\t\r\n\0]/;

/** A cell's text as written to CSV, with a formula-looking start neutralised. */
export function neutraliseCsvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as written: guarded, and quoted (quotes doubled) only when a comma, quote or line break needs it. */
function csvField(value: unknown): string {
  const text = neutraliseCsvCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record as written: every cell guarded, ended by CRLF (RFC 4180). */
export function csvRow(cells: readonly unknown[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** A whole file: the header row, then one record per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return csvRow(header) + rows.map(csvRow).join('');
}

/**
 * The header row of each CSV download (spec section 7), the same from the server and the fake.
 * The spec names the files, not their columns; these are ours, documented in docs/api.md.
 */
export const CSV_HEADERS = {
  /** students.csv (coordinator). */
  students: [
    'Student Code',
    'Name',
    'Matric Number',
    'Email',
    'Phone',
    'Level',
    'Sex',
    'Faculty',
    'Department',
    'Course',
    'Company',
  ],
  /** students_inspection_list.csv, the coordinator's: every student and their inspection. */
  inspectionList: [
    'Name',
    'Matric Number',
    'Course',
    'Company',
    'State',
    'Inspection Supervisor',
    'Inspection Date',
  ],
  /** students_inspection_list.csv, a supervisor's: their own students, with contacts. */
  assignedInspectionList: [
    'Name',
    'Matric Number',
    'Course',
    'Email',
    'Phone',
    'Company',
    'Address',
    'State',
    'Inspection Date',
  ],
  /**
   * weekly_reports.csv; Signed Weeks (issue 24), then Late Days and Burst Weeks (issue 27) come
   * last, so a sheet that reads the first five columns by position reads them as before.
   */
  weeklyReports: [
    'First Name',
    'Last Name',
    'Matric Number',
    'Total Weeks',
    'Total Score',
    'Signed Weeks',
    'Late Days',
    'Burst Weeks',
  ],
  /** Student-Grades.csv, built in the browser (spec section 7 names these columns). */
  grades: [
    'Name',
    'MatricNo',
    'Course',
    'WeeklyReportGrade',
    'InspectionGrade',
    'DefenceGrade',
    'TotalGrade',
  ],
} as const satisfies Record<string, readonly string[]>;

/** "Last, First Middle": how Student-Grades.csv names a student (spec section 7). */
export function gradesName(student: Pick<Student, 'firstName' | 'middleName' | 'lastName'>): string {
  const given = [student.firstName, student.middleName].filter((p) => p && p.trim() !== '').join(' ');
  return [student.lastName, given].filter((p) => p && p.trim() !== '').join(', ');
}

const gradeCell = (value: number | null | undefined) =>
  value === undefined || value === null ? 'N/A' : value;

/**
 * One row of Student-Grades.csv, under `CSV_HEADERS.grades`, N/A where a grade is missing. The
 * weekly-report column comes from the weekly-report score: the spec's screen filled it from the
 * inspection score, a defect built working here (ARCHITECTURE.md).
 */
export function gradesRow(student: Student): (string | number)[] {
  const g = student.grade ?? {};
  return [
    gradesName(student),
    student.matricNo,
    student.course || 'N/A',
    gradeCell(g.weeklyReportsScore),
    gradeCell(g.inspectionScore),
    gradeCell(g.defenseScore),
    gradeCell(g.total),
  ];
}
