import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { LEVELS, SEXES, STORAGE_KEYS, type Level, type Sex } from '@siwes/api';
import { loadBanks, SCHOOLS, type Bank } from '@siwes/api/reference';
import { registrationMachine, type RegistrationValues } from '@siwes/flows';
import { useMachine } from '@xstate/react';
import { Button } from '../../components/Button/Button.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
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
 * Required exactly as spec section 5 lists them: all but faculty, department and course.
 * Register shows a spinner; the server's error shows under the form; success says
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

  const { faculty, department, course, departmentOptions, courseOptions, message, error } = snapshot.context;
  const submitting =
    snapshot.matches({ submission: 'submitting' }) ||
    snapshot.matches({ submission: 'succeeded' }) ||
    snapshot.matches({ submission: 'redirected' });

  function set<K extends keyof Fields>(key: K) {
    return (value: Fields[K]) => setFields((current) => ({ ...current, [key]: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // The browser checks the native fields; the searchable bank select is checked here.
    if (!fields.bankName) {
      setBankError(CHOOSE_BANK);
      document.getElementById(bankFieldId)?.focus();
      return;
    }
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
              onChange={(e) => set('firstName')(e.target.value)}
            />
            <TextField
              label="Middle Name"
              autoComplete="additional-name"
              required
              value={fields.middleName}
              onChange={(e) => set('middleName')(e.target.value)}
            />
            <TextField
              label="Last Name"
              autoComplete="family-name"
              required
              value={fields.lastName}
              onChange={(e) => set('lastName')(e.target.value)}
            />
            <Select
              label="Sex"
              required
              placeholder="Select sex"
              options={SEXES}
              value={fields.sex}
              onChange={(e) => set('sex')(e.target.value as Sex | '')}
            />
            <TextField
              label="Email"
              type="email"
              required
              readOnly
              hint="The email you verified."
              value={email}
            />
            <TextField
              label="Phone Number"
              type="tel"
              autoComplete="tel"
              required
              value={fields.phone}
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
              onChange={(e) => send({ type: 'SELECT_FACULTY', faculty: e.target.value })}
            />
            <Select
              label="Department"
              placeholder="Select a department"
              hint={faculty ? undefined : 'Choose a faculty first.'}
              disabled={!faculty}
              options={departmentOptions}
              value={department}
              onChange={(e) => send({ type: 'SELECT_DEPARTMENT', department: e.target.value })}
            />
            <Select
              label="Course"
              placeholder="Select a course"
              hint={department ? undefined : 'Choose a department first.'}
              disabled={!department}
              options={courseOptions}
              value={course}
              onChange={(e) => send({ type: 'SELECT_COURSE', course: e.target.value })}
            />
            <Select
              label="Level"
              required
              placeholder="Select level"
              options={LEVELS}
              value={fields.level}
              onChange={(e) => set('level')(e.target.value as Level | '')}
            />
            <TextField
              label="Matric Number"
              required
              value={fields.matricNo}
              onChange={(e) => set('matricNo')(e.target.value)}
            />
          </fieldset>

          <fieldset className={styles.group}>
            <legend className={styles.legend}>Bank Details</legend>
            <BankField
              id={bankFieldId}
              required
              loadBankList={loadBankList}
              error={bankError ?? undefined}
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
              onChange={(e) => set('accountNumber')(e.target.value)}
            />
            <TextField
              label="Sort Code"
              required
              value={fields.sortCode}
              onChange={(e) => set('sortCode')(e.target.value)}
            />
          </fieldset>

          <fieldset className={styles.group}>
            <legend className={styles.legend}>Account</legend>
            <PasswordField
              label="Password"
              autoComplete="new-password"
              required
              value={fields.password}
              onChange={(e) => set('password')(e.target.value)}
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
