/**
 * The one order of text, wherever the server or the fake sorts: by Unicode code point. That is
 * the order of UTF-8 bytes, which SQLite compares with its BINARY collation and PostgreSQL with
 * COLLATE "C" (the students' and supervisors' text columns have it, migration 010), so a list
 * comes out the same from the fake, SQLite and PostgreSQL whatever the database's own locale.
 * Case and accents are not folded: "Zed" comes before "adams", and "Émile" after both (ADR 015).
 */

const SURROGATE_FIRST = 0xd800;
const SURROGATE_LAST = 0xdfff;

const isSurrogate = (unit: number) => unit >= SURROGATE_FIRST && unit <= SURROGATE_LAST;

/**
 * Negative, zero or positive as `a` comes before, with or after `b` in code-point order. JavaScript's
 * own `<` compares UTF-16 units, which puts a character above U+FFFF (two surrogate units) before
 * U+E000..U+FFFF; code points, like UTF-8 bytes, put it after.
 */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const [sx, sy] = [isSurrogate(x), isSurrogate(y)];
    if (sx !== sy) return sx ? 1 : -1;
    return x < y ? -1 : 1;
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

/**
 * As compareText, with nothing (null or undefined) before any text, the empty text included: as
 * SQL puts a NULL first going up (SQLite always; PostgreSQL when told `nulls first`).
 */
export function compareOptionalText(a: string | null | undefined, b: string | null | undefined): number {
  const [noA, noB] = [a === null || a === undefined, b === null || b === undefined];
  if (noA || noB) return noA === noB ? 0 : noA ? -1 : 1;
  return compareText(a as string, b as string);
}
