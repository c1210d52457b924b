/**
 * The students page and search on PostgreSQL: each one statement, prepared, with the session
 * check in it (a `SessionCheck`). Every statement is a round trip to another process, and each
 * cost more than its work: the page made five (session, ids, rows, supervisors, total), 1.9 ms
 * of the server's CPU a page, a fifth of it in the socket writes alone. Here the page's ids
 * come from the sort index alone, then their rows, their supervisors and the kept total join
 * them, and PostgreSQL hands the rows back as one JSON value, which parses faster than 36
 * columns a row.
 *
 * Deep pages start from remembered places (keyset paging): counting past the 4,990 students
 * before page 500 was most of the page's cost. Every STRIDE students of a sort order, the page
 * remembers the sort key of the student just before that place; a page at offset o then starts
 * after the key remembered for the stride below o and counts past fewer than STRIDE students.
 * A place holds only while the students' order has not changed: the statement compares the
 * counter that migration 009 keeps with the one the place was learnt at, in the same snapshot
 * as the page, and counts from the start when they differ. The API stays page, limit, sortBy
 * and sortOrder; places are this process's memory, learnt by the pages it serves.
 */
import { sql, type RawBuilder } from 'kysely';
import type { SessionCheck } from '../auth/requestSession.ts';
import { PREPARED } from '../db/connect.ts';
import { ORDER_VERSION_COLUMNS, STUDENTS_ORDER_VERSION, STUDENTS_TOTAL } from '../db/migrations.ts';
import type { Db, StudentTable, SupervisorTable } from '../db/schema.ts';
import type { PageQuery, StudentRow } from './students.ts';

/** Places are remembered every this many students of a sort order. */
export const STRIDE = 100;

/** The most places remembered per sort order (a cohort of 500,000); beyond, they are forgotten. */
const MAX_PLACES = 5000;

/** A sort order's remembered places: at position p, the key of the student at p - 1. */
interface Places {
  version: number;
  keys: Map<number, string[]>;
}

/** Per database (each server opens its own), per sort order ("s.name asc"). */
const placesByDb = new WeakMap<Db, Map<string, Places>>();

function placesOf(db: Db): Map<string, Places> {
  let places = placesByDb.get(db);
  if (!places) {
    places = new Map();
    placesByDb.set(db, places);
  }
  return places;
}

function remember(db: Db, order: string, version: number, at: number, key: string[] | null): void {
  const all = placesOf(db);
  let places = all.get(order);
  if (!places || places.version !== version || places.keys.size >= MAX_PLACES) {
    places = { version, keys: new Map() };
    all.set(order, places);
  }
  if (key) places.keys.set(at, key);
}

function forget(db: Db, order: string, version: number): void {
  placesOf(db).set(order, { version, keys: new Map() });
}

/** The sort column a page may remember places in, if it sorts on one the counter watches. */
function placeColumn(columns: readonly string[]): string | undefined {
  const [column, ...more] = columns;
  if (!column || more.length > 0 || !column.startsWith('s.')) return undefined;
  return ORDER_VERSION_COLUMNS.includes(column.slice(2)) ? column : undefined;
}

function onlyRow<T>(rows: T[]): T {
  if (!rows[0]) throw new Error('the students page statement answered no row');
  return rows[0];
}

interface PageAnswer {
  live: boolean;
  total: number;
  students: JsonStudent[];
}

export async function pageOnPostgres(
  db: Db,
  query: PageQuery,
  check: SessionCheck | undefined,
  now: Date,
): Promise<{ rows: StudentRow[]; total: number }> {
  const answer = await runPage(db, query, liveCondition(check, now));
  check?.found(answer.live);
  return { rows: answer.students.map(fromJson), total: Number(answer.total) };
}

