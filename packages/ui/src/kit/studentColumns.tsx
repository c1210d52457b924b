import type { Student } from '@siwes/api';
import type { Column } from '../components/DataTable/DataTable.tsx';
import { ScreenLink } from '../registry/ScreenLink.tsx';

/**
 * The columns every cohort table opens with: the student's name (the row's header, a link to
 * their details), matric number and course, each sortable on the server.
 */
export const STUDENT_COLUMNS = [
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    rowHeader: true,
    render: (s) => (
      <ScreenLink to="coordinatorStudent" params={{ id: s._id }}>
        {s.name}
      </ScreenLink>
    ),
  },
  { key: 'matricNo', header: 'Matric Number', sortable: true, value: (s) => s.matricNo },
  { key: 'course', header: 'Course', sortable: true, value: (s) => s.course },
] as const satisfies ReadonlyArray<Column<Student>>;
