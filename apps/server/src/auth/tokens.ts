/**
 * Tokens: HS256 JWTs (jose) naming the user, the role and the session. A token is only as
 * good as its session row: logout revokes the session, so its tokens stop working at once.
 */
import { jwtVerify, SignJWT } from 'jose';
import { sql } from 'kysely';
import { COOKIE_DAYS, type LoginType, type Tokens } from '@siwes/api';
import type { Db } from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Session {
  sessionId: string;
  userId: string;
  role: LoginType;
}

type TokenKind = keyof Tokens;

/**
 * The condition that a session is live, for a statement: its row names this user and role, is
 * not revoked and has not expired. The one definition, whether checked alone (`isLive`) or
 * inside a page's own statement (a `SessionCheck`, PostgreSQL).
 */
export function sessionIsLive(session: Session, now: Date) {
  return sql<boolean>`exists (select 1 from sessions where id = ${session.sessionId} and user_id = ${session.userId} and role = ${session.role} and revoked_at is null and expires_at > ${now.toISOString()})`;
}

/** Three base64url segments, no padding: the form we sign. */
const JWT_FORM = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** Whether a token is written as we write tokens: each segment its bytes' one base64url spelling. */
function isCanonicalJwt(token: string): boolean {
  if (!JWT_FORM.test(token)) return false;
  return token
    .split('.')
    .every((segment) => Buffer.from(segment, 'base64url').toString('base64url') === segment);
}

interface AccessClaims {
  sub: string;
  sid: string;
  role: string;
  /** Expiry, in seconds since 1970. */
  exp: number;
}

/** How many checked access tokens are remembered (oldest out first). */
const CHECKED_TOKENS = 4096;
const KIND_CLAIM: Record<TokenKind, string> = {
  accessToken: 'access',
  refreshToken: 'refresh',
  clientToken: 'client',
};

export class TokenService {
  readonly #key: Uint8Array;
  readonly #db: Db;
  readonly #now: () => Date;

  constructor(secret: string, db: Db, now: () => Date) {
    this.#key = new TextEncoder().encode(secret);
    this.#db = db;
    this.#now = now;
  }

  /** Opens a session and signs its three tokens. */
  async issue(
    userId: string,
    role: LoginType,
    db: Db = this.#db,
  ): Promise<{ tokens: Tokens; session: Session }> {
    const now = this.#now();
    const sessionId = crypto.randomUUID();
    // The session lives as long as its longest token (the refresh token).
    const expiresAt = new Date(now.getTime() + COOKIE_DAYS.refreshToken * DAY_MS);
    await db
      .insertInto('sessions')
      .values({
        id: sessionId,
        user_id: userId,
        role,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        revoked_at: null,
      })
      .execute();
    const sign = (kind: TokenKind) =>
      new SignJWT({ role, sid: sessionId, typ: KIND_CLAIM[kind] })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor((now.getTime() + COOKIE_DAYS[kind] * DAY_MS) / 1000))
        .sign(this.#key);
    const tokens = {
      accessToken: await sign('accessToken'),
      refreshToken: await sign('refreshToken'),
      clientToken: await sign('clientToken'),
    };
    return { tokens, session: { sessionId, userId, role } };
  }

  /**
   * The claims of access tokens whose signature was checked, by token: a signature check costs
   * more than the rest of a small call, and a token's text always checks the same way. Expiry
   * is checked on every use, and the session row on every call, so logout still ends it at once.
   */
  readonly #checked = new Map<string, AccessClaims>();

  async #claims(token: string): Promise<AccessClaims | undefined> {
    const now = this.#now().getTime();
    const known = this.#checked.get(token);
    if (known) {
      if (known.exp * 1000 > now) return known;
      this.#checked.delete(token);
      return undefined;
    }
    const claims = await this.#verified(token, ['accessToken'], now);
    if (!claims) return undefined;
    if (this.#checked.size >= CHECKED_TOKENS)
      this.#checked.delete(this.#checked.keys().next().value as string);
    this.#checked.set(token, claims);
    return claims;
  }

  /**
   * The claims of a token of one of `kinds`, signed with our key and unexpired, in its one
   * canonical spelling: base64url without padding, as we sign it. A decoder reads `token=` or
   * a last character with other unused bits as the same bytes; such a spelling is refused, so
   * a token has one text (and one entry in the cache above).
   */
  async #verified(
    token: string,
    kinds: readonly TokenKind[],
    now: number,
  ): Promise<AccessClaims | undefined> {
    if (!isCanonicalJwt(token)) return undefined;
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        currentDate: new Date(now),
      }));
    } catch {
      return undefined;
    }
    const { sub, sid, role, typ, exp } = payload as Partial<Record<string, unknown>>;
    if (!kinds.some((kind) => KIND_CLAIM[kind] === typ)) return undefined;
    if (typeof sub !== 'string' || typeof sid !== 'string') return undefined;
    if (typeof role !== 'string' || typeof exp !== 'number' || !sub || !sid) return undefined;
    return { sub, sid, role, exp };
  }

  /**
   * The live session any of a session's three tokens names (access, refresh or client), for
   * logout: whichever token a client still holds ends its session. Only an access token
   * authenticates a call (`verify`).
   */
  async sessionNamedBy(token: string): Promise<Session | undefined> {
    const claims = await this.#verified(
      token,
      ['accessToken', 'refreshToken', 'clientToken'],
      this.#now().getTime(),
    );
    if (!claims) return undefined;
    const session = { sessionId: claims.sid, userId: claims.sub, role: claims.role as LoginType };
    return (await this.isLive(session)) ? session : undefined;
  }

  /**
   * What a well-signed, unexpired access token claims, checked without the database: the
   * session it names may still have ended. `verify` (or a `SessionCheck`) settles that.
   */
  async claims(token: string): Promise<Session | undefined> {
    const claims = await this.#claims(token);
    if (!claims) return undefined;
    return { sessionId: claims.sid, userId: claims.sub, role: claims.role as LoginType };
  }

  /** Whether the session's row says it is live, now. */
  async isLive(session: Session): Promise<boolean> {
    const { rows } = await sql<{
      live: unknown;
    }>`select ${sessionIsLive(session, this.#now())} as live`.execute(this.#db);
    // SQLite answers 1 or 0, PostgreSQL true or false.
    return Boolean(rows[0]?.live);
  }

  /** The live session an access token belongs to, or undefined (bad, expired or revoked). */
  async verify(token: string): Promise<Session | undefined> {
    const session = await this.claims(token);
    if (!session || !(await this.isLive(session))) return undefined;
    return session;
  }

  async revoke(sessionId: string, db: Db = this.#db): Promise<void> {
    await db
      .updateTable('sessions')
      .set({ revoked_at: this.#now().toISOString() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Ends every session of a user (after a password reset). */
  async revokeAll(userId: string): Promise<void> {
    await this.#db
      .updateTable('sessions')
      .set({ revoked_at: this.#now().toISOString() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
