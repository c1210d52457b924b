import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareSortValues, pageWindow, sortRows, validPage } from './pagedList.rules.ts';

describe('sortRows', () => {
  const read = (row: { v: unknown }) => row.v;

  it('sorts numbers as numbers, text ignoring case with digits read as numbers, missing values first', () => {
    expect(sortRows([{ v: 10 }, { v: 9 }], { key: 'v', order: 'asc' }, read)).toEqual([{ v: 9 }, { v: 10 }]);
    expect(sortRows([{ v: 'b' }, { v: null }, { v: 'A' }], { key: 'v', order: 'asc' }, read)).toEqual([
      { v: null },
      { v: 'A' },
      { v: 'b' },
    ]);
    expect(compareSortValues('23/10311', '23/9999')).toBeGreaterThan(0);
    expect(compareSortValues('ada', 'ADA')).toBe(0);
    expect(compareSortValues(undefined, '')).toBe(0);
  });

  it('keeps the order of rows that tie, ascending and descending, and never changes its input', () => {
    const rows = [
      { v: 'b', n: 1 },
      { v: 'a', n: 2 },
      { v: 'b', n: 3 },
      { v: 'a', n: 4 },
    ];
    const copy = structuredClone(rows);
    expect(sortRows(rows, { key: 'v', order: 'asc' }, read).map((r) => r.n)).toEqual([2, 4, 1, 3]);
    expect(sortRows(rows, { key: 'v', order: 'desc' }, read).map((r) => r.n)).toEqual([1, 3, 2, 4]);
    expect(rows).toEqual(copy);
  });
});

describe('validPage', () => {
  it('accepts whole numbers from 1 to the page count only', () => {
    expect(validPage('3', 5)).toBe(3);
    expect(validPage(5, 5)).toBe(5);
    expect(validPage('6', 5)).toBeNull();
    expect(validPage(' 2 ', 5)).toBe(2);
    expect(validPage('1e0', 5)).toBeNull();
    expect(validPage('0x2', 5)).toBeNull();
    expect(validPage('-1', 5)).toBeNull();
    expect(validPage(' ', 5)).toBeNull();
  });
});

describe('pageWindow', () => {
  it('shows the first, last, current and neighbouring pages with gaps', () => {
    expect(pageWindow(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 19, 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('always holds first, current and last, ascending, never two gaps in a row', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const count = Math.max(a, b);
        const current = Math.min(a, b);
        const items = pageWindow(current, count);
        const pages = items.filter((i): i is number => i !== 'gap');
        expect(pages).toContain(1);
        expect(pages).toContain(current);
        expect(pages).toContain(count);
        expect(pages).toEqual([...pages].sort((x, y) => x - y));
        expect(items.join()).not.toContain('gap,gap');
        expect(pages.length).toBeLessThanOrEqual(5);
      }),
    );
  });
});
