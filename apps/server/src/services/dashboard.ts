/**
 * The coordinator's dashboard (issue 29): the whole cohort counted by aggregate statements on
 * either engine, never a student loaded into memory. What each number counts is written once in
 * @siwes/api/rules (dashboard.ts); the contract suite holds these statements to the fake, which
 * counts the same records through `cohortDashboard`.
 *
 * Fast on 20,000 students (point 5, docs/benchmarks.md): one pass over `students`, grouped by
 * both supervisors and the grade band, answers the funnel's supervisors and grades, the bands and
 * the workloads; every statement reads an index of migration 019 only; and the answer is shared
 * by every coordinator's request for a few seconds (dashboardCache.ts).
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
import { sharedDashboard } from './dashboardCache.ts';

/** Lets the requests that arrived meanwhile run before the next statement. */
const otherRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

const one = (condition: ReturnType<typeof sql>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;

/** The cohort's dashboard: the one kept for every coordinator, or counted afresh. */
export function getDashboard(deps: Deps, now: Date): Promise<CohortDashboard> {
  return sharedDashboard(deps, now, () => countDashboard(deps, now));
}

/** The cohort counted now: five statements, one after another (the weeks' need the period's). */
export async function countDashboard(deps: Deps, now: Date): Promise<CohortDashboard> {
  const { db } = deps;
  const totalMax = deps.config.grading.reports + deps.config.grading.inspection + deps.config.grading.defense;
  // The band's case: the highest band whose lowest total the student's total reaches, none
  // while not collated. Written with literals (constants of the rules), so PostgreSQL sees the
  // same expression to group by.
  const minima = gradeBandMinima(totalMax);
  const bandCase = sql<string | null>`case when score_total is null then null ${sql.join(
    minima.map(({ band, min }) => sql`when score_total >= ${sql.lit(min)} then ${sql.lit(band)}`),
    sql` `,
  )} else ${sql.lit(minima.at(-1)!.band)} end`;

  // One statement at a time, letting the requests waiting meanwhile be answered between them:
  // on SQLite each statement holds the server's thread while it runs.
  // One row per pair of supervisors (or none) and band: at most (supervisors + 1)² × bands rows,
  // read from `students_dashboard` alone.
  const groups = await db
    .selectFrom('students')
    .select([
      'inspection_supervisor_id as inspector',
      'defense_supervisor_id as defender',
      bandCase.as('band'),
      (eb) => eb.fn.countAll<number>().as('n'),
      one(sql`score_inspection is null`).as('notInspected'),
      one(sql`score_defense is null`).as('notDefended'),
      one(sql`score_inspection is not null and score_defense is not null`).as('graded'),
    ])
    .groupBy(['inspection_supervisor_id', 'defense_supervisor_id', bandCase])
    .execute();
  await otherRequests();
  // The placed from the company's sort index; the period's ends from one entry of each index.
  const period = await db
    .selectFrom('students')
    .where(sql<boolean>`trim(coalesce(company_name, '')) <> ''`)
    .select([
      (eb) => eb.fn.countAll<number>().as('placed'),
      sql<string | null>`(select min(company_resumption) from students)`.as('firstResumption'),
      sql<string | null>`(select max(company_end) from students)`.as('lastEnd'),
    ])
    .executeTakeFirstOrThrow();
  await otherRequests();
  // The students with a week written: one entry each of the partial index per such week.
  const started = await db
    .selectFrom((qb) =>
      qb
        .selectFrom('weekly_reports')
        .where('days_reported', '>', 0)
        .select('student_id')
        .groupBy('student_id')
        .as('w'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  await otherRequests();
  const supervisors = await db.selectFrom('supervisors').select(['id', 'first_name', 'last_name']).execute();
  await otherRequests();

  const weeks = dashboardWeeks(period.firstResumption, period.lastEnd, now);
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

  const funnel = { registered: 0, withBothSupervisors: 0, graded: 0, collated: 0 };
  const bands = new Map<string, number>();
  const load = new Map<string, { students: number; notGraded: number }>();
  const add = (id: string, students: number, notGraded: number) => {
    const was = load.get(id) ?? { students: 0, notGraded: 0 };
    load.set(id, { students: was.students + students, notGraded: was.notGraded + notGraded });
  };
  for (const g of groups) {
    const n = Number(g.n);
    funnel.registered += n;
    if (g.inspector !== null && g.defender !== null) funnel.withBothSupervisors += n;
    funnel.graded += Number(g.graded);
    if (g.band !== null) {
      funnel.collated += n;
      bands.set(g.band, (bands.get(g.band) ?? 0) + n);
    }
    if (g.inspector !== null) add(g.inspector, n, Number(g.notInspected));
    // A student on both of one supervisor's lists counts once among their students.
    if (g.defender !== null) add(g.defender, g.defender === g.inspector ? 0 : n, Number(g.notDefended));
  }
  return {
    funnel: {
      registered: funnel.registered,
      placed: Number(period.placed),
      withBothSupervisors: funnel.withBothSupervisors,
      reportsStarted: Number(started.n),
      graded: funnel.graded,
      collated: funnel.collated,
    },
    weeks: weeksCounted(
      weeks,
      new Map(weekRows.map((r) => [r.week_start, { written: Number(r.written), signed: Number(r.signed) }])),
    ),
    grades: bandsCounted(bands),
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
