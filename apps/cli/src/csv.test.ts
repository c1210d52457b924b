import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { guardCsvText, readCsvLines } from './csv.ts';

describe("the formula-injection guard on a downloaded file (each cell's guard is @siwes/api's, tested there)", () => {
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
