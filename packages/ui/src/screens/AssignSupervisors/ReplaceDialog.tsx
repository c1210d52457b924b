import { useState } from 'react';
import type { Student, SupervisorGradeType } from '@siwes/api';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog.tsx';
import { personName } from '../../kit/supervisorNames.ts';
import { ASSIGN_TEXT, currentSupervisor, lostDate } from './words.ts';
import styles from './AssignSupervisorsScreen.module.css';

/** Students about to get another supervisor, and who: a row's Assign (one) or "Assign selected" (several). */
export interface Replacement {
  /** The students whose supervisor is replaced (those with none are not asked about). */
  students: readonly Student[];
  supervisorId: string;
  /** A row's Assign, rather than the selection's. */
  row?: boolean;
}

export interface ReplaceDialogProps {
  kind: SupervisorGradeType;
  replacement: Replacement | null;
  /** The name the dropdown gives a supervisor (told apart from another of the same name). */
  nameOf: (supervisorId: string) => string;
  onConfirm: (keepDate: boolean) => void;
  onCancel: () => void;
}

/**
 * Asks before a supervisor is replaced (issue 34), saying what is lost: each student's current
 * supervisor and the date they set ("the inspection date of Friday 11 December 2026 set by Zainab
 * Nwosu"). Where a date was set, the coordinator keeps it for the new supervisor or clears it
 * (the date belongs to the student's placement, so the server can keep it). Both supervisors
 * are told by email.
 */
export function ReplaceDialog({ kind, replacement, nameOf, onConfirm, onCancel }: ReplaceDialogProps) {
  const [keepDate, setKeepDate] = useState(true);
  const text = ASSIGN_TEXT[kind];
  const students = replacement?.students ?? [];
  const newName = replacement ? nameOf(replacement.supervisorId) : '';
  const dated = students.filter((s) => lostDate(s, kind) !== null);
  const [only] = students;
  const title =
    students.length === 1 && only
      ? `Replace ${personName(currentSupervisor(only, kind) ?? { firstName: '', lastName: '' })} as ${only.name}'s ${text.role}?`
      : `Replace the ${text.role} of ${students.length} students?`;

  return (
    <ConfirmDialog
      open={replacement !== null}
      title={title}
      tone="primary"
      confirmLabel="Replace and assign"
      onCancel={() => {
        setKeepDate(true);
        onCancel();
      }}
      onConfirm={() => {
        onConfirm(dated.length > 0 && keepDate);
        setKeepDate(true);
      }}
    >
      <ul className={styles.replaced}>
        {students.map((s) => {
          const current = currentSupervisor(s, kind);
          const lost = lostDate(s, kind);
          return (
            <li key={s.studentCode}>
              {s.name}: {current ? personName(current) : 'no one'} now
              {lost ? `; ${lost}` : '; no date set yet'}.
            </li>
          );
        })}
      </ul>
      <p>
        {newName} becomes their {text.role}. Both supervisors are told by email.
      </p>
      {dated.length > 0 && (
        <fieldset className={styles.dateChoice}>
          <legend>
            {dated.length === 1 ? `The ${text.date} already set` : `The ${text.date}s already set`}
          </legend>
          <label>
            <input type="radio" name="date" checked={keepDate} onChange={() => setKeepDate(true)} /> Keep{' '}
            {dated.length === 1 ? 'it' : 'them'} for {newName}
          </label>
          <label>
            <input type="radio" name="date" checked={!keepDate} onChange={() => setKeepDate(false)} /> Clear{' '}
            {dated.length === 1 ? 'it' : 'them'}: {newName} sets a new one
          </label>
        </fieldset>
      )}
    </ConfirmDialog>
  );
}
