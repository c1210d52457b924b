/**
 * CSV in and out. Reading: csv-parse, one physical line at a time, so every row keeps its line
 * number and one malformed line never swallows the next. Writing: the commands call @siwes/api's
 * `toCsv`, the one CSV writer the server's, the fake's and the portal's exports share, which
 * passes every cell through the formula-injection guard (OWASP's CSV injection advice); a
 * downloaded file is guarded again here (`guardCsvText`).
 */
import { parse } from 'csv-parse/sync';
import { csvRow } from '@siwes/api';

export interface CsvLine {
  /** 1-based line number in the file. */
  line: number;
  cells: string[];
}

export interface CsvLineError {
  line: number;
  reason: string;
}

/** Splits a file into rows with their line numbers; blank lines are left out, bad lines reported. */
export function readCsvLines(text: string): { rows: CsvLine[]; errors: CsvLineError[] } {
  const rows: CsvLine[] = [];
  const errors: CsvLineError[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    try {
      const records = parse(raw, { trim: true, relax_column_count: true }) as string[][];
      const cells = records[0] ?? [];
      rows.push({ line, cells });
    } catch (error) {
      errors.push({ line, reason: `malformed line (${csvReason(error)})` });
    }
  });
  return { rows, errors };
}

function csvReason(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'CSV_QUOTE_NOT_CLOSED') return 'a quote is never closed';
  if (code === 'CSV_INVALID_CLOSING_QUOTE') return 'text after a closing quote';
  if (code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE') return 'text after a closing quote';
  return error instanceof Error ? error.message.split(':')[0]!.toLowerCase() : 'cannot be read';
}

/**
 * Parses a whole CSV file (a download) into records, guards every cell and writes it again:
 * whatever the server sent, the file the CLI saves is safe to open in a spreadsheet.
 */
export function guardCsvText(text: string): string {
  const records = parse(text.replace(/^\uFEFF/, ''), {
    relax_column_count: true,
    skip_empty_lines: true,
  }) as string[][];
  return records.map(csvRow).join('');
}

/** A header cell reduced to letters and digits, lower case: "Matric No." -> "matricno". */
export function headerKey(cell: string): string {
  return cell.toLowerCase().replace(/[^a-z0-9]/g, '');
}
