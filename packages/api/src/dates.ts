/**
 * Dates as the contract takes them. An instant is ISO 8601 with an offset
 * (`2026-07-01T09:00:00Z`, `2026-07-01T10:00+01:00`) or the datetime-local form without one
 * (`2026-07-01T10:00`), which is read in Africa/Lagos (UTC+1 all year, no daylight saving), or a
 * day alone, its start in Lagos. A day is `YYYY-MM-DD`. Anything else, and impossible dates such as 2026-02-30, are refused.
 */

const LAGOS_OFFSET = '+01:00';
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function realDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The instant a date-time names, or undefined when it is not one of the accepted forms. A day
 * alone (`2026-07-01`, a date picker's value) is the start of that day in Lagos.
 */
export function parseInstant(text: string): Date | undefined {
  const day = parseDay(text);
  if (day) return new Date(`${day}T00:00:00${LAGOS_OFFSET}`);
  const match = INSTANT.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s = '0', , zone = LAGOS_OFFSET] = match;
  if (!realDay(Number(y), Number(mo), Number(d))) return undefined;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  if (zone !== 'Z' && (Number(zone.slice(1, 3)) > 14 || Number(zone.slice(4, 6)) > 59)) return undefined;
  const date = new Date(match[8] ? text.trim() : `${text.trim()}${LAGOS_OFFSET}`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A calendar day as `YYYY-MM-DD`, or undefined when the text is not a real one. */
export function parseDay(text: string): string | undefined {
  const match = DAY.exec(text.trim());
  if (!match || !realDay(Number(match[1]), Number(match[2]), Number(match[3]))) return undefined;
  return match[0];
}
