/** GET /healthz: what a load balancer reads, on each engine, when all is well and when it is not. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/connect.ts';
import { MIGRATIONS } from './db/migrations.ts';
import { checkHealth } from './health.ts';
import { engines, postgresCluster, startTestServer } from './testing/harness.ts';

for (const engine of engines) {
  describe(`health check on ${engine}`, () => {
    it('answers 200 with the checks passed, and nothing else, to anyone', async () => {
      const server = await startTestServer(engine, { seed: 'none' });
      try {
        const answer = await fetch(`${server.url}/healthz`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('cache-control')).toBe('no-store');
        expect(await answer.json()).toEqual({ status: 'ok', database: 'reachable', migrations: 'current' });
      } finally {
        await server.stop();
      }
    }, 30_000);

    it('reports a missing migration and an unreachable database as unavailable', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'siwes-health-'));
      const databaseUrl =
        engine === 'postgres' ? await (await postgresCluster()).createDatabase() : undefined;
      const opened = await openDatabase({ dataDir, databaseUrl });
      try {
        await sql`delete from kysely_migration where name = ${MIGRATIONS.at(-1)}`.execute(opened.db);
        expect(await checkHealth(opened)).toEqual({
          status: 'unavailable',
          database: 'reachable',
          migrations: 'pending',
        });
      } finally {
        await opened.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
      expect(await checkHealth(opened)).toEqual({
        status: 'unavailable',
        database: 'unreachable',
        migrations: 'unknown',
      });
    }, 30_000);
  });
}
