import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { LoginType } from '@siwes/api';
import { Notice } from '../../components/Notice/Notice.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { useArrivalEmail, useLoginArrival } from '../../kit/loginNotice.ts';
import { useLogin } from '../../kit/useLogin.ts';
import { EmailField, FormCard, FormLinks, FormSubmit } from '../../layouts/FormCard/FormCard.tsx';
import { pathTo } from '../../registry/screens.ts';
import { ROLE_AREAS } from '../../registry/roleAreas.ts';

export interface LoginScreenProps {
  role: LoginType;
}

/**
 * Student Login, Lecturer Login and Coordinator Login (spec sections 2, 4 and 8): email and
 * password, the Show Password toggle, Login with a spinner while signing in, the error under the
 * form. Success stores the session of this role only and goes to the role's home; shown in place
 * of a role page that needs a session (the guard), it stays, and the page shows (`useLogin`).
 *
 * On arrival it says why the user is here, once: the session the server ended
 * (`SERVER_MESSAGES.sessionEnded`), a password reset that went through, or a registration, whose
 * email the email field then holds (`useArrivalEmail`; issue 34). Opened at its own
 * address while that role is signed in, it goes to the role's home instead, replacing the
 * address, so Back does not return to it (`useLoginArrival`).
 */
export function LoginScreen({ role }: LoginScreenProps) {
  const arrival = useLoginArrival(role);
  const login = useLogin(role);
  const arrivalEmail = useArrivalEmail();
  const [email, setEmail] = useState(arrivalEmail);
  const [password, setPassword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    login.signIn(email, password);
  }

  return (
    <FormCard id="login" title={ROLE_AREAS[role].loginTitle}>
      <Notice tone="info">{arrival}</Notice>
      {/* method="dialog": pressed on the prerendered page before the portal's code runs, Login
          does nothing rather than reload the page and drop what was typed (outside a <dialog>,
          such a form is never sent); the press is kept and made again once React has the page
          (apps/portal/src/prerendered.ts). */}
      <form method="dialog" onSubmit={submit} aria-describedby="login-error">
        <EmailField role={role} autoComplete="username" value={email} onChange={setEmail} />
        <PasswordField
          label="Password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormSubmit label="Login" messagesId="login-error" state={login} />
      </form>
      {role === 'student' && (
        <FormLinks>
          <Link to={pathTo('verifyStudent')}>Register Here</Link>
          <Link to={pathTo('verifyStudentPass')}>Forgot Password</Link>
        </FormLinks>
      )}
      {role === 'supervisor' && (
        <FormLinks>
          <Link to={pathTo('lecturerVerify')}>Forgot Password</Link>
        </FormLinks>
      )}
    </FormCard>
  );
}
