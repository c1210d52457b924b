/**
 * Weekly reports (spec section 5, docs/server.md): the week a report is for, which of its days
 * may be written, how a report sent again merges with the one before, and the weekly-report
 * score the days reported earn under the grading policy.
 */
import { WEEKDAYS, type Weekday } from '../constants.ts';
import { lagosDay, lagosWorkWeek } from '../time.ts';
import { dayOf, weekdaysBetween, weeksWithWeekdays } from './dates.ts';

/** A week's text, day by day; a blank day is not reported. */
export type ReportDays = Record<Weekday, string>;

/** A report's five days as sent: a day left out keeps what it had. */
export type SentDays = Partial<Record<Weekday, string | undefined>>;

export interface ReportWeek {
  /** The Monday (Lagos) of the week, `YYYY-MM-DD`. */
  weekStart: string;
  /** Monday to Friday, `YYYY-MM-DD`. */
  days: readonly string[];
  /** The days that may be written: up to today (all five on a Saturday or Sunday). */
  editable: Readonly<Record<Weekday, boolean>>;
}

/** The Lagos week an instant falls in, and which of its days may be written then. */
export function reportWeek(now: Date): ReportWeek {
  const days = lagosWorkWeek(now);
  const today = lagosDay(now);
  const editable = Object.fromEntries(WEEKDAYS.map((day, i) => [day, days[i]! <= today])) as Record<
    Weekday,
    boolean
  >;
  return { weekStart: days[0]!, days, editable };
}

/**
 * The week's days after a report is sent: a day's text fills or replaces that day; a blank or
 * absent day keeps what was sent before (the portal sends only the days changed since they were
 * sent); a day that may not be written yet (after today) is not recorded.
 */
export function mergeReportDays(
  previous: ReportDays | undefined,
  sent: SentDays,
  editable: Readonly<Record<Weekday, boolean>>,
): ReportDays {
  const days = Object.fromEntries(WEEKDAYS.map((day) => [day, previous?.[day] ?? ''])) as ReportDays;
  for (const day of WEEKDAYS) {
    const text = sent[day];
    if (text !== undefined && text.trim() !== '' && editable[day]) days[day] = text;
  }
  return days;
}

/** The days of a week that are reported (their text is not blank). */
export function daysReported(days: ReportDays): number {
  return WEEKDAYS.filter((day) => days[day].trim() !== '').length;
}

/**
 * The weekdays a student is expected to report: from the resumption date to the expected end
 * date, or today if sooner, in Lagos days; 0 without a resumption date.
 */
export function expectedReportDays(
  resumption: string | null | undefined,
  end: string | null | undefined,
  now: Date,
): number {
  const period = reportPeriodSoFar(resumption, end, now);
  return period ? weekdaysBetween(period.start, period.last) : 0;
}

/** The placement so far, in Lagos days: from resumption to the expected end or today, whichever is sooner. */
function reportPeriodSoFar(
  resumption: string | null | undefined,
  end: string | null | undefined,
  now: Date,
): { start: string; last: string } | undefined {
  const start = dayOf(resumption);
  if (!start) return undefined;
  const today = lagosDay(now);
  const last = dayOf(end) ?? today;
  return { start, last: last < today ? last : today };
}

/**
 * The weeks a student is expected to have reported by now (the most their Total Weeks can be):
 * the weeks with a weekday from the resumption date to the expected end date, or today if
 * sooner, in Lagos days; 0 without a resumption date.
 */
export function expectedReportWeeks(
  resumption: string | null | undefined,
  end: string | null | undefined,
  now: Date,
): number {
  const period = reportPeriodSoFar(resumption, end, now);
  return period ? weeksWithWeekdays(period.start, period.last) : 0;
}

/**
 * The weekly-report score (the grading policy): the days reported against the days expected,
 * capped at all of them, scaled to the maximum and rounded; 0 when none are expected.
 */
export function weeklyReportMarks(
  maximum: number,
  reported: number,
  resumption: string | null | undefined,
  end: string | null | undefined,
  now: Date,
): number {
  const expected = expectedReportDays(resumption, end, now);
  if (expected <= 0) return 0;
  return Math.round(Math.min(1, reported / expected) * maximum);
}
