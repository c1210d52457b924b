import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { guardCell, guardCsvText, readCsvLines, writeCsv } from './csv.ts';

describe('the formula-injection guard', () => {
  it('neutralises every cell a spreadsheet would run', () => {
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '\n=1', '\0=1']) {
      expect(guardCell(cell)).toBe(`'${cell}`);
    }
    expect(guardCell('Okafor')).toBe('Okafor');
    expect(guardCell(28)).toBe('28');
    expect(guardCell(null)).toBe('');
  });

  it('never writes a cell that starts like a formula, and keeps the text otherwise', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { maxLength: 5 }),
        (rows) => {
          const width = Math.max(1, ...rows.map((r) => r.length));
          const header = Array.from({ length: width }, (_, i) => `c${i}`);
          const padded = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
          const back = parse(writeCsv(header, padded), { relax_column_count: true }) as string[][];
          expect(back.slice(1)).toEqual(padded.map((r) => r.map(guardCell)));
          for (const cell of back.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r\n\0]/);
        },
      ),
    );
  });

  it('guards a downloaded file and leaves an already guarded one as it is', () => {
    const text = 'Name,Phone\r\n"=cmd|\' /C calc\'!A0",+234\r\n';
    const once = guardCsvText(text);
    expect(parse(once)).toEqual([
      ['Name', 'Phone'],
      ["'=cmd|' /C calc'!A0", "'+234"],
    ]);
    expect(guardCsvText(once)).toBe(once);
  });
});

describe('reading CSV lines', () => {
  it('keeps line numbers, skips blank lines and reports a malformed line without losing the next', () => {
    const { rows, errors } = readCsvLines('\uFEFFa,b\n\n"c,d\ne , "f"\r\n');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 4, cells: ['e', 'f'] },
    ]);
    expect(errors).toEqual([{ line: 3, reason: 'malformed line (a quote is never closed)' }]);
  });
});
