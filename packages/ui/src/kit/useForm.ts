import { useState, type ChangeEvent, type FormEvent } from 'react';
import { fieldMessage, isApiError } from '@siwes/api';
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
  /** Empties the fields after a success, ready for the next one (account creation, say). */
  clearOnSuccess?: boolean;
  /**
   * The body's name of a form field, where they differ, for the server's refusals: an `errors`
   * entry `password: …` shows beside the field it names. Fields are named as in the body by default.
   */
  bodyNames?: Partial<Record<keyof TValues & string, string>>;
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
  const { initial, validate, clearOnSuccess, onSuccess, onFailure, bodyNames = {} } = options;
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<FieldErrors<TValues>>({});
  // When the server's refusal names fields, they say it beside the fields and the notice says what it says overall.
  const [summary, setSummary] = useState<string | null>(null);
  const submission = useFormSubmission<TValues, TOutput>({
    ...options,
    onSuccess: (output, sent) => {
      if (clearOnSuccess) setValues(initial);
      onSuccess?.(output, sent);
    },
    onFailure: (error, sent) => {
      const found: FieldErrors<TValues> = {};
      for (const name of Object.keys(sent) as Array<keyof TValues & string>) {
        const message = fieldMessage(error, (bodyNames as Record<string, string | undefined>)[name] ?? name);
        if (message) found[name] = message;
      }
      setErrors(found);
      const message = isApiError(error)
        ? (error.body as { message?: unknown } | undefined)?.message
        : undefined;
      setSummary(Object.keys(found).length > 0 && typeof message === 'string' ? message : null);
      onFailure?.(error, sent);
    },
  });

  function setValue(name: keyof TValues & string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors<TValues> = validate?.(values) ?? {};
    const names = (Object.keys(found) as Array<keyof TValues & string>).filter((name) => found[name]);
    setErrors(found);
    setSummary(null);
    if (names.length > 0) {
      const first = event.currentTarget.elements.namedItem(names[0]!);
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    submission.submit(values);
  }

  return {
    ...submission,
    error: submission.error && (summary ?? submission.error),
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
