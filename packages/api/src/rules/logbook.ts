/**
 * The logbook's rules (issue 24), the same for the server and the fake: where a week stands for
 * its student (open, closed, signed, reopened), what a write or a sign-off request is refused
 * with, when a week is due for sign-off (its Friday passed in Lagos), and the workplace
 * supervisor a write leaves recorded.
 */
import { LOGBOOK, WEEKDAYS, type WeekState } from '../constants.ts';
import type { WorkplaceSupervisor, WorkplaceSupervisorBody } from '../contract/workplace.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { lagosDay, lagosWorkWeek } from '../time.ts';
import { addDays } from './dates.ts';
import type { PageWindow } from './paging.ts';

/** What decides a week's state: its Monday, today's week, and its last sign-off and reopening. */
export interface WeekFacts {
  weekStart: string;
  /** The Monday of this week in Lagos (`reportWeek(now).weekStart`). */
  currentWeekStart: string;
  /** The last sign-off's time, if any. */
  signedAt?: string | null | undefined;
  /** The last reopening's time, if any. */
  reopenedAt?: string | null | undefined;
}

/**
 * A signed week is locked unless reopened after its last sign-off; a past week is closed to the
 * student unless reopened; this week is open.
 */
export function weekState(facts: WeekFacts): WeekState {
  if (isSignedWeek(facts)) return 'signed';
  if (facts.reopenedAt) return 'reopened';
  return facts.weekStart >= facts.currentWeekStart ? 'open' : 'closed';
}

/** Whether a week stands signed: it has a sign-off, and no reopening came after the last one. */
export function isSignedWeek(facts: Pick<WeekFacts, 'signedAt' | 'reopenedAt'>): boolean {
  const { signedAt, reopenedAt } = facts;
  return Boolean(signedAt) && !(reopenedAt && signedAt && reopenedAt > signedAt);
}

/** What the sign-off totals read of one week of a student's. */
export interface WeekSignoffFacts {
  /** The week's last sign-off, if any. */
  signedAt?: string | null | undefined;
  /** The week's last reopening, if any. */
  reopenedAt?: string | null | undefined;
  /** Whether a link for the week may still sign: sent, not signed, not replaced, not expired. */
  linkWaiting: boolean;
}

/** A student's sign-off totals (the coordinator's weekly report totals). */
export interface SignoffTotals {
  /** Weeks that stand signed (`isSignedWeek`). */
  signedWeeks: number;
  /** Weeks not signed whose link may still sign. */
  waitingWeeks: number;
  /** The last time any week was signed (a week reopened since counts too), or null. */
  lastSignedAt: string | null;
}

/** A student's sign-off totals from the facts of each of their weeks. */
export function signoffTotals(weeks: Iterable<WeekSignoffFacts>): SignoffTotals {
  const totals: SignoffTotals = { signedWeeks: 0, waitingWeeks: 0, lastSignedAt: null };
  for (const week of weeks) {
    if (isSignedWeek(week)) totals.signedWeeks += 1;
    else if (week.linkWaiting) totals.waitingWeeks += 1;
    if (week.signedAt && (!totals.lastSignedAt || week.signedAt > totals.lastSignedAt)) {
      totals.lastSignedAt = week.signedAt;
    }
  }
  return totals;
}

/** Whether the student may write a week in this state. */
export function weekEditable(state: WeekState): boolean {
  return state === 'open' || state === 'reopened';
}

/** Whether a day (`YYYY-MM-DD`) is a Monday: weeks are named by theirs. */
export function isMonday(day: string): boolean {
  return new Date(`${day}T00:00:00Z`).getUTCDay() === 1;
}

/** Why the student may not write a week, or undefined when they may. */
export function weekWriteProblem(facts: WeekFacts): string | undefined {
  if (!isMonday(facts.weekStart)) return SERVER_MESSAGES.notAMonday;
  if (facts.weekStart > facts.currentWeekStart) return SERVER_MESSAGES.weekAhead;
  const state = weekState(facts);
  if (state === 'signed') return SERVER_MESSAGES.weekSignedLocked;
  if (state === 'closed') return SERVER_MESSAGES.weekClosed;
  return undefined;
}

