import type { SelectHTMLAttributes } from 'react';
import { FieldShell, fieldStyles, useFieldIds, type FieldOwnProps } from '../Field/field.tsx';

export interface SelectOption {
  value: string;
  label?: string;
  /** Other names the option is found by in a searchable select (`GTB` for Guaranty Trust Bank). */
  keywords?: readonly string[];
  /** Shown after the label in a searchable select's list, in smaller type (`GTB · code 058`). */
  detail?: string;
}

export interface SelectProps
  extends FieldOwnProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  options: ReadonlyArray<SelectOption | string>;
  /** The first, empty choice, e.g. `Select a faculty`. */
  placeholder?: string;
}

export const NO_OPTIONS = 'No options available';

/**
 * A list with the current value in it, so a stored value the list spells otherwise (or no longer
 * has) still shows rather than a blank select.
 */
export function withCurrentOption(options: readonly string[], current: string): readonly string[] {
  return current === '' || options.includes(current) ? options : [current, ...options];
}

/** A native select. With no options it is disabled and says `No options available`. */
export function Select({
  label,
  hint,
  error,
  required,
  id,
  hideLabel,
  options,
  placeholder,
  disabled,
  ...select
}: SelectProps) {
  const ids = useFieldIds({ id, hint, error });
  const empty = options.length === 0;
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} ids={ids} hideLabel={hideLabel}>
      <select
        {...select}
        id={ids.controlId}
        required={required}
        disabled={disabled || empty}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={fieldStyles.control}
      >
        {empty ? (
          <option value="">{NO_OPTIONS}</option>
        ) : (
          <>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => {
              const { value, label: text } =
                typeof option === 'string' ? { value: option, label: option } : option;
              return (
                <option key={value} value={value}>
                  {text ?? value}
                </option>
              );
            })}
          </>
        )}
      </select>
    </FieldShell>
  );
}
