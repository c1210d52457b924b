/**
 * CSV exports. Every cell is quoted; a cell a spreadsheet would run as a formula (leading `=`,
 * `+`, `-`, `@`, tab, carriage return, line feed or NUL) gets a leading apostrophe, per OWASP's
 * CSV injection advice. csv-stringify's own `escape_formulas` misses line feed and NUL.
 */
import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r\n\0]/;

export function neutralise(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return stringify([header.map(neutralise), ...rows.map((row) => row.map(neutralise))], {
    quoted: true,
    record_delimiter: '\r\n',
  });
}
