import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';

export { styles as fieldStyles };

/** What every labelled field takes, whatever its control. */
export interface FieldOwnProps {
  label: string;
  /** Help under the label, tied to the control with aria-describedby. */
  hint?: ReactNode;
  /** An error message; marks the control invalid and is read with it. */
  error?: ReactNode;
  required?: boolean;
  /** Fixes the control's id (otherwise generated). */
  id?: string;
  /**
   * Keeps the label for screen readers only, and the field without its bottom margin: a control
   * in a table cell, whose column header already says what it is.
   */
  hideLabel?: boolean;
}

export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** The value for the control's aria-describedby. */
  describedBy: string | undefined;
}

/** Ids that tie a control to its label, hint and error. */
export function useFieldIds({ id, hint, error }: Pick<FieldOwnProps, 'id' | 'hint' | 'error'>): FieldIds {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

/** The label, hint and error around a control; the control itself is the child. */
export function FieldShell({
  label,
  hint,
  error,
  required,
  ids,
  children,
  labelId,
  hideLabel = false,
}: FieldOwnProps & { ids: FieldIds; children: ReactNode; labelId?: string }) {
  return (
    <div className={hideLabel ? `${styles.field} ${styles.inCell}` : styles.field}>
      <span className={hideLabel ? 'visually-hidden' : undefined}>
        <label className={styles.label} htmlFor={ids.controlId} id={labelId}>
          {label}
        </label>
        {/* The marker sits outside the label so the control's name stays the label's words;
            `required` on the control tells assistive technology. */}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      {hint && (
        <p className={styles.hint} id={ids.hintId}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className={styles.error} id={ids.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
