import {
  MESSAGES,
  STUDENT_SORT_KEYS,
  SUPERVISOR_GRADE_TYPES,
  type Student,
  type SupervisorGradeType,
} from '@siwes/api';
import { useServices } from '../services/services.tsx';
import { usePagedList, type PagedList } from './usePagedList.ts';

/**
 * What a student is sorted by under each of `listStudents`' sort keys, as the server sorts them,
 * for the search results the browser sorts: a supervisor by last name, then first name.
 */
export function studentSortValue(student: Student, key: string): unknown {
  if (key === 'inspection_supervisor' || key === 'defense_supervisor') {
    const supervisor = student[key];
    return supervisor ? `${supervisor.lastName} ${supervisor.firstName}` : null;
  }
  if (key === 'company') return student.company?.name;
  return (student as unknown as Record<string, unknown>)[key];
}

/** `listStudents`' filters (issue 34), as the address and the machine name them. */
export const STUDENT_FILTER_KEYS = ['unassigned', 'state', 'company', 'course'] as const;

type StudentFilters = Partial<Record<(typeof STUDENT_FILTER_KEYS)[number], string>> & {
  unassigned?: SupervisorGradeType;
};

export interface StudentListOptions {
  /** Takes `listStudents`' filters (the assignment tables, issue 34). */
  filters?: boolean;
  /** The page sizes the coordinator may choose (`ASSIGN_PAGE_SIZES`); 10 alone by default. */
  pageSizes?: readonly number[];
}

/**
 * The coordinator's students as a paged list (every cohort table: Registered Students, the two
 * assignment tables, Collate Grades, Batch Grading): 10 a page from `listStudents`, course
 * ascending first, the server's search from 3 characters (its matches sorted by the header
 * pressed, as the server would sort them), with the spec's fallback texts. Its place is kept in
 * the address (see `usePagedList`), any sort the server takes (`STUDENT_SORT_KEYS`) included.
 */
export function useStudentList(options: StudentListOptions = {}): PagedList<Student> {
  const { client } = useServices();
  return usePagedList<Student>({
    fetchPage: async ({ page, limit, sortBy, sortOrder, filters }, call) => {
      const query = { page, limit, sortBy, sortOrder, ...(filters as StudentFilters | undefined) };
      const answer = await client.listStudents(query, call);
      return { rows: answer.students, total: answer.totalStudents };
    },
    ...(options.filters
      ? { filterKeys: STUDENT_FILTER_KEYS, filterChoices: { unassigned: SUPERVISOR_GRADE_TYPES } }
      : {}),
    ...(options.pageSizes ? { pageSizes: options.pageSizes } : {}),
    search: (q, call) => client.searchStudents({ q }, call),
    sortValue: studentSortValue,
    sortKeys: STUDENT_SORT_KEYS,
    fallback: MESSAGES.fetchStudentsError,
    searchFallback: MESSAGES.searchError,
  });
}
