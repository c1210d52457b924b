/**
 * The coordinator's search: a case-insensitive "contains" over a student's name, matric number,
 * email and student code. The server keeps each student's search text in a column with a
 * trigram index (SQLite FTS5, PostgreSQL pg_trgm); the fake matches the same text here.
 */
import { MIN_SEARCH_LENGTH } from '../constants.ts';
import type { Student } from '../contract/entities.ts';
import { compareByName } from './order.ts';

/** The most students a search answers with. */
export const MAX_SEARCH_RESULTS = 100;

/** Between the fields of the search text: a character no name, email or code holds. */
const FIELD_SEPARATOR = '\u0001';

/**
 * The term a search looks for: the query trimmed, in lower case; undefined when it is shorter
 * than MIN_SEARCH_LENGTH characters, counted as code points (as the trigram index counts them:
 * an emoji and a letter are two, not three).
 */
export function searchTerm(query: string): string | undefined {
  const term = query.trim().toLowerCase();
  return [...term].length < MIN_SEARCH_LENGTH ? undefined : term;
}

/** The text a student is found by: name, matric number, email and code, in lower case. */
export function searchText(student: Pick<Student, 'name' | 'matricNo' | 'email' | 'studentCode'>): string {
  return [student.name, student.matricNo, student.email, student.studentCode]
    .join(FIELD_SEPARATOR)
    .toLowerCase();
}

/** Whether a student is found by a term (from searchTerm). */
export function matchesSearch(student: Student, term: string): boolean {
  return searchText(student).includes(term);
}

/** A search's answer: the students found, by name, at most MAX_SEARCH_RESULTS. */
export function searchStudents(students: readonly Student[], term: string): Student[] {
  return students
    .filter((student) => matchesSearch(student, term))
    .sort(compareByName)
    .slice(0, MAX_SEARCH_RESULTS);
}
