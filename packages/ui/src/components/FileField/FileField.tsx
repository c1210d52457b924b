import { useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { FieldShell, fieldStyles, useFieldIds, type FieldOwnProps } from '../Field/field.tsx';

export interface FileFieldProps
  extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'accept' | 'onChange'> {
  /** Accepted types, e.g. `['application/pdf']` or `['.pdf']`. Shown to the user. */
  accept: readonly string[];
  /** Largest file accepted, in bytes. Shown to the user; a larger file is refused with an error. */
  maxBytes: number;
  /** Called with the chosen file, or null when the choice was refused or cleared. */
  onFileChange?: (file: File | null) => void;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

function describeTypes(accept: readonly string[]): string {
  return accept.map((t) => (t === 'application/pdf' ? 'PDF' : t.replace(/^\./, '').toUpperCase())).join(', ');
}

function accepted(file: File, accept: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  return accept.some((t) => (t.startsWith('.') ? name.endsWith(t.toLowerCase()) : file.type === t));
}

/** A file input that says what it takes, names the chosen file, and refuses the wrong type or size. */
export function FileField({
  label,
  hint,
  error,
  required,
  id,
  accept,
  maxBytes,
  onFileChange,
  ...input
}: FileFieldProps) {
  const [chosen, setChosen] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const limits = `${describeTypes(accept)} only, up to ${formatBytes(maxBytes)}.`;
  const shownError = refusal ?? error;
  const ids = useFieldIds({ id, hint: hint ?? limits, error: shownError });

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    let reason: string | null = null;
    if (file && !accepted(file, accept)) reason = `${file.name} is not a ${describeTypes(accept)} file.`;
    else if (file && file.size > maxBytes)
      reason = `${file.name} is ${formatBytes(file.size)}; the limit is ${formatBytes(maxBytes)}.`;
    setRefusal(reason);
    if (reason) event.target.value = '';
    const kept = reason ? null : file;
    setChosen(kept);
    onFileChange?.(kept);
  }

  return (
    <FieldShell
      label={label}
      hint={hint ? `${hint} ${limits}` : limits}
      error={shownError}
      required={required}
      ids={ids}
    >
      <input
        {...input}
        id={ids.controlId}
        type="file"
        accept={accept.join(',')}
        required={required}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={ids.describedBy}
        className={fieldStyles.control}
        onChange={onChange}
      />
      <p aria-live="polite">
        {chosen ? `Chosen: ${chosen.name} (${formatBytes(chosen.size)})` : 'No file chosen.'}
      </p>
    </FieldShell>
  );
}
