import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Button } from '../Button/Button.tsx';
import { FieldShell, fieldStyles, useFieldIds, type FieldOwnProps } from '../Field/field.tsx';
import styles from './PasswordField.module.css';

export interface PasswordFieldProps
  extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** Start with the password visible. */
  defaultVisible?: boolean;
  /** The input itself (to give it the focus). */
  ref?: Ref<HTMLInputElement>;
}

/** A password input with the spec's toggle, labelled `Show Password` or `Hide Password`. */
export function PasswordField({
  label,
  hint,
  error,
  required,
  id,
  defaultVisible = false,
  autoComplete = 'current-password',
  ...input
}: PasswordFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} ids={ids}>
      <div className={styles.row}>
        <input
          {...input}
          id={ids.controlId}
          type={visible ? 'text' : 'password'}
          required={required}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={fieldStyles.control}
        />
        <Button
          variant="secondary"
          size="small"
          className={styles.toggle}
          aria-controls={ids.controlId}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide Password' : 'Show Password'}
        </Button>
      </div>
    </FieldShell>
  );
}
