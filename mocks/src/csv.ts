/**
 * CSV for the fake's downloads. Cells that a spreadsheet would run as a formula (leading
 * `=`, `+`, `-`, `@`, tab, carriage return, newline or NUL) are neutralised with a leading
 * apostrophe, per OWASP's CSV injection advice; every cell is quoted.
 */
const FORMULA_START = /^[=+\-@\t\r\n\0]/;

export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
