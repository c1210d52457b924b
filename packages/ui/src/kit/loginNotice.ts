import { useSyncExternalStore } from 'react';

/**
 * What a login page says on arrival, when something sent the user there: a password reset that
 * went through (told by the navigation's state), or a session the server ended (told by the
 * session store, `sessions.ended(role)`).
 */

/** Said on the login page after a password reset. */
export const PASSWORD_CHANGED_NOTICE = 'Password changed. Sign in with your new password.';

/** The navigation state a reset gives the login page: `navigate(loginPath(role), { state: PASSWORD_CHANGED_STATE })`. */
export const PASSWORD_CHANGED_STATE = { loginNotice: 'passwordChanged' } as const;

/** The notice a navigation's state asks the login page for, if any. */
export function loginNoticeOf(state: unknown): string | undefined {
  const notice =
    state && typeof state === 'object' ? (state as { loginNotice?: unknown }).loginNotice : undefined;
  return notice === PASSWORD_CHANGED_STATE.loginNotice ? PASSWORD_CHANGED_NOTICE : undefined;
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
