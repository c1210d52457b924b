import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { LEVELS, passwordProblem, SEXES, STORAGE_KEYS, type Level, type Sex } from '@siwes/api';
import { loadBanks, SCHOOLS, type Bank } from '@siwes/api/reference';
import { registrationMachine, type RegistrationValues } from '@siwes/flows';
import { useMachine } from '@xstate/react';
import { Button } from '../../components/Button/Button.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { NewPasswordField } from '../../components/NewPasswordField/NewPasswordField.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { BankField, CHOOSE_BANK } from '../../kit/BankField/BankField.tsx';
import { useStoredValue } from '../../kit/useStoredValue.ts';
import { isVerifiedFor } from '../../kit/verification.ts';
import { FormCard } from '../../layouts/FormCard/FormCard.tsx';
import { ScreenOf } from '../../registry/ScreenRoutes.tsx';
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
 * (`services.timing.redirectAfterSuccessMs`).
 */
export function RegistrationScreen({ loadBankList = loadBanks }: RegistrationScreenProps) {
  const kept = useStoredValue('sessionStorage', STORAGE_KEYS.userEmail);
  const verification = useStoredValue('localStorage', STORAGE_KEYS.verification);
  const email = isVerifiedFor(verification, kept) ? (kept ?? '').trim() : '';
  if (!email) return <ScreenOf name="verifyStudent" />;
  return <RegistrationForm email={email} loadBankList={loadBankList} />;
}

type Fields = Omit<RegistrationValues, 'sex' | 'level' | 'bankDetails'> & {
  sex: Sex | '';
  level: Level | '';
  bankName: string;
  accountNumber: string;
  sortCode: string;
};

/** A field of the form: the typed ones, the verified email, and the faculty → course cascade. */
type FieldName = keyof Fields | 'email' | 'faculty' | 'department' | 'course';

/** The form's field for a body field the server may name in a refusal, where their names differ. */
const FIELD_OF_BODY: Record<string, FieldName> = {
  'bankDetails.name': 'bankName',
  'bankDetails.accountNumber': 'accountNumber',
  'bankDetails.sortCode': 'sortCode',
};

const EMPTY: Fields = {
  firstName: '',
  middleName: '',
  lastName: '',
  sex: '',
  phone: '',
  level: '',
  matricNo: '',
  bankName: '',
  accountNumber: '',
  sortCode: '',
  password: '',
};

