import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { OtpPurpose } from '@siwes/api';
import { verifyEmailMachine, type VerifyingRole } from '@siwes/flows';
import { Button } from '../../components/Button/Button.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { useSendOtp } from '../../kit/otpSent.ts';
import { FormCard, FormLinks, UNIVERSITY_EMAIL_HINT } from '../../layouts/FormCard/FormCard.tsx';
import { loginPath, pathTo } from '../../registry/screens.ts';
import { useServices } from '../../services/services.tsx';

export interface VerifyEmailScreenProps {
  /** `registration` (/verifyStudent) or `changePassword` (/verifyStudentPass, /lecturers/verify). */
  purpose: OtpPurpose;
  /** Whose email is verified; `supervisor` for /lecturers/verify. Defaults to `student`. */
  role?: VerifyingRole;
}

/** The spec's words on the lecturers' page (section 2), used on every variant. */
export const VERIFY_EMAIL_LEAD = 'Enter your Email to receive a verification code';

/** The offer to go on with a code already sent, when a new one must wait. */
export const USE_SENT_CODE_LABEL = (email: string) => `I have the code sent to ${email}`;

/** Where the code lets the user go next (spec section 2). */
export function nextPathAfterVerify(purpose: OtpPurpose, role: VerifyingRole): string {
  if (purpose === 'registration') return pathTo('validateOtp');
  return pathTo(role === 'supervisor' ? 'lecturerResetPassword' : 'changePassword');
}

/**
 * Verify Email (spec sections 2 and 4): the first page of a student's registration
 * (/verifyStudent), of a student's password reset (/verifyStudentPass and /VerifyStudentPass) and
 * of a lecturer's (/lecturers/verify). The user enters an email and presses Verify; a code is sent
 * (purpose `registration` or `changePassword`), the email is kept in session storage (`userEmail`,
 * or the lecturer key for lecturers) and the user goes on to /validateOtp, /changePassword or
 * /lecturer/changePassword. A refusal (an email already registered, no such account) shows the
 * server's message under the form. When the refusal says a code was sent to this email moments
 * ago (the 5-minute wait), a button offers to go on and enter that code.
 *
 * Each code sent is remembered with its time (`useSendOtp`, session storage), so /validateOtp's
 * countdown goes on from that send; a refusal saying "Please wait N seconds" is remembered as a
 * send that leaves N seconds, so going on with the code already sent counts down from N.
 */
export function VerifyEmailScreen({ purpose, role = 'student' }: VerifyEmailScreenProps) {
  const { sessionStorage } = useServices();
  const sendOtp = useSendOtp();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [snapshot, send] = useMachine(
    verifyEmailMachine.provide({
      actors: {
        sendOtp: fromPromise(({ input, signal }) =>
          sendOtp({ email: input.email, purpose: input.purpose }, { signal }),
        ),
      },
      actions: {
        keepEmail: (_, { key, email: kept }) => sessionStorage.setItem(key, kept),
        goNext: (_, { purpose: p, role: r }) => void navigate(nextPathAfterVerify(p, r)),
      },
    }),
    { input: { purpose, role } },
  );
  const sending = snapshot.matches('sending') || snapshot.matches('sent');
  const { error, codeSentRecently, email: refusedEmail } = snapshot.context;

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ type: 'SUBMIT', email });
  }

  return (
    <FormCard id="verify" title="Verify Email" lead={VERIFY_EMAIL_LEAD}>
      <form onSubmit={submit} aria-describedby="verify-lead verify-error">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          hint={role === 'student' ? UNIVERSITY_EMAIL_HINT : undefined}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" loading={sending} fullWidth>
          Verify
        </Button>
        <div id="verify-error">
          <Notice tone="error">{error}</Notice>
        </div>
        {codeSentRecently && (
          <Button variant="secondary" fullWidth onClick={() => send({ type: 'USE_SENT_CODE' })}>
            {USE_SENT_CODE_LABEL(refusedEmail)}
          </Button>
        )}
      </form>
      <FormLinks>
        <Link to={loginPath(role)}>Back to Login</Link>
      </FormLinks>
    </FormCard>
  );
}
