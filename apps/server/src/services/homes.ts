/**
 * Each role's home (issue 29, points 3 and 4): one statement over the caller's own students,
 * grouped by student. What each number counts, and who needs a supervisor next, is written once
 * in @siwes/api/rules (homes.ts); the contract suite holds this SQL to the fake, which tallies
 * its records with the same rules.
 */
import type { SupervisorHome } from '@siwes/api';
import { fullName, reportWeek, supervisorHome } from '@siwes/api/rules';
import { sql } from 'kysely';
import type { Deps } from '../context.ts';

/** What the home reads of each student, and groups their weeks by. */
const STUDENT_COLUMNS = [
  's.id',
  's.first_name',
  's.last_name',
  's.matric_no',
  's.student_code',
  's.inspection_supervisor_id',
  's.defense_supervisor_id',
  's.score_inspection',
  's.score_defense',
] as const;

const one = (condition: ReturnType<typeof sql>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;

/** The supervisor's home: their students (either list, read through its index), their weeks tallied. */
export async function supervisorGetDashboard(
  deps: Deps,
  supervisorId: string,
  now: Date,
): Promise<SupervisorHome> {
  const thisWeek = reportWeek(now).weekStart;
  const rows = await deps.db
    .selectFrom('students as s')
    .leftJoin('weekly_reports as w', 'w.student_id', 's.id')
    .where((eb) =>
      eb.or([
        eb('s.inspection_supervisor_id', '=', supervisorId),
        eb('s.defense_supervisor_id', '=', supervisorId),
      ]),
    )
    .select([
      ...STUDENT_COLUMNS,
      one(sql`w.days_reported > 0`).as('written'),
      one(sql`coalesce(w.locked, 0) = 1`).as('signed'),
      one(sql`w.days_reported > 0 and coalesce(w.locked, 0) = 0 and w.week_start < ${thisWeek}`).as(
        'unsigned',
      ),
      sql<string | null>`max(case when w.days_reported > 0 then w.week_start end)`.as('lastWeek'),
    ])
    .groupBy([...STUDENT_COLUMNS])
    .execute();
  const score = (n: number | string | null) => (n === null ? null : Number(n));
  return supervisorHome(
    rows.map((r) => ({
      id: r.id,
      name: fullName({ firstName: r.first_name, lastName: r.last_name }),
      matricNo: r.matric_no,
      studentCode: r.student_code,
      onInspection: r.inspection_supervisor_id === supervisorId,
      onDefense: r.defense_supervisor_id === supervisorId,
      inspectionScore: score(r.score_inspection),
      defenseScore: score(r.score_defense),
      weeksWritten: Number(r.written ?? 0),
      weeksSigned: Number(r.signed ?? 0),
      weeksUnsigned: Number(r.unsigned ?? 0),
      lastWeekWritten: r.lastWeek ?? null,
    })),
  );
}
