/**
 * `GET /healthz`, for load balancers and monitors: 200 when this server's database answers and
 * has every migration this version knows applied, else 503. The body names which check failed
 * and nothing more: no data, no versions, no addresses, no secrets.
 */
import { sql } from 'kysely';
import { MIGRATIONS } from './db/migrations.ts';
import type { Db } from './db/schema.ts';

export const HEALTH_PATH = '/healthz';

/** A database slower than this to answer counts as unreachable (a balancer stops sending work). */
export const HEALTH_TIMEOUT_MS = 3_000;

export interface Health {
  status: 'ok' | 'unavailable';
  database: 'reachable' | 'unreachable';
  /** `current`: none of this version's migrations is missing (a newer server may have added more). */
  migrations: 'current' | 'pending' | 'unknown';
}

export async function checkHealth({ db }: { db: Db }, timeoutMs = HEALTH_TIMEOUT_MS): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const applied = await Promise.race([
      sql<{ name: string }>`select name from kysely_migration`.execute(db),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
      }),
    ]);
    const names = new Set(applied.rows.map((row) => row.name));
    const current = MIGRATIONS.every((name) => names.has(name));
    return {
      status: current ? 'ok' : 'unavailable',
      database: 'reachable',
      migrations: current ? 'current' : 'pending',
    };
  } catch {
    return { status: 'unavailable', database: 'unreachable', migrations: 'unknown' };
  } finally {
    clearTimeout(timer);
  }
}
