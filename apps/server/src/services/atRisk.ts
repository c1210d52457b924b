/**
 * The students at risk (issue 29, point 2): found by one statement on either engine, the cohort's
 * weekly reports aggregated per student in SQL, never every student loaded into memory. The rules
 * and their thresholds are written once in @siwes/api/rules (atRisk.ts): the statement's
 * conditions are those of `atRiskReasons`, measured from the same `atRiskCutoffs`; the words of
 * each reason come from `atRiskReasons` for the page's students alone. The contract suite holds
 * the statement to the fake, which hands its records to `atRiskReasons`, on SQLite and PostgreSQL.
 */
import type { AtRiskStudent, StudentsAtRiskPage } from '@siwes/api';
import {
  AT_RISK_CSV_HEADER,
  atRiskCsvRow,
  atRiskCutoffs,
  atRiskReasons,
  pageWindow,
  searchTerm,
  type AtRiskCutoffs,
  type AtRiskReason,
} from '@siwes/api/rules';
import { toCsv } from '@siwes/api';
import type { QueryOutput } from '@siwes/api/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Deps } from '../context.ts';
import { refuseField } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { foundBy } from './students.ts';

const NEVER = sql<boolean>`1 = 0`;
const DAY = /^\d{4}-\d{2}-\d{2}/;

/** A stored date's day (its first 10 characters: days are stored `YYYY-MM-DD`). */
const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/**
 * The day `percent` of the way through a student's period (rules `visitDueDay`): the resumption
 * day plus the whole days of the period times the per cent, truncated.
 */
function visitDue(engine: Deps['engine'], percent: number): RawBuilder<string> {
  const [from, to] = [dayOf('s.company_resumption'), dayOf('s.company_end')];
  const p = sql.lit(percent);
  if (engine === 'postgres') {
    // A bad or empty date would make PostgreSQL's cast fail: only well-formed days are read.
    const pattern = sql.lit('^\\d{4}-\\d{2}-\\d{2}$');
    return sql<string>`case when ${from} ~ ${pattern} and ${to} ~ ${pattern} then to_char(${from}::date + trunc((${to}::date - ${from}::date) * ${p} / 100.0)::int, 'YYYY-MM-DD') end`;
  }
  return sql<string>`date(julianday(${from}) + cast(round(julianday(${to}) - julianday(${from})) * ${p} / 100 as integer))`;
}

/** Each reason's condition on a row of `s` (students), `w` (last written week) and `u` (old unsigned weeks). */
function conditions(engine: Deps['engine'], c: AtRiskCutoffs): Record<AtRiskReason, RawBuilder<boolean>> {
  const t = c.thresholds;
  const resumption = dayOf('s.company_resumption');
  const end = dayOf('s.company_end');
  const placed = sql`trim(coalesce(s.company_name, '')) <> ''`;
  return {
    noEntry:
      c.resumedBy === null
        ? NEVER
        : sql<boolean>`(${resumption} <> '' and (s.company_end is null or ${end} = '' or ${end} >= ${c.today})
            and ((w.last_written is null and ${resumption} <= ${c.resumedBy})
              or w.last_written <= ${c.lastWrittenBy}))`,
    noPlacement: c.placementDue ? sql<boolean>`not (${placed})` : NEVER,
    noVisit:
      t.visitByPercent === null
        ? NEVER
        : sql<boolean>`(s.score_inspection is null and ${visitDue(engine, t.visitByPercent)} <= ${c.today})`,
    unsigned: c.unsignedBy === null ? NEVER : sql<boolean>`u.student_id is not null`,
    gradesMissing:
      c.defenceBy === null
        ? NEVER
        : sql<boolean>`(s.defense_date is not null and s.defense_date <= ${c.defenceBy}
            and (s.score_inspection is null or s.score_defense is null))`,
  };
}

