import type { ReactNode } from 'react';
import {
  LEVELS,
  MESSAGES,
  passwordProblem,
  SEXES,
  STORAGE_KEYS,
  type Level,
  type RegistrationBody,
  type Sex,
} from '@siwes/api';
import { loadBanks, SCHOOLS, type Bank } from '@siwes/api/reference';
import { ErrorSummary } from '../../components/ErrorSummary/ErrorSummary.tsx';
import { NewPasswordField } from '../../components/NewPasswordField/NewPasswordField.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { BankField, CHOOSE_BANK } from '../../kit/BankField/BankField.tsx';
import { REGISTRATION_STEPS } from '../../kit/registrationSteps.ts';
import { registeredState } from '../../kit/loginNotice.ts';
import { useCourseCascade } from '../../kit/useCourseCascade.ts';
import { useForm, type FieldErrors, type Form } from '../../kit/useForm.ts';
import { useStoredValue } from '../../kit/useStoredValue.ts';
import { isVerifiedFor } from '../../kit/verification.ts';
import { FormCard, FormSubmit } from '../../layouts/FormCard/FormCard.tsx';
import { ScreenOf } from '../../registry/ScreenLink.tsx';
import { pathTo } from '../../registry/screens.ts';
import { useServices } from '../../services/services.tsx';
import styles from './RegistrationScreen.module.css';

export interface RegistrationScreenProps {
  /** Where the bank names come from; defaults to the shipped list, loaded on first use. */
  loadBankList?: () => Promise<readonly Bank[]>;
}

/**
 * Student Registration (/Register, page title `Registration`; spec sections 2, 3, 4, 5 and 8).
 *
 * The form shows only for a verified email: **session storage must hold `userEmail` and local
 * storage a `verification` result (the verifyOTP answer /validateOtp keeps) verified for that
 * same email**, case aside. Otherwise the registration's Verify Email screen shows instead. Both
 * are read when the page opens and again whenever the app navigates.
 *
 * Every field of the registration payload: first, middle and last name, sex (Male or Female),
 * the email (from session storage, read-only), phone, the faculty → department → course cascade
 * (department disabled until a faculty is chosen, course until a department is; an empty list
 * says 'No options available'), level 100 to 400, matric number, the bank name (searchable,
 * over the bank list, loaded when the form opens), account number, sort code and password.
 * Required exactly as spec section 5 lists them: all but faculty, department and course. The
 * password's rule (15 to 128 characters) shows beside it before anything is typed, and is checked
 * before sending. "Step 3 of 3: your details" is over the heading (issue 34).
 *
 * A refused Register lists every field in the way at once in an error summary at the top of the
 * form, which takes the focus; each of its links focuses its field, and each field says the same
 * sentence beside it (`REQUIRED_MESSAGES`, the bank not chosen from the list, the password rule).
 * Register shows a spinner; the server's error shows under the form, and what it says of a field
 * (a matric number already on record, a password too common) beside that field, in plain words,
 * and in the summary; success says
 * 'Registration Successful!', forgets the used verification and goes to /studentlogin after 2 s
 * (`services.timing.redirectAfterSuccessMs`), which says the student is registered and holds the
 * email. The form is the kit's `useForm`; the cascade
 * `useCourseCascade`.
 */
export function RegistrationScreen({ loadBankList = loadBanks }: RegistrationScreenProps) {
  const kept = useStoredValue('sessionStorage', STORAGE_KEYS.userEmail);
  const verification = useStoredValue('localStorage', STORAGE_KEYS.verification);
  const email = isVerifiedFor(verification, kept) ? (kept ?? '').trim() : '';
  if (!email) return <ScreenOf name="verifyStudent" />;
  return <RegistrationForm email={email} loadBankList={loadBankList} />;
}

