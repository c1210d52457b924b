import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Draft } from './useDraft.ts';
import { useFormSubmission, type FormSubmission, type FormSubmissionOptions } from './useFormSubmission.ts';

export type FormValues = Record<string, string>;
export type FieldErrors<TValues extends FormValues> = Partial<Record<keyof TValues, string>>;

export interface FormOptions<TValues extends FormValues, TOutput> extends FormSubmissionOptions<
  TValues,
  TOutput
> {
  /** The fields' starting values (the current ones on an edit form). */
  initial: TValues;
  /**
   * Checks the browser cannot make (two passwords that must match, a date before another),
   * run before sending: a message per field in the way; nothing is sent while any remain.
   */
  validate?: (values: TValues) => FieldErrors<TValues>;
  /**
   * Empties the fields after a success, ready for the next one (account creation, say). A field
   * changed while the values were being sent keeps its new text.
   */
  clearOnSuccess?: boolean;
  /**
   * Keeps the values on the device as the user types (`useDraft`): the form starts from what was
   * kept, and forgets it once the values are sent.
   */
  draft?: Draft<TValues>;
}

export interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

export interface Form<TValues extends FormValues> extends FormSubmission<TValues> {
  values: TValues;
  errors: FieldErrors<TValues>;
  /** The props that tie an input to a field: `<TextField label="Office" {...form.field('office')} />`. */
  field: (name: keyof TValues & string) => FieldProps;
  setValue: (name: keyof TValues & string, value: string) => void;
  /** The form's onSubmit: checks, then sends; the first field in the way gets the focus. */
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A form's fields, its own checks and its submission, in one hook. The browser enforces what
 * the inputs say (`required`, `type="email"`); `validate` adds the rest; the submission is the
 * form submission machine's (see `useFormSubmission`).
 */
export function useForm<TValues extends FormValues, TOutput = unknown>(
  options: FormOptions<TValues, TOutput>,
): Form<TValues> {
  const { initial, validate, clearOnSuccess, onSuccess, draft } = options;
  const [values, setValues] = useState<TValues>(() => draft?.kept ?? initial);
  const [errors, setErrors] = useState<FieldErrors<TValues>>({});
  const submission = useFormSubmission<TValues, TOutput>({
    ...options,
    onSuccess: (output, sent) => {
      draft?.clear();
      if (clearOnSuccess) {
        setValues((current) => {
          const next: FormValues = { ...current };
          for (const name of Object.keys(initial)) {
            if (current[name] === sent[name]) next[name] = initial[name]!;
          }
          return next as TValues;
        });
      }
      onSuccess?.(output, sent);
    },
  });

  // Saved after each change is drawn; what the user typed is on the device within the frame.
  useEffect(() => {
    draft?.save(values);
  }, [draft, values]);

  function setValue(name: keyof TValues & string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors<TValues> = validate?.(values) ?? {};
    const names = (Object.keys(found) as Array<keyof TValues & string>).filter((name) => found[name]);
    setErrors(found);
    if (names.length > 0) {
      // The field's own control: a searchable select names its visible input with data-name,
      // its submitted value being a hidden input.
      const name = CSS.escape(names[0]!);
      event.currentTarget
        .querySelector<HTMLElement>(`[name="${name}"]:not([type="hidden"]), [data-name="${name}"]`)
        ?.focus();
      return;
    }
    submission.submit(values);
  }

  return {
    ...submission,
    values,
    errors,
    setValue,
    handleSubmit,
    field: (name) => ({
      name,
      value: values[name] ?? '',
      error: errors[name],
      onChange: (event) => setValue(name, event.target.value),
    }),
  };
}
