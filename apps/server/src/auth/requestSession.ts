/** Which session a request runs as: its bearer token, else the role's cookie, else the spec's cookie. */
import type { Context } from 'hono';
import { LOGIN_TYPES, readAccessToken, readCookie, type LoginType, type RouteKey } from '@siwes/api';
import type { Deps } from '../context.ts';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { sessionIsLive, type Session } from './tokens.ts';

/**
 * The HttpOnly cookie the server sets per role at sign-in, so calls without a bearer still
 * work. Not the spec's `umis_siwesA`: the portal writes that one itself, and a browser will not
 * let script overwrite an HttpOnly cookie of the same name.
 */
export function roleCookieName(role: LoginType): string {
  return `siwes_session_${role}`;
}

function bearerOf(c: Context): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
}

function tokenFor(c: Context, role: LoginType): string | undefined {
  const cookies = c.req.header('cookie') ?? '';
  return bearerOf(c) ?? readCookie(cookies, roleCookieName(role)) ?? readAccessToken(cookies);
}

export async function sessionFor(c: Context, deps: Deps, role: LoginType): Promise<Session> {
  const token = tokenFor(c, role);
  if (!token) fail(401, SERVER_MESSAGES.notSignedIn);
  const session = await deps.tokens.verify(token);
  if (!session) fail(401, SERVER_MESSAGES.sessionEnded);
  if (session.role !== role) fail(403, SERVER_MESSAGES.forbidden);
  return session;
}

/**
 * The session of a call that any of `roles` may make (a form's file: supervisors and
 * coordinators): the bearer token; without one, each of those roles' cookies and then the spec's
 * cookie, the first that names a live session of one of the roles. No token: 401; only ended
 * ones: 401; a live session of another role: 403.
 */
export async function sessionForAnyOf(c: Context, deps: Deps, roles: readonly LoginType[]): Promise<Session> {
  const bearer = bearerOf(c);
  const cookies = c.req.header('cookie') ?? '';
  const named = bearer
    ? [bearer]
    : [...roles.map((role) => readCookie(cookies, roleCookieName(role))), readAccessToken(cookies)];
  const tokens = new Set(named.filter((token) => token !== undefined));
  if (tokens.size === 0) fail(401, SERVER_MESSAGES.notSignedIn);
  let otherRole = false;
  for (const token of tokens) {
    const session = await deps.tokens.verify(token);
    if (session && roles.includes(session.role)) return session;
    if (session) otherRole = true;
  }
  return otherRole ? fail(403, SERVER_MESSAGES.forbidden) : fail(401, SERVER_MESSAGES.sessionEnded);
}

/** The tokens a logout call names: its bearer, or else the session cookies it carries. */
export function tokensNamedBy(c: Context): (string | undefined)[] {
  const bearer = bearerOf(c);
  const cookies = c.req.header('cookie') ?? '';
  return bearer
    ? [bearer]
    : [...LOGIN_TYPES.map((r) => readCookie(cookies, roleCookieName(r))), readAccessToken(cookies)];
}

/**
 * The session a request claims, for a route that checks it in its own statement (see
 * `SessionCheck`). A request the claims alone refuse (no token, a bad or expired one, another
 * role's) goes through `sessionFor`, so it is refused exactly as on any other route.
 */
export async function claimedSessionFor(c: Context, deps: Deps, role: LoginType): Promise<Session> {
  const token = tokenFor(c, role);
  const claimed = token ? await deps.tokens.claims(token) : undefined;
  if (claimed?.role === role) return claimed;
  return sessionFor(c, deps, role);
}

/**
 * Reads that check their session in their own statement on PostgreSQL (see SessionCheck): the
 * students page and search, the coordinator's most frequent calls. Their services take the
 * handler's `sessionCheck`.
 */
export const checkSessionInStatement: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'listStudents',
  'searchStudents',
]);

/**
 * A session whose database check a handler folds into its own statement, saving the round
 * trip a separate check costs on PostgreSQL: the statement includes `condition(now)` and the
 * handler reports what it found with `found(live)`. A dead session ends the call with 401,
 * in the same statement that would have read its data, so a logout anywhere acts at once. If a
 * handler reports nothing, `settle()` checks before the answer leaves; nothing is answered
 * unchecked.
 */
export class SessionCheck {
  readonly session: Session;
  readonly #deps: Deps;
  #live: boolean | undefined;

  constructor(session: Session, deps: Deps) {
    this.session = session;
    this.#deps = deps;
  }

  condition(now: Date) {
    return sessionIsLive(this.session, now);
  }

  found(live: boolean): void {
    this.#live = live;
    if (!live) fail(401, SERVER_MESSAGES.sessionEnded);
  }

  async settle(): Promise<void> {
    if (this.#live === undefined) this.found(await this.#deps.tokens.isLive(this.session));
  }
}
