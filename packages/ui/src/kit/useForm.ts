import { useState, type FormEvent } from 'react';
import { fieldMessage, refusalSummary } from '@siwes/api';
import {
  useFormFields,
  type FormFieldsOptions,
  type FieldErrors,
  type ChoiceBinding,
  type FieldProps,
  type FileFieldBinding,
  type FileFieldName,
  type FormValues,
  type TextFieldName,
} from './useFormFields.ts';
import { useFormSubmission, type FormSubmission, type FormSubmissionOptions } from './useFormSubmission.ts';

export type {
  ChoiceBinding,
  Draft,
  FieldErrors,
  FieldProps,
  FileFieldBinding,
  FileFieldName,
  FormValue,
  FormValues,
  TextFieldName,
} from './useFormFields.ts';

/** A question asked before sending, for what cannot be undone (a deadline that closes registration). */
export interface Confirmation {
  /** The question: the dialog's heading. */
  title: string;
  /** What follows if the user goes on. */
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
}

export interface FormOptions<TValues extends FormValues, TOutput>
  extends FormSubmissionOptions<TValues, TOutput>, FormFieldsOptions<TValues> {
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
   * The body's name of a form field, where they differ, for the server's refusals: an `errors`
   * entry `password: …` shows beside the field it names. Fields are named as in the body by default.
   */
  bodyNames?: Partial<Record<keyof TValues & string, string>>;
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
  /**
   * How many submits were refused with a field in the way (by the form's checks, or by the
   * server naming a field): an `ErrorSummary` takes the focus on each new count.
   */
  refusals: number;
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
  const { initial, confirm, clearOnSuccess, onSuccess, bodyNames = {}, draft } = options;
  const fields = useFormFields(options);
  const { values, setValues, setErrors } = fields;
  // When the server's refusal names fields, they say it beside the fields, and the notice under the
  // form says what the server says overall rather than repeat them with their body names.
  const [summary, setSummary] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ values: TValues; confirmation: Confirmation } | null>(null);
  const [refusals, setRefusals] = useState(0);
  const submission = useFormSubmission<TValues, TOutput>({
    ...options,
    submit: async (sent, call) => {
      try {
        return await options.submit(sent, call);
      } catch (error) {
        const named = serverFieldErrors(error, sent, bodyNames as Partial<Record<string, string>>);
        const namedAny = Object.keys(named).length > 0;
        if (namedAny) {
          setErrors(named);
          setRefusals((count) => count + 1);
        }
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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const checked = fields.check(event);
    setSummary(null);
    // A new attempt: what the server said of the last one (a wrong old password) may no longer be true.
    submission.dismiss();
    if (!checked) {
      setRefusals((count) => count + 1);
      return;
    }
    const question = confirm?.(checked) ?? null;
    if (question) {
      setAsking({ values: checked, confirmation: question });
      return;
    }
    submission.submit(checked);
  }

  return {
    ...submission,
    error: submission.error && (summary ?? submission.error),
    values,
    errors: fields.errors,
    setValue: fields.setValue,
    field: fields.field,
    fileField: fields.fileField,
    handleSubmit,
    refusals,
    confirmation: asking?.confirmation ?? null,
    confirmSubmit: () => {
      if (!asking) return;
      setAsking(null);
      submission.submit(asking.values);
    },
    cancelSubmit: () => setAsking(null),
    choice: fields.choice,
  };
}
