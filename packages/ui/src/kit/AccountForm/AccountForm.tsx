import type { ReactNode } from 'react';
import { MESSAGES, passwordProblem, type CallOptions } from '@siwes/api';
import { NewPasswordField } from '../../components/NewPasswordField/NewPasswordField.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { FormScreen } from '../FormScreen/FormScreen.tsx';
import { useForm, type FieldErrors, type Form, type TextFieldName } from '../useForm.ts';

/** What every account the coordinator creates has, by the body's names. */
export type AccountValues = {
  firstName: string;
  lastName: string;
  email: string;
  office: string;
  password: string;
};

export interface AccountFormProps<TValues extends AccountValues> {
  title: string;
  /** Where the new account signs in. */
  lead: string;
  /** The empty form, in the body's order: the shared fields, the phone and the account's own. */
  initial: TValues;
  /** The phone number's name in the body (`phone` for a supervisor, `phone1` for a coordinator). */
  phoneName: TextFieldName<TValues>;
  /** Sends the values: `createSupervisor`, `addCoordinator`. */
  create: (values: TValues, call: CallOptions) => Promise<unknown>;
  /** The account's own fields, between the phone number and the office (a coordinator's faculty). */
  children?: (form: Form<TValues>) => ReactNode;
  /** Said under the names as they are typed (Create Supervisor: another supervisor of that name, issue 34). */
  afterNames?: (form: Form<TValues>) => ReactNode;
}

/**
 * The coordinator's form for a new account (spec sections 2, 7 and 8): first name, last name,
 * email, phone number, the account's own fields, office and password, all required; the
 * password rule is the server's, said beside the field before anything is typed and checked
 * before sending; 'Account Created Successfully!' and an empty form for the next one; a taken
 * email or a refused password shows the server's words.
 *
 * @example
 * <AccountForm title="Create Supervisor" lead="…" initial={EMPTY} phoneName="phone"
 *   create={(values, call) => client.createSupervisor(values, call)} />
 */
export function AccountForm<TValues extends AccountValues>({
  title,
  lead,
  initial,
  phoneName,
  create,
  children,
  afterNames,
}: AccountFormProps<TValues>) {
  const form = useForm({
    initial,
    validate: (v) => {
      const errors: FieldErrors<TValues> = {};
      errors.password = passwordProblem(v.password);
      return errors;
    },
    submit: create,
    successMessage: MESSAGES.accountCreated,
    clearOnSuccess: true,
  });
  // The shared names are text fields of every account's values; TypeScript cannot see that
  // through the generic, so they are named here once.
  const field = (name: keyof AccountValues) => form.field(name as TextFieldName<TValues>);
  return (
    <FormScreen role="coordinator" title={title} lead={lead} form={form} submitLabel="Create Account">
      <TextField label="First Name" autoComplete="off" required {...field('firstName')} />
      <TextField label="Last Name" autoComplete="off" required {...field('lastName')} />
      {afterNames?.(form)}
      <TextField label="Email" type="email" autoComplete="off" required {...field('email')} />
      <TextField label="Phone Number" type="tel" autoComplete="off" required {...form.field(phoneName)} />
      {children?.(form)}
      <TextField label="Office" required {...field('office')} />
      <NewPasswordField label="Password" required {...field('password')} />
    </FormScreen>
  );
}
