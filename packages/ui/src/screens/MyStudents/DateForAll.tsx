import { useId, useState, type FormEvent } from 'react';
import type { ScheduleBody, SupervisorGradeType } from '@siwes/api';
import { Button } from '../../components/Button/Button.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { DateTimeField } from '../../components/TextField/TextField.tsx';
import { PastDateQuestion } from '../../kit/RowForm/PastDateQuestion.tsx';
import { countOf, VISIT_TITLES, VISIT_WORDS, VISITS, type MyStudent } from '../../kit/myStudents.ts';
import { usePastDateCheck } from '../../kit/usePastDateCheck.ts';
import type { RowBatch, RowBatchProgress } from '../../kit/useRowBatch.ts';
import cells from '../../kit/cells.module.css';
import styles from './MyStudentsScreen.module.css';

export type DateBatch = RowBatch<ScheduleBody>;
/** One batch of date calls per visit. */
export type Batches = Record<SupervisorGradeType, DateBatch>;

/**
 * One date for the students selected: the visit, a Lagos-time picker (a past date asked about
 * first), then each student's own call; the progress and the outcome in a live region, each
 * row's answer on its row.
 */
export function DateForAll({
  students,
  shown,
  selected,
  setSelected,
  batches,
  visit,
  setVisit,
  fieldId,
}: {
  students: readonly MyStudent[];
  shown: readonly MyStudent[];
  selected: ReadonlySet<string>;
  setSelected: (codes: ReadonlySet<string>) => void;
  batches: Batches;
  /** The visit the date is for: chosen here, or by a row's "Set date". */
  visit: SupervisorGradeType;
  setVisit: (visit: SupervisorGradeType) => void;
  /** The date field's id, for a row's "Set date" to bring the focus to. */
  fieldId: string;
}) {
  const [last, setLast] = useState<SupervisorGradeType>('inspection');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const chosen = students.filter((s) => selected.has(s.code));
  const allShown = shown.length > 0 && shown.every((s) => selected.has(s.code));

  const check = usePastDateCheck((instant) => {
    const date = instant.toISOString();
    const items = chosen
      .filter((s) => s[visit] !== null)
      .map((s) => ({ rowId: s.code, payload: { studentCode: s.code, date } }));
    setLast(visit);
    batches[visit].start(items);
    setSelected(new Set());
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const left = chosen.filter((s) => s[visit] === null);
    if (chosen.length === 0) return setProblem('Select at least one student first.');
    if (left.length > 0) {
      return setProblem(
        `Not on your ${VISIT_WORDS[visit]} list: ${left.map((s) => s.name).join(', ')}. Leave them out or choose the other visit.`,
      );
    }
    setProblem(null);
    check.check(value);
  }

  const working = VISITS.some((v) => {
    const p = batches[v].progress;
    return p !== null && p.settled < p.rows.length;
  });

  return (
    <form className={styles.bulk} aria-labelledby={headingId} onSubmit={submit}>
      <h2 id={headingId} className={styles.bulkHeading}>
        One date for several students
      </h2>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={allShown}
          onChange={(event) => {
            const next = new Set(selected);
            for (const s of shown) {
              if (event.target.checked) next.add(s.code);
              else next.delete(s.code);
            }
            setSelected(next);
          }}
        />
        Select all {countOf(shown.length)} shown
      </label>
      <p className={styles.selectedCount}>{countOf(chosen.length)} selected</p>
      <fieldset className={styles.visits}>
        <legend>Visit</legend>
        {VISITS.map((v) => (
          <label key={v} className={styles.check}>
            <input
              type="radio"
              name="visit"
              value={v}
              checked={visit === v}
              onChange={() => {
                setVisit(v);
                setProblem(null);
                check.cancel();
              }}
            />
            {VISIT_TITLES[v]}
          </label>
        ))}
      </fieldset>
      <DateTimeField
        id={fieldId}
        className={cells.picker}
        label={`${VISIT_TITLES[visit]} date for the selected students`}
        required
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          check.cancel();
        }}
      />
      <div>
        <Button type="submit" loading={working}>
          Set {VISIT_WORDS[visit]} date for selected
        </Button>
      </div>
      {check.past && (
        <PastDateQuestion
          when={check.past}
          visit={VISIT_WORDS[visit]}
          fieldId={fieldId}
          onConfirm={check.confirm}
          onCancel={check.cancel}
        />
      )}
      <Notice tone="error">{problem}</Notice>
      <p role="status" aria-live="polite" className={styles.progress}>
        {progressText(last, batches[last].progress)}
      </p>
    </form>
  );
}

function progressText(visit: SupervisorGradeType, progress: RowBatchProgress | null): string {
  if (!progress) return '';
  const total = progress.rows.length;
  const words = VISIT_WORDS[visit];
  if (progress.settled < total) {
    return `Setting the ${words} date for ${countOf(total)}: ${progress.settled} of ${total} done.`;
  }
  if (progress.refused === 0) return `${VISIT_TITLES[visit]} date set for ${countOf(total)}.`;
  const set = total - progress.refused;
  return `${VISIT_TITLES[visit]} date set for ${set} of ${countOf(total)}; ${progress.refused} refused, said on ${progress.refused === 1 ? 'its row' : 'their rows'}.`;
}
