/**
 * Late entries (issue 27, point 3): each weekday entry's times as `weekly_reports` keeps them
 * (migration 017), and each student's counts for the weekly totals. What is late and what is a
 * burst is decided by `lateEntryFlags` in @siwes/api/rules, as the fake decides it.
 */
import { WEEKDAYS } from '@siwes/api';
import { lateEntryTotals, type EntryTimes, type LateEntryTotals } from '@siwes/api/rules';
import type { Deps } from '../context.ts';
import { ENTRY_TIME_COLUMNS } from '../db/migration017.ts';
import type { WeeklyReportTable } from '../db/schema.ts';

type TimeColumns = Pick<
  WeeklyReportTable,
  `${(typeof WEEKDAYS)[number]}_written_at` | `${(typeof WEEKDAYS)[number]}_changed_at`
>;

/** A row's entry times (null where not known). */
export function entryTimesOf(row: Partial<TimeColumns>): EntryTimes {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      { firstWrittenAt: row[`${day}_written_at`] ?? null, changedAt: row[`${day}_changed_at`] ?? null },
    ]),
  ) as EntryTimes;
}

/** The columns that keep entry times. */
export function entryTimeColumns(times: EntryTimes): TimeColumns {
  const columns: Partial<TimeColumns> = {};
  for (const day of WEEKDAYS) {
    columns[`${day}_written_at`] = times[day].firstWrittenAt;
    columns[`${day}_changed_at`] = times[day].changedAt;
  }
  return columns as TimeColumns;
}

/** Days written late and weeks written in a burst, by student id, for `ids` or, without them, everyone. */
export async function lateEntryTotalsByStudent(
  deps: Deps,
  ids?: string[],
): Promise<Map<string, LateEntryTotals>> {
  if (ids?.length === 0) return new Map();
  const rows = await deps.db
    .selectFrom('weekly_reports')
    .select(['student_id', 'week_start', ...ENTRY_TIME_COLUMNS])
    .$if(ids !== undefined, (q) => q.where('student_id', 'in', ids!))
    .execute();
  const weeks = new Map<string, { weekStart: string; times: EntryTimes }[]>();
  for (const row of rows) {
    const list = weeks.get(row.student_id) ?? [];
    list.push({ weekStart: row.week_start, times: entryTimesOf(row) });
    weeks.set(row.student_id, list);
  }
  return new Map([...weeks].map(([id, list]) => [id, lateEntryTotals(list, deps.config.lateEntries)]));
}
