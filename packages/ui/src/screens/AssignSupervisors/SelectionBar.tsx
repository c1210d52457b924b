import { useState, type FormEvent } from 'react';
import { MESSAGES, type AssignSupervisorsResult, type Student, type SupervisorGradeType } from '@siwes/api';
import { failureText } from '@siwes/flows';
import { Button } from '../../components/Button/Button.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { Select, type SelectOption } from '../../components/Select/Select.tsx';
import { usePagedListState, type PagedList } from '../../kit/usePagedList.ts';
import { useServices } from '../../services/services.tsx';
import type { Replacement } from './ReplaceDialog.tsx';
import { ASSIGN_TEXT, currentSupervisor } from './words.ts';
import styles from './AssignSupervisorsScreen.module.css';

type Outcome =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'done'; answer: AssignSupervisorsResult; names: ReadonlyMap<string, string> }
  | { status: 'failed'; error: string };

/** The students ticked for "Assign selected to ...", kept across pages, and the one call that assigns them. */
export interface Selection {
  students: readonly Student[];
  has: (studentCode: string) => boolean;
  toggle: (student: Student, on: boolean) => void;
  /** Ticks every student on the page shown. */
  addAll: (students: readonly Student[]) => void;
  clear: () => void;
  /** Assigns every selected student to the supervisor (replacing theirs only when `replace`). */
  assign: (supervisorId: string, replace: boolean, keepDate: boolean) => void;
  outcome: Outcome;
}

/**
 * The selection of an assignment table and its one `assignSupervisors` call (issue 34). The
 * students assigned (or already the supervisor's) leave the selection; those refused stay ticked,
 * named with the reason, for the coordinator to act on. The list and the supervisors' numbers are
 * loaded again after it.
 */
export function useSelection(
  kind: SupervisorGradeType,
  list: PagedList<Student>,
  onAssigned: () => void,
): Selection {
  const { client } = useServices();
  const [selected, setSelected] = useState<ReadonlyMap<string, Student>>(new Map());
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const students = [...selected.values()];

  return {
    students,
    has: (code) => selected.has(code),
    toggle: (student, on) =>
      setSelected((before) => {
        const next = new Map(before);
        if (on) next.set(student.studentCode, student);
        else next.delete(student.studentCode);
        return next;
      }),
    addAll: (rows) =>
      setSelected((before) => new Map([...before, ...rows.map((s) => [s.studentCode, s] as const)])),
    clear: () => {
      setSelected(new Map());
      setOutcome({ status: 'idle' });
    },
    assign: (supervisorId, replace, keepDate) => {
      const names = new Map(students.map((s) => [s.studentCode, s.name]));
      setOutcome({ status: 'working' });
      client
        .assignSupervisors(
          { type: kind, supervisorId, studentCodes: [...selected.keys()], replace, keepDate },
          { fallback: MESSAGES.assignInspectorError },
        )
        .then(
          (answer) => {
            const refused = new Set(answer.refused.map((r) => r.studentCode));
            setSelected((before) => new Map([...before].filter(([code]) => refused.has(code))));
            setOutcome({ status: 'done', answer, names });
            list.reload();
            onAssigned();
          },
          (error: unknown) =>
            setOutcome({ status: 'failed', error: failureText(error, MESSAGES.assignInspectorError) }),
        );
    },
    outcome,
  };
}

export interface SelectionBarProps {
  list: PagedList<Student>;
  kind: SupervisorGradeType;
  selection: Selection;
  options: SelectOption[];
  /** Asks before replacing the supervisor of selected students who have one. */
  onReplace: (replacement: Replacement) => void;
}

/**
 * "Assign selected to ...": how many are ticked, a dropdown of supervisors and one button; ticks
 * every student on the page or none; then what the call did, naming each student not assigned.
 */
export function SelectionBar({ list, kind, selection, options, onReplace }: SelectionBarProps) {
  const [choice, setChoice] = useState('');
  const rows = usePagedListState(list, (v) => v.rows);
  const count = selection.students.length;
  const { outcome } = selection;

  function submit(event: FormEvent) {
    event.preventDefault();
    const replacing = selection.students.filter((s) => {
      const current = currentSupervisor(s, kind);
      return current && current._id !== choice;
    });
    if (replacing.length > 0) onReplace({ students: replacing, supervisorId: choice });
    else selection.assign(choice, false, false);
  }

  return (
    <section className={styles.selection} aria-label="Selected students">
      <form className={styles.selectionForm} onSubmit={submit}>
        <p className={styles.selectedCount} role="status">
          {count === 0
            ? 'No students selected. Tick students to assign them together.'
            : `${count === 1 ? '1 student' : `${count} students`} selected.`}
        </p>
        <div className={styles.selectionChoice}>
          <Select
            label={`Assign selected to`}
            placeholder={`Choose a ${ASSIGN_TEXT[kind].role}`}
            options={options}
            value={choice}
            required
            onChange={(event) => setChoice(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={count === 0} loading={outcome.status === 'working'}>
          Assign selected
        </Button>
        <Button variant="secondary" onClick={() => selection.addAll(rows)} disabled={rows.length === 0}>
          Select this page
        </Button>
        <Button variant="secondary" onClick={selection.clear} disabled={count === 0}>
          Clear selection
        </Button>
      </form>
      <Outcome outcome={outcome} />
    </section>
  );
}

function Outcome({ outcome }: { outcome: Outcome }) {
  if (outcome.status === 'failed') return <Notice tone="error">{outcome.error}</Notice>;
  if (outcome.status !== 'done') return null;
  const { answer, names } = outcome;
  const done = answer.assigned.length + answer.unchanged.length;
  return (
    <div className={styles.outcome}>
      <Notice tone={answer.refused.length === 0 ? 'success' : 'error'}>
        {answer.message}{' '}
        {answer.refused.length === 0
          ? `${done === 1 ? '1 student' : `${done} students`} assigned.`
          : 'They are still selected.'}
      </Notice>
      {answer.refused.length > 0 && (
        <ul className={styles.refused} aria-label="Not assigned">
          {answer.refused.map((r) => (
            <li key={r.studentCode}>
              {names.get(r.studentCode) ?? r.studentCode} ({r.studentCode}): {r.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
