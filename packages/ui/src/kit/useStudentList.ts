import { MESSAGES, type Student } from '@siwes/api';
import { useServices } from '../services/services.tsx';
import { usePagedList, type PagedList } from './usePagedList.ts';

/**
 * The coordinator's students as a paged list (every cohort table: Registered Students, the two
 * assignment tables, Collate Grades, Batch Grading): 10 a page from `listStudents`, course
 * ascending first, the server's search from 3 characters, with the spec's fallback texts.
 */
export function useStudentList(): PagedList<Student> {
  const { client } = useServices();
  return usePagedList<Student>({
    fetchPage: async ({ page, limit, sortBy, sortOrder }, call) => {
      const answer = await client.listStudents({ page, limit, sortBy, sortOrder }, call);
      return { rows: answer.students, total: answer.totalStudents };
    },
    search: (q, call) => client.searchStudents({ q }, call),
    fallback: MESSAGES.fetchStudentsError,
    searchFallback: MESSAGES.searchError,
  });
}
