/**
 * Sessions per role (spec section 3): the login response, a loading flag and an error flag. The
 * store is an interface so the portal keeps it in local storage (with the spec's cookies) and
 * stories keep it in memory. Signing in or out as one role never touches another.
 */
import type { LoginResponse, LoginType } from '@siwes/api';

export interface RoleSession {
  /** The login response: tokens and the signed-in user. */
  user: LoginResponse | null;
  loading: boolean;
  error: boolean;
}

export interface SessionStore {
  get(role: LoginType): RoleSession;
  /** Stores a successful login for that role only. */
  signIn(role: LoginType, response: LoginResponse): void;
  /** Clears that role only. */
  signOut(role: LoginType): void;
  /**
   * Clears that role only, because the server ended its session (a 401: a logout elsewhere, a
   * password reset, its expiry): that role's login then says so (`ended`).
   */
  end(role: LoginType): void;
  /** Whether the server ended that role's session since its login last said so. */
  ended(role: LoginType): boolean;
  /** The login has said so: `ended(role)` is false again. */
  acknowledgeEnded(role: LoginType): void;
  subscribe(listener: () => void): () => void;
}

export const EMPTY_SESSION: RoleSession = Object.freeze({ user: null, loading: false, error: false });

/** The signed-in user's access token for a role, if any. */
export function accessToken(store: SessionStore, role: LoginType): string | undefined {
  return store.get(role).user?.tokens.accessToken;
}

/**
 * The API client's `onUnauthorized` for a store: the server refused a role's token, so that role's
 * session ends (its login shows, saying why), unless the role has signed in again since the call
 * was sent (a newer token is not the one refused). Other roles stay signed in.
 */
export function endRefusedSession(store: SessionStore) {
  return (role: LoginType, token: string) => {
    if (accessToken(store, role) === token) store.end(role);
  };
}

/**
 * The ended-session flags of a store, kept in this page's memory: the tab whose call was refused
 * says why on its login; a reload or another tab just shows the login.
 */
export function endedSessions() {
  const ended = new Set<LoginType>();
  return {
    mark: (role: LoginType) => void ended.add(role),
    clear: (role: LoginType) => void ended.delete(role),
    has: (role: LoginType) => ended.has(role),
  };
}

/** A store kept in memory (stories, tests). `initial` signs roles in from the start. */
export function createMemorySessionStore(
  initial: Partial<Record<LoginType, LoginResponse>> = {},
): SessionStore {
  const sessions = new Map<LoginType, RoleSession>();
  for (const [role, response] of Object.entries(initial) as Array<[LoginType, LoginResponse]>) {
    sessions.set(role, { user: response, loading: false, error: false });
  }
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  const ended = endedSessions();
  const signOut = (role: LoginType) => {
    sessions.delete(role);
    notify();
  };
  return {
    get: (role) => sessions.get(role) ?? EMPTY_SESSION,
    signIn(role, response) {
      ended.clear(role);
      sessions.set(role, { user: response, loading: false, error: false });
      notify();
    },
    signOut,
    end(role) {
      ended.mark(role);
      signOut(role);
    },
    ended: ended.has,
    acknowledgeEnded: ended.clear,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A Storage kept in memory, for stories and tests (sessionStorage and localStorage in the portal). */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}
