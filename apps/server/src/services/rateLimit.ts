/**
 * Fixed-window rate limits kept in the database, so several server processes behind a load
 * balancer count together. One atomic upsert per hit, the same SQL on SQLite and PostgreSQL.
 */
import { sql } from 'kysely';
import type { RateLimitRule } from '../config.ts';
import type { Db } from '../db/schema.ts';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';

export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start = ${windowStart} then rate_limits.count + 1 else 1 end`,
        window_start: windowStart,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  if (Number(row.count) > rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((Date.parse(windowStart) + windowMs - now.getTime()) / 1000));
    fail(429, SERVER_MESSAGES.tooManyRequests, { headers: { 'Retry-After': String(retryAfter) } });
  }
}
