import type { TextareaHTMLAttributes } from 'react';
import { FieldShell, fieldStyles, useFieldIds, type FieldOwnProps } from '../Field/field.tsx';
import styles from './TextArea.module.css';

export interface TextAreaProps
  extends FieldOwnProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  value?: string;
}

/**
 * A labelled multi-line field (a day's report, a job description). With `maxLength` it says how
 * many characters are left, politely and only to those who look, so a long report is never cut
 * without warning.
 */
export function TextArea({ label, hint, error, required, id, className, rows = 4, ...area }: TextAreaProps) {
  const ids = useFieldIds({ id, hint, error });
  const { maxLength, value } = area;
  const countId = maxLength ? `${ids.controlId}-count` : undefined;
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} ids={ids}>
      <textarea
        {...area}
        id={ids.controlId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[ids.describedBy, countId].filter(Boolean).join(' ') || undefined}
        className={[fieldStyles.control, styles.area, className].filter(Boolean).join(' ')}
      />
      {maxLength !== undefined && (
        <p className={styles.count} id={countId}>
          {maxLength - (value?.length ?? 0)} of {maxLength} characters left
        </p>
      )}
    </FieldShell>
  );
}
