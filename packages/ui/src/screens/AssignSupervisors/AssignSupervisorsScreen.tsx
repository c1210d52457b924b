import { useState, type FormEvent } from 'react';
import {
  ASSIGN_PAGE_SIZES,
  EXPORT_FILES,
  MESSAGES,
  shortLagosDate,
  type ApiClient,
  type CallOptions,
  type Student,
  type Supervisor,
  type SupervisorGradeType,
} from '@siwes/api';
import { Button } from '../../components/Button/Button.tsx';
import type { Column } from '../../components/DataTable/DataTable.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { Select, type SelectOption } from '../../components/Select/Select.tsx';
import { STUDENT_COLUMNS } from '../../kit/studentColumns.tsx';
import { StudentTableScreen } from '../../kit/PagedTableScreen/StudentTableScreen.tsx';
import { distinctSupervisorName, personName } from '../../kit/supervisorNames.ts';
import { useExportCsv } from '../../kit/useExportCsv.ts';
import { useLoad } from '../../kit/useLoad.ts';
import { useRowAction, useRowActions, type RowActions } from '../../kit/useRowActions.ts';
import { useStudentList } from '../../kit/useStudentList.ts';
import { useServices } from '../../services/services.tsx';
import { AssignFilters } from './AssignFilters.tsx';
import { ReplaceDialog, type Replacement } from './ReplaceDialog.tsx';
import { SelectionBar, useSelection, type Selection } from './SelectionBar.tsx';
import { ASSIGN_TEXT, currentSupervisor } from './words.ts';
import styles from './AssignSupervisorsScreen.module.css';

export interface AssignSupervisorsScreenProps {
  /** Which supervisor the table assigns: the inspector or the defence supervisor. */
  kind: SupervisorGradeType;
}

const studentsOf = (n: number) => (n === 1 ? '1 student' : `${n} students`);

/**
 * The supervisors as the dropdowns offer them: each name with how many students they already
 * supervise (the API's `noOfAssignedStudents`, the students on either of their lists), and, where
 * two share a name, their email and office to tell them apart (issue 34).
 */
export function supervisorOptions(all: readonly Supervisor[]): SelectOption[] {
  return all.map((s) => ({
    value: s._id,
    label: `${distinctSupervisorName(s, all)} (${studentsOf(s.noOfAssignedStudents)})`,
  }));
}

/** What a row's Assign sends: the supervisor, and, after the coordinator was asked, to replace and what of the date. */
interface RowAssignment {
  supervisorId: string;
  replace?: boolean;
  keepDate?: boolean;
}

/**
 * One row's assignment. A first supervisor goes through the spec's call. A replacement (asked
 * first) and the same supervisor again go through `assignSupervisors`, which keeps the date when
 * told to and, unlike the spec's call, leaves a supervisor's own student's date alone.
 */
async function assignOne(
  client: ApiClient,
  kind: SupervisorGradeType,
  student: Student,
  payload: RowAssignment,
  call: CallOptions,
): Promise<unknown> {
  const current = currentSupervisor(student, kind);
  if (!current && !payload.replace) {
    const assign = kind === 'inspection' ? client.assignInspectionSupervisor : client.assignDefenseSupervisor;
    return assign({ studentCode: student.studentCode, supervisorId: payload.supervisorId }, call);
  }
  const answer = await client.assignSupervisors(
    {
      type: kind,
      supervisorId: payload.supervisorId,
      studentCodes: [student.studentCode],
      replace: payload.replace ?? false,
      keepDate: payload.keepDate ?? false,
    },
    call,
  );
  const [refused] = answer.refused;
  if (refused) throw new Error(refused.message);
  return answer;
}

/**
 * Assign Inspection Supervisors (/coordinator/assigninspector) and Assign Defence Supervisors
 * (/coordinator/assigndefence); spec sections 2, 4, 7, 8 and 9. The paged, sortable students
 * table with search and Reset (and, for inspectors, Export of students_inspection_list.csv); each
 * row shows the student's current supervisor and the date they set, and a dropdown of every
 * supervisor with their current number of students, with its own Assign: 'Assigned
 * Successfully!' on that row for 3 s, else the server's message or 'Error assigning inspector'.
 * Rows never wait for one another.
 *
 * Issue 34: replacing a supervisor asks first, saying what is lost (the date the supervisor set)
 * and letting the coordinator keep or clear it; both supervisors are mailed by the server. For a
 * cohort: filters (no supervisor yet, state, company, course) and a page size, all kept in the
 * address; rows chosen by checkbox and "Assign selected to ..." in one call, which names the
 * students it could not assign.
 */
