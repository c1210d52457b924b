/**
 * A throwaway PostgreSQL cluster for tests: initdb into a temporary folder, pg_ctl start on
 * 127.0.0.1 and a free port, trust authentication, and stop plus delete afterwards. PostgreSQL
 * refuses to run as root, so under root (CI) the binaries run as the `postgres` user.
 *
 * The binaries are looked up in PG_BIN, then Debian's /usr/lib/postgresql/<version>/bin.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export function findPostgresBin(): string | undefined {
  const candidates = [process.env.PG_BIN];
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) {
      candidates.push(join(debian, version, 'bin'));
    }
  }
  return candidates.find((dir): dir is string => !!dir && existsSync(join(dir, 'initdb')));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface PostgresCluster {
  /** The cluster's own `postgres` database, from which others are made. */
  adminUrl: string;
  /** A URL for a new, empty database in the cluster. */
  createDatabase(): Promise<string>;
  stop(): void;
}

/**
 * A new database in the cluster at `adminUrl`: empty, or a copy of the database `template`. Its
 * name is unique across every process that shares the cluster (a test run's files, each in a
 * worker of its own).
 */
export async function createDatabase(
  adminUrl: string,
  { template }: { template?: string } = {},
): Promise<string> {
  const name = `siwes_${crypto.randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        break;
      } catch (error) {
        // A template's last connection can still be closing on the server's side.
        const busy = (error as { code?: string }).code === '55006';
        if (!busy || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** runuser lives in /usr/sbin, which a non-login shell's PATH may lack. */
function runuser(): string {
  return ['/usr/sbin/runuser', '/sbin/runuser'].find((path) => existsSync(path)) ?? 'runuser';
}

/**
 * `durable: false` (tests) turns fsync off for speed; the benchmark keeps PostgreSQL's defaults.
 */
export async function startPostgres(
  bin: string,
  options: { durable?: boolean } = {},
): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'siwes-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (tool: string, args: string[]) => {
    const [cmd, argv] = asRoot
      ? [runuser(), ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    return execFileSync(cmd, argv, { stdio: 'pipe' });
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'siwes', '--auth=trust', '--no-locale', '-E', 'UTF8', '--no-sync']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-h 127.0.0.1 -p ${port} -k ${dir} -c max_connections=200${options.durable ? '' : ' -c fsync=off -c full_page_writes=off'}`,
    'start',
  ]);
  const adminUrl = `postgres://siwes@127.0.0.1:${port}/postgres`;
  return {
    adminUrl,
    createDatabase: () => createDatabase(adminUrl),
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
