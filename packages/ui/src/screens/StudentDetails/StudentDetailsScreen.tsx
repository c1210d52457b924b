import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import {
  COORDINATOR_GRADE_TYPES,
  MESSAGES,
  type CoordinatorGradeType,
  type GradingPolicy,
  type Student,
} from '@siwes/api';
import { currentScore, gradeProblem, GRADE_LABELS } from '@siwes/flows';
import { Button } from '../../components/Button/Button.tsx';
import { DetailGrid, DetailList } from '../../components/DetailList/DetailList.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { studentSections } from '../../kit/studentSections.ts';
import { TotalGrade } from '../../kit/TotalGrade/TotalGrade.tsx';
import { useCollate } from '../../kit/useCollate.ts';
import { useGradingPolicy } from '../../kit/useGradingPolicy.ts';
import { useLoad } from '../../kit/useLoad.ts';
import { useRowAction, useRowActions, type RowActions } from '../../kit/useRowActions.ts';
import { ScreenLink } from '../../registry/ScreenLink.tsx';
import type { StudentLinkState } from '../../registry/screens.ts';
import { useServices } from '../../services/services.tsx';
import styles from './StudentDetailsScreen.module.css';

/**
 * Student Details (/coordinator/student/{id}; spec sections 2, 4, 7 and 8): the student's School
 * Details and Work Details (Job Description shows the job description; the spec's page showed the
 * assigned department there: fixed), their supervisors when assigned, a link to their weekly
 * reports, their grades with three grade inputs (each with its maximum; 'Graded Successfully!'
 * for 3 s), and Collate Grades, which totals them and shows the new total.
 */
export function StudentDetailsScreen() {
  const { id = '' } = useParams();
  const { client } = useServices();
  const page = useLoad(async (call) => {
    const [student] = await client.getStudent({ id }, call);
    if (!student) throw new Error(MESSAGES.fetchError);
    return student;
  });
  return (
    <LoadedAreaPage
      role="coordinator"
      title="Student Details"
      page={page}
      loadingLabel="Loading the student…"
    >
      {(student) => <StudentRecord student={student} reload={page.reload} />}
    </LoadedAreaPage>
  );
}

function StudentRecord({ student, reload }: { student: Student; reload: () => void }) {
  const sections = studentSections(student);
  return (
    <>
      <div className={styles.heading}>
        <h2 className={styles.name}>{student.name}</h2>
        <nav className={styles.links} aria-label="This student">
          <ScreenLink
            to="coordinatorWeeklyReports"
            params={{ id: student.studentCode }}
            state={{ name: student.name } satisfies StudentLinkState}
          >
            Weekly Reports
          </ScreenLink>
          <ScreenLink to="coordinatorEditStudent" params={{ id: student._id }}>
            Edit Student Details
          </ScreenLink>
        </nav>
      </div>
      <DetailGrid>
        <DetailList title="School Details" details={sections.school} />
        <DetailList title="Work Details" details={sections.work} />
        {sections.supervision && <DetailList title="Supervision Details" details={sections.supervision} />}
        {sections.defense && <DetailList title="Defense Details" details={sections.defense} />}
        <Grades student={student} reload={reload} />
      </DetailGrid>
    </>
  );
}

/** The grades card: each grade with its input, then the total and Collate Grades. */
function Grades({ student, reload }: { student: Student; reload: () => void }) {
  const { client } = useServices();
  const policy = useGradingPolicy();
  const grades = useRowActions<number>({
    act: async (type, score, call) => {
      const answer = await client.coordinatorAssignGrade(
        { studentId: student._id, type: type as CoordinatorGradeType, score },
        call,
      );
      reload();
      return answer;
    },
    successMessage: MESSAGES.graded,
  });
  const collate = useCollate({ onCollated: reload });
  return (
    <section className={styles.grades} aria-labelledby="grades-title">
      <h2 id="grades-title" className={styles.gradesTitle}>
        Grades
      </h2>
      {COORDINATOR_GRADE_TYPES.map((type) => (
        <GradeRow key={type} type={type} student={student} policy={policy} grades={grades} />
      ))}
      <p className={styles.total}>
        Total Grade:{' '}
        <strong>
          <TotalGrade grade={student.grade} />
        </strong>
      </p>
      <Button variant="secondary" loading={collate.collating} onClick={() => collate.collateOne(student._id)}>
        Collate Grades
      </Button>
      <Notice tone="success">{collate.message}</Notice>
      <Notice tone="error">{collate.error}</Notice>
    </section>
  );
}

interface GradeRowProps {
  type: CoordinatorGradeType;
  student: Student;
  policy: GradingPolicy;
  grades: RowActions<number>;
}

/** One grade: its current score, an input checked against its maximum, and its own Grade button. */
function GradeRow({ type, student, policy, grades }: GradeRowProps) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const state = useRowAction(grades, type);
  const current = currentScore(student, type);

  function grade(event: FormEvent) {
    event.preventDefault();
    const found =
      value.trim() === ''
        ? `Enter the ${GRADE_LABELS[type].toLowerCase()}.`
        : gradeProblem(type, value, policy);
    setProblem(found);
    if (!found) grades.run(type, Number(value.trim()));
  }

  return (
    <form className={styles.gradeRow} onSubmit={grade} noValidate>
      <div className={styles.gradeField}>
        <TextField
          label={`${GRADE_LABELS[type]} (out of ${policy[type]})`}
          hint={`Current: ${current ?? 'N/A'}`}
          type="number"
          inputMode="decimal"
          min={0}
          max={policy[type]}
          step="any"
          value={value}
          error={problem ?? undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
        />
      </div>
      <Button type="submit" size="small" loading={state.status === 'working'}>
        Grade<span className="visually-hidden"> {GRADE_LABELS[type].toLowerCase()}</span>
      </Button>
      <div className={styles.gradeResult}>
        <Notice tone="success">{state.message}</Notice>
        <Notice tone="error">{state.error}</Notice>
      </div>
    </form>
  );
}
