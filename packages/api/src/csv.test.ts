import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell } from './csv.ts';

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