export function AssignSupervisorsScreen({ kind }: AssignSupervisorsScreenProps) {
  const { client } = useServices();
  const text = ASSIGN_TEXT[kind];
  const list = useStudentList({ filters: true, pageSizes: ASSIGN_PAGE_SIZES });
  const supervisors = useLoad((call) => client.listSupervisors(call));
  const { reload: reloadSupervisors } = supervisors;
  const [replacement, setReplacement] = useState<Replacement | null>(null);
  const actions = useRowActions<RowAssignment & { student: Student }>({
    act: async (_code, { student, ...payload }, call) => {
      const answer = await assignOne(client, kind, student, payload, call);
      // Each supervisor's number of students has changed: the dropdowns show the new ones.
      reloadSupervisors();
      return answer;
    },
    successMessage: MESSAGES.assigned,
    fallback: MESSAGES.assignInspectorError,
  });
  const selection = useSelection(kind, list, reloadSupervisors);
  const exportCsv = useExportCsv({
    fileName: EXPORT_FILES.inspectionList,
    download: (call) => client.downloadInspectionList(call),
  });

  const all = supervisors.data;
  const options = supervisorOptions(all ?? []);
  const nameOf = (id: string) => {
    const found = all?.find((s) => s._id === id);
    return found ? distinctSupervisorName(found, all ?? []) : 'the supervisor chosen';
  };

  function askOrAssign(student: Student, supervisorId: string) {
    const current = currentSupervisor(student, kind);
    if (current && current._id !== supervisorId) {
      setReplacement({ students: [student], supervisorId, row: true });
      return;
    }
    actions.run(student.studentCode, { student, supervisorId });
  }

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
      render: (s) => (
        <>
          <SelectBox selection={selection} student={s} />
          <AssignRow actions={actions} student={s} kind={kind} options={options} onAssign={askOrAssign} />
        </>
      ),
    },
  ];

  return (
    <>
      <StudentTableScreen
        title={text.title}
        lead={`Choose a supervisor for a student and press Assign, or tick several students and assign them together. Beside each supervisor is the number of students they already supervise, for inspection or defence. Replacing a supervisor asks first; both supervisors are told by email.`}
        list={list}
        caption="Students"
        columns={columns}
        wrapHeaders
        {...(kind === 'inspection' ? { exportCsv } : {})}
        controls={
          <>
            <AssignFilters list={list} kind={kind} />
            <SelectionBar
              list={list}
              kind={kind}
              selection={selection}
              options={options}
              onReplace={setReplacement}
            />
          </>
        }
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
      <ReplaceDialog
        kind={kind}
        replacement={replacement}
        nameOf={nameOf}
        onCancel={() => setReplacement(null)}
        onConfirm={(keepDate) => {
          if (!replacement) return;
          setReplacement(null);
          if (replacement.row) {
            const [student] = replacement.students;
            if (student)
              actions.run(student.studentCode, {
                student,
                supervisorId: replacement.supervisorId,
                replace: true,
                keepDate,
              });
          } else {
            selection.assign(replacement.supervisorId, true, keepDate);
          }
        }}
      />
    </>
  );
}

/**
 * A row's checkbox: the student chosen for "Assign selected to ...". In the Assign cell, over the
 * dropdown, rather than a column of its own: the table keeps its width for the names (1024 px).
 */
function SelectBox({ selection, student }: { selection: Selection; student: Student }) {
  return (
    <label className={styles.select}>
      <input
        type="checkbox"
        className={styles.check}
        checked={selection.has(student.studentCode)}
        onChange={(event) => selection.toggle(student, event.target.checked)}
      />{' '}
      Select<span className="visually-hidden"> {student.name}</span>
    </label>
  );
}

interface RowProps {
  actions: RowActions<RowAssignment & { student: Student }>;
  student: Student;
  kind: SupervisorGradeType;
}

/**
 * The student's supervisor and the date they set: the one just assigned here, else the one on
 * their record, else N/A.
 */
function CurrentSupervisor({
  actions,
  student,
  kind,
  supervisors,
}: RowProps & { supervisors: Supervisor[] | null }) {
  const { done } = useRowAction(actions, student.studentCode);
  const assigned = done ? supervisors?.find((s) => s._id === done.supervisorId) : undefined;
  const onRecord = currentSupervisor(student, kind);
  const shown = assigned ?? onRecord;
  if (!shown) return <>N/A</>;
  const date = assigned && !done?.keepDate ? null : (onRecord?.assignedDate ?? null);
  const full = supervisors?.find((s) => s._id === shown._id);
  return (
    <>
      {full && supervisors ? distinctSupervisorName(full, supervisors) : personName(shown)}
      <span className={styles.date}>{date ? `Date: ${shortLagosDate(date)}` : 'No date yet'}</span>
    </>
  );
}

/** One row's dropdown and Assign, with that row's spinner, notice and error only. */
function AssignRow({
  actions,
  student,
  kind,
  options,
  onAssign,
}: RowProps & { options: SelectOption[]; onAssign: (student: Student, supervisorId: string) => void }) {
  const [choice, setChoice] = useState('');
  const state = useRowAction(actions, student.studentCode);

  function assign(event: FormEvent) {
    event.preventDefault();
    onAssign(student, choice);
  }

  return (
    <form className={styles.assign} onSubmit={assign}>
      <div className={styles.choice}>
        <Select
          hideLabel
          label={`${ASSIGN_TEXT[kind].choose} for ${student.name}`}
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
