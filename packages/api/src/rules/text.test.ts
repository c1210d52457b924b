import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareOptionalText, compareText } from './text.ts';

const sign = (n: number) => Math.sign(n);

/** The order SQLite's BINARY and PostgreSQL's "C" collation give: UTF-8 bytes, compared in turn. */
function byteOrder(a: string, b: string): number {
  const [x, y] = [new TextEncoder().encode(a), new TextEncoder().encode(b)];
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
    if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  }
  return sign(x.length - y.length);
}

describe('the order of text', () => {
  it('is code-point order: capitals before small letters, accented letters after both', () => {
    const words = ['adams', 'Émile', 'Zed', 'Adams', 'zed', 'émile', 'Ade', 'Ade-Ojo', 'Ade Ojo', '10', '9'];
    expect([...words].sort(compareText)).toEqual([
      '10',
      '9',
      'Adams',
      'Ade',
      'Ade Ojo',
      'Ade-Ojo',
      'Zed',
      'adams',
      'zed',
      'Émile',
      'émile',
    ]);
  });

  it('is the order of UTF-8 bytes, as the databases compare, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        expect(sign(compareText(a, b))).toBe(byteOrder(a, b));
      }),
    );
  });

  it('puts a character above U+FFFF after U+E000 to U+FFFF, which UTF-16 units would not', () => {
    expect('\u{1F600}' < '\uFF01').toBe(true);
    expect(compareText('\u{1F600}', '\uFF01')).toBe(1);
    expect(compareText('a\u{1F600}', 'a\u{1F601}')).toBe(-1);
  });

  it('puts nothing before any text, the empty text included', () => {
    expect(['b', '', null, 'a'].sort(compareOptionalText)).toEqual([null, '', 'a', 'b']);
    expect(compareOptionalText(undefined, '')).toBe(-1);
    expect(compareOptionalText('', undefined)).toBe(1);
    expect(compareOptionalText(null, undefined)).toBe(0);
  });
});
