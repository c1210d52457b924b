/**
 * Upkeep: deletes what has expired, on a schedule, so that nothing an anonymous caller can
 * make the server store outlives its use: rate-limit windows, back-offs, ended sessions, codes,
 * verified emails, reset tokens, old development-outbox mail, and the partial files of uploads
 * a crash cut short.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/schema.ts';
import { writingPartFile } from './forms.ts';
import { BACKOFF_FORGET_MS } from './rateLimit.ts';
import { pruneAuditTrail } from './audit.ts';

/** Development-outbox mail is kept this long. */
export const OUTBOX_KEEP_MS = 24 * 60 * 60 * 1000;

export async function pruneExpired(
  db: Db,
  config: Pick<ServerConfig, 'rateLimits'> & Partial<Pick<ServerConfig, 'auditRetentionDays'>>,
  now: Date,
): Promise<void> {
  // The audit trail is kept forever unless the deployer set a retention (issue 27).
  if (config.auditRetentionDays !== undefined) await pruneAuditTrail(db, config.auditRetentionDays, now);
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

/** A partial file older than this is stale whoever wrote it: a form's write takes seconds. */
export const PART_FILE_MAX_AGE_MS = 60 * 60 * 1000;

/** Whether the process with this id is running (on this machine: the data folder is local). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a partial file in the forms folder is left over from a write that will never finish:
 * not one this process is writing, and either its writer is not running (killed mid-upload),
 * or its writer's id is this process's (a restarted container reuses process ids), or it was
 * last written over an hour ago by the wall clock (a reused id, or a version before partial
 * files were named by process).
 */
function stalePartFile(path: string, modifiedMs: number): boolean {
  const pid = Number(/\.(\d+)\.part$/.exec(path)?.[1]);
  if (pid === process.pid && writingPartFile(path)) return false;
  if (Date.now() - modifiedMs > PART_FILE_MAX_AGE_MS) return true;
  if (!Number.isInteger(pid) || pid <= 0) return false;
  return pid === process.pid || !running(pid);
}

/**
 * Deletes the partial files uploads cut short left in the forms folder (up to 10 MB each), and
 * answers how many. Upkeep runs it at start and on its schedule, in every process.
 */
export async function removeStalePartFiles(formsDir: string): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(formsDir)).filter((name) => name.endsWith('.part'));
  } catch {
    return 0; // no forms folder yet
  }
  let removed = 0;
  for (const name of names) {
    const path = join(formsDir, name);
    try {
      if (!stalePartFile(path, (await stat(path)).mtimeMs)) continue;
      await rm(path, { force: true });
      removed += 1;
    } catch {
      // Renamed into place or removed meanwhile.
    }
  }
  return removed;
}
