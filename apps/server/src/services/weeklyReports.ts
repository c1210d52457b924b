/** Weekly reports: the student's week in Lagos time, filled day by day; the coordinator's reading. */
import type { WeeklyReport } from '@siwes/api';
import {
  daysReported,
  entryTimesAfterWrite,
  mergeReportDays,
  reportWeek,
  weekWriteProblem,
  writableDays,
} from '@siwes/api/rules';
import type { BodyOutput } from '@siwes/api/contract';
import type { Deps } from '../context.ts';
import type { WeeklyReportTable } from '../db/schema.ts';
import { fail, refuseField } from '../http.ts';
import { entryTimeColumns, entryTimesOf } from './lateEntries.ts';
import { weekFacts } from './logbook.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { studentOr404 } from './studentDetails.ts';
import { audited } from './audit.ts';

export function toReport(r: WeeklyReportTable): WeeklyReport {
  return {
    _id: r.id,
    weekStart: r.week_start,
    monday: r.monday,
    tuesday: r.tuesday,
    wednesday: r.wednesday,
    thursday: r.thursday,
    friday: r.friday,
  };
}

/**
 * The signed-in student's report for this week (Lagos), or for a past week while it is reopened,
 * merged into what was sent before. A signed week is refused: the lock is checked on the week's
 * row by the write itself (`locked = 0` in its condition), in its transaction, so a signing that
 * commits first makes the write change nothing and be refused, on either engine.
 */
export async function submitWeeklyReport(
  deps: Deps,
  id: string,
  body: BodyOutput<'submitWeeklyReport'>,
  now: Date,
): Promise<WeeklyReport> {
  const student = await studentOr404(deps, id);
  if (student.company_name === null) fail(400, SERVER_MESSAGES.noCompany);
  const { weekStart: currentWeekStart } = reportWeek(now);
  const { weekStart: sentWeek, ...sent } = body;
  const weekStart = sentWeek ?? currentWeekStart;
  const report = await audited(deps, async (trx, trail) => {
    const existing = await trx
      .selectFrom('weekly_reports')
      .selectAll()
      .where('student_id', '=', id)
      .where('week_start', '=', weekStart)
      .executeTakeFirst();
    const facts = (await weekFacts(trx, id, weekStart)).get(weekStart);
    const problem = weekWriteProblem({ weekStart, currentWeekStart, ...facts });
    if (problem === SERVER_MESSAGES.weekSignedLocked || existing?.locked) {
      fail(409, SERVER_MESSAGES.weekSignedLocked);
    }
    if (problem === SERVER_MESSAGES.weekClosed) fail(409, problem);
    if (problem) refuseField('weekStart', problem);
    // The rule of spec section 5 (@siwes/api/rules): fill or replace, keep blanks, not ahead of today.
    const days = mergeReportDays(existing, sent, writableDays(weekStart, now));
    // Issue 27: each day's first writing and last change, for the graders' late flags.
    const times = entryTimesAfterWrite(
      existing && { days: existing, times: entryTimesOf(existing) },
      days,
      now,
    );
    const row = {
      id: existing?.id ?? crypto.randomUUID(),
      student_id: id,
      week_start: weekStart,
      ...days,
      days_reported: daysReported(days),
      updated_at: now.toISOString(),
      ...entryTimeColumns(times),
    };
    trail.change({ type: 'week', id: weekStart, student: id }, existing, days);
    if (existing) {
      const written = await trx
        .updateTable('weekly_reports')
        .set({ ...row, revision: (existing.revision ?? 0) + 1 })
        .where('id', '=', existing.id)
        .where('locked', '=', 0)
        .executeTakeFirst();
      if (Number(written.numUpdatedRows) !== 1) fail(409, SERVER_MESSAGES.weekSignedLocked);
    } else {
      await trx.insertInto('weekly_reports').values(row).execute();
    }
    return row;
  });
  return toReport(report);
}

/** A student's reports for the coordinator, oldest week first. */
export async function getWeeklyReports(deps: Deps, idOrCode: string): Promise<WeeklyReport[]> {
  const student = await studentOr404(deps, idOrCode);
  const rows = await deps.db
    .selectFrom('weekly_reports')
    .selectAll()
    .where('student_id', '=', student.id)
    .orderBy('week_start')
    .execute();
  return rows.map(toReport);
}
