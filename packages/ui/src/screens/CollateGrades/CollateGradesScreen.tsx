import { CSV_HEADERS, EXPORT_FILES, fetchAllStudents, gradesRow, toCsv, type Student } from '@siwes/api';
import { Button } from '../../components/Button/Button.tsx';
import type { Column } from '../../components/DataTable/DataTable.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { StudentTableScreen } from '../../kit/PagedTableScreen/StudentTableScreen.tsx';
import { STUDENT_COLUMNS } from '../../kit/studentColumns.tsx';
import { TotalGrade } from '../../kit/TotalGrade/TotalGrade.tsx';
import { useCollate } from '../../kit/useCollate.ts';
import { useExportCsv } from '../../kit/useExportCsv.ts';
import { useStudentList } from '../../kit/useStudentList.ts';
import { useServices } from '../../services/services.tsx';

const COLUMNS: ReadonlyArray<Column<Student>> = [
  { ...STUDENT_COLUMNS[0], header: 'Student Name' },
  STUDENT_COLUMNS[1],
  STUDENT_COLUMNS[2],
  { key: 'weeklyReportsScore', header: 'Weekly Report Grade', value: (s) => s.grade?.weeklyReportsScore },
  { key: 'inspectionScore', header: 'Inspection Grade', value: (s) => s.grade?.inspectionScore },
  { key: 'defenseScore', header: 'Defence Grade', value: (s) => s.grade?.defenseScore },
  { key: 'total', header: 'Total Grade', render: (s) => <TotalGrade grade={s.grade} /> },
];

/**
 * Collate Grades (/coordinator/collategrades; spec sections 2, 4, 7, 8 and 9): the paged table of
 * every student's grades, N/A where one is missing, a total that a later grade has made out of
 * date or that lacks a grade said so under it (`TotalGrade`); Collate Grades totals everyone's (in
 * progress, then 'Collated Successfully!' for 3 s and the new totals shown, or the error); Export
 * saves Student-Grades.csv, built in the browser from the whole cohort (every page, not just the
 * one shown), its weekly-report column from the weekly-report grade (the spec's took the
 * inspection grade: fixed), Name as "Last, First Middle", every cell through the formula guard.
 */
export function CollateGradesScreen() {
  const { client } = useServices();
  const list = useStudentList();
  const collate = useCollate({ onCollated: list.reload });
  const exportCsv = useExportCsv({
    fileName: EXPORT_FILES.grades,
    download: async (call) =>
      toCsv(CSV_HEADERS.grades, (await fetchAllStudents(client, call)).map(gradesRow)),
  });
  return (
    <StudentTableScreen
      title="Collate Grades"
      lead="Collate Grades adds up every student's weekly report, inspection and defence grades into their total."
      list={list}
      caption="Student grades"
      columns={COLUMNS}
      wrapHeaders
      exportCsv={exportCsv}
      actions={
        <Button loading={collate.collating} onClick={collate.collateAll}>
          Collate Grades
        </Button>
      }
      notices={
        <>
          <Notice tone="success">{collate.message}</Notice>
          <Notice tone="error">{collate.error}</Notice>
        </>
      }
    />
  );
}
