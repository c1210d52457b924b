import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { OtpPurpose } from '@siwes/api';
import type { VerifyingRole } from '@siwes/flows';
import { Button } from '../../components/Button/Button.tsx';
import { REGISTRATION_STEPS } from '../../kit/registrationSteps.ts';
import { useVerifyEmail } from '../../kit/useVerifyEmail.ts';
import { EmailField, FormCard, FormLinks, FormSubmit } from '../../layouts/FormCard/FormCard.tsx';
import { loginPath } from '../../registry/roleAreas.ts';

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

/**
 * Verify Email (spec sections 2 and 4): the first page of a student's registration
 * (/verifyStudent), of a student's password reset (/verifyStudentPass and /VerifyStudentPass) and
 * of a lecturer's (/lecturers/verify). The user enters an email and presses Verify; a code is sent
 * (purpose `registration` or `changePassword`), the email is kept in session storage (`userEmail`,
 * or the lecturer key for lecturers) and the user goes on to /validateOtp, /changePassword or
 * /lecturer/changePassword (`useVerifyEmail`). A refusal (an email already registered, no such
 * account) shows the server's message under the form. When the refusal says a code was sent to
 * this email moments ago (the 5-minute wait), a button offers to go on and enter that code.
 * For a registration, "Step 1 of 3: verify your email" is over the heading (issue 34).
 *
 * Each code sent is remembered with its time (`useSendOtp`, session storage), so /validateOtp's
 * countdown goes on from that send; a refusal saying "Please wait N seconds" is remembered as a
 * send that leaves N seconds, so going on with the code already sent counts down from N.
 */
export function VerifyEmailScreen({ purpose, role = 'student' }: VerifyEmailScreenProps) {
  const verify = useVerifyEmail(purpose, role);
  const [email, setEmail] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    verify.send(email);
  }

  return (
    <FormCard
      id="verify"
      title="Verify Email"
      lead={VERIFY_EMAIL_LEAD}
      step={purpose === 'registration' ? REGISTRATION_STEPS.verify : undefined}
    >
      <form onSubmit={submit} aria-describedby="verify-lead verify-error">
        <EmailField role={role} autoComplete="email" value={email} onChange={setEmail} />
        <FormSubmit label="Verify" messagesId="verify-error" state={verify} />
        {verify.sentCodeEmail !== null && (
          <Button variant="secondary" fullWidth onClick={verify.goOnWithSentCode}>
            {USE_SENT_CODE_LABEL(verify.sentCodeEmail)}
          </Button>
        )}
      </form>
      <FormLinks>
        <Link to={loginPath(role)}>Back to Login</Link>
      </FormLinks>
    </FormCard>
  );
}
