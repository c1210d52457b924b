/**
 * Students as the contract reads them ("Student as read", spec section 3): one query shape for
 * the students, one for the supervisors they name, one mapping from a row.
 */
import { sql, type RawBuilder } from 'kysely';
import type { AssignedStudent, Company, Student } from '@siwes/api';
import type { SessionCheck } from '../auth/requestSession.ts';
import type { Deps } from '../context.ts';
import { PREPARED } from '../db/connect.ts';
import { STUDENTS_TOTAL } from '../db/migrations.ts';
import type { Db, StudentTable, SupervisorTable } from '../db/schema.ts';

/**
 * Students' own columns; callers add their conditions and order, and `readStudents` runs the
 * query and attaches the supervisors. The supervisors are not joined: on SQLite a join costs
 * several microseconds for every column of every student read through the id index (measured:
 * one student with both supervisors joined took 115 µs, against 10 µs alone), and the few
 * supervisors a page names come back in one small query.
 */
export function studentRows(db: Db) {
  return db.selectFrom('students as s').selectAll('s');
}

export type StudentRow = StudentTable & {
  inspectionSupervisor: SupervisorTable | undefined;
  defenseSupervisor: SupervisorTable | undefined;
};

/** Above this many distinct supervisors, all of them are read rather than listed by id. */
const SUPERVISORS_BY_ID = 500;

/** Attaches each student's inspection and defense supervisors (one query for all of them). */
export async function withSupervisors(db: Db, rows: StudentTable[]): Promise<StudentRow[]> {
  const ids = new Set<string>();
  for (const r of rows) {
    if (r.inspection_supervisor_id) ids.add(r.inspection_supervisor_id);
    if (r.defense_supervisor_id) ids.add(r.defense_supervisor_id);
  }
  const supervisors =
    ids.size === 0
      ? []
      : ids.size > SUPERVISORS_BY_ID
        ? await db.selectFrom('supervisors').selectAll().execute()
        : await db
            .selectFrom('supervisors')
            .selectAll()
            .where('id', 'in', [...ids])
            .execute();
  const byId = new Map(supervisors.map((s) => [s.id, s]));
  return rows.map((r) =>
    Object.assign(r, {
      inspectionSupervisor: r.inspection_supervisor_id ? byId.get(r.inspection_supervisor_id) : undefined,
      defenseSupervisor: r.defense_supervisor_id ? byId.get(r.defense_supervisor_id) : undefined,
    }),
  );
}

/** Runs a `studentRows` query and attaches the supervisors. */
export async function readStudents(
  db: Db,
  query: { execute(): Promise<StudentTable[]> },
): Promise<StudentRow[]> {
  return withSupervisors(db, await query.execute());
}

export function fullName(parts: { first_name: string; middle_name: string | null; last_name: string }) {
  return [parts.first_name, parts.middle_name, parts.last_name].filter(Boolean).join(' ');
}

export function searchText(parts: {
  name: string;
  matric_no: string;
  email: string;
  student_code: string;
}): string {
  return [parts.name, parts.matric_no, parts.email, parts.student_code].join('\u0001').toLowerCase();
}

export function companyOf(r: StudentTable): Company | null {
  if (r.company_name === null) return null;
  const company: Company = {
    name: r.company_name,
    email: r.company_email ?? '',
    phone: r.company_phone ?? '',
    address: r.company_address ?? '',
    state: r.company_state ?? '',
    LGA: r.company_lga ?? '',
    assignedDepartment: r.company_department ?? '',
    jobDescription: r.company_job ?? '',
    resumptionDate: r.company_resumption ?? '',
    expectedEndDate: r.company_end ?? '',
  };
  if (r.company_street !== null) company.street = r.company_street;
  return company;
}

