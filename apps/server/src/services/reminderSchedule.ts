/**
 * When each reminder is due, and the period it belongs to (issue 26), in Lagos time. A reminder
 * leaves once per kind, person and period: the period is the key of its claim in
 * `reminders_sent`. Only the server sends reminders, so these rules live here.
 */
import { addDays } from '@siwes/api/rules';
import { instantOf, lagosDay, lagosWorkWeek } from '@siwes/api';
import type { ReminderPolicy } from '../config.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The Monday (Lagos) of the week an instant falls in. */
function mondayOf(now: Date): string {
  return lagosWorkWeek(now)[0]!;
}

/** The instant a Lagos day's hour begins. */
function lagosHour(day: string, hour: number): Date {
  // Lagos keeps UTC+01:00 all year.
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + (hour - 1) * HOUR_MS);
}

/**
 * The student's reminder of last week: from Monday at `mondayHour` (Lagos) to the end of the
 * week, students with no entry for last week's weekdays are reminded of it. The period is last
 * week's Monday. Undefined before the hour on Monday (last week's reminder was due the week before).
 */
export function studentWeekDue(
  now: Date,
  policy: Pick<ReminderPolicy, 'mondayHour'>,
): { period: string; monday: string; friday: string } | undefined {
  const thisMonday = mondayOf(now);
  if (now.getTime() < lagosHour(thisMonday, policy.mondayHour).getTime()) return undefined;
  const monday = addDays(thisMonday, -7);
  return { period: monday, monday, friday: addDays(monday, 4) };
}

/**
 * A workplace supervisor's reminder of weeks waiting for sign-off: links sent at least
 * `signoffWaitDays` ago and still unsigned. At most two a week: the period is the half of the
 * Lagos week (Monday to Wednesday, Thursday to Sunday).
 */
export function signoffWaitingDue(
  now: Date,
  policy: Pick<ReminderPolicy, 'signoffWaitDays'>,
): { period: string; sentBefore: string } {
  const monday = mondayOf(now);
  const half = lagosDay(now) < addDays(monday, 3) ? 1 : 2;
  return {
    period: `${monday}/${half}`,
    sentBefore: new Date(now.getTime() - policy.signoffWaitDays * DAY_MS).toISOString(),
  };
}

/** An institution supervisor's reminder of students whose defence has passed ungraded: once a Lagos week. */
export function ungradedDue(now: Date): { period: string } {
  return { period: mondayOf(now) };
}

/**
 * The coordinators' notice of the registration deadline: from `deadlineDays` before it until it
 * passes, once per deadline set (the period is the deadline). Undefined otherwise.
 */
export function registrationDeadlineDue(
  stored: string | null | undefined,
  now: Date,
  policy: Pick<ReminderPolicy, 'deadlineDays'>,
): { period: string; deadline: Date } | undefined {
  const deadline = instantOf(stored);
  if (!deadline) return undefined;
  const from = deadline.getTime() - policy.deadlineDays * DAY_MS;
  if (now.getTime() < from || now.getTime() >= deadline.getTime()) return undefined;
  return { period: deadline.toISOString(), deadline };
}

/**
 * The supervisors' daily digest: from `digestHour` (Lagos) each day, once per person and Lagos
 * day (the period). Undefined before the hour (yesterday's was due yesterday).
 */
export function digestDue(
  now: Date,
  policy: Pick<ReminderPolicy, 'digestHour'>,
): { period: string } | undefined {
  const day = lagosDay(now);
  if (now.getTime() < lagosHour(day, policy.digestHour).getTime()) return undefined;
  return { period: day };
}
