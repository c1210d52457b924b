import { EXPORT_FILES, type Student } from '@siwes/api';
import type { Column } from '../../components/DataTable/DataTable.tsx';
import { STUDENT_COLUMNS } from '../../kit/studentColumns.tsx';
import { StudentTableScreen } from '../../kit/PagedTableScreen/StudentTableScreen.tsx';
import { useExportCsv } from '../../kit/useExportCsv.ts';
import { useStudentList } from '../../kit/useStudentList.ts';
import { ScreenLink } from '../../registry/ScreenLink.tsx';
import { useServices } from '../../services/services.tsx';
import styles from './RegisteredStudentsScreen.module.css';

const COLUMNS: ReadonlyArray<Column<Student>> = [
  ...STUDENT_COLUMNS,
  { key: 'level', header: 'Level', sortable: true, value: (s) => s.level },
  { key: 'email', header: 'Email', sortable: true, value: (s) => s.email, breakAnywhere: true },
  {
    key: 'edit',
    header: 'Edit',
    render: (s) => (
      <ScreenLink to="coordinatorEditStudent" params={{ id: s._id }} className={styles.edit}>
        Edit<span className="visually-hidden"> {s.name}</span>
      </ScreenLink>
    ),
  },
];

/**
 * Registered Students (/coordinator/students; spec sections 2, 4, 5, 7, 8 and 9): every student,
 * 10 a page, sorted by course first; the headers sort (the same one toggles, back to page 1);
 * search from 3 characters with Reset; jump to a page from 1 to the page count, or the spec's
 * alert; Export saves students.csv. Each name opens the student's details, each Edit their edit page.
 */
export function RegisteredStudentsScreen() {
  const { client } = useServices();
  const list = useStudentList();
  const exportCsv = useExportCsv({
    fileName: EXPORT_FILES.students,
    download: (call) => client.downloadStudents(call),
  });
  return (
    <StudentTableScreen
      title="Registered Students"
      list={list}
      caption="Registered students"
      columns={COLUMNS}
      exportCsv={exportCsv}
      jump
    />
  );
}