export function toStudent(r: StudentRow): Student {
  const student: Student = {
    _id: r.id,
    studentCode: r.student_code,
    firstName: r.first_name,
    lastName: r.last_name,
    name: r.name,
    matricNo: r.matric_no,
    level: r.level as Student['level'],
    sex: r.sex as Student['sex'],
    faculty: r.faculty,
    department: r.department,
    course: r.course,
    email: r.email,
    phone: r.phone,
    company: companyOf(r),
    inspection_supervisor: r.inspectionSupervisor
      ? {
          _id: r.inspectionSupervisor.id,
          firstName: r.inspectionSupervisor.first_name,
          lastName: r.inspectionSupervisor.last_name,
          phone: r.inspectionSupervisor.phone,
          email: r.inspectionSupervisor.email,
          assignedDate: r.inspection_date,
        }
      : null,
    defense_supervisor: r.defenseSupervisor
      ? {
          _id: r.defenseSupervisor.id,
          firstName: r.defenseSupervisor.first_name,
          lastName: r.defenseSupervisor.last_name,
          phone: r.defenseSupervisor.phone,
          email: r.defenseSupervisor.email,
          office: r.defenseSupervisor.office,
          assignedDate: r.defense_date,
        }
      : null,
    assignedSupervisorInfo: r.inspectionSupervisor
      ? { firstName: r.inspectionSupervisor.first_name, lastName: r.inspectionSupervisor.last_name }
      : null,
    bankDetails: {
      ...(r.bank_name !== null && { name: r.bank_name }),
      ...(r.bank_account !== null && { accountNumber: r.bank_account }),
      ...(r.bank_sort_code !== null && { sortCode: r.bank_sort_code }),
    },
    grade: {
      weeklyReportsScore: r.score_reports_given ?? r.score_reports_collated ?? null,
      inspectionScore: r.score_inspection,
      defenseScore: r.score_defense,
      total: r.score_total,
    },
  };
  if (r.middle_name !== null && r.middle_name !== '') student.middleName = r.middle_name;
  return student;
}

export function toAssignedStudent(r: StudentTable, list: 'inspection' | 'defense'): AssignedStudent {
  return {
    _id: r.id,
    studentDetails: {
      name: r.name,
      phone: r.phone,
      email: r.email,
      studentCode: r.student_code,
      _id: r.id,
      matricNo: r.matric_no,
      course: r.course,
    },
    companyDetails:
      r.company_name !== null
        ? { name: r.company_name, address: r.company_address ?? '', state: r.company_state ?? '' }
        : null,
    assignedDate: list === 'inspection' ? r.inspection_date : r.defense_date,
    grade: { inspectionScore: r.score_inspection, defenseScore: r.score_defense },
  };
}

/**
 * A student by `_id` or student code: by id first, then by code (one `or` of the two took ten
 * times as long on SQLite, which answers it from two indexes).
 */
export async function findStudentRow(db: Db, idOrCode: string): Promise<StudentRow | undefined> {
  const row =
    (await studentRows(db).where('s.id', '=', idOrCode).executeTakeFirst()) ??
    (await studentRows(db).where('s.student_code', '=', idOrCode).executeTakeFirst());
  return row ? (await withSupervisors(db, [row]))[0] : undefined;
}

/** One page of the students page: sort columns (trusted names, `s.`, `i.` or `d.`), then the tie-breakers. */
export interface PageQuery {
  columns: readonly string[];
  direction: 'asc' | 'desc';
  /** A whole number from 1 to MAX_PAGE_SIZE. */
  limit: number;
  offset: number;
}

/** The most students a search answers with. */
export const MAX_SEARCH_RESULTS = 100;

type StudentsDeps = Pick<Deps, 'db' | 'engine'>;

/**
 * A page of students in order, with their supervisors, and the cohort's size.
 *
 * On PostgreSQL this is one statement, the session check included (`check`): every statement
 * is a round trip to another process, and each cost more than its work (measured: five round
 * trips, 1.9 ms of the server's CPU a page, a fifth of it in the socket writes alone). The page's
 * ids come from the sort index alone (an index-only scan past the offset), then their rows,
 * supervisors and the kept total join them, and PostgreSQL hands the rows back as one JSON
 * value, which parses faster than 36 columns a row.
 *
 * On SQLite, in-process, small separate statements are the fast way: the ids on the sort
 * index, the rows by id, the supervisors apart (a join costs more there than a lookup).
 */
