import { useEffect, useRef, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { PDF_SIGNATURE, SIGNOFF_IMAGE_TYPES, isPdf } from '@siwes/api';
import { imageTypeOf } from '@siwes/api/rules';
import { FieldShell, fieldStyles, useFieldIds, type FieldOwnProps } from '../Field/field.tsx';

export interface FileFieldProps
  extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'accept' | 'onChange'> {
  /** Accepted types, e.g. `['application/pdf']` or `['.pdf']`. Shown to the user. */
  accept: readonly string[];
  /** Largest file accepted, in bytes. Shown to the user; a larger file is refused with an error. */
  maxBytes: number;
  /**
   * The chosen file, when the form keeps it (`form.fileField(name)`): null empties the input, so
   * a form cleared after a success is cleared here too.
   */
  file?: File | null;
  /** Called with the chosen file, or null when the choice was refused or cleared. */
  onFileChange?: (file: File | null) => void;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

function describeTypes(accept: readonly string[]): string {
  return accept
    .map((t) => (t === 'application/pdf' ? 'PDF' : t.replace(/^\.|^image\//, '').toUpperCase()))
    .join(' or ');
}

const PICTURES: readonly string[] = SIGNOFF_IMAGE_TYPES;

/**
 * Whether a file is of an accepted type. A PDF, a PNG and a JPEG are judged by their first bytes,
 * as the server judges them: a name or a type the phone reports proves nothing (some report none
 * at all, and a web page renamed `stamp.png` reports `image/png`).
 */
async function accepted(file: File, accept: readonly string[]): Promise<boolean> {
  const name = file.name.toLowerCase();
  for (const type of accept) {
    if (type === 'application/pdf') {
      const start = await file.slice(0, PDF_SIGNATURE.length).arrayBuffer();
      if (isPdf(new Uint8Array(start))) return true;
    } else if (PICTURES.includes(type)) {
      if (imageTypeOf(new Uint8Array(await file.slice(0, 8).arrayBuffer())) === type) return true;
    } else if (type.startsWith('.') ? name.endsWith(type.toLowerCase()) : file.type === type) {
      return true;
    }
  }
  return false;
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
  file,
  onFileChange,
  ...input
}: FileFieldProps) {
  const [picked, setPicked] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Only the latest choice counts when an earlier one is still being read.
  const choice = useRef(0);
  const chosen = file === undefined ? picked : file;
  const limits = `${describeTypes(accept)} only, up to ${formatBytes(maxBytes)}.`;
  const shownError = refusal ?? error;
  const ids = useFieldIds({ id, hint: hint ?? limits, error: shownError });

  useEffect(() => {
    // A file input cannot be set, only emptied: do it whenever the form holds no file.
    if (file === null && inputRef.current) inputRef.current.value = '';
  }, [file, picked]);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const target = event.target;
    const next = target.files?.[0] ?? null;
    const mine = ++choice.current;
    let reason: string | null = null;
    if (next && next.size > maxBytes)
      reason = `${next.name} is ${formatBytes(next.size)}; the limit is ${formatBytes(maxBytes)}.`;
    else if (next && !(await accepted(next, accept)))
      reason = `${next.name} is not a ${describeTypes(accept)} file.`;
    if (mine !== choice.current) return;
    setRefusal(reason);
    if (reason) target.value = '';
    const kept = reason ? null : next;
    setPicked(kept);
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
        ref={inputRef}
        id={ids.controlId}
        type="file"
        accept={accept.join(',')}
        required={required}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={ids.describedBy}
        className={fieldStyles.control}
        onChange={(event) => void onChange(event)}
      />
      {/* The browser's own control says when nothing is chosen; this says what was, with its size. */}
      <p aria-live="polite">{chosen ? `Chosen: ${chosen.name} (${formatBytes(chosen.size)})` : ''}</p>
    </FieldShell>
  );
}
