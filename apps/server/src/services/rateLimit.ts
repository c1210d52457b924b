/**
 * Limits kept in the database, so several server processes behind a load balancer count
 * together: fixed windows (one atomic upsert per hit) and back-offs after failures. Keys are
 * stored as a SHA-256 digest of what they name, so a key's size never depends on the input.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { BackoffRule, RateLimitRule } from '../config.ts';
import type { Db } from '../db/schema.ts';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';

/** A day without failures forgets a back-off (upkeep deletes its row). */
export const BACKOFF_FORGET_MS = 24 * 60 * 60 * 1000;

/** The stored key of a limit: a fixed-size digest of its parts. */
export function limitKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
}

function windowStartOf(rule: RateLimitRule, now: Date): string {
  const windowMs = rule.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
}

function refuse(rule: RateLimitRule, windowStart: string, now: Date): never {
  const end = Date.parse(windowStart) + rule.windowSeconds * 1000;
  const retryAfter = Math.max(1, Math.ceil((end - now.getTime()) / 1000));
  fail(429, SERVER_MESSAGES.tooManyRequests, { headers: { 'Retry-After': String(retryAfter) } });
}

/** Counts one hit in the key's current window; over the limit, refuses with 429 and Retry-After. */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  const windowStart = windowStartOf(rule, now);
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
  if (Number(row.count) > rule.limit) refuse(rule, windowStart, now);
}

/** Refuses with 429 when the key's current window is already full, without counting. */
export async function refuseWhenFull(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  const windowStart = windowStartOf(rule, now);
  const row = await db
    .selectFrom('rate_limits')
    .select(['window_start', 'count'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (row && row.window_start === windowStart && Number(row.count) >= rule.limit) {
    refuse(rule, windowStart, now);
  }
}

/** Counts a hit without refusing (failures counted after the answer is known). */
export async function countHit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  await hitRateLimit(db, key, { ...rule, limit: Number.MAX_SAFE_INTEGER }, now);
}

/**
 * What a mailed link's token opens (a sign-off link, an unsubscribe link), or a 404 with
 * `notFound`: a wrong token counts against its caller's address, and an address whose window is
 * full is refused (429) before anything is looked up, so links cannot be guessed at speed.
 */
export async function findByLinkToken<T>(
  db: Db,
  limit: { key: string; rule: RateLimitRule; now: Date },
  find: () => Promise<T | undefined>,
  notFound: string,
): Promise<T> {
  await refuseWhenFull(db, limit.key, limit.rule, limit.now);
  const found = await find();
  if (found === undefined) {
    await countHit(db, limit.key, limit.rule, limit.now);
    fail(404, notFound);
  }
  return found;
}

/** Refuses with 429 and Retry-After while any of the keys' back-offs runs. */
export async function refuseWhileBackingOff(db: Db, keys: string[], now: Date): Promise<void> {
  const rows = await db
    .selectFrom('backoffs')
    .select('blocked_until')
    .where('key', 'in', keys)
    .where('blocked_until', '>', now.toISOString())
    .execute();
  if (rows.length === 0) return;
  const until = Math.max(...rows.map((r) => Date.parse(r.blocked_until)));
  const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  fail(429, SERVER_MESSAGES.backOff(seconds), { headers: { 'Retry-After': String(seconds) } });
}

/** The wait after the `failures`-th failure in a row. */
export function backoffSeconds(rule: BackoffRule, failures: number): number {
  if (failures <= rule.free) return 0;
  return Math.min(rule.firstSeconds * 2 ** (failures - rule.free - 1), rule.maxSeconds);
}

/** Records a failure for the key; from the rule's free count on, the next try must wait. */
export async function recordFailure(db: Db, key: string, rule: BackoffRule, now: Date): Promise<void> {
  const at = now.toISOString();
  const forgotten = new Date(now.getTime() - BACKOFF_FORGET_MS).toISOString();
  const row = await db
    .insertInto('backoffs')
    .values({ key, failures: 1, blocked_until: at, updated_at: at })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when backoffs.updated_at < ${forgotten} then 1 else backoffs.failures + 1 end`,
        updated_at: at,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  const wait = backoffSeconds(rule, Number(row.failures));
  if (wait > 0) {
    await db
      .updateTable('backoffs')
      .set({ blocked_until: new Date(now.getTime() + wait * 1000).toISOString() })
      .where('key', '=', key)
      .execute();
  }
}

/** A success clears the keys' back-offs. */
export async function clearBackoffs(db: Db, keys: string[]): Promise<void> {
  await db.deleteFrom('backoffs').where('key', 'in', keys).execute();
}