/** Which days of a week may be written: up to today in this week, every day of a reopened past one. */
export function writableDays(weekStart: string, now: Date): Record<(typeof WEEKDAYS)[number], boolean> {
  const today = lagosDay(now);
  return Object.fromEntries(WEEKDAYS.map((day, i) => [day, addDays(weekStart, i) <= today])) as Record<
    (typeof WEEKDAYS)[number],
    boolean
  >;
}

/** Why a week may not be asked for sign-off, or undefined when it may (the student asks). */
export function signoffRequestProblem(
  facts: WeekFacts & { daysReported: number; supervisorEmail: string | null | undefined },
): string | undefined {
  if (!isMonday(facts.weekStart)) return SERVER_MESSAGES.notAMonday;
  if (facts.weekStart > facts.currentWeekStart) return SERVER_MESSAGES.weekAhead;
  if (weekState(facts) === 'signed') return SERVER_MESSAGES.weekAlreadySigned;
  if (facts.daysReported <= 0) return SERVER_MESSAGES.weekEmpty;
  if (!facts.supervisorEmail?.trim()) return SERVER_MESSAGES.noWorkplaceSupervisor;
  return undefined;
}

/** Whether a week's Friday has passed in Lagos at `now` (from the Saturday on). */
export function fridayPassed(weekStart: string, now: Date): boolean {
  return addDays(weekStart, 4) < lagosDay(now);
}

/**
 * The weeks whose sign-off is mailed without the student asking: those with entries, unsigned,
 * never asked for, whose Friday has passed, from the last two weeks that ended (a server that
 * was down over a weekend still mails them; older weeks are the student's to ask for).
 */
export function autoSignoffWeeks(now: Date): { from: string; to: string } {
  const thisMonday = lagosWorkWeek(now)[0]!;
  const lastEnded = fridayPassed(thisMonday, now) ? thisMonday : addDays(thisMonday, -7);
  return { from: addDays(lastEnded, -7), to: lastEnded };
}

/** Why a reopening is refused, or undefined: only a signed or a closed week is reopened. */
export function reopenProblem(facts: WeekFacts): string | undefined {
  if (!isMonday(facts.weekStart)) return SERVER_MESSAGES.notAMonday;
  if (facts.weekStart > facts.currentWeekStart) return SERVER_MESSAGES.weekAhead;
  const state = weekState(facts);
  return state === 'open' || state === 'reopened' ? SERVER_MESSAGES.weekAlreadyOpen : undefined;
}

const NO_SUPERVISOR: WorkplaceSupervisor = { name: '', position: '', email: '', phone: '' };

/**
 * The workplace supervisor a write leaves: each field sent replaces the recorded one (`''`
 * clears it), a field left out keeps it; null when nothing is left.
 */
export function mergeWorkplaceSupervisor(
  recorded: WorkplaceSupervisor | null | undefined,
  sent: WorkplaceSupervisorBody | undefined,
): WorkplaceSupervisor | null {
  const merged = { ...NO_SUPERVISOR, ...recorded };
  for (const field of ['name', 'position', 'email', 'phone'] as const) {
    const value = sent?.[field];
    if (value !== undefined) merged[field] = value.trim();
  }
  return Object.values(merged).some((v) => v !== '') ? merged : null;
}

/** A page of a logbook, newest week first: `limit` weeks (default 10, at most 60) from page `page`. */
export function logbookPageWindow(query: {
  page?: number | undefined;
  limit?: number | undefined;
}): PageWindow {
  const limit = Math.min(query.limit ?? LOGBOOK.pageSize, LOGBOOK.maxPageSize);
  return { offset: ((query.page ?? 1) - 1) * limit, limit };
}

/** Why a comment on a week is refused (the week is not named by its Monday, or has not started). */
export function commentProblem(weekStart: string, currentWeekStart: string): string | undefined {
  if (!isMonday(weekStart)) return SERVER_MESSAGES.notAMonday;
  return weekStart > currentWeekStart ? SERVER_MESSAGES.weekAhead : undefined;
}