async function runPage(db: Db, query: PageQuery, live: RawBuilder<boolean>): Promise<PageAnswer> {
  const order = orderBy(query.columns, query.direction);
  const limit = sql.lit(query.limit);
  const column = placeColumn(query.columns);
  const at = Math.floor(query.offset / STRIDE) * STRIDE;
  const students = studentsJson(sql`(select s.* from page join students s on s.id = page.id) s`, order);
  if (!column || at === 0) {
    const joins = query.columns.some((c) => !c.startsWith('s.')) ? joinSupervisors : sql``;
    const { rows } = await sql<PageAnswer>`${PREPARED}
      with live as (select ${live} as ok),
      page as (
        select s.id from students s ${joins}
        where (select ok from live)
        order by ${order} limit ${limit} offset ${query.offset}
      )
      select (select ok from live) as live,
        (select value from counters where name = ${STUDENTS_TOTAL}) as total,
        ${students} as students`.execute(db);
    return onlyRow(rows);
  }

  const name = `${column} ${query.direction}`;
  const places = placesOf(db).get(name);
  const key = places?.keys.get(at);
  if (places && key) {
    const [k0, k1, k2, id] = key;
    const after =
      query.direction === 'asc'
        ? sql`(${sql.ref(column)}, s.last_name, s.first_name, s.id) > (${k0}, ${k1}, ${k2}, ${id})`
        : sql`${sql.ref(column)} <= ${k0} and (${sql.ref(column)} < ${k0} or (s.last_name, s.first_name, s.id) > (${k1}, ${k2}, ${id}))`;
    // From the place while the order is as it was (fresh); else counted from the start.
    const { rows } = await sql<PageAnswer & { fresh: boolean; version: number }>`${PREPARED}
      with live as (select ${live} as ok),
      fresh as (
        select coalesce((select value from counters where name = ${STUDENTS_ORDER_VERSION}) = ${places.version}, false) as ok
      ),
      page as (
        (select s.id from students s
          where (select ok from live) and (select ok from fresh) and ${after}
          order by ${order} limit ${limit} offset ${query.offset - at})
        union all
        (select s.id from students s
          where (select ok from live) and not (select ok from fresh)
          order by ${order} limit ${limit} offset ${query.offset})
      )
      select (select ok from live) as live, (select ok from fresh) as fresh,
        (select value from counters where name = ${STUDENTS_ORDER_VERSION}) as version,
        (select value from counters where name = ${STUDENTS_TOTAL}) as total,
        ${students} as students`.execute(db);
    const answer = onlyRow(rows);
    if (answer.live && !answer.fresh) forget(db, name, Number(answer.version));
    return answer;
  }

  // Counted from the start, from the student just before the place, whose key is learnt.
  const skip = query.offset - at + 1;
  const rankedOrder = sql`r.k0 ${sql.raw(query.direction)}, r.k1, r.k2, r.id`;
  const { rows } = await sql<PageAnswer & { version: number; key: string[] | null }>`${PREPARED}
    with live as (select ${live} as ok),
    ranked as (
      select r.*, row_number() over (order by ${rankedOrder}) as n
      from (
        select s.id, ${sql.ref(column)} as k0, s.last_name as k1, s.first_name as k2 from students s
        where (select ok from live)
        order by ${order} offset ${at - 1} limit ${sql.lit(STRIDE + query.limit)}
      ) r
    ),
    page as (select id from ranked where n > ${skip} and n <= ${skip + query.limit})
    select (select ok from live) as live,
      (select value from counters where name = ${STUDENTS_ORDER_VERSION}) as version,
      (select json_build_array(k0, k1, k2, id) from ranked where n = 1) as key,
      (select value from counters where name = ${STUDENTS_TOTAL}) as total,
      ${students} as students`.execute(db);
  const answer = onlyRow(rows);
  if (answer.live) remember(db, name, Number(answer.version), at, answer.key);
  return answer;
}

/** A LIKE pattern that finds `q` anywhere in a text, its `\\`, `%` and `_` taken as themselves. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export async function searchOnPostgres(
  db: Db,
  q: string,
  limit: number,
  check: SessionCheck | undefined,
  now: Date,
): Promise<StudentRow[]> {
  const pattern = likePattern(q);
  // The pattern comes through a subquery, which the planner does not look into: it plans every
  // search alike (the trigram index, an estimate of 100 matches), so the prepared statement
  // settles on one plan instead of planning each search afresh, which cost about as much as
  // running it (the pattern's statistics were read at every plan).
  const { rows } = await sql<{ live: boolean; students: JsonStudent[] }>`${PREPARED}
    with live as (select ${liveCondition(check, now)} as ok)
    select (select ok from live) as live,
      ${studentsJson(
        sql`(select * from students s
          where (select ok from live) and s.search_text like (select ${pattern}::text) escape '\\'
          order by ${NAME_ORDER} limit ${sql.lit(limit)}) s`,
        NAME_ORDER,
      )} as students`.execute(db);
  const [answer] = rows;
  if (!answer) throw new Error('the search statement answered no row');
  check?.found(answer.live);
  return answer.students.map(fromJson);
}

/** Whether a sort column may be empty (NULL): a supervisor's, or a student's nullable one. */
function nullable(column: string): boolean {
  return !column.startsWith('s.') || !ORDER_VERSION_COLUMNS.includes(column.slice(2));
}

/**
 * The order of a students list: its sort columns, then by last name, first name and id
 * (studentOrder in @siwes/api/rules). A column that may be empty (a middle name, a company, a
 * supervisor) puts those students first going up and last going down, as on SQLite (where
 * nothing sorts before an empty value) and in the fake; PostgreSQL would put them the other way
 * round. Only those columns say so: `nulls first` on a column that is never empty would keep
 * PostgreSQL from walking its index.
 */
export function orderBy(columns: readonly string[], direction: 'asc' | 'desc'): RawBuilder<unknown> {
  const nulls = direction === 'asc' ? 'nulls first' : 'nulls last';
  const keys = columns.map((column) =>
    nullable(column)
      ? sql`${sql.ref(column)} ${sql.raw(direction)} ${sql.raw(nulls)}`
      : sql`${sql.ref(column)} ${sql.raw(direction)}`,
  );
  return sql.join([...keys, sql`s.last_name`, sql`s.first_name`, sql`s.id`]);
}

const NAME_ORDER = orderBy([], 'asc');

export const joinSupervisors = sql`left join supervisors i on i.id = s.inspection_supervisor_id
  left join supervisors d on d.id = s.defense_supervisor_id`;

/** The session check in a statement; with none left to do (checked already), true. */
function liveCondition(check: SessionCheck | undefined, now: Date): RawBuilder<boolean> {
  return check ? check.condition(now) : sql<boolean>`true`;
}

/** A student row and its supervisors as PostgreSQL's row_to_json writes them (column names as keys). */
interface JsonStudent {
  s: StudentTable;
  i: SupervisorTable | null;
  d: SupervisorTable | null;
}

/** Students of `source` (a FROM item named `s`) with their supervisors, in order, as one JSON array. */
function studentsJson(source: RawBuilder<unknown>, order: RawBuilder<unknown>) {
  return sql`(select coalesce(json_agg(json_build_object('s', s, 'i', i, 'd', d) order by ${order}), '[]')
    from ${source} ${joinSupervisors})`;
}

function fromJson({ s, i, d }: JsonStudent): StudentRow {
  return Object.assign(s, { inspectionSupervisor: i ?? undefined, defenseSupervisor: d ?? undefined });
}