/** The form's fields, every one text: the body's, the bank's three, and the faculty → course cascade. */
type Fields = {
  firstName: string;
  middleName: string;
  lastName: string;
  sex: Sex | '';
  email: string;
  phone: string;
  faculty: string;
  department: string;
  course: string;
  level: Level | '';
  matricNo: string;
  bankName: string;
  accountNumber: string;
  sortCode: string;
  password: string;
};

/** The body's names of the bank's fields, for the server's sentences about them. */
const BODY_NAMES = {
  bankName: 'bankDetails.name',
  accountNumber: 'bankDetails.accountNumber',
  sortCode: 'bankDetails.sortCode',
};

/** The registration payload: faculty, department and course only when chosen. */
function registrationBody(fields: Fields): RegistrationBody {
  const { bankName, accountNumber, sortCode, sex, level, faculty, department, course, ...names } = fields;
  return {
    ...names,
    sex: sex as Sex,
    level: level as Level,
    bankDetails: { name: bankName, accountNumber, sortCode },
    ...(faculty ? { faculty } : {}),
    ...(department ? { department } : {}),
    ...(course ? { course } : {}),
  };
}

/**
 * What each required field says, beside it and in the error summary, when it is left empty
 * (spec section 5's required fields; the email is filled and read-only).
 */
export const REQUIRED_MESSAGES = {
  firstName: 'Enter your first name.',
  middleName: 'Enter your middle name.',
  lastName: 'Enter your last name.',
  sex: 'Select your sex.',
  phone: 'Enter your phone number.',
  level: 'Select your level.',
  matricNo: 'Enter your matric number.',
  bankName: CHOOSE_BANK,
  accountNumber: 'Enter your account number.',
  sortCode: "Enter your bank's sort code.",
  password: 'Enter a password.',
} as const satisfies Partial<Record<keyof Fields, string>>;

/** The fields in the order the form shows them, which the error summary follows. */
const FIELD_ORDER: ReadonlyArray<keyof Fields> = [
  'firstName',
  'middleName',
  'lastName',
  'sex',
  'email',
  'phone',
  'faculty',
  'department',
  'course',
  'level',
  'matricNo',
  'bankName',
  'accountNumber',
  'sortCode',
  'password',
];

/** The id of a field's control, which the error summary links to. */
const fieldId = (name: keyof Fields) => `registration-${name}`;

/** A text field's props: its value and message from the form, and the id the summary links to. */
function fieldOf(form: Form<Fields>, name: keyof Fields) {
  return { id: fieldId(name), ...form.field(name) };
}

/**
 * Every field in the way at once (the browser's own check, which stops at the first empty field,
 * is off): each required field left empty, a bank not chosen from the list (the searchable
 * select), then the password's rule, so a password the server would refuse never costs a round trip.
 */
function check(fields: Fields): FieldErrors<Fields> {
  const found: FieldErrors<Fields> = {};
  for (const [name, message] of Object.entries(REQUIRED_MESSAGES) as Array<[keyof Fields, string]>) {
    if (fields[name].trim() === '') found[name] = message;
  }
  const problem = fields.password === '' ? undefined : passwordProblem(fields.password);
  if (problem) found.password = problem;
  return found;
}

