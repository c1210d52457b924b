/**
 * The coordinator's dashboard (issue 29): the whole cohort counted by aggregate statements on
 * either engine, never a student loaded into memory. What each number counts is written once in
 * @siwes/api/rules (dashboard.ts); the contract suite holds these statements to the fake, which
 * counts the same records through `cohortDashboard`.
 */
import type { CohortDashboard } from '@siwes/api';
import {
  bandsCounted,
  dashboardWeeks,
  fullName,
  gradeBandMinima,
  topWorkloads,
  weeksCounted,
} from '@siwes/api/rules';
import { sql } from 'kysely';
import type { Deps } from '../context.ts';

const one = (condition: ReturnType<typeof sql>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;

export async function getDashboard(deps: Deps, now: Date): Promise<CohortDashboard> {
  const { db } = deps;
  const totalMax = deps.config.grading.reports + deps.config.grading.inspection + deps.config.grading.defense;
  // The band's case: the highest band whose lowest total the student's total reaches. Written
  // with literals (constants of the rules), so PostgreSQL sees the same expression to group by.
  const minima = gradeBandMinima(totalMax);
  const bandCase = sql<string>`case ${sql.join(
    minima.map(({ band, min }) => sql`when score_total >= ${sql.lit(min)} then ${sql.lit(band)}`),
    sql` `,
  )} else ${sql.lit(minima.at(-1)!.band)} end`;

  const [funnel, started, bands, inspecting, defending, supervisors] = await Promise.all([
    db
      .selectFrom('students')
      .select([
        (eb) => eb.fn.countAll<number>().as('registered'),
        one(sql`trim(coalesce(company_name, '')) <> ''`).as('placed'),
        one(sql`inspection_supervisor_id is not null and defense_supervisor_id is not null`).as('both'),
        one(sql`score_inspection is not null and score_defense is not null`).as('graded'),
        one(sql`score_total is not null`).as('collated'),
        (eb) => eb.fn.min('company_resumption').as('firstResumption'),
        (eb) => eb.fn.max('company_end').as('lastEnd'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('weekly_reports')
      .where('days_reported', '>', 0)
      .select(sql<number>`count(distinct student_id)`.as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('students')
      .where('score_total', 'is not', null)
      .select([bandCase.as('band'), (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(bandCase)
      .execute(),
    db
      .selectFrom('students')
      .where('inspection_supervisor_id', 'is not', null)
      .select([
        'inspection_supervisor_id as id',
        (eb) => eb.fn.countAll<number>().as('students'),
        one(sql`score_inspection is null`).as('notGraded'),
      ])
      .groupBy('inspection_supervisor_id')
      .execute(),
    db
      .selectFrom('students')
      .where('defense_supervisor_id', 'is not', null)
      .select([
        'defense_supervisor_id as id',
        (eb) => eb.fn.countAll<number>().as('students'),
        one(sql`score_defense is null`).as('notGraded'),
        // Students on both of this supervisor's lists, counted once in `students`.
        one(sql`inspection_supervisor_id = defense_supervisor_id`).as('onBoth'),
      ])
      .groupBy('defense_supervisor_id')
      .execute(),
    db.selectFrom('supervisors').select(['id', 'first_name', 'last_name']).execute(),
  ]);

  const weeks = dashboardWeeks(funnel.firstResumption as string | null, funnel.lastEnd as string | null, now);
  const weekRows =
    weeks.length === 0
      ? []
      : await db
          .selectFrom('weekly_reports')
          .where('week_start', '>=', weeks[0]!)
          .where('week_start', '<=', weeks.at(-1)!)
          .select([
            'week_start',
            one(sql`days_reported > 0`).as('written'),
            one(sql`coalesce(locked, 0) = 1`).as('signed'),
          ])
          .groupBy('week_start')
          .execute();

  const load = new Map<string, { students: number; notGraded: number }>();
  for (const r of [...inspecting, ...defending]) {
    const was = load.get(r.id!) ?? { students: 0, notGraded: 0 };
    const onBoth = 'onBoth' in r ? Number(r.onBoth) : 0;
    load.set(r.id!, {
      students: was.students + Number(r.students) - onBoth,
      notGraded: was.notGraded + Number(r.notGraded),
    });
  }
  return {
    funnel: {
      registered: Number(funnel.registered),
      placed: Number(funnel.placed ?? 0),
      withBothSupervisors: Number(funnel.both ?? 0),
      reportsStarted: Number(started.n),
      graded: Number(funnel.graded ?? 0),
      collated: Number(funnel.collated ?? 0),
    },
    weeks: weeksCounted(
      weeks,
      new Map(weekRows.map((r) => [r.week_start, { written: Number(r.written), signed: Number(r.signed) }])),
    ),
    grades: bandsCounted(new Map(bands.map((r) => [String(r.band), Number(r.n)]))),
    supervisors: topWorkloads(
      supervisors.map((s) => ({
        id: s.id,
        name: fullName({ firstName: s.first_name, lastName: s.last_name }),
        students: 0,
        notGraded: 0,
        ...load.get(s.id),
      })),
    ),
    totalSupervisors: supervisors.length,
  };
}
