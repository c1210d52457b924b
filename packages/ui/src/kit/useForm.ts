import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { fieldMessage, refusalSummary } from '@siwes/api';
import { useFormSubmission, type FormSubmission, type FormSubmissionOptions } from './useFormSubmission.ts';

/** A field's value: text, or a chosen file (null until one is chosen). */
export type FormValue = string | File | null;
export type FormValues = Record<string, FormValue>;
export type FieldErrors<TValues extends FormValues> = Partial<Record<keyof TValues, string>>;

/** The names of a form's text fields. */
export type TextFieldName<TValues extends FormValues> = {
  [K in keyof TValues & string]: TValues[K] extends string ? K : never;
}[keyof TValues & string];
/** The names of a form's file fields. */
export type FileFieldName<TValues extends FormValues> = {
  [K in keyof TValues & string]: TValues[K] extends string ? never : K;
}[keyof TValues & string];

/** What a form keeps on the device as it is typed (`useDraft` makes one). */
export interface Draft<TValues extends FormValues> {
  /** What was kept for this key, over the empty values (the empty values when nothing was). */
  kept: TValues;
  /** Keeps the values; forgets them when every field is blank. */
  save: (values: TValues) => void;
  /** Forgets the draft (after it was sent). */
  clear: () => void;
}

/** A question asked before sending, for what cannot be undone (a deadline that closes registration). */
export interface Confirmation {
  /** The question: the dialog's heading. */
  title: string;
  /** What follows if the user goes on. */
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
}

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
   * Asks before sending values that need a second thought: return the question, or null to send
   * at once. Nothing is sent until the user confirms; cancelling leaves the form as it was.
   */
  confirm?: (values: TValues) => Confirmation | null;
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

/** The props that tie a `FileField` to a file field of the form. */
export interface FileFieldBinding {
  name: string;
  file: File | null;
  error: string | undefined;
  onFileChange: (file: File | null) => void;
}

/** The props that tie a control whose change is a value, not an event (a `BankField`), to a text field. */
export interface ChoiceBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export interface Form<TValues extends FormValues> extends FormSubmission<TValues> {
  values: TValues;
  /**
   * A message per field in the way: the form's own checks, or the server's sentence about a
   * field it refused (an `errors` entry naming it), until that field is edited.
   */
  errors: FieldErrors<TValues>;
  /** The props that tie an input to a field: `<TextField label="Office" {...form.field('office')} />`. */
  field: (name: TextFieldName<TValues>) => FieldProps;
  /** The props that tie a file input to a field: `<FileField label="Form" {...form.fileField('form')} />`. */
  fileField: (name: FileFieldName<TValues>) => FileFieldBinding;
  /** The props that tie a value-choosing control to a field: `<BankField {...form.choice('bankName')} />`. */
  choice: (name: TextFieldName<TValues>) => ChoiceBinding;
  setValue: <K extends keyof TValues & string>(name: K, value: TValues[K]) => void;
  /** The form's onSubmit: checks, asks if it must, then sends; the first field in the way gets the focus. */
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The question waiting for an answer (see `confirm`), or null. */
  confirmation: Confirmation | null;
  /** Sends the values the question was about. */
  confirmSubmit: () => void;
  /** Drops the question; nothing is sent. */
  cancelSubmit: () => void;
}

/** The server's sentences about the form's own fields, from a refused call. */
function serverFieldErrors<TValues extends FormValues>(
  error: unknown,
  values: TValues,
  bodyNames: Partial<Record<string, string>>,
): FieldErrors<TValues> {
  const found: FieldErrors<TValues> = {};
  for (const name of Object.keys(values) as Array<keyof TValues & string>) {
    const message = fieldMessage(error, bodyNames[name] ?? name);
    if (message) found[name] = message;
  }
  return found;
}

/**
 * A form's fields, its own checks and its submission, in one hook. The browser enforces what
 * the inputs say (`required`, `type="email"`); `validate` adds the rest; `confirm` asks before
 * what cannot be undone; the submission is the form submission machine's (see
 * `useFormSubmission`). A refusal shows under the form, and beside each field the server named.
 */
export function useForm<TValues extends FormValues, TOutput = unknown>(
  options: FormOptions<TValues, TOutput>,
): Form<TValues> {
  const { initial, validate, confirm, clearOnSuccess, onSuccess, bodyNames = {}, draft } = options;
  const [values, setValues] = useState<TValues>(() => draft?.kept ?? initial);
  const [errors, setErrors] = useState<FieldErrors<TValues>>({});
  // When the server's refusal names fields, they say it beside the fields, and the notice under the
  // form says what the server says overall rather than repeat them with their body names.
  const [summary, setSummary] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ values: TValues; confirmation: Confirmation } | null>(null);
  const submission = useFormSubmission<TValues, TOutput>({
    ...options,
    submit: async (sent, call) => {
      try {
        return await options.submit(sent, call);
      } catch (error) {
        const named = serverFieldErrors(error, sent, bodyNames as Partial<Record<string, string>>);
        const namedAny = Object.keys(named).length > 0;
        if (namedAny) setErrors(named);
        setSummary(namedAny ? (refusalSummary(error) ?? null) : null);
        throw error;
      }
    },
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

  function setValue<K extends keyof TValues & string>(name: K, value: TValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors<TValues> = validate?.(values) ?? {};
    const names = (Object.keys(found) as Array<keyof TValues & string>).filter((name) => found[name]);
    setErrors(found);
    setSummary(null);
    // A new attempt: what the server said of the last one (a wrong old password) may no longer be true.
    submission.dismiss();
    if (names.length > 0) {
      // The field's own control: a searchable select names its visible input with data-name,
      // its submitted value being a hidden input.
      const name = CSS.escape(names[0]!);
      event.currentTarget
        .querySelector<HTMLElement>(`[name="${name}"]:not([type="hidden"]), [data-name="${name}"]`)
        ?.focus();
      return;
    }
    const question = confirm?.(values) ?? null;
    if (question) {
      setAsking({ values, confirmation: question });
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
    confirmation: asking?.confirmation ?? null,
    confirmSubmit: () => {
      if (!asking) return;
      setAsking(null);
      submission.submit(asking.values);
    },
    cancelSubmit: () => setAsking(null),
    field: (name) => ({
      name,
      value: (values[name] as string | undefined) ?? '',
      error: errors[name],
      onChange: (event) => setValue(name, event.target.value as TValues[typeof name]),
    }),
    choice: (name) => ({
      name,
      value: (values[name] as string | undefined) ?? '',
      error: errors[name],
      onChange: (value) => setValue(name, value as TValues[typeof name]),
    }),
    fileField: (name) => ({
      name,
      file: (values[name] as File | null | undefined) ?? null,
      error: errors[name],
      onFileChange: (file) => setValue(name, file as TValues[typeof name]),
    }),
  };
}
