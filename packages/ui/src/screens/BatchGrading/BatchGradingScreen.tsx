import { COORDINATOR_GRADE_TYPES, type CoordinatorGradeType, type Student } from '@siwes/api';
import { GRADE_LABELS, gradeProblem } from '@siwes/flows';
import { Button } from '../../components/Button/Button.tsx';
import type { Column } from '../../components/DataTable/DataTable.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { StudentTableScreen } from '../../kit/PagedTableScreen/StudentTableScreen.tsx';
import { STUDENT_COLUMNS } from '../../kit/studentColumns.tsx';
import {
  useBatchGradeRow,
  useBatchGrading,
  useBatchGradingProgress,
  useComputedReportGrades,
  type BatchGrading,
} from '../../kit/useBatchGrading.ts';
import { useRowAction, type RowActions } from '../../kit/useRowActions.ts';
import { useStudentList } from '../../kit/useStudentList.ts';
import { useWarnBeforeLeaving } from '../../kit/useWarnBeforeLeaving.ts';
import styles from './BatchGradingScreen.module.css';

const HEADERS: Record<CoordinatorGradeType, string> = {
  reports: 'Weekly Report Grade',
  inspection: 'Inspection Grade',
  defense: 'Defence Grade',
};

const grades = (n: number) => (n === 1 ? '1 new grade' : `${n} new grades`);

/**
 * Batch Grading (/coordinator/batchgrading; spec sections 2, 5 and 8): the students, a page at a
 * time, with numeric inputs for their weekly report, inspection and defence grades (each
 * showing the current grade, out of its maximum), and a Grade Students button that grades (the
 * spec's did nothing: fixed). Only grades that changed are sent, each checked against its
 * maximum first; grades typed on other pages are kept and sent too, and so are grades typed
 * before leaving the screen and coming back (a reload or a closed tab asks first); progress shows
 * while sending; then 'Graded Successfully!', or the students whose grades failed, with the reasons,
 * while every grade that went through stays saved.
 */
export function BatchGradingScreen() {
  const list = useStudentList();
  const batch = useBatchGrading();
  const computed = useComputedReportGrades(batch);
  const columns: ReadonlyArray<Column<Student>> = [
    ...STUDENT_COLUMNS,
    ...COORDINATOR_GRADE_TYPES.map((type): Column<Student> => ({
      key: type,
      header: `${HEADERS[type]} (out of ${batch.policy[type]})`,
      render: (s) => (
        <>
          <GradeInput batch={batch} student={s} type={type} />
          {type === 'reports' && <UseComputedGrade computed={computed} student={s} />}
        </>
      ),
    })),
    { key: 'result', header: 'Result', render: (s) => <RowResult batch={batch} student={s} /> },
  ];
  return (
    <StudentTableScreen
      title="Batch Grading"
      lead="Type the grades to give, on any page, or take a student's computed weekly-report grade with Use computed grade, then press Grade Students. Each box shows the current grade; only grades that differ from it are sent."
      list={list}
      caption="Students to grade"
      columns={columns}
      wrapHeaders
      after={<GradeStudents batch={batch} />}
    />
  );
}

interface CellProps {
  batch: BatchGrading;
  student: Student;
}

/** One grade of one student: typing here re-renders this cell alone. */
function GradeInput({ batch, student, type }: CellProps & { type: CoordinatorGradeType }) {
  const row = useBatchGradeRow(batch, student);
  const value = row.inputs[type];
  const problem = row.problems ? gradeProblem(type, value, batch.policy) : null;
  const current = row.current(type);
  return (
    <div className={styles.grade}>
      <TextField
        hideLabel
        label={`${GRADE_LABELS[type]} for ${student.name}`}
        type="number"
        inputMode="decimal"
        min={0}
        max={batch.policy[type]}
        step="any"
        placeholder={current === null ? 'N/A' : String(current)}
        value={value}
        error={problem ?? undefined}
        disabled={row.submitting}
        onChange={(event) => batch.setGrade(student, type, event.target.value)}
      />
    </div>
  );
}

/**
 * The row's computed weekly-report grade (issue 34), offered rather than typed: pressed, it fills
 * the box, said in the row, and goes with Grade Students like a typed grade.
 */
function UseComputedGrade({ computed, student }: { computed: RowActions<Student>; student: Student }) {
  const action = useRowAction(computed, student._id);
  return (
    <div className={styles.computed}>
      <Button
        variant="link"
        loading={action.status === 'working'}
        onClick={() => computed.run(student._id, student)}
      >
        Use computed grade<span className="visually-hidden"> for {student.name}</span>
      </Button>
      <Notice tone="success">{action.message}</Notice>
      <Notice tone="error">{action.error}</Notice>
    </div>
  );
}

/** How the row's grades went: saved, or which failed and why. */
function RowResult({ batch, student }: CellProps) {
  const { result } = useBatchGradeRow(batch, student);
  if (!result) return null;
  if (result.status === 'graded') return <span className={styles.graded}>✓ Graded</span>;
  return (
    <span className={styles.failed}>
      Not saved: {result.failures.map((f) => `${GRADE_LABELS[f.type]}: ${f.error}`).join('; ')}
    </span>
  );
}

/** Grade Students, what it would send, its progress while sending, and how it went. */
function GradeStudents({ batch }: { batch: BatchGrading }) {
  const { status, pending, progress, message, error } = useBatchGradingProgress(batch);
  useWarnBeforeLeaving(pending > 0 || status === 'submitting');
  return (
    <div className={styles.submit}>
      <div className={styles.submitLine}>
        <Button loading={status === 'submitting'} onClick={batch.submit}>
          Grade Students
        </Button>
        <p className={styles.pending} role="status">
          {progress
            ? `Sending grade ${Math.min(progress.sent + 1, progress.total)} of ${progress.total}…`
            : pending === 0
              ? 'No new grades typed yet.'
              : `${grades(pending)} to send.`}
        </p>
        {progress && (
          <progress
            className={styles.progress}
            value={progress.sent}
            max={progress.total}
            aria-label="Grades sent"
          />
        )}
      </div>
      <Notice tone="success">{message}</Notice>
      <Notice tone="error">{error}</Notice>
    </div>
  );
}