/** The students at risk as a query (`reason`: for that reason alone; `term`: those a search finds). */
async function atRiskQuery(deps: Deps, now: Date, reason?: AtRiskReason, term?: string) {
  const { db, engine } = deps;
  const first = await db
    .selectFrom('students')
    .select((eb) => eb.fn.min('company_resumption').as('start'))
    .where('company_resumption', 'is not', null)
    .where('company_resumption', '<>', '')
    .executeTakeFirst();
  const cutoffs = atRiskCutoffs(now, deps.config.atRisk, (first?.start as string | null) ?? null);
  const when = conditions(engine, cutoffs);
  const written = db
    .selectFrom('weekly_reports')
    .where('days_reported', '>', 0)
    .select(['student_id', (eb) => eb.fn.max('week_start').as('last_written')])
    .groupBy('student_id');
  const unsigned = db
    .selectFrom('weekly_reports')
    .where('days_reported', '>', 0)
    .where(sql<boolean>`coalesce(locked, 0) = 0`)
    .where('week_start', '<=', cutoffs.unsignedBy ?? '')
    .select([
      'student_id',
      (eb) => eb.fn.countAll<number>().as('unsigned_count'),
      (eb) => eb.fn.min('week_start').as('oldest_unsigned'),
    ])
    .groupBy('student_id');
  let query = db
    .selectFrom('students as s')
    .leftJoin(written.as('w'), 'w.student_id', 's.id')
    .leftJoin(unsigned.as('u'), 'u.student_id', 's.id')
    .where(reason === undefined ? sql<boolean>`(${sql.join(Object.values(when), sql` or `)})` : when[reason]);
  if (term !== undefined) query = query.where(foundBy(engine, term, 's'));
  return { query, cutoffs };
}

async function rowsAtRisk(
  deps: Deps,
  now: Date,
  page: { offset: number; limit: number } | undefined,
  reason?: AtRiskReason,
  term?: string,
): Promise<{ rows: AtRiskStudent[]; query: Awaited<ReturnType<typeof atRiskQuery>>['query'] }> {
  const { query, cutoffs } = await atRiskQuery(deps, now, reason, term);
  let listed = query
    .select([
      's.id',
      's.student_code',
      's.name',
      's.matric_no',
      's.course',
      's.email',
      's.phone',
      's.company_name',
      's.company_resumption',
      's.company_end',
      's.score_inspection',
      's.score_defense',
      's.defense_date',
      'w.last_written',
      'u.unsigned_count',
      'u.oldest_unsigned',
    ])
    .orderBy('s.last_name')
    .orderBy('s.first_name')
    .orderBy('s.id');
  if (page) listed = listed.limit(page.limit).offset(page.offset);
  const found = await listed.execute();
  const rows = found.map((r) => ({
    _id: r.id,
    studentCode: r.student_code,
    name: r.name,
    matricNo: r.matric_no,
    course: r.course,
    email: r.email,
    phone: r.phone,
    reasons: atRiskReasons(
      {
        companyName: r.company_name,
        resumptionDate: DAY.test(r.company_resumption ?? '') ? r.company_resumption : null,
        expectedEndDate: DAY.test(r.company_end ?? '') ? r.company_end : null,
        inspectionScore: r.score_inspection,
        defenseScore: r.score_defense,
        defenseDate: r.defense_date,
        lastWrittenWeek: r.last_written as string | null,
        unsigned:
          r.oldest_unsigned === null || r.oldest_unsigned === undefined
            ? null
            : { count: Number(r.unsigned_count), oldest: r.oldest_unsigned as string },
      },
      cutoffs,
    ),
  }));
  return { rows, query };
}

/** A page of the students at risk, by name, and how many the query finds. */
export async function getStudentsAtRisk(
  deps: Deps,
  query: QueryOutput<'getStudentsAtRisk'>,
  now: Date,
): Promise<StudentsAtRiskPage> {
  const term = query.q === undefined ? undefined : searchTerm(query.q);
  if (query.q !== undefined && term === undefined) refuseField('q', SERVER_MESSAGES.searchTooShort);
  const { rows, query: found } = await rowsAtRisk(deps, now, pageWindow(query), query.reason, term);
  const count = await found.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { data: rows, totalStudents: Number(count.n) };
}

/** Every student at risk with their reasons, by name (students_at_risk.csv). */
export async function downloadStudentsAtRisk(deps: Deps, now: Date): Promise<string> {
  const { rows } = await rowsAtRisk(deps, now, undefined);
  return toCsv(AT_RISK_CSV_HEADER, rows.map(atRiskCsvRow));
}
