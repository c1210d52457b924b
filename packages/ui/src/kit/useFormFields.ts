import {
  useEffect,
  useState,
  type ChangeEvent,
  type Dispatch,
  type FormEvent,
  type SetStateAction,
} from 'react';

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

export interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

/** What a form keeps on the device as it is typed (`useDraft` makes one). */
export interface Draft<TValues extends FormValues> {
  /** What was kept for this key, over the empty values (the empty values when nothing was). */
  kept: TValues;
  /** Keeps the values; forgets them when every field is blank. */
  save: (values: TValues) => void;
  /** Forgets the draft (after it was sent). */
  clear: () => void;
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

export interface FormFieldsOptions<TValues extends FormValues> {
  /** The fields' starting values (the current ones on an edit form). */
  initial: TValues;
  /**
   * Checks the browser cannot make (two passwords that must match, a date before another),
   * run before sending: a message per field in the way; nothing is sent while any remain.
   */
  validate?: (values: TValues) => FieldErrors<TValues>;
  /**
   * Keeps the values on the device as the user types (`useDraft`): the form starts from what was
   * kept, and forgets it once the values are sent.
   */
  draft?: Draft<TValues>;
  /**
   * The form shows an `ErrorSummary` at its top, which takes the focus after a refused submit:
   * the first field in the way is then not focused by the check.
   */
  errorSummary?: boolean;
}

export interface FormFields<TValues extends FormValues> {
  values: TValues;
  setValues: Dispatch<SetStateAction<TValues>>;
  /** A message per field in the way, until that field is edited. */
  errors: FieldErrors<TValues>;
  setErrors: Dispatch<SetStateAction<FieldErrors<TValues>>>;
  setValue: <K extends keyof TValues & string>(name: K, value: TValues[K]) => void;
  /** The props that tie an input to a field: `<TextField label="Office" {...form.field('office')} />`. */
  field: (name: TextFieldName<TValues>) => FieldProps;
  /** The props that tie a file input to a field: `<FileField label="Form" {...form.fileField('form')} />`. */
  fileField: (name: FileFieldName<TValues>) => FileFieldBinding;
  /** The props that tie a value-choosing control to a field: `<BankField {...form.choice('bankName')} />`. */
  choice: (name: TextFieldName<TValues>) => ChoiceBinding;
  /**
   * For the form's onSubmit: stops the browser's own submit, runs `validate`, and either gives the
   * values to send or, when a field is in the way, says so beside it, gives it the focus and
   * gives null.
   */
  check: (event: FormEvent<HTMLFormElement>) => TValues | null;
}

/**
 * A form's fields without its sending: their values (kept in the draft, when given, as the user
 * types), the messages beside them, and the check before sending. `useForm` adds the form
 * submission machine; a form sent another way (the weekly report, which may wait on the phone
 * for the network) takes the fields alone.
 */
export function useFormFields<TValues extends FormValues>({
  initial,
  validate,
  draft,
  errorSummary = false,
}: FormFieldsOptions<TValues>): FormFields<TValues> {
  const [values, setValues] = useState<TValues>(() => draft?.kept ?? initial);
  const [errors, setErrors] = useState<FieldErrors<TValues>>({});

  // Saved after each change is drawn; what the user typed is on the device within the frame.
  useEffect(() => {
    draft?.save(values);
  }, [draft, values]);

  function setValue<K extends keyof TValues & string>(name: K, value: TValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function check(event: FormEvent<HTMLFormElement>): TValues | null {
    event.preventDefault();
    const found: FieldErrors<TValues> = validate?.(values) ?? {};
    const names = (Object.keys(found) as Array<keyof TValues & string>).filter((name) => found[name]);
    setErrors(found);
    if (names.length === 0) return values;
    if (errorSummary) return null;
    // The field's own control: a searchable select names its visible input with data-name,
    // its submitted value being a hidden input.
    const name = CSS.escape(names[0]!);
    event.currentTarget
      .querySelector<HTMLElement>(`[name="${name}"]:not([type="hidden"]), [data-name="${name}"]`)
      ?.focus();
    return null;
  }

  return {
    values,
    setValues,
    errors,
    setErrors,
    setValue,
    check,
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
