/**
 * Days in Lagos for the rules: counting weekdays, moving a day, a deadline. A day is `YYYY-MM-DD`
 * (the Lagos calendar day, from lagosDay in ../time.ts); instants are read by instantOf.
 */
import { instantOf, lagosDay } from '../time.ts';

const DAY_MS = 86_400_000;

function utcMidnight(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

/** The day `days` after `day` (before, if negative). */
export function addDays(day: string, days: number): string {
  return new Date(utcMidnight(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Lagos day a stored date or instant names, or undefined when it names none. */
export function dayOf(value: string | null | undefined): string | undefined {
  const instant = instantOf(value);
  return instant ? lagosDay(instant) : undefined;
}

/** Weekdays (Monday to Friday) from day `from` to day `to`, both included; 0 when `to` is earlier. */
export function weekdaysBetween(from: string, to: string): number {
  const [start, end] = [utcMidnight(from), utcMidnight(to)];
  if (end < start) return 0;
  const days = Math.round((end - start) / DAY_MS) + 1;
  const startWeekday = (new Date(start).getUTCDay() + 6) % 7;
  let count = Math.floor(days / 7) * 5;
  for (let i = 0; i < days % 7; i += 1) {
    if ((startWeekday + i) % 7 < 5) count += 1;
  }
  return count;
}

/** Whether a deadline (an instant; none set: null) has passed at `now`. */
export function deadlinePassed(deadline: string | null | undefined, now: Date): boolean {
  const instant = instantOf(deadline);
  return instant !== null && now.getTime() > instant.getTime();
}
