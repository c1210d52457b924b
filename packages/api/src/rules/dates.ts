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

/** The registration deadline as the coordinator reads it back: the instant set (or null), and whether registration is open now. */
export interface RegistrationDeadline {
  time: string | null;
  open: boolean;
}

/**
 * The deadline stored (an instant, or nothing) as `getRegistrationDeadline` answers it at `now`:
 * registration is open until the deadline has passed (`deadlinePassed`), and always without one.
 */
export function registrationDeadlineAt(stored: string | null | undefined, now: Date): RegistrationDeadline {
  const instant = instantOf(stored);
  return { time: instant ? instant.toISOString() : null, open: !deadlinePassed(stored, now) };
}

/** The day of the week of a day, Monday 0 to Sunday 6. */
function weekdayOf(day: string): number {
  return (new Date(utcMidnight(day)).getUTCDay() + 6) % 7;
}

/**
 * How many report weeks (Monday to Friday, by their Monday) have at least one weekday from day
 * `from` to day `to`, both included; 0 when there is none.
 */
export function weeksWithWeekdays(from: string, to: string): number {
  const first = weekdayOf(from) > 4 ? addDays(from, 7 - weekdayOf(from)) : from;
  const last = weekdayOf(to) > 4 ? addDays(to, 4 - weekdayOf(to)) : to;
  if (last < first) return 0;
  const mondays = [first, last].map((day) => utcMidnight(addDays(day, -weekdayOf(day))));
  return Math.round((mondays[1]! - mondays[0]!) / (7 * DAY_MS)) + 1;
}
