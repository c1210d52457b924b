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
import { NewPasswordField } from '../../components/NewPasswordField/NewPasswordField.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { BankField, CHOOSE_BANK } from '../../kit/BankField/BankField.tsx';
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
 * before sending. Register shows a spinner; the server's error shows under the form, and what it
 * says of a field (a password too common, say) beside that field, in plain words; success says
 * 'Registration Successful!', forgets the used verification and goes to /studentlogin after 2 s
 * (`services.timing.redirectAfterSuccessMs`). The form is the kit's `useForm`; the cascade
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
 * What the browser cannot check: a bank chosen from the list (the searchable select), then the
 * password's rule, so a password the server would refuse never costs a round trip.
 */
function check({ bankName, password }: Fields): FieldErrors<Fields> {
  if (!bankName) return { bankName: CHOOSE_BANK };
  const problem = passwordProblem(password);
  return problem ? { password: problem } : {};
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
    bodyNames: BODY_NAMES,
    submit: (fields, call) => client.register(registrationBody(fields), call),
    successMessage: MESSAGES.registrationSuccessful,
    // The code was spent on this account: a later visit to /Register starts from verification.
    onSuccess: () => localStorage.removeItem(STORAGE_KEYS.verification),
    afterSuccess: 'redirect',
    redirectTo: pathTo('studentLogin'),
  });
  return (
    <FormCard
      id="registration"
      title="Registration"
      narrow={false}
      className={styles.card}
      lead={
        <>
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with a star</span> are required.
        </>
      }
    >
      <form onSubmit={form.handleSubmit} aria-describedby="registration-messages">
        <div className={styles.groups}>
          <PersonalDetails form={form} />
          <SchoolDetails form={form} />
          <Group legend="Bank Details">
            <BankField required loadBankList={loadBankList} {...form.choice('bankName')} />
            <TextField label="Account Number" inputMode="numeric" required {...form.field('accountNumber')} />
            <TextField label="Sort Code" required {...form.field('sortCode')} />
          </Group>
          <Group legend="Account">
            <NewPasswordField label="Password" required {...form.field('password')} />
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
      <TextField label="First Name" autoComplete="given-name" required {...form.field('firstName')} />
      <TextField label="Middle Name" autoComplete="additional-name" required {...form.field('middleName')} />
      <TextField label="Last Name" autoComplete="family-name" required {...form.field('lastName')} />
      <Select label="Sex" required placeholder="Select sex" options={SEXES} {...form.field('sex')} />
      <TextField
        label="Email"
        type="email"
        required
        readOnly
        hint="The email you verified."
        {...form.field('email')}
      />
      <TextField label="Phone Number" type="tel" autoComplete="tel" required {...form.field('phone')} />
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
        {...form.field('faculty')}
        onChange={(e) => cascade.selectFaculty(e.target.value)}
      />
      <Select
        label="Department"
        placeholder="Select a department"
        hint={faculty ? undefined : 'Choose a faculty first.'}
        disabled={!faculty}
        options={cascade.departmentOptions}
        {...form.field('department')}
        onChange={(e) => cascade.selectDepartment(e.target.value)}
      />
      <Select
        label="Course"
        placeholder="Select a course"
        hint={department ? undefined : 'Choose a department first.'}
        disabled={!department}
        options={cascade.courseOptions}
        {...form.field('course')}
        onChange={(e) => cascade.selectCourse(e.target.value)}
      />
      <Select label="Level" required placeholder="Select level" options={LEVELS} {...form.field('level')} />
      <TextField label="Matric Number" required {...form.field('matricNo')} />
    </Group>
  );
}