function RegistrationForm({
  email,
  loadBankList,
}: {
  email: string;
  loadBankList: () => Promise<readonly Bank[]>;
}) {
  const { client, localStorage, timing } = useServices();
  const navigate = useNavigate();
  const bankFieldId = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [bankError, setBankError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  // The server's sentences about fields, each until its field is edited.
  const [edited, setEdited] = useState<ReadonlySet<FieldName>>(new Set());
  const passwordField = useRef<HTMLInputElement>(null);
  const [snapshot, send] = useMachine(
    registrationMachine.provide({
      actors: {
        register: fromPromise(({ input, signal }) => client.register(input.body, { signal })),
      },
      actions: {
        goToLogin: () => {
          // The code was spent on this account: a later visit to /Register starts from verification.
          localStorage.removeItem(STORAGE_KEYS.verification);
          void navigate(pathTo('studentLogin'));
        },
      },
      delays: { redirectDelay: timing.redirectAfterSuccessMs },
    }),
    { input: { email } },
  );

  const { faculty, department, course, departmentOptions, courseOptions, message, error, fieldErrors } =
    snapshot.context;
  const serverError = (name: FieldName): string | undefined => {
    if (edited.has(name)) return undefined;
    const entry = Object.entries(fieldErrors).find(([body]) => (FIELD_OF_BODY[body] ?? body) === name);
    return entry?.[1];
  };
  const submitting =
    snapshot.matches({ submission: 'submitting' }) ||
    snapshot.matches({ submission: 'succeeded' }) ||
    snapshot.matches({ submission: 'redirected' });

  function set<K extends keyof Fields>(key: K) {
    return (value: Fields[K]) => {
      setFields((current) => ({ ...current, [key]: value }));
      setEdited((current) => new Set(current).add(key));
    };
  }

  function select(name: 'faculty' | 'department' | 'course', event: Parameters<typeof send>[0]) {
    send(event);
    setEdited((current) => new Set(current).add(name));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // The browser checks the native fields; the searchable bank select and the password's rule
    // are checked here, so a password the server would refuse never costs a round trip.
    if (!fields.bankName) {
      setBankError(CHOOSE_BANK);
      document.getElementById(bankFieldId)?.focus();
      return;
    }
    const problem = passwordProblem(fields.password);
    setPasswordError(problem ?? null);
    if (problem) {
      passwordField.current?.focus();
      return;
    }
    setEdited(new Set());
    const { bankName, accountNumber, sortCode, sex, level, ...names } = fields;
    send({
      type: 'SUBMIT',
      values: {
        ...names,
        sex: sex as Sex,
        level: level as Level,
        bankDetails: { name: bankName, accountNumber, sortCode },
      },
    });
  }

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
      <form onSubmit={submit} aria-describedby="registration-messages">
        <div className={styles.groups}>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Personal Details</legend>
            <TextField
              label="First Name"
              autoComplete="given-name"
              required
              value={fields.firstName}
              error={serverError('firstName')}
              onChange={(e) => set('firstName')(e.target.value)}
            />
            <TextField
              label="Middle Name"
              autoComplete="additional-name"
              required
              value={fields.middleName}
              error={serverError('middleName')}
              onChange={(e) => set('middleName')(e.target.value)}
            />
            <TextField
              label="Last Name"
              autoComplete="family-name"
              required
              value={fields.lastName}
              error={serverError('lastName')}
              onChange={(e) => set('lastName')(e.target.value)}
            />
            <Select
              label="Sex"
              required
              placeholder="Select sex"
              options={SEXES}
              value={fields.sex}
              error={serverError('sex')}
              onChange={(e) => set('sex')(e.target.value as Sex | '')}
            />
            <TextField
              label="Email"
              type="email"
              required
              readOnly
              hint="The email you verified."
              error={serverError('email')}
              value={email}
            />
            <TextField
              label="Phone Number"
              type="tel"
              autoComplete="tel"
              required
              value={fields.phone}
              error={serverError('phone')}
              onChange={(e) => set('phone')(e.target.value)}
            />
          </fieldset>

          <fieldset className={styles.group}>
            <legend className={styles.legend}>School Details</legend>
            <Select
              label="Faculty"
              placeholder="Select a faculty"
              options={SCHOOLS.map((school) => school.name)}
              value={faculty}
              error={serverError('faculty')}
              onChange={(e) => select('faculty', { type: 'SELECT_FACULTY', faculty: e.target.value })}
            />
            <Select
              label="Department"
              placeholder="Select a department"
              hint={faculty ? undefined : 'Choose a faculty first.'}
              disabled={!faculty}
              options={departmentOptions}
              value={department}
              error={serverError('department')}
              onChange={(e) =>
                select('department', { type: 'SELECT_DEPARTMENT', department: e.target.value })
              }
            />
            <Select
              label="Course"
              placeholder="Select a course"
              hint={department ? undefined : 'Choose a department first.'}
              disabled={!department}
              options={courseOptions}
              value={course}
              error={serverError('course')}
              onChange={(e) => select('course', { type: 'SELECT_COURSE', course: e.target.value })}
            />
            <Select
              label="Level"
              required
              placeholder="Select level"
              options={LEVELS}
              value={fields.level}
              error={serverError('level')}
              onChange={(e) => set('level')(e.target.value as Level | '')}
            />
            <TextField
              label="Matric Number"
              required
              value={fields.matricNo}
              error={serverError('matricNo')}
              onChange={(e) => set('matricNo')(e.target.value)}
            />
          </fieldset>

          <fieldset className={styles.group}>
            <legend className={styles.legend}>Bank Details</legend>
            <BankField
              id={bankFieldId}
              required
              loadBankList={loadBankList}
              error={bankError ?? serverError('bankName')}
              value={fields.bankName}
              onChange={(value) => {
                set('bankName')(value);
                setBankError(null);
              }}
            />
            <TextField
              label="Account Number"
              inputMode="numeric"
              required
              value={fields.accountNumber}
              error={serverError('accountNumber')}
              onChange={(e) => set('accountNumber')(e.target.value)}
            />
            <TextField
              label="Sort Code"
              required
              value={fields.sortCode}
              error={serverError('sortCode')}
              onChange={(e) => set('sortCode')(e.target.value)}
            />
          </fieldset>

          <fieldset className={styles.group}>
            <legend className={styles.legend}>Account</legend>
            <NewPasswordField
              ref={passwordField}
              label="Password"
              required
              value={fields.password}
              error={passwordError ?? serverError('password')}
              onChange={(e) => {
                set('password')(e.target.value);
                setPasswordError(null);
              }}
            />
          </fieldset>
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={submitting} fullWidth>
            Register
          </Button>
          <div id="registration-messages">
            <Notice tone="success">{message}</Notice>
            <Notice tone="error">{error}</Notice>
          </div>
        </div>
      </form>
    </FormCard>
  );
}
