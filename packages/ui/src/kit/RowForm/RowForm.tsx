import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import type { RowActionState } from '../useRowActions.ts';
import styles from './RowForm.module.css';

export interface RowFormProps {
  /** What the row holds now (the date fixed, the score given), shown above the form. */
  current: ReactNode;
  /** Shown instead when the row holds nothing yet (`Not set yet`). */
  unset: string;
  /** The row's own state, from `useRowAction(actions, rowId)`. */
  action: Pick<RowActionState, 'status' | 'message' | 'error'>;
  /** The button's label; add the row's name for screen readers (`<span className="visually-hidden">`). */
  submitLabel: ReactNode;
  /** Called once the browser's own checks (`required`, the input's type) pass. */
  onSubmit: () => void;
  /** The row's fields. */
  children: ReactNode;
  /** What shows under the form until it is answered (a question before a past date is set). */
  pending?: ReactNode;
  /**
   * The button always under the field, which then takes the form's whole width: for a field
   * wider than a score's (a date and time picker), so a table's column need not hold both.
   */
  stacked?: boolean;
}

/**
 * One row's form in a table: what the row holds now, its fields, a button with its spinner while the row's call runs,
 * and the row's notice and error in live regions of their own, so a row's answer is read where
 * it happened and never touches another row. The state is the row-actions machine's.
 */
export function RowForm({
  current,
  unset,
  action,
  submitLabel,
  onSubmit,
  children,
  pending,
  stacked = false,
}: RowFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  const holds = current !== null && current !== undefined && current !== '';
  return (
    <form className={styles.form} onSubmit={submit}>
      <p className={styles.current}>{holds ? current : <span className={styles.unset}>{unset}</span>}</p>
      <div className={stacked ? `${styles.line} ${styles.stacked}` : styles.line}>
        <div className={styles.fields}>{children}</div>
        <Button type="submit" size="small" loading={action.status === 'working'}>
          {submitLabel}
        </Button>
      </div>
      {pending}
      <Notice tone="success">{action.message}</Notice>
      <Notice tone="error">{action.error}</Notice>
    </form>
  );
}
