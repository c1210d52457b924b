import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { SERVER_MESSAGES, type LoginType } from '@siwes/api';
import { loginFallback, loginMachine } from '@siwes/flows';
import { Button } from '../../components/Button/Button.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { loginNoticeOf, useHydrated } from '../../kit/loginNotice.ts';
import { FormCard, FormLinks, UNIVERSITY_EMAIL_HINT } from '../../layouts/FormCard/FormCard.tsx';
import { homePath, loginPath, pathTo, ROLE_AREAS } from '../../registry/screens.ts';
import { useServices } from '../../services/services.tsx';

export interface LoginScreenProps {
  role: LoginType;
}

/**
 * Student Login, Lecturer Login and Coordinator Login (spec sections 2, 4 and 8): email and
 * password, the Show Password toggle, Login with a spinner while signing in, the error under the
 * form. Success stores the session of this role only and goes to the role's home; shown in place
 * of a role page that needs a session (the guard), it stays, and the page shows.
 *
 * On arrival it says why the user is here, once: the session the server ended
 * (`SERVER_MESSAGES.sessionEnded`), or a password reset that went through. Opened at its own
 * address while that role is signed in, it goes to the role's home instead (replacing the
 * address, so Back does not return to it).
 */
export function LoginScreen({ role }: LoginScreenProps) {
  const { client, sessions } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const area = ROLE_AREAS[role];
  const atOwnAddress = location.pathname === loginPath(role);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [notice] = useState(() =>
    sessions.ended(role) ? SERVER_MESSAGES.sessionEnded : loginNoticeOf(location.state),
  );
  // Not while React takes over the prerendered page, which was built without it (a reload keeps
  // the history entry's state), so that takeover stays clean; said in the render right after.
  const hydrated = useHydrated();

  // On each arrival: a new history entry at this address, not only the first render. A login whose
  // sign-in is still on screen (its home's code on its way, ADR 013) when the user follows a link to
  // this same address again is the same screen, kept, at a new entry. A sign-in made here navigates
  // by itself.
  useEffect(() => {
    if (atOwnAddress && sessions.get(role).user) {
      void navigate(homePath(role), { replace: true });
      return;
    }
    sessions.acknowledgeEnded(role);
    // Said once: a reload of this entry, or Back to it, does not say it again.
    if (loginNoticeOf(location.state)) void navigate(location.pathname, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  const arrival = hydrated ? notice : undefined;
  const [snapshot, send] = useMachine(
    loginMachine.provide({
      actors: {
        login: fromPromise(({ input, signal }) =>
          client.login(
            { email: input.email, password: input.password, type: input.role },
            { fallback: loginFallback(input.role), signal },
          ),
        ),
      },
      actions: {
        storeSession: (_, { role: r, response }) => sessions.signIn(r, response),
        goHome: (_, { role: r }) => {
          if (atOwnAddress) void navigate(homePath(r));
        },
      },
    }),
    { input: { role } },
  );
  const loading = snapshot.matches('loading') || snapshot.matches('success');

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ type: 'SUBMIT', email: email.trim(), password });
  }

  return (
    <FormCard id="login" title={area.loginTitle}>
      <Notice tone="info">{arrival}</Notice>
      {/* method="dialog": pressed on the prerendered page before the portal's code runs, Login
          does nothing rather than reload the page and drop what was typed (outside a <dialog>,
          such a form is never sent); the press is kept and made again once React has the page
          (apps/portal/src/prerendered.ts). */}
      <form method="dialog" onSubmit={submit} aria-describedby="login-error">
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          required
          hint={role === 'student' ? UNIVERSITY_EMAIL_HINT : undefined}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label="Password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" loading={loading} fullWidth>
          Login
        </Button>
        <div id="login-error">
          <Notice tone="error">{snapshot.context.error}</Notice>
        </div>
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
