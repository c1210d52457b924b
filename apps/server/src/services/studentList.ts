/**
 * The coordinator's students page and search, the hottest reads: on PostgreSQL each is one
 * statement that also checks the caller's session (`SessionCheck`, ADR 008).
 */
import type { Student } from '@siwes/api';
import type { QueryOutput } from '@siwes/api/contract';
import { hasStudentFilters, pageWindow, searchTerm, studentSort } from '@siwes/api/rules';
import type { SessionCheck } from '../auth/requestSession.ts';
import type { Deps } from '../context.ts';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { filteredStudentsPage } from './studentFilters.ts';
import { searchStudents as studentsMatching, SORT_COLUMNS, studentsPage, toStudent } from './students.ts';

/** A page of students in the order asked for, and the cohort's size (or the filtered students' number). */
export async function listStudents(
  deps: Deps,
  query: QueryOutput<'listStudents'>,
  sessionCheck: SessionCheck | undefined,
  now: Date,
): Promise<{ students: Student[]; totalStudents: number }> {
  const sort = studentSort(query);
  if ('refused' in sort) fail(400, sort.refused);
  const page = { columns: SORT_COLUMNS[sort.sortBy], direction: sort.direction, ...pageWindow(query) };
  // The assignment tables' filters (issue 34); the plain page stays the fast path (ADR 008).
  const { rows, total } = hasStudentFilters(query)
    ? await filteredStudentsPage(deps, page, query)
    : await studentsPage(deps, page, sessionCheck, now);
  return { students: rows.map(toStudent), totalStudents: total };
}

/** Students whose name, matric number, email or code contains the text (3 characters or more). */
export async function searchStudents(
  deps: Deps,
  query: QueryOutput<'searchStudents'>,
  sessionCheck: SessionCheck | undefined,
  now: Date,
): Promise<Student[]> {
  const q = searchTerm(query.q);
  if (q === undefined) fail(400, SERVER_MESSAGES.searchTooShort);
  const rows = await studentsMatching(deps, q, sessionCheck, now);
  return rows.map(toStudent);
}
