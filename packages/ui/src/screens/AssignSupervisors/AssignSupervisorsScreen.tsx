import { useState, type FormEvent } from 'react';
import { EXPORT_FILES, MESSAGES, type Student, type Supervisor, type SupervisorGradeType } from '@siwes/api';
import { Button } from '../../components/Button/Button.tsx';
import type { Column } from '../../components/DataTable/DataTable.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { Select, type SelectOption } from '../../components/Select/Select.tsx';
import { STUDENT_COLUMNS } from '../../kit/studentColumns.tsx';
import { StudentTableScreen } from '../../kit/PagedTableScreen/StudentTableScreen.tsx';
import { useExportCsv } from '../../kit/useExportCsv.ts';
import { useLoad } from '../../kit/useLoad.ts';
import { useRowAction, useRowActions, type RowActions } from '../../kit/useRowActions.ts';
import { useStudentList } from '../../kit/useStudentList.ts';
import { useServices } from '../../services/services.tsx';
import styles from './AssignSupervisorsScreen.module.css';

export interface AssignSupervisorsScreenProps {
  /** Which supervisor the table assigns: the inspector or the defence supervisor. */
  kind: SupervisorGradeType;
}

const TEXT = {
  inspection: {
    title: 'Assign Inspection Supervisors',
    column: 'Inspector',
    sortKey: 'inspection_supervisor',
    choose: 'Inspector',
  },
  defense: {
    title: 'Assign Defence Supervisors',
    column: 'Defence Supervisor',
    sortKey: 'defense_supervisor',
    choose: 'Defence supervisor',
  },
} as const;

const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

const studentsOf = (n: number) => (n === 1 ? '1 student' : `${n} students`);

/**
 * A supervisor as the dropdown offers them: their name and how many students they already
 * supervise. The count is the API's `noOfAssignedStudents`, the students on either of their lists
 * (the contract has no count per list, and the screen holds one page of students, not the cohort),
 * so the lead says so rather than the dropdown claiming a list's load.
 */
function supervisorOption(s: Supervisor): SelectOption {
  return { value: s._id, label: `${personName(s)} (${studentsOf(s.noOfAssignedStudents)})` };
}

/**
 * Assign Inspection Supervisors (/coordinator/assigninspector) and Assign Defence Supervisors
 * (/coordinator/assigndefence); spec sections 2, 4, 7, 8 and 9. The paged, sortable students
 * table with search and Reset (and, for inspectors, Export of students_inspection_list.csv); each
 * row shows the student's current supervisor and a dropdown of every supervisor with their
 * current number of students, with its own Assign: 'Assigned Successfully!' on that row for 3 s,
 * else the server's message or 'Error assigning inspector'. Rows never wait for one another.
 */
export function AssignSupervisorsScreen({ kind }: AssignSupervisorsScreenProps) {
  const { client } = useServices();
  const text = TEXT[kind];
  const list = useStudentList();
  const supervisors = useLoad((call) => client.listSupervisors(call));
  const { reload: reloadSupervisors } = supervisors;
  const actions = useRowActions<string>({
    act: async (studentCode, supervisorId, call) => {
      const assign =
        kind === 'inspection' ? client.assignInspectionSupervisor : client.assignDefenseSupervisor;
      const answer = await assign({ studentCode, supervisorId }, call);
      // Each supervisor's number of students has changed: the dropdowns show the new ones.
      reloadSupervisors();
      return answer;
    },
    successMessage: MESSAGES.assigned,
    fallback: MESSAGES.assignInspectorError,
  });
  const exportCsv = useExportCsv({
    fileName: EXPORT_FILES.inspectionList,
    download: (call) => client.downloadInspectionList(call),
  });

  const all = supervisors.data;
  const options = (all ?? []).map(supervisorOption);
  const columns: ReadonlyArray<Column<Student>> = [
    ...STUDENT_COLUMNS,
    {
      key: text.sortKey,
      header: text.column,
      sortable: true,
      render: (s) => <CurrentSupervisor actions={actions} student={s} kind={kind} supervisors={all} />,
    },
    {
      key: 'assign',
      header: 'Assign',
      render: (s) => <AssignRow actions={actions} student={s} kind={kind} options={options} />,
    },
  ];

  return (
    <StudentTableScreen
      title={text.title}
      lead="Choose a supervisor for a student and press Assign. Beside each supervisor is the number of students they already supervise, for inspection or defence."
      list={list}
      caption="Students"
      columns={columns}
      wrapHeaders
      {...(kind === 'inspection' ? { exportCsv } : {})}
      notices={
        supervisors.status === 'failed' && (
          <div className={styles.supervisorsFailed}>
            <Notice tone="error">Could not load the supervisors: {supervisors.error}</Notice>
            <Button variant="secondary" size="small" onClick={supervisors.retry}>
              Load the supervisors again
            </Button>
          </div>
        )
      }
    />
  );
}

interface RowProps {
  actions: RowActions<string>;
  student: Student;
  kind: SupervisorGradeType;
}

/** The student's supervisor: the one just assigned here, else the one on their record, else N/A. */
function CurrentSupervisor({
  actions,
  student,
  kind,
  supervisors,
}: RowProps & { supervisors: Supervisor[] | null }) {
  const { done } = useRowAction(actions, student.studentCode);
  const assigned = done ? supervisors?.find((s) => s._id === done) : undefined;
  const onRecord = kind === 'inspection' ? student.inspection_supervisor : student.defense_supervisor;
  const shown = assigned ?? onRecord;
  return <>{shown ? personName(shown) : 'N/A'}</>;
}

/** One row's dropdown and Assign, with that row's spinner, notice and error only. */
function AssignRow({ actions, student, kind, options }: RowProps & { options: SelectOption[] }) {
  const [choice, setChoice] = useState('');
  const state = useRowAction(actions, student.studentCode);

  function assign(event: FormEvent) {
    event.preventDefault();
    actions.run(student.studentCode, choice);
  }

  return (
    <form className={styles.assign} onSubmit={assign}>
      <div className={styles.choice}>
        <Select
          hideLabel
          label={`${TEXT[kind].choose} for ${student.name}`}
          placeholder="Choose a supervisor"
          options={options}
          value={choice}
          required
          onChange={(event) => setChoice(event.target.value)}
        />
      </div>
      <Button type="submit" size="small" loading={state.status === 'working'}>
        Assign<span className="visually-hidden"> {student.name}</span>
      </Button>
      <div className={styles.result}>
        <Notice tone="success">{state.message}</Notice>
        <Notice tone="error">{state.error}</Notice>
      </div>
    </form>
  );
}
