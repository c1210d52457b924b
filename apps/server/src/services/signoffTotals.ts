/**
 * Each student's sign-off totals for the coordinator's weekly report totals (issue 24): SQL reads
 * each week's last sign-off and last reopening, and which weeks have a link that may still sign
 * (sent, not signed, not replaced, not expired), for a page of students or all at once; the
 * totals themselves are `signoffTotals` in @siwes/api/rules, as the fake counts them.
 */
import { signoffTotals, type SignoffTotals, type WeekSignoffFacts } from '@siwes/api/rules';
import type { Deps } from '../context.ts';

type Facts = Map<string, Map<string, WeekSignoffFacts>>;

function weekOf(facts: Facts, studentId: string, weekStart: string): WeekSignoffFacts {
  let weeks = facts.get(studentId);
  if (!weeks) facts.set(studentId, (weeks = new Map()));
  let week = weeks.get(weekStart);
  if (!week) weeks.set(weekStart, (week = { linkWaiting: false }));
  return week;
}

/** Sign-off totals by student id, for `ids` (a page) or, without them, every student. */
export async function signoffTotalsByStudent(
  deps: Deps,
  now: Date,
  ids?: string[],
): Promise<Map<string, SignoffTotals>> {
  if (ids?.length === 0) return new Map();
  const { db } = deps;
  const [signed, reopened, waiting] = await Promise.all([
    db
      .selectFrom('signoffs')
      .select(['student_id', 'week_start', (eb) => eb.fn.max('signed_at').as('at')])
      .$if(ids !== undefined, (q) => q.where('student_id', 'in', ids!))
      .groupBy(['student_id', 'week_start'])
      .execute(),
    db
      .selectFrom('week_reopenings')
      .select(['student_id', 'week_start', (eb) => eb.fn.max('created_at').as('at')])
      .$if(ids !== undefined, (q) => q.where('student_id', 'in', ids!))
      .groupBy(['student_id', 'week_start'])
      .execute(),
    db
      .selectFrom('signoff_requests')
      .select(['student_id', 'week_start'])
      .where('revoked_at', 'is', null)
      .where('signed_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .$if(ids !== undefined, (q) => q.where('student_id', 'in', ids!))
      .groupBy(['student_id', 'week_start'])
      .execute(),
  ]);
  const facts: Facts = new Map();
  for (const r of signed) weekOf(facts, r.student_id, r.week_start).signedAt = String(r.at);
  for (const r of reopened) weekOf(facts, r.student_id, r.week_start).reopenedAt = String(r.at);
  for (const r of waiting) weekOf(facts, r.student_id, r.week_start).linkWaiting = true;
  return new Map([...facts].map(([id, weeks]) => [id, signoffTotals(weeks.values())]));
}
