import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  MESSAGES,
  type AssignedStudent,
  type SupervisorGradeSubmission,
  type SupervisorGradeType,
} from '@siwes/api';
import { DataTable, type Column } from '../../components/DataTable/DataTable.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { RowForm } from '../../kit/RowForm/RowForm.tsx';
import { scoreAnchor } from '../../kit/myStudents.ts';
import { useGradingPolicy } from '../../kit/useGradingPolicy.ts';
import { useLoad } from '../../kit/useLoad.ts';
import { useRowAction, useRowActions, type RowActions } from '../../kit/useRowActions.ts';
import { useServices } from '../../services/services.tsx';
import styles from './GradeStudentsScreen.module.css';

export interface GradeStudentsScreenProps {
  /** Which grade: `/lecturers/gradeinspection` or `/lecturers/gradedefence`. */
  type: SupervisorGradeType;
}

const GRADES = {
  inspection: {
    title: 'Grade Inspection',
    visit: 'inspection',
    scoreHeader: 'Inspection Score',
    empty: 'No students have been assigned to you for inspection yet.',
  },
  defense: {
    title: 'Grade Defence',
    visit: 'defence',
    scoreHeader: 'Defence Score',
    empty: 'No students have been assigned to you for defence yet.',
  },
} as const;

type GradeActions = RowActions<SupervisorGradeSubmission>;

/**
 * Grade inspection (`/lecturers/gradeinspection`) and Grade defence (`/lecturers/gradedefence`),
 * one screen (spec sections 2, 3, 4, 5, 7 and 9): the supervisor's students on that list with
 * their current score out of the server's maximum, and a score per row. The score goes as typed
 * (the spec sends it without client checks): the server's refusal, out of range, shows on that
 * row; 'Graded Successfully!' shows there for 3 s and the new score at once. One row's call never
 * holds up another's. Opened at `#score-<student id>` (a Grade link from My Students or the
 * Student Logbook), the focus goes to that student's score once the list is drawn.
 */
export function GradeStudentsScreen({ type }: GradeStudentsScreenProps) {
  const { client } = useServices();
  const words = GRADES[type];
  const max = useGradingPolicy()[type];
  const page = useLoad((call) =>
    type === 'inspection' ? client.listInspectionStudents(call) : client.listDefenseStudents(call),
  );
  const grades = useRowActions<SupervisorGradeSubmission>({
    act: (_id, body, call) => client.supervisorAssignGrade(body, call),
    successMessage: MESSAGES.graded,
  });
  const columns = gradeColumns(type, max, grades);
  return (
    <LoadedAreaPage
      role="supervisor"
      title={words.title}
      lead={`Give each of your students their ${words.visit} score, out of ${max}.`}
      page={page}
      loadingLabel="Loading your students…"
    >
      {(students) => (
        <DataTable
          caption={`${students.length === 1 ? '1 student' : `${students.length} students`} to grade for ${words.visit}`}
          columns={columns}
          rows={students}
          rowKey={(s) => s._id}
          emptyText={words.empty}
        />
      )}
    </LoadedAreaPage>
  );
}

function gradeColumns(
  type: SupervisorGradeType,
  max: number,
  grades: GradeActions,
): Column<AssignedStudent>[] {
  return [
    { key: 'name', header: 'Name', rowHeader: true, value: (s) => s.studentDetails.name },
    { key: 'matricNo', header: 'Matric Number', value: (s) => s.studentDetails.matricNo },
    { key: 'course', header: 'Course', value: (s) => s.studentDetails.course },
    {
      key: 'score',
      header: GRADES[type].scoreHeader,
      render: (s) => <ScoreSetter student={s} type={type} max={max} grades={grades} />,
    },
  ];
}

function storedScore(student: AssignedStudent, type: SupervisorGradeType): number | null {
  const grade = student.grade ?? {};
  return (type === 'inspection' ? grade.inspectionScore : grade.defenseScore) ?? null;
}

/** One row's score: the score now given (the one just sent shows at once), and its own input and button. */
function ScoreSetter({
  student,
  type,
  max,
  grades,
}: {
  student: AssignedStudent;
  type: SupervisorGradeType;
  max: number;
  grades: GradeActions;
}) {
  const { _id: studentId, name } = student.studentDetails;
  const action = useRowAction(grades, studentId);
  useFocusWhenAddressed(scoreAnchor(studentId));
  const current = action.done?.score ?? storedScore(student, type);
  const [value, setValue] = useState(() => (current === null ? '' : String(current)));
  return (
    <RowForm
      current={current === null ? null : `${current} / ${max}`}
      unset="Not graded yet"
      action={action}
      onSubmit={() => grades.run(studentId, { studentId, type, score: Number(value) })}
      submitLabel={
        <>
          Grade<span className="visually-hidden"> {name}</span>
        </>
      }
    >
      <TextField
        id={scoreAnchor(studentId)}
        label={`${GRADES[type].scoreHeader} for ${name}`}
        // The column's header says it to the eye; a screen reader hears the whole label.
        hideLabel
        className={styles.score}
        hint={`Out of ${max}.`}
        type="number"
        inputMode="decimal"
        // Below 0 is never a score: the browser says so. Above it, the server's maximum decides and
        // says what it refuses (spec section 5).
        min={0}
        step="any"
        required
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    </RowForm>
  );
}

/** The row the address's fragment names (`#score-<id>`) takes the focus to its score, in view, once drawn. */
function useFocusWhenAddressed(anchor: string) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${anchor}`) return;
    const field = document.getElementById(anchor);
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center' });
  }, [hash, anchor]);
}