export async function studentsPage(
  deps: StudentsDeps,
  query: PageQuery,
  check: SessionCheck | undefined,
  now: Date,
): Promise<{ rows: StudentRow[]; total: number }> {
  const { db } = deps;
  const order = orderBy(query.columns, query.direction);
  const bySupervisor = query.columns.some((column) => !column.startsWith('s.'));
  if (deps.engine === 'postgres') {
    const supervisorJoins = bySupervisor ? sql`${joinSupervisors}` : sql``;
    const { rows } = await sql<{ live: boolean; total: number; students: JsonStudent[] }>`${PREPARED}
      with live as (select ${liveCondition(check, now)} as ok),
      page as (
        select s.id from students s ${supervisorJoins}
        where (select ok from live)
        order by ${order} limit ${sql.lit(query.limit)} offset ${query.offset}
      )
      select (select ok from live) as live,
        (select value from counters where name = ${STUDENTS_TOTAL}) as total,
        ${studentsJson(sql`(select s.* from page join students s on s.id = page.id) s`, order)} as students`.execute(
      db,
    );
    const [answer] = rows;
    if (!answer) throw new Error('the students page statement answered no row');
    check?.found(answer.live);
    return { rows: answer.students.map(fromJson), total: Number(answer.total) };
  }
  let idsQuery = bySupervisor
    ? db
        .selectFrom('students as s')
        .leftJoin('supervisors as i', 'i.id', 's.inspection_supervisor_id')
        .leftJoin('supervisors as d', 'd.id', 's.defense_supervisor_id')
        .select('s.id')
    : db.selectFrom('students as s').select('s.id');
  for (const column of query.columns) idsQuery = idsQuery.orderBy(sql.ref(column), query.direction);
  const ids = (
    await idsQuery
      .orderBy('s.last_name')
      .orderBy('s.first_name')
      .orderBy('s.id')
      .limit(query.limit)
      .offset(query.offset)
      .execute()
  ).map((r) => r.id);
  const found = ids.length === 0 ? [] : await readStudents(db, studentRows(db).where('s.id', 'in', ids));
  // Put in the ids' order here: cheaper than sorting whole rows again.
  const position = new Map(ids.map((id, index) => [id, index]));
  const rows = found.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  const total = await db
    .selectFrom('counters')
    .select('value')
    .where('name', '=', STUDENTS_TOTAL)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.value) };
}

/**
 * Students whose name, matric number, email or code contains `q` (lower case, 3 characters or
 * more), by name, at most MAX_SEARCH_RESULTS. The match runs on a trigram index (migration
 * 004): on SQLite an FTS5 trigram phrase query, which matches any substring of 3 characters or
 * more, ignoring case; on PostgreSQL a LIKE that pg_trgm's index answers, in one statement with
 * the session check and the supervisors, as the students page.
 */
export async function searchStudents(
  deps: StudentsDeps,
  q: string,
  check: SessionCheck | undefined,
  now: Date,
): Promise<StudentRow[]> {
  const { db } = deps;
  if (deps.engine === 'postgres') {
    const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
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
            order by ${NAME_ORDER} limit ${sql.lit(MAX_SEARCH_RESULTS)}) s`,
          NAME_ORDER,
        )} as students`.execute(db);
    const [answer] = rows;
    if (!answer) throw new Error('the search statement answered no row');
    check?.found(answer.live);
    return answer.students.map(fromJson);
  }
  const phrase = `"${q.replace(/"/g, '""')}"`;
  return readStudents(
    db,
    studentRows(db)
      .where(sql<boolean>`s.id in (select id from students_search_fts where search_text match ${phrase})`)
      .orderBy('s.last_name')
      .orderBy('s.first_name')
      .orderBy('s.id')
      // A literal, not a parameter: SQLite sorts under a known limit twice as fast (measured:
      // 80 to 120 µs against 160 to 180 µs for "/1004").
      .limit(sql.lit(MAX_SEARCH_RESULTS)),
  );
}

/** The order of a students list: its sort columns, then by last name, first name and id. */
function orderBy(columns: readonly string[], direction: 'asc' | 'desc'): RawBuilder<unknown> {
  const keys = columns.map((column) => sql`${sql.ref(column)} ${sql.raw(direction)}`);
  return sql.join([...keys, sql`s.last_name`, sql`s.first_name`, sql`s.id`]);
}

const NAME_ORDER = orderBy([], 'asc');

const joinSupervisors = sql`left join supervisors i on i.id = s.inspection_supervisor_id
  left join supervisors d on d.id = s.defense_supervisor_id`;

/** The session check in a statement; with none left to do (checked already), true. */
function liveCondition(check: SessionCheck | undefined, now: Date) {
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
