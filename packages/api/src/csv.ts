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
