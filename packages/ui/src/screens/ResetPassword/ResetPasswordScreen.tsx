import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { emailStorageKey, passwordResetMachine, type ResettingRole } from '@siwes/flows';
import { Button } from '../../components/Button/Button.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { NewPasswordField } from '../../components/NewPasswordField/NewPasswordField.tsx';
import { useStoredValue } from '../../kit/useStoredValue.ts';
import { FormCard, FormLinks, OtpField } from '../../layouts/FormCard/FormCard.tsx';
import { ScreenOf } from '../../registry/ScreenRoutes.tsx';
import { loginPath, pathTo } from '../../registry/screens.ts';
import { PASSWORD_CHANGED_STATE } from '../../kit/loginNotice.ts';
import { useServices } from '../../services/services.tsx';

export interface ResetPasswordScreenProps {
  /** `student` for /changePassword, `supervisor` for /lecturer/changePassword. */
  role: ResettingRole;
}

/**
 * The second page of a forgotten-password reset (spec sections 2, 4 and 5): the student's
 * /changePassword and the lecturer's /lecturer/changePassword. New Password, the OTP mailed by
 * the Verify Email page, and Change Password (with a spinner): the code is checked for a reset
 * token, the password changed with it, the success shown ('Password Changed Successfully!' or
 * the server's words for students, 'Details Updated Successfully!' for lecturers), and after 2 s
 * (`services.timing.redirectAfterSuccessMs`) the role's login page, which says the password was
 * changed. The password rule shows beside New Password before anything is typed, and a password
 * it refuses (too short, too long, or too common as the server says) is said there; the code is
 * spent only by a successful change: once it is accepted, a corrected password is sent again
 * without it. Other failures show the server's message under the form.
 *
 * The page needs the email the code went to, kept in session storage by the Verify Email page
 * (`userEmail` for students, the lecturer key for lecturers). **When it is missing, that role's
 * Verify Email screen (purpose changePassword) shows instead**, at this address; its Verify sends
 * the code and comes back here, where the form with the code field then shows (a bookmark, the
 * link in the code's email or a reload in a new tab all end on the form).
 */
export function ResetPasswordScreen({ role }: ResetPasswordScreenProps) {
  const email = useStoredValue('sessionStorage', emailStorageKey(role)) ?? '';
  if (!email) return <ScreenOf name={role === 'supervisor' ? 'lecturerVerify' : 'verifyStudentPass'} />;
  return <ResetPasswordForm role={role} email={email} />;
}

function ResetPasswordForm({ role, email }: { role: ResettingRole; email: string }) {
  const { client, timing } = useServices();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [snapshot, send] = useMachine(
    passwordResetMachine.provide({
      actors: {
        verifyOtp: fromPromise(({ input, signal }) =>
          client.verifyOtp({ token: input.token, email: input.email }, { signal }),
        ),
        changePassword: fromPromise(({ input, signal }) => {
          const body = { email: input.email, password: input.password, token: input.token };
          return input.role === 'supervisor'
            ? client.resetSupervisorPassword(body, { signal })
            : client.resetStudentPassword(body, { signal });
        }),
      },
      actions: {
        goToLogin: (_, { role: r }) => void navigate(loginPath(r), { state: PASSWORD_CHANGED_STATE }),
      },
      delays: { redirectDelay: timing.redirectAfterSuccessMs },
    }),
    { input: { role, email } },
  );
  const busy = !snapshot.matches('idle') && !snapshot.matches('failure');
  const { error, message, passwordError } = snapshot.context;
  const passwordField = useRef<HTMLInputElement>(null);

  // A refused password takes the focus, so its reason beside the field is read out.
  useEffect(() => {
    if (passwordError) passwordField.current?.focus();
  }, [passwordError]);

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ type: 'SUBMIT', code, password });
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
          error={passwordError ?? undefined}
          onChange={(e) => {
            setPassword(e.target.value);
            send({ type: 'EDIT_PASSWORD' });
          }}
        />
        <OtpField value={code} onChange={(e) => setCode(e.target.value)} />
        <Button type="submit" loading={busy} fullWidth>
          Change Password
        </Button>
        <div id="reset-messages">
          <Notice tone="success">{message}</Notice>
          <Notice tone="error">{error}</Notice>
        </div>
      </form>
      <FormLinks>
        <Link to={pathTo(role === 'supervisor' ? 'lecturerVerify' : 'verifyStudentPass')}>
          Request a new code
        </Link>
        <Link to={loginPath(role)}>Back to Login</Link>
      </FormLinks>
    </FormCard>
  );
}