function RegistrationForm({
  email,
  loadBankList,
}: {
  email: string;
  loadBankList: () => Promise<readonly Bank[]>;
}) {
  const { client, localStorage } = useServices();
  const form = useForm<Fields>({
    initial: {
      firstName: '',
      middleName: '',
      lastName: '',
      sex: '',
      email,
      phone: '',
      faculty: '',
      department: '',
      course: '',
      level: '',
      matricNo: '',
      bankName: '',
      accountNumber: '',
      sortCode: '',
      password: '',
    },
    validate: check,
    errorSummary: true,
    bodyNames: BODY_NAMES,
    submit: (fields, call) => client.register(registrationBody(fields), call),
    successMessage: MESSAGES.registrationSuccessful,
    // The code was spent on this account: a later visit to /Register starts from verification.
    onSuccess: () => localStorage.removeItem(STORAGE_KEYS.verification),
    afterSuccess: 'redirect',
    redirectTo: pathTo('studentLogin'),
    // The login says the student is registered, and holds the email.
    redirectState: registeredState(email),
  });
  return (
    <FormCard
      id="registration"
      title="Registration"
      step={REGISTRATION_STEPS.details}
      narrow={false}
      className={styles.card}
      lead={
        <>
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with a star</span> are required.
        </>
      }
    >
      {/* noValidate: every field in the way is said at once, in the summary and beside each. */}
      <form onSubmit={form.handleSubmit} aria-describedby="registration-messages" noValidate>
        <ErrorSummary
          id="registration-problems"
          refusals={form.refusals}
          items={FIELD_ORDER.flatMap((name) => {
            const message = form.errors[name];
            return message ? [{ fieldId: fieldId(name), message }] : [];
          })}
        />
        <div className={styles.groups}>
          <PersonalDetails form={form} />
          <SchoolDetails form={form} />
          <Group legend="Bank Details">
            <BankField
              id={fieldId('bankName')}
              required
              loadBankList={loadBankList}
              {...form.choice('bankName')}
            />
            <TextField
              label="Account Number"
              inputMode="numeric"
              required
              {...fieldOf(form, 'accountNumber')}
            />
            <TextField label="Sort Code" required {...fieldOf(form, 'sortCode')} />
          </Group>
          <Group legend="Account">
            <NewPasswordField label="Password" required {...fieldOf(form, 'password')} />
          </Group>
        </div>
        <div className={styles.actions}>
          <FormSubmit label="Register" messagesId="registration-messages" state={form} />
        </div>
      </form>
    </FormCard>
  );
}

/** A titled group of the form's fields; the groups stand side by side where there is room. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

function PersonalDetails({ form }: { form: Form<Fields> }) {
  return (
    <Group legend="Personal Details">
      <TextField label="First Name" autoComplete="given-name" required {...fieldOf(form, 'firstName')} />
      <TextField
        label="Middle Name"
        autoComplete="additional-name"
        required
        {...fieldOf(form, 'middleName')}
      />
      <TextField label="Last Name" autoComplete="family-name" required {...fieldOf(form, 'lastName')} />
      <Select label="Sex" required placeholder="Select sex" options={SEXES} {...fieldOf(form, 'sex')} />
      <TextField
        label="Email"
        type="email"
        required
        readOnly
        hint="The email you verified."
        {...fieldOf(form, 'email')}
      />
      <TextField label="Phone Number" type="tel" autoComplete="tel" required {...fieldOf(form, 'phone')} />
    </Group>
  );
}

/** The faculty → department → course cascade (`useCourseCascade`), then level and matric number. */
function SchoolDetails({ form }: { form: Form<Fields> }) {
  const cascade = useCourseCascade(form);
  const { faculty, department } = form.values;
  return (
    <Group legend="School Details">
      <Select
        label="Faculty"
        placeholder="Select a faculty"
        options={SCHOOLS.map((school) => school.name)}
        {...fieldOf(form, 'faculty')}
        onChange={(e) => cascade.selectFaculty(e.target.value)}
      />
      <Select
        label="Department"
        placeholder="Select a department"
        hint={faculty ? undefined : 'Choose a faculty first.'}
        disabled={!faculty}
        options={cascade.departmentOptions}
        {...fieldOf(form, 'department')}
        onChange={(e) => cascade.selectDepartment(e.target.value)}
      />
      <Select
        label="Course"
        placeholder="Select a course"
        hint={department ? undefined : 'Choose a department first.'}
        disabled={!department}
        options={cascade.courseOptions}
        {...fieldOf(form, 'course')}
        onChange={(e) => cascade.selectCourse(e.target.value)}
      />
      <Select
        label="Level"
        required
        placeholder="Select level"
        options={LEVELS}
        {...fieldOf(form, 'level')}
      />
      <TextField label="Matric Number" required {...fieldOf(form, 'matricNo')} />
    </Group>
  );
}
