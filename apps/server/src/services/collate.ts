/**
 * Collation and weekly-report totals under the grading policy (the rules in @siwes/api/rules,
 * with the server's configured maxima). Collating
 * every student reads all rows once and writes them back in chunks of CASE updates, so 20,000
 * students take one transaction and a few dozen statements on either engine.
 */
import { sql } from 'kysely';
import type { WeeklyReportScoreRow } from '@siwes/api';
import { collateGrade, expectedReportWeeks, signoffTotals, weeklyReportMarks } from '@siwes/api/rules';
import type { Deps } from '../context.ts';
import { notify, recipient, type Telling } from './notifications.ts';
import type { StudentTable } from '../db/schema.ts';
import { signoffTotalsByStudent } from './signoffTotals.ts';
import { lateEntryTotalsByStudent } from './lateEntries.ts';
import { foundBy } from './students.ts';
import { audited } from './audit.ts';

type Scored = Pick<
  StudentTable,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'matric_no'
  | 'company_resumption'
  | 'company_end'
  | 'score_reports_given'
  | 'score_inspection'
  | 'score_defense'
>;

const SCORED_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'matric_no',
  'company_resumption',
  'company_end',
  'score_reports_given',
  'score_inspection',
  'score_defense',
  'score_reports_collated',
  'score_total',
] as const;

/** Days reported and weeks reported per student, for some students or all. */
async function reportTotals(deps: Deps, ids?: string[]) {
  let query = deps.db
    .selectFrom('weekly_reports')
    .select((eb) => [
      'student_id',
      eb.fn.sum<number>('days_reported').as('days'),
      eb.fn.countAll<number>().as('weeks'),
    ])
    .groupBy('student_id');
  if (ids) {
    if (ids.length === 0) return new Map<string, { days: number; weeks: number }>();
    query = query.where('student_id', 'in', ids);
  }
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.student_id, { days: Number(r.days ?? 0), weeks: Number(r.weeks) }]));
}

function marksOf(deps: Deps, s: Scored, days: number, now: Date): number {
  return weeklyReportMarks(deps.config.grading.reports, days, s.company_resumption, s.company_end, now);
}

/** The computed weekly-report score (stored apart from a given one) and the total. */
function collated(deps: Deps, s: Scored, days: number, now: Date) {
  const computed = marksOf(deps, s, days, now);
  const { total } = collateGrade({
    given: s.score_reports_given,
    computed,
    inspection: s.score_inspection,
    defense: s.score_defense,
  });
  return { computed, total };
}

export async function collateStudent(deps: Deps, id: string, tell: Telling): Promise<void> {
  const { now } = tell;
  const s = await deps.db
    .selectFrom('students')
    .select(SCORED_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!s) return;
  const totals = await reportTotals(deps, [id]);
  const { computed, total } = collated(deps, s, totals.get(id)?.days ?? 0, now);
  await audited(deps, async (trx, trail) => {
    await trx
      .updateTable('students')
      .set({ score_reports_collated: computed, score_total: total })
      .where('id', '=', id)
      .execute();
    trail.change(
      { type: 'student', id, student: id },
      { weeklyReportsCollated: s.score_reports_collated, total: s.score_total },
      { weeklyReportsCollated: computed, total },
    );
    await notify(deps, trx, await recipient(trx, id), { event: 'gradesCollated', total }, tell);
  });
  deps.mail.kick();
}

const CHUNK = 500;

/** Collates every student; those whose total changed are told (issue 26). */
export async function collateAll(deps: Deps, tell: Telling): Promise<void> {
  const { now } = tell;
  const float = deps.engine === 'postgres' ? sql`double precision` : sql`real`;
  const asFloat = (n: number) => sql`cast(${n} as ${float})`;
  await audited(deps, async (trx, trail) => {
    const students = await trx.selectFrom('students').select(SCORED_COLUMNS).execute();
    const totals = await reportTotals({ ...deps, db: trx }, undefined);
    for (let i = 0; i < students.length; i += CHUNK) {
      const chunk = students.slice(i, i + CHUNK).map((s) => ({
        id: s.id,
        ...collated(deps, s, totals.get(s.id)?.days ?? 0, now),
      }));
      // One UPDATE ... FROM (VALUES ...) per chunk: the same SQL on SQLite and PostgreSQL.
      const values = sql.join(
        chunk.map((r) => sql`(${r.id}, ${asFloat(r.computed)}, ${asFloat(r.total)})`),
        sql`, `,
      );
      await sql`update students set score_reports_collated = v.column2, score_total = v.column3
        from (values ${values}) as v where students.id = v.column1`.execute(trx);
      const before = new Map(students.slice(i, i + CHUNK).map((s) => [s.id, s]));
      for (const r of chunk) {
        const was = before.get(r.id);
        // Only the students whose scores moved: a collation run again adds no rows.
        trail.changeIfAny(
          { type: 'student', id: r.id, student: r.id },
          { weeklyReportsCollated: was?.score_reports_collated, total: was?.score_total },
          { weeklyReportsCollated: r.computed, total: r.total },
        );
        if (was?.score_total === r.total) continue;
        await notify(
          deps,
          trx,
          await recipient(trx, r.id),
          { event: 'gradesCollated', total: r.total },
          tell,
        );
      }
    }
  });
  deps.mail.kick();
}

const NO_SIGNOFFS = signoffTotals([]);
const NO_LATE_ENTRIES = { lateDays: 0, burstWeeks: 0 };

/**
 * Weekly-report totals for students in name order, a page at a time or all, with their sign-off
 * totals; with a search term (`searchTerm`), only the students it finds (issue 34).
 */
export async function weeklyReportScores(
  deps: Deps,
  now: Date,
  page?: { offset: number; limit: number },
  term?: string,
): Promise<WeeklyReportScoreRow[]> {
  let query = deps.db
    .selectFrom('students')
    .select([...SCORED_COLUMNS, 'student_code'])
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id');
  if (term !== undefined) query = query.where(foundBy(deps.engine, term, 'students'));
  if (page) query = query.limit(page.limit).offset(page.offset);
  const students = await query.execute();
  const ids = page || term !== undefined ? students.map((s) => s.id) : undefined;
  const [totals, signoffs, late] = await Promise.all([
    reportTotals(deps, ids),
    signoffTotalsByStudent(deps, now, ids),
    lateEntryTotalsByStudent(deps, ids),
  ]);
  return students.map((s) => {
    const t = totals.get(s.id) ?? { days: 0, weeks: 0 };
    return {
      firstName: s.first_name,
      lastName: s.last_name,
      matricNumber: s.matric_no,
      reportCount: t.weeks,
      marks: marksOf(deps, s, t.days, now),
      ...(signoffs.get(s.id) ?? NO_SIGNOFFS),
      studentCode: s.student_code,
      expectedWeeks: expectedReportWeeks(s.company_resumption, s.company_end, now),
      maxMarks: deps.config.grading.reports,
      ...(late.get(s.id) ?? NO_LATE_ENTRIES),
    };
  });
}
