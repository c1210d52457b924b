/**
 * CSV exports. Every cell is quoted and passes through the shared formula-injection guard of
 * @siwes/api (OWASP's CSV injection advice), the same one the fake and the CLI use.
 */
import { stringify } from 'csv-stringify/sync';
import { neutraliseCsvCell } from '@siwes/api';

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return stringify([header.map(neutraliseCsvCell), ...rows.map((row) => row.map(neutraliseCsvCell))], {
    quoted: true,
    record_delimiter: '\r\n',
  });
}
