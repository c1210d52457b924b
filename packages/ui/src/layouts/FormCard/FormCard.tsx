import type { InputHTMLAttributes, ReactNode } from 'react';
import type { LoginType } from '@siwes/api';
import { Button } from '../../components/Button/Button.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { PublicLayout } from '../PublicLayout/PublicLayout.tsx';
import form from './FormCard.module.css';

/** The hint under a student's email field on the login and verification pages. */
export const UNIVERSITY_EMAIL_HINT = 'Your university email, e.g. name@university.edu.ng';

export interface FormCardProps {
  /** Prefix of the ids: the heading is `{id}-title`, the lead `{id}-lead` (for a form's aria-describedby). */
  id: string;
  title: string;
  /** A line under the heading. */
  lead?: ReactNode;
  /**
   * Where this page is in a journey of several ("Step 1 of 3: verify your email"): shown over the
   * heading and given as its description (`{id}-step`), so it is said with the heading.
   */
  step?: string;
  /** A narrow column (logins, verification); the registration form uses the full width. */
  narrow?: boolean;
  className?: string;
  children: ReactNode;
}

/** The frame of every public form page: the public layout, a card, its heading and lead. */
export function FormCard({ id, title, lead, step, narrow = true, className, children }: FormCardProps) {
  return (
    <PublicLayout narrow={narrow}>
      <section className={[form.card, className].filter(Boolean).join(' ')} aria-labelledby={`${id}-title`}>
        {step && (
          <p id={`${id}-step`} className={form.step}>
            {step}
          </p>
        )}
        <h1 id={`${id}-title`} className={form.title} aria-describedby={step ? `${id}-step` : undefined}>
          {title}
        </h1>
        {lead && (
          <p className={form.lead} id={`${id}-lead`}>
            {lead}
          </p>
        )}
        {children}
      </section>
    </PublicLayout>
  );
}

export interface EmailFieldProps {
  /** Whose email: a student's says to use the university address. */
  role: LoginType;
  /** `username` where it signs in, `email` where a code is sent to it. */
  autoComplete: 'username' | 'email';
  value: string;
  onChange: (email: string) => void;
}

/** The email field of the login and verification pages. */
export function EmailField({ role, autoComplete, value, onChange }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete={autoComplete}
      required
      hint={role === 'student' ? UNIVERSITY_EMAIL_HINT : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Where a public form is, as its kit hook (or `useForm`) says. */
export interface FormSubmitState {
  /** Sending, or sent and about to leave: the button shows its spinner. */
  busy: boolean;
  /** Good news; a form that has none to give (a login) has no such region. */
  message?: string | null;
  error: string | null;
}

export interface FormSubmitProps {
  label: string;
  /** The id of the notices, for the form's `aria-describedby`. */
  messagesId: string;
  state: FormSubmitState;
}

/**
 * A public form's submit button and, under it, its notices: one polite region for good news, one
 * assertive region for a failure.
 */
export function FormSubmit({ label, messagesId, state }: FormSubmitProps) {
  return (
    <>
      <Button type="submit" loading={state.busy} fullWidth>
        {label}
      </Button>
      <div id={messagesId}>
        {state.message !== undefined && <Notice tone="success">{state.message}</Notice>}
        <Notice tone="error">{state.error}</Notice>
      </div>
    </>
  );
}

/** The one-time code field of the OTP and password-reset pages: numeric keypad, autofill from SMS or mail. */
export function OtpField(props: Pick<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  return <TextField label="OTP" inputMode="numeric" autoComplete="one-time-code" required {...props} />;
}

/** The links under a public form (Register Here, Forgot Password, Back to Login), spaced for thumbs. */
export function FormLinks({ children }: { children: ReactNode }) {
  return <p className={form.links}>{children}</p>;
}
