/** Which session a request runs as: its bearer token, else the role's cookie, else the spec's cookie. */
import type { Context } from 'hono';
import { LOGIN_TYPES, readAccessToken, readCookie, type LoginType } from '@siwes/api';
import type { Deps } from '../context.ts';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import type { Session } from './tokens.ts';

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

export async function sessionFor(c: Context, deps: Deps, role: LoginType): Promise<Session> {
  const cookies = c.req.header('cookie') ?? '';
  const token = bearerOf(c) ?? readCookie(cookies, roleCookieName(role)) ?? readAccessToken(cookies);
  if (!token) fail(401, SERVER_MESSAGES.notSignedIn);
  const session = await deps.tokens.verify(token);
  if (!session) fail(401, SERVER_MESSAGES.sessionEnded);
  if (session.role !== role) fail(403, SERVER_MESSAGES.forbidden);
  return session;
}

/** Every session a logout call names: its bearer, or else the session cookies it carries. */
export async function sessionsNamedBy(c: Context, deps: Deps): Promise<Session[]> {
  const bearer = bearerOf(c);
  const cookies = c.req.header('cookie') ?? '';
  const tokens = bearer
    ? [bearer]
    : [...LOGIN_TYPES.map((r) => readCookie(cookies, roleCookieName(r))), readAccessToken(cookies)];
  const sessions: Session[] = [];
  for (const token of new Set(tokens)) {
    if (!token) continue;
    const session = await deps.tokens.verify(token);
    if (session) sessions.push(session);
  }
  return sessions;
}
