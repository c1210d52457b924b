import { neutraliseCsvCell } from '@siwes/api';
/**
 * CSV for the fake's downloads. Cells that a spreadsheet would run as a formula (leading
 * `=`, `+`, `-`, `@`, tab, carriage return, newline or NUL) are neutralised with a leading
 * apostrophe, per OWASP's CSV injection advice; every cell is quoted.
 */
export function csvCell(value: unknown): string {
  return `"${neutraliseCsvCell(value).replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
