/**
 * Students as the contract reads them ("Student as read", spec section 3): one query shape for
 * the students, one for the supervisors they name, one mapping from a row.
 */
import { sql } from 'kysely';
import type { AssignedStudent, Company, Student, StudentSortKey, WorkplaceSupervisor } from '@siwes/api';
import { MAX_SEARCH_RESULTS } from '@siwes/api/rules';
import type { SessionCheck } from '../auth/requestSession.ts';
import type { Deps } from '../context.ts';
import { STUDENTS_TOTAL } from '../db/migrations.ts';
import type { Db, StudentTable, SupervisorTable } from '../db/schema.ts';
import { likePattern, pageOnPostgres, searchOnPostgres } from './studentsPostgres.ts';

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

/** The workplace supervisor recorded (issue 24), or null when none is. */
export function workplaceSupervisorOf(r: StudentTable): WorkplaceSupervisor | null {
  const supervisor = {
    name: r.workplace_supervisor_name ?? '',
    position: r.workplace_supervisor_position ?? '',
    email: r.workplace_supervisor_email ?? '',
    phone: r.workplace_supervisor_phone ?? '',
  };
  return Object.values(supervisor).some((v) => v !== '') ? supervisor : null;
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
    workplaceSupervisor: workplaceSupervisorOf(r),
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

/**
 * The columns each sort key of the students page sorts on: the SQL of the sort rule
 * (studentOrder in @siwes/api/rules), held to it on both engines by rules.test.ts. `s.` is the
 * student's, `i.` and `d.` the inspection and defence supervisor's (a supervisor sort orders by
 * their whole name and id, so that each supervisor's students stay together).
 */
export const SORT_COLUMNS = {
  name: ['s.name'],
  firstName: ['s.first_name'],
  middleName: ['s.middle_name'],
  lastName: ['s.last_name'],
  matricNo: ['s.matric_no'],
  studentCode: ['s.student_code'],
  level: ['s.level'],
  sex: ['s.sex'],
  faculty: ['s.faculty'],
  department: ['s.department'],
  course: ['s.course'],
  email: ['s.email'],
  phone: ['s.phone'],
  company: ['s.company_name'],
  inspection_supervisor: ['i.last_name', 'i.first_name', 'i.id'],
  defense_supervisor: ['d.last_name', 'd.first_name', 'd.id'],
} as const satisfies Record<StudentSortKey, readonly string[]>;

/**
 * One page of the students page: sort columns (trusted names: `s.` a student's, `i.` and `d.`
 * the inspection and defence supervisor's), then by last name, first name and id, ascending.
 */
export interface PageQuery {
  columns: readonly string[];
  direction: 'asc' | 'desc';
  /** A whole number from 1 to MAX_PAGE_SIZE. */
  limit: number;
  offset: number;
}

type StudentsDeps = Pick<Deps, 'db' | 'engine'>;

/**
 * A page of students in order, with their supervisors, and the cohort's size. On PostgreSQL,
 * one statement with the session check (studentsPostgres.ts). On SQLite, in-process, small
 * separate statements are the fast way: the ids on the sort index (a covering scan), the rows
 * by id, the supervisors apart (a join costs more there than a lookup).
 */
export async function studentsPage(
  deps: StudentsDeps,
  query: PageQuery,
  check: SessionCheck | undefined,
  now: Date,
): Promise<{ rows: StudentRow[]; total: number }> {
  const { db } = deps;
  const bySupervisor = query.columns.some((column) => !column.startsWith('s.'));
  if (deps.engine === 'postgres') return pageOnPostgres(db, query, check, now);
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
 * The condition that a student (the table under `alias`) is found by `q` (lower case, 3
 * characters or more), on the trigram index of either engine (migration 004): on SQLite an FTS5
 * trigram phrase query, on PostgreSQL a LIKE that pg_trgm's index answers.
 */
export function foundBy(engine: Deps['engine'], q: string, alias: string) {
  const column = sql.ref(`${alias}.${engine === 'postgres' ? 'search_text' : 'id'}`);
  if (engine === 'postgres') return sql<boolean>`${column} like ${likePattern(q)} escape '\\'`;
  const phrase = `"${q.replace(/"/g, '""')}"`;
  return sql<boolean>`${column} in (select id from students_search_fts where search_text match ${phrase})`;
}

/**
 * Students whose name, matric number, email or code contains `q` (lower case, 3 characters or
 * more), by name, at most MAX_SEARCH_RESULTS. The match runs on a trigram index (migration
 * 004): on SQLite an FTS5 trigram phrase query, which matches any substring of 3 characters or
 * more, ignoring case; on PostgreSQL a LIKE that pg_trgm's index answers, in one statement with
 * the session check (studentsPostgres.ts).
 */
export async function searchStudents(
  deps: StudentsDeps,
  q: string,
  check: SessionCheck | undefined,
  now: Date,
): Promise<StudentRow[]> {
  const { db } = deps;
  if (deps.engine === 'postgres') return searchOnPostgres(db, q, MAX_SEARCH_RESULTS, check, now);
  return readStudents(
    db,
    studentRows(db)
      .where(foundBy(deps.engine, q, 's'))
      .orderBy('s.last_name')
      .orderBy('s.first_name')
      .orderBy('s.id')
      // A literal, not a parameter: SQLite sorts under a known limit twice as fast (measured:
      // 80 to 120 µs against 160 to 180 µs for "/1004").
      .limit(sql.lit(MAX_SEARCH_RESULTS)),
  );
}
