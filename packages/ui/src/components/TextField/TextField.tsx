import { describeLagosTime, fromLagosLocal } from '@siwes/api';
import type { InputHTMLAttributes } from 'react';
import { FieldShell, fieldStyles, useFieldIds, type FieldOwnProps } from '../Field/field.tsx';

export interface TextFieldProps
  extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  type?: 'text' | 'email' | 'tel' | 'number' | 'password' | 'date' | 'datetime-local' | 'search';
}

/**
 * A labelled input. The label, hint and error are tied to it, so a screen reader reads them
 * together; `required` is both marked and enforced by the browser; `readOnly` is shown as such.
 */
export function TextField({
  label,
  hint,
  error,
  required,
  id,
  hideLabel,
  type = 'text',
  className,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} ids={ids} hideLabel={hideLabel}>
      <input
        {...input}
        id={ids.controlId}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={[fieldStyles.control, className].filter(Boolean).join(' ')}
      />
    </FieldShell>
  );
}

/** A native date picker (`<input type="date">`), value as YYYY-MM-DD. */
export function DateField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField {...props} type="date" />;
}

/**
 * A native date-and-time picker (`<input type="datetime-local">`), value as YYYY-MM-DDTHH:mm,
 * which the portal reads as Lagos time whatever the device's zone (`fromLagosLocal`). The chosen
 * time is said back in words under it ("Wednesday 1 July 2026, 10:00 in Lagos"), so a supervisor
 * whose phone is set to another zone, or who mixes up day and month, sees it before sending.
 */
export function DateTimeField({
  hint,
  sayInWords = true,
  ...props
}: Omit<TextFieldProps, 'type'> & {
  /** Adds the chosen moment in words to the hint; off where the page says it in its own sentence. */
  sayInWords?: boolean;
}) {
  const instant = typeof props.value === 'string' ? fromLagosLocal(props.value) : null;
  const inWords = instant && sayInWords ? describeLagosTime(instant) : '';
  return (
    <TextField
      {...props}
      type="datetime-local"
      hint={
        inWords ? (
          hint ? (
            <>
              {hint} {inWords}.
            </>
          ) : (
            `${inWords}.`
          )
        ) : (
          hint
        )
      }
    />
  );
}
