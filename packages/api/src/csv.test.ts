import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell, toCsv } from './csv.ts';

describe('neutraliseCsvCell', () => {
  it.each(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx', '\nx', '\0x'])('neutralises %j', (cell) => {
    expect(neutraliseCsvCell(cell)).toBe(`'${cell}`);
  });

  it('leaves ordinary text, numbers and empty values readable', () => {
    expect(neutraliseCsvCell('Okafor, Chidi')).toBe('Okafor, Chidi');
    expect(neutraliseCsvCell(24)).toBe('24');
    expect(neutraliseCsvCell(null)).toBe('');
    expect(neutraliseCsvCell(undefined)).toBe('');
  });

  it('never lets a cell start with a formula character', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(neutraliseCsvCell(text)).not.toMatch(/^[=+\-@\t\r\n\0]/);
      }),
    );
  });
});

describe('toCsv', () => {
  it('quotes a cell only when it needs it, doubles quotes and ends each record with CRLF', () => {
    expect(toCsv(['Name', 'Note', 'Score'], [['Okafor, Chidi', 'said "hi"\nthen left', 24]])).toBe(
      'Name,Note,Score\r\n"Okafor, Chidi","said ""hi""\nthen left",24\r\n',
    );
  });

  it('guards every cell, headers included', () => {
    expect(toCsv(['=H'], [['=1+1'], [-3], ['@a,b']])).toBe(`'=H\r\n'=1+1\r\n'-3\r\n"'@a,b"\r\n`);
  });

  it('reads back, through a real CSV parser, as the guarded cells', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { maxLength: 5 }),
        (rows) => {
          const header = ['a', 'b', 'c', 'd'];
          const parsed = parse(toCsv(header, rows), { relax_column_count: true }) as string[][];
          expect(parsed).toEqual([header, ...rows.map((row) => row.map(neutraliseCsvCell))]);
        },
      ),
    );
  });
});
