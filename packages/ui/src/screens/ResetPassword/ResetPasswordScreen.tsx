import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { emailStorageKey, type ResettingRole } from '@siwes/flows';
import { NewPasswordField } from '../../components/NewPasswordField/NewPasswordField.tsx';
import { usePasswordReset } from '../../kit/usePasswordReset.ts';
import { useStoredValue } from '../../kit/useStoredValue.ts';
import { FormCard, FormLinks, FormSubmit, OtpField } from '../../layouts/FormCard/FormCard.tsx';
import { ScreenOf } from '../../registry/ScreenLink.tsx';
import { pathTo } from '../../registry/screens.ts';
import { loginPath } from '../../registry/roleAreas.ts';

export interface ResetPasswordScreenProps {
  /** `student` for /changePassword, `supervisor` for /lecturer/changePassword. */
  role: ResettingRole;
}

/** The role's first page of a reset, which sends the code. */
const verifyScreen = (role: ResettingRole) =>
  role === 'supervisor' ? 'lecturerVerify' : 'verifyStudentPass';

/**
 * The second page of a forgotten-password reset (spec sections 2, 4 and 5): the student's
 * /changePassword and the lecturer's /lecturer/changePassword. New Password, the OTP mailed by
 * the Verify Email page, and Change Password (with a spinner): the code is checked for a reset
 * token, the password changed with it, the success shown ('Password Changed Successfully!' or
 * the server's words for students, 'Details Updated Successfully!' for lecturers), and after 2 s
 * (`services.timing.redirectAfterSuccessMs`) the role's login page, which says the password was
 * changed (`usePasswordReset`). The password rule shows beside New Password before anything is
 * typed, and a password it refuses (too short, too long, or too common as the server says) is
 * said there; the code is spent only by a successful change: once it is accepted, a corrected
 * password is sent again without it. Other failures show the server's message under the form.
 *
 * The page needs the email the code went to, kept in session storage by the Verify Email page
 * (`userEmail` for students, the lecturer key for lecturers). **When it is missing, that role's
 * Verify Email screen (purpose changePassword) shows instead**, at this address; its Verify sends
 * the code and comes back here, where the form with the code field then shows (a bookmark, the
 * link in the code's email or a reload in a new tab all end on the form).
 */
export function ResetPasswordScreen({ role }: ResetPasswordScreenProps) {
  const email = useStoredValue('sessionStorage', emailStorageKey(role)) ?? '';
  if (!email) return <ScreenOf name={verifyScreen(role)} />;
  return <ResetPasswordForm role={role} email={email} />;
}

function ResetPasswordForm({ role, email }: { role: ResettingRole; email: string }) {
  const reset = usePasswordReset(role, email);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const passwordField = useRef<HTMLInputElement>(null);

  // A refused password takes the focus, so its reason beside the field is read out.
  useEffect(() => {
    if (reset.passwordError) passwordField.current?.focus();
  }, [reset.passwordError]);

  function submit(event: FormEvent) {
    event.preventDefault();
    reset.change(code, password);
  }

  return (
    <FormCard
      id="reset"
      title="Change Password"
      lead={
        <>
          Enter the code sent to <strong>{email}</strong> and your new password.
        </>
      }
    >
      <form onSubmit={submit} aria-describedby="reset-lead reset-messages">
        <NewPasswordField
          ref={passwordField}
          label="New Password"
          required
          value={password}
          error={reset.passwordError ?? undefined}
          onChange={(e) => {
            setPassword(e.target.value);
            reset.editPassword();
          }}
        />
        <OtpField value={code} onChange={(e) => setCode(e.target.value)} />
        <FormSubmit label="Change Password" messagesId="reset-messages" state={reset} />
      </form>
      <FormLinks>
        <Link to={pathTo(verifyScreen(role))}>Request a new code</Link>
        <Link to={loginPath(role)}>Back to Login</Link>
      </FormLinks>
    </FormCard>
  );
}
