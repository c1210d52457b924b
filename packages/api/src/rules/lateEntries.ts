/**
 * Late entries (issue 27, point 3), the same for the server and the fake: when each weekday entry
 * was first written and last changed, which days were written late (first written more than
 * `lateAfterDays` Lagos days after the day), and which weeks were first written in a burst (at
 * least `burstWeeks` weeks whose first entries were written within `burstMinutes`).
 */
import { WEEKDAYS, type Weekday } from '../constants.ts';
import type { LateEntryPolicy } from '../lateEntryPolicy.ts';
import { instantOf, lagosDay } from '../time.ts';
import { addDays } from './dates.ts';
import type { ReportDays } from './weeklyReports.ts';

/** When a day's entry was first written and last changed (server time); null when not known. */
export interface EntryTime {
  firstWrittenAt: string | null;
  changedAt: string | null;
}

export type EntryTimes = Record<Weekday, EntryTime>;

/** A day first written late: the day, which it is, and when it was first written. */
export interface LateDay {
  day: Weekday;
  /** The day itself, `YYYY-MM-DD`. */
  date: string;
  firstWrittenAt: string;
}

/** Weeks first written within the burst window of each other: the first and last such writes. */
export interface Burst {
  from: string;
  to: string;
  /** How many weeks were first written in it. */
  weeks: number;
}

/** A week's flags for the graders. */
export interface LateEntryFlags {
  lateDays: LateDay[];
  /** The burst the week was first written in, or null. */
  burst: Burst | null;
}

/** No times known: entries written before the server kept them (migration 017). */
export const UNKNOWN_ENTRY_TIMES: EntryTimes = Object.fromEntries(
  WEEKDAYS.map((day) => [day, { firstWrittenAt: null, changedAt: null }]),
) as EntryTimes;

/**
 * The entries' times after a write: a day whose text changed is changed now, and first written
 * now if it had no text before; the other days keep theirs.
 */
export function entryTimesAfterWrite(
  previous: { days: ReportDays; times: EntryTimes } | undefined,
  days: ReportDays,
  now: Date,
): EntryTimes {
  const at = now.toISOString();
  const times = {} as EntryTimes;
  for (const day of WEEKDAYS) {
    const before = previous?.times[day] ?? UNKNOWN_ENTRY_TIMES[day];
    const text = previous?.days[day] ?? '';
    if (days[day] === text) times[day] = { ...before };
    else if (text.trim() === '') times[day] = { firstWrittenAt: at, changedAt: at };
    else times[day] = { firstWrittenAt: before.firstWrittenAt, changedAt: at };
  }
  return times;
}

/** The days of a week first written more than `lateAfterDays` Lagos days after the day. */
export function lateDaysOf(weekStart: string, times: EntryTimes, lateAfterDays: number): LateDay[] {
  const late: LateDay[] = [];
  WEEKDAYS.forEach((day, i) => {
    const firstWrittenAt = times[day].firstWrittenAt;
    const written = instantOf(firstWrittenAt);
    const date = addDays(weekStart, i);
    if (firstWrittenAt && written && lagosDay(written) > addDays(date, lateAfterDays)) {
      late.push({ day, date, firstWrittenAt });
    }
  });
  return late;
}

/** When a week was first written: its earliest known first write, or null. */
export function weekFirstWrittenAt(times: EntryTimes): string | null {
  const known = WEEKDAYS.map((day) => times[day].firstWrittenAt).filter((t): t is string => Boolean(t));
  return known.sort()[0] ?? null;
}

/**
 * Each week's flags, for all of a student's weeks (a burst is read across them all): its late
 * days, and the burst it is in. Weeks are in bursts when at least `burstWeeks` of them were
 * first written within `burstMinutes`; overlapping such windows make one burst.
 */
export function lateEntryFlags(
  weeks: readonly { weekStart: string; times: EntryTimes }[],
  policy: LateEntryPolicy,
): Map<string, LateEntryFlags> {
  const firsts = weeks
    .map((w) => ({ weekStart: w.weekStart, at: weekFirstWrittenAt(w.times) }))
    .filter((w): w is { weekStart: string; at: string } => w.at !== null)
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const windowMs = policy.burstMinutes * 60_000;
  const inBurst = new Array<boolean>(firsts.length).fill(false);
  let start = 0;
  for (let end = 0; end < firsts.length; end += 1) {
    const endMs = Date.parse(firsts[end]!.at);
    while (endMs - Date.parse(firsts[start]!.at) > windowMs) start += 1;
    if (end - start + 1 >= policy.burstWeeks) inBurst.fill(true, start, end + 1);
  }
  const burstOf = new Map<string, Burst>();
  let run: { weekStart: string; at: string }[] = [];
  const close = () => {
    const burst = { from: run[0]!.at, to: run.at(-1)!.at, weeks: run.length };
    for (const w of run) burstOf.set(w.weekStart, burst);
    run = [];
  };
  firsts.forEach((w, i) => {
    const last = run.at(-1);
    if (!inBurst[i] || (last && Date.parse(w.at) - Date.parse(last.at) > windowMs)) {
      if (run.length > 0) close();
    }
    if (inBurst[i]) run.push(w);
  });
  if (run.length > 0) close();
  return new Map(
    weeks.map((w) => [
      w.weekStart,
      {
        lateDays: lateDaysOf(w.weekStart, w.times, policy.lateAfterDays),
        burst: burstOf.get(w.weekStart) ?? null,
      },
    ]),
  );
}

/** A student's counts for Students Total Weekly Report: days written late, weeks in a burst. */
export interface LateEntryTotals {
  lateDays: number;
  burstWeeks: number;
}

export function lateEntryTotals(
  weeks: readonly { weekStart: string; times: EntryTimes }[],
  policy: LateEntryPolicy,
): LateEntryTotals {
  const totals: LateEntryTotals = { lateDays: 0, burstWeeks: 0 };
  for (const flags of lateEntryFlags(weeks, policy).values()) {
    totals.lateDays += flags.lateDays.length;
    if (flags.burst) totals.burstWeeks += 1;
  }
  return totals;
}
