/**
 * The portal's sessions per role (spec section 3): each role's login response, loading flag and
 * error flag in local storage under its own key, so signing in or out as one role leaves the others
 * as they were; plus the spec's cookies on student and coordinator login (section 9).
 */
import {
  clearedSessionCookies,
  readAccessToken,
  sessionCookies,
  setsSessionCookies,
  type LoginResponse,
  type LoginType,
} from '@siwes/api';
import {
  EMPTY_SESSION,
  endedSessions,
  type RoleSession,
  type SessionStore,
} from '@siwes/ui/services/sessions.ts';

export const SESSION_KEYS: Record<LoginType, string> = {
  student: 'siwes:session:student',
  supervisor: 'siwes:session:supervisor',
  coordinator: 'siwes:session:coordinator',
};

interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

const documentCookies: CookieJar = {
  read: () => document.cookie,
  write: (cookie) => {
    document.cookie = cookie;
  },
};

function parse(json: string | null): RoleSession {
  if (!json) return EMPTY_SESSION;
  try {
    const value = JSON.parse(json) as Partial<RoleSession>;
    if (!value.user?.tokens?.accessToken) return EMPTY_SESSION;
    return { user: value.user, loading: false, error: Boolean(value.error) };
  } catch {
    return EMPTY_SESSION;
  }
}

export interface SessionStoreOptions {
  /**
   * Runs when a role's session ends here (a logout, or the server ending it), with the user who
   * was signed in: what the device kept of their data goes with them.
   */
  onSignOut?: (role: LoginType, userId: string) => void;
}

/** Sessions kept in `storage` (localStorage), shared by every tab of the same browser. */
export function createStorageSessionStore(
  storage: Storage,
  cookies: CookieJar = documentCookies,
  { onSignOut }: SessionStoreOptions = {},
): SessionStore {
  const listeners = new Set<() => void>();
  // Cached per role so useSyncExternalStore sees a stable object until the session changes.
  const cache = new Map<LoginType, { raw: string | null; session: RoleSession }>();
  const notify = () => listeners.forEach((listener) => listener());

  function get(role: LoginType): RoleSession {
    const raw = storage.getItem(SESSION_KEYS[role]);
    const cached = cache.get(role);
    if (cached && cached.raw === raw) return cached.session;
    const session = parse(raw);
    cache.set(role, { raw, session });
    return session;
  }

  if (typeof window !== 'undefined') {
    // Another tab signed in or out.
    window.addEventListener('storage', (event) => {
      if (event.key === null || Object.values(SESSION_KEYS).includes(event.key)) notify();
    });
  }

  const ended = endedSessions();
  function signOut(role: LoginType) {
    const { user } = get(role);
    const token = user?.tokens.accessToken;
    storage.removeItem(SESSION_KEYS[role]);
    if (user) onSignOut?.(role, user.data._id);
    // The spec's cookie is shared by student and coordinator: clear it only if it is this role's.
    if (token && readAccessToken(cookies.read()) === token) clearedSessionCookies().forEach(cookies.write);
    notify();
  }

  return {
    get,
    signIn(role: LoginType, response: LoginResponse) {
      ended.clear(role);
      const session: RoleSession = { user: response, loading: false, error: false };
      storage.setItem(SESSION_KEYS[role], JSON.stringify(session));
      if (setsSessionCookies(role)) sessionCookies(response.tokens).forEach(cookies.write);
      notify();
    },
    signOut,
    end(role: LoginType) {
      ended.mark(role);
      signOut(role);
    },
    ended: ended.has,
    acknowledgeEnded: ended.clear,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
