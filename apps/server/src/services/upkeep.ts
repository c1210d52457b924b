/**
 * Upkeep: deletes what has expired, on a schedule, so that nothing an anonymous caller can
 * make the server store outlives its use: rate-limit windows, back-offs, ended sessions, codes,
 * verified emails, reset tokens, old development-outbox mail.
 */
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/schema.ts';
import { BACKOFF_FORGET_MS } from './rateLimit.ts';

/** Development-outbox mail is kept this long. */
export const OUTBOX_KEEP_MS = 24 * 60 * 60 * 1000;

export async function pruneExpired(
  db: Db,
  config: Pick<ServerConfig, 'rateLimits'>,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const longestWindow = Math.max(...Object.values(config.rateLimits).map((rule) => rule.windowSeconds));
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', before(longestWindow * 1000))
    .execute();
  await db.deleteFrom('backoffs').where('updated_at', '<', before(BACKOFF_FORGET_MS)).execute();
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', at), eb('revoked_at', 'is not', null)]))
    .execute();
  await db.deleteFrom('otps').where('expires_at', '<=', at).execute();
  await db.deleteFrom('verified_emails').where('expires_at', '<=', at).execute();
  await db
    .deleteFrom('reset_tokens')
    .where((eb) => eb.or([eb('expires_at', '<=', at), eb('used_at', 'is not', null)]))
    .execute();
  await db.deleteFrom('outbox').where('sent_at', '<', before(OUTBOX_KEEP_MS)).execute();
}
