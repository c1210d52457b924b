/**
 * The coordinator's students page and search, the hottest reads: on PostgreSQL each is one
 * statement that also checks the caller's session (`SessionCheck`, ADR 008).
 */
import { MAX_PAGE_SIZE, MIN_SEARCH_LENGTH, PAGE_SIZE, type Student, type StudentSortKey } from '@siwes/api';
import type { QueryOutput } from '@siwes/api/contract';
import type { SessionCheck } from '../auth/requestSession.ts';
import type { Deps } from '../context.ts';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { searchStudents as studentsMatching, studentsPage, toStudent } from './students.ts';

/**
 * The fields the students page may sort by, and the columns each sorts on. A supervisor sort
 * orders by the supervisor's whole name and id, so that each supervisor's students stay
 * together even when two supervisors share a last name.
 */
const SORT_COLUMNS: Record<string, readonly string[]> = {
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
} satisfies Record<StudentSortKey, readonly string[]>;

/** A page of students in the order asked for, and the cohort's size. */
export async function listStudents(
  deps: Deps,
  query: QueryOutput<'listStudents'>,
  sessionCheck: SessionCheck | undefined,
  now: Date,
): Promise<{ students: Student[]; totalStudents: number }> {
  const sortBy = query.sortBy || 'course';
  if (!Object.hasOwn(SORT_COLUMNS, sortBy)) fail(400, SERVER_MESSAGES.cannotSortBy(sortBy));
  const limit = Math.min(query.limit ?? PAGE_SIZE, MAX_PAGE_SIZE);
  const page = query.page ?? 1;
  const { rows, total } = await studentsPage(
    deps,
    {
      columns: SORT_COLUMNS[sortBy] ?? [],
      direction: query.sortOrder === 'desc' ? 'desc' : 'asc',
      limit,
      offset: (page - 1) * limit,
    },
    sessionCheck,
    now,
  );
  return { students: rows.map(toStudent), totalStudents: total };
}

/** Students whose name, matric number, email or code contains the text (3 characters or more). */
export async function searchStudents(
  deps: Deps,
  query: QueryOutput<'searchStudents'>,
  sessionCheck: SessionCheck | undefined,
  now: Date,
): Promise<Student[]> {
  const q = query.q.trim().toLowerCase();
  if (q.length < MIN_SEARCH_LENGTH) fail(400, SERVER_MESSAGES.searchTooShort);
  const rows = await studentsMatching(deps, q, sessionCheck, now);
  return rows.map(toStudent);
}
