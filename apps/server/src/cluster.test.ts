/**
 * SIWES_WORKERS: several server processes on one port over one SQLite file, as `npm start`
 * runs them. The primary prepares the data once, replaces a worker that dies, and closes them
 * all on SIGTERM; a start that cannot listen ends with an error instead of a restart loop.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientFor, DEMO_ACCOUNTS } from './testing/harness.ts';
import { childrenOf, runMainToEnd, startMain } from './testing/mainProcess.ts';

/** A GET on a connection of its own, so that the primary hands each call to the next worker. */
function getOnNewConnection(url: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', reject);
    req.end();
  });
}

async function waitFor(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('several server processes (SIWES_WORKERS)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'siwes-cluster-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves one port from every worker over one database, replaces a dead worker, and stops on SIGTERM', async () => {
    const primary = await startMain({ SIWES_DATA_DIR: dataDir, SIWES_WORKERS: '2' });
    const pid = primary.process.pid ?? 0;
    try {
      expect(primary.output()).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+ \(sqlite, 2 workers\)/);
      // The demo sign-ins are printed once, by the primary that seeded the data.
      expect(primary.output().match(/Demo sign-ins/g)).toHaveLength(1);
      expect(childrenOf(pid)).toHaveLength(2);

      // A session written by whichever worker took the sign-in works on every worker.
      const { client, signIn, tokens } = clientFor(primary.url);
      await signIn(DEMO_ACCOUNTS.coordinator);
      const token = tokens.coordinator ?? '';
      const page = `${primary.url}/api/coordinators/students?limit=1&page=1`;
      const answers = await Promise.all(Array.from({ length: 8 }, () => getOnNewConnection(page, token)));
      expect(answers).toEqual(Array(8).fill(200));

      // So does a record: created through one connection, listed through fresh ones.
      await client.createSupervisor({
        firstName: 'Cluster',
        lastName: 'Written',
        email: 'cluster.written@siwes.test',
        office: 'Room 2',
        password: 'Cluster-test-2026',
        phone: '0803',
      });
      for (let i = 0; i < 4; i += 1) {
        const fresh = clientFor(primary.url);
        fresh.tokens.coordinator = token;
        const emails = (await fresh.client.listSupervisors()).map((s) => s.email);
        expect(emails).toContain('cluster.written@siwes.test');
      }

      // A worker killed outright is replaced, and the port keeps answering.
      const [victim] = childrenOf(pid);
      process.kill(victim ?? 0, 'SIGKILL');
      await waitFor(() => primary.output().includes('starting another'), 'the replacement');
      await waitFor(() => {
        const now = childrenOf(pid);
        return now.length === 2 && !now.includes(victim ?? 0);
      }, 'two workers again');
      const after = await Promise.all(Array.from({ length: 4 }, () => getOnNewConnection(page, token)));
      expect(after).toEqual(Array(4).fill(200));
    } finally {
      primary.process.kill('SIGTERM');
      expect(await primary.exited).toBe(0);
    }
    expect(childrenOf(pid)).toEqual([]);
    expect(primary.output()).toContain('SIGTERM: closing 2 workers');
  }, 60_000);

  it('ends with an error, not a restart loop, when the workers cannot listen', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      const { code, output } = await runMainToEnd({
        SIWES_DATA_DIR: dataDir,
        SIWES_WORKERS: '2',
        PORT: String(port),
      });
      expect(code).toBe(1);
      expect(output).toMatch(/EADDRINUSE/);
      expect(output).toContain('A worker could not start');
      expect(output).not.toContain('starting another');
    } finally {
      taken.close();
    }
  }, 60_000);

  it('refuses a SIWES_WORKERS it cannot read, naming it', async () => {
    const { code, output } = await runMainToEnd({ SIWES_DATA_DIR: dataDir, SIWES_WORKERS: 'lots' });
    expect(code).toBe(1);
    expect(output).toContain('SIWES_WORKERS must be a whole number from 1 to 64, or "auto", got "lots"');
    // A process of its own: Node's start alone passed 5 s once on a loaded CI machine.
  }, 30_000);
});
