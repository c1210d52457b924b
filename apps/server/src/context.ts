/** What every handler receives, and what it may answer. */
import type { Context } from 'hono';
import type { CookieOptions } from 'hono/utils/cookie';
import type { RouteKey } from '@siwes/api';
import type { BodyOutput, ParamsOutput, QueryOutput, ResponseOutput } from '@siwes/api/contract';
import type { ServerConfig } from './config.ts';
import type { Db, Engine } from './db/schema.ts';
import type { Created } from './http.ts';
import type { SessionCheck } from './auth/requestSession.ts';
import type { Session, TokenService } from './auth/tokens.ts';
import type { MailQueue } from './services/mailQueue.ts';
import type { Telling } from './services/notifications.ts';
import { linkOrigin } from './addressing.ts';
import type { AuditTrail } from './services/audit.ts';

export interface Deps {
  db: Db;
  engine: Engine;
  config: ServerConfig;
  tokens: TokenService;
  /** Mail leaves through this queue, after the answer. */
  mail: MailQueue;
  /** Keys the hashes of one-time codes and reset tokens. */
  otpSecret: string;
  /** Where uploaded forms are stored. */
  formsDir: string;
  /** The call's audit trail (issue 27): set by the app on every audited call (services/audit.ts). */
  audit?: AuditTrail | undefined;
}

export interface HandlerContext<K extends RouteKey> {
  deps: Deps;
  c: Context;
  /** The caller's session: always set on role routes; maybe set on public ones. */
  session: Session | undefined;
  /**
   * Set when the session's database check is left to the handler's own statement (a read in
   * `checkSessionInStatement`, on PostgreSQL): `session` is then what the token claims. Unset,
   * the session was checked before the handler ran.
   */
  sessionCheck: SessionCheck | undefined;
  params: ParamsOutput<K>;
  query: QueryOutput<K>;
  body: BodyOutput<K>;
  /** The body as sent, before validation stripped unknown fields. */
  raw: unknown;
  now: Date;
  /** The client's address: the socket's, or behind trusted proxies the X-Forwarded-For entry they vouch for. */
  address: string;
  /** Cookies the answer sets or clears (the only headers a handler adds to a JSON answer). */
  cookies: {
    set(name: string, value: string, options: CookieOptions): void;
    clear(name: string, options: CookieOptions): void;
  };
}

export type Reply<K extends RouteKey> = ResponseOutput<K> | Created<ResponseOutput<K>> | Response;

export type Resolver<K extends RouteKey> = (ctx: HandlerContext<K>) => Promise<Reply<K>>;

export type Resolvers<Keys extends RouteKey> = { [K in Keys]: Resolver<K> };

/** The signed-in user's id on a role route (the app checked the session before the handler). */
export function userId(ctx: { session: Session | undefined }): string {
  if (!ctx.session) throw new Error('role route reached without a session');
  return ctx.session.userId;
}

/** Where a notification's mail links point, and when: from the request whose change is told of (issue 26). */
export function telling(ctx: { c: Context; deps: Deps; now: Date }): Telling {
  return { origin: linkOrigin(ctx.c, ctx.deps.config), now: ctx.now };
}
