/**
 * Dates in the scheme's time zone. Africa/Lagos is UTC+1 all year (no daylight saving), so a
 * fixed offset is exact.
 */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The Lagos calendar day of an instant, as a UTC-midnight timestamp. */
export function lagosDay(instant: Date): number {
  const shifted = instant.getTime() + LAGOS_OFFSET_MS;
  return shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS);
}

/** 0 for Monday ... 6 for Sunday, in Lagos. */
export function lagosWeekday(instant: Date): number {
  return (new Date(lagosDay(instant)).getUTCDay() + 6) % 7;
}

/** The Monday (Lagos) of the week holding `instant`, as YYYY-MM-DD. */
export function lagosWeekStart(instant: Date): string {
  return isoDay(lagosDay(instant) - lagosWeekday(instant) * DAY_MS);
}

export function isoDay(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

/**
 * A date or date-time the client sent. A datetime-local value ("2026-06-30T17:00") has no zone:
 * it is read as Lagos time. Returns undefined when it is not a date.
 */
export function parseClientDate(value: string): Date | undefined {
  const text = value.trim();
  const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text);
  const date = new Date(local ? `${text}+01:00` : text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Weekdays (Monday to Friday) from day `from` to day `to` (UTC-midnight timestamps), both included. */
export function weekdaysBetween(from: number, to: number): number {
  if (to < from) return 0;
  const days = Math.floor((to - from) / DAY_MS) + 1;
  const fullWeeks = Math.floor(days / 7);
  let count = fullWeeks * 5;
  const startWeekday = (new Date(from).getUTCDay() + 6) % 7;
  for (let i = 0; i < days % 7; i += 1) {
    if ((startWeekday + i) % 7 < 5) count += 1;
  }
  return count;
}
