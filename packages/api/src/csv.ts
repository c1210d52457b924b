/**
 * The one guard against CSV formula injection (OWASP), shared by every writer of CSV: the
 * server's exports, the fake's, the CLI's files and the portal's Student-Grades.csv. A cell a
 * spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, tab, carriage return,
 * line feed or NUL) gets a leading apostrophe and shows as text. csv-stringify's own
 * `escape_formulas` misses a leading line feed and NUL, hence ours.
 */
const FORMULA_START = /^[=+\-@\t\r\n\0]/;

/** A cell's text as written to CSV, with a formula-looking start neutralised. */
export function neutraliseCsvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
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
  /** weekly_reports.csv. */
  weeklyReports: ['First Name', 'Last Name', 'Matric Number', 'Total Weeks', 'Total Score'],
} as const satisfies Record<string, readonly string[]>;
