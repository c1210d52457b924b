/**
 * The spec's session cookies (section 9): on student and coordinator login the access token
 * goes in `umis_siwesA` for 7 days, the refresh token for 14 and the client token for 7, all
 * Secure and SameSite=Strict. These helpers only build and read cookie strings; the portal
 * decides where to write them (the client never touches `document`).
 */
import {
  ACCESS_TOKEN_COOKIE,
  CLIENT_TOKEN_COOKIE,
  COOKIE_DAYS,
  COOKIE_ROLES,
  REFRESH_TOKEN_COOKIE,
  type LoginType,
} from '../constants.ts';
import type { Tokens } from '../contract/auth.ts';

const DAY_SECONDS = 24 * 60 * 60;

export const SESSION_COOKIE_NAMES = {
  accessToken: ACCESS_TOKEN_COOKIE,
  refreshToken: REFRESH_TOKEN_COOKIE,
  clientToken: CLIENT_TOKEN_COOKIE,
} as const;

export interface CookieOptions {
  /** Default '/'. */
  path?: string;
  /** Default true. Browsers keep Secure cookies set from http://localhost too. */
  secure?: boolean;
}

/** Whether a role's login sets the session cookies (student and coordinator do; supervisor does not). */
export function setsSessionCookies(role: LoginType): boolean {
  return (COOKIE_ROLES as readonly string[]).includes(role);
}

function cookie(name: string, value: string, maxAgeSeconds: number, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${maxAgeSeconds}`,
    `Path=${options.path ?? '/'}`,
  ];
  if (options.secure ?? true) parts.push('Secure');
  parts.push('SameSite=Strict');
  return parts.join('; ');
}

/** The three cookie strings a login sets, each with its lifetime. */
export function sessionCookies(tokens: Tokens, options: CookieOptions = {}): string[] {
  return (Object.keys(SESSION_COOKIE_NAMES) as (keyof Tokens)[]).map((kind) =>
    cookie(SESSION_COOKIE_NAMES[kind], tokens[kind], COOKIE_DAYS[kind] * DAY_SECONDS, options),
  );
}

/** Cookie strings that remove the session cookies (on logout). */
export function clearedSessionCookies(options: CookieOptions = {}): string[] {
  return Object.values(SESSION_COOKIE_NAMES).map((name) => cookie(name, '', 0, options));
}

/**
 * A cookie's value from a `document.cookie` or `Cookie` header string: the first that is not
 * empty. An empty one (`name=`, a cookie cleared by some client, or one of the same name under
 * another path) counts as not set, so it never hides a set one.
 */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index === -1 || part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    if (raw === '') continue;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The access token from the `umis_siwesA` cookie, if set. */
export function readAccessToken(cookieString: string): string | undefined {
  return readCookie(cookieString, ACCESS_TOKEN_COOKIE);
}
