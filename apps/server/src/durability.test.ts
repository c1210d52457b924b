/**
 * No data lost: the server runs as its own process (`node src/main.ts`), takes a stream of
 * writes, and is killed with SIGKILL while writes are in flight. Restarted on the same data,
 * it must hold every write it acknowledged. SIGTERM closes it cleanly (exit code 0).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientFor, DEMO_ACCOUNTS, engines, postgresCluster } from './testing/harness.ts';
import { startMain } from './testing/mainProcess.ts';

for (const engine of engines) {
  describe(`durability on ${engine}`, () => {
    it('keeps every acknowledged write through a SIGKILL', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'siwes-kill-'));
      const env: Record<string, string> = { SIWES_DATA_DIR: dataDir };
      if (engine === 'postgres') env.DATABASE_URL = await (await postgresCluster()).createDatabase();
      try {
        const first = await startMain(env);
        const { client, signIn } = clientFor(first.url);
        await signIn(DEMO_ACCOUNTS.coordinator);
        const acknowledged: string[] = [];
        let sent = 0;
        let killed = false;
        const writer = async () => {
          while (!killed) {
            const email = `durable.${(sent += 1)}@siwes.test`;
            try {
              await client.createSupervisor({
                firstName: 'Durable',
                lastName: String(sent),
                email,
                office: 'Room 1',
                password: 'Durable-test-2026',
                phone: '0803',
              });
              acknowledged.push(email);
            } catch {
              // In flight when the process died: not acknowledged, so not promised.
            }
          }
        };
        const writers = [writer(), writer(), writer(), writer()];
        while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 10));
        first.process.kill('SIGKILL');
        killed = true;
        await Promise.all(writers);
        expect(await first.exited).toBeNull();
        expect(sent).toBeGreaterThan(acknowledged.length);

        const second = await startMain(env);
        try {
          const again = clientFor(second.url);
          await again.signIn(DEMO_ACCOUNTS.coordinator);
          const emails = new Set((await again.client.listSupervisors()).map((s) => s.email));
          expect(acknowledged.filter((email) => !emails.has(email))).toEqual([]);
        } finally {
          second.process.kill('SIGTERM');
          expect(await second.exited).toBe(0);
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 60_000);
  });
}
