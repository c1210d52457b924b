import type { Student } from '@siwes/api';
import { PagedTableScreen, type PagedTableScreenProps } from './PagedTableScreen.tsx';

/** The search every table of the coordinator's students offers (the server's, from 3 characters). */
export const STUDENT_SEARCH = { label: 'Search students', placeholder: 'Name, matric number, email or code' };

/** What a table of the coordinator's students says before anyone has registered. */
export const NO_STUDENTS_YET = 'No students have registered yet.';

export type StudentTableScreenProps = Omit<
  PagedTableScreenProps<Student>,
  'role' | 'rowKey' | 'search' | 'emptyText'
>;

/**
 * A coordinator's table of students (Registered Students, the two assignment tables, Collate
 * Grades, Batch Grading): the paged table screen over `useStudentList`, each row keyed by the
 * student's id, with the students' search and the same empty text.
 */
export function StudentTableScreen(props: StudentTableScreenProps) {
  return (
    <PagedTableScreen
      role="coordinator"
      rowKey={(s) => s._id}
      search={STUDENT_SEARCH}
      emptyText={NO_STUDENTS_YET}
      {...props}
    />
  );
}
