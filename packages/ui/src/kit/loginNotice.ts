import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SERVER_MESSAGES, type LoginType } from '@siwes/api';
import { homePath, loginPath } from '../registry/roleAreas.ts';
import { useServices } from '../services/services.tsx';

/**
 * What a login page says on arrival, when something sent the user there: a password reset that
 * went through or a registration (told by the navigation's state), or a session the server ended
 * (told by the session store, `sessions.ended(role)`).
 */

/** Said on the login page after a password reset. */
export const PASSWORD_CHANGED_NOTICE = 'Password changed. Sign in with your new password.';

/** The navigation state a reset gives the login page: `navigate(loginPath(role), { state: PASSWORD_CHANGED_STATE })`. */
export const PASSWORD_CHANGED_STATE = { loginNotice: 'passwordChanged' } as const;

/** Said on the student login after registering, over the email the student registered with. */
export const REGISTERED_NOTICE = 'You are registered. Sign in with the password you chose.';

/**
 * The navigation state a registration gives the student login: the notice, and the email, which
 * the login's email field then holds: `navigate(loginPath('student'), { state: registeredState(email) })`.
 */
export function registeredState(email: string) {
  return { loginNotice: 'registered', email } as const;
}

function noticeKey(state: unknown): unknown {
  return state && typeof state === 'object' ? (state as { loginNotice?: unknown }).loginNotice : undefined;
}

/** The notice a navigation's state asks the login page for, if any. */
export function loginNoticeOf(state: unknown): string | undefined {
  const notice = noticeKey(state);
  if (notice === PASSWORD_CHANGED_STATE.loginNotice) return PASSWORD_CHANGED_NOTICE;
  if (notice === 'registered') return REGISTERED_NOTICE;
  return undefined;
}

/** The email a navigation's state gives the login's email field (after registering), or ''. */
export function loginEmailOf(state: unknown): string {
  const email = noticeKey(state) === 'registered' ? (state as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? email : '';
}

const subscribeToNothing = () => () => {};

/**
 * False while React builds or takes over a prerendered page (what renders must match its HTML,
 * which knows no session and no navigation state), true in every other render: a browser render
 * from scratch, and the one right after the takeover.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * What a role's login page says on arrival, said once: the session the server ended
 * (`SERVER_MESSAGES.sessionEnded`), or a password reset that went through; a reload of the entry,
 * or Back to it, does not say it again. Opened at its own address while that role is signed in,
 * the page goes to the role's home instead, replacing the address, so Back does not return to it.
 */
export function useLoginArrival(role: LoginType): string | undefined {
  const { sessions } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
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
    if (location.pathname === loginPath(role) && sessions.get(role).user) {
      void navigate(homePath(role), { replace: true });
      return;
    }
    sessions.acknowledgeEnded(role);
    if (loginNoticeOf(location.state)) void navigate(location.pathname, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  return hydrated ? notice : undefined;
}

/**
 * The email a login page's field starts with: the one just registered, when the registration
 * sent the student here (`registeredState`); else empty. Read once, on arrival; not while React
 * takes over the prerendered page, which was built without it.
 */
export function useArrivalEmail(): string {
  const location = useLocation();
  const hydrated = useHydrated();
  const [email] = useState(() => (hydrated ? loginEmailOf(location.state) : ''));
  return email;
}
