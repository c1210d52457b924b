/**
 * Test servers: `startTestServer()` starts the real server on an ephemeral port over a fresh
 * data folder (and, for the PostgreSQL variant, a fresh database in the run's throwaway cluster),
 * seeded with the demo cohort, quiet, with rate limits high enough for a test's own traffic.
 *
 * `engines` lists the engines to run a suite on: SQLite always, PostgreSQL when its binaries
 * are installed. When they are not, a line says so and the variant is not registered.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, lagosDay, type ApiClient, type LoginType } from '@siwes/api';
import { silentLogger, type Backoffs, type RateLimits, type StartOptions } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { DEMO_ACCOUNTS, startServer, type RunningServer } from '../index.ts';
import { inject } from 'vitest';
import { createDatabase, findPostgresBin } from './postgres.ts';

export type EngineName = 'sqlite' | 'postgres';

const pgBin = findPostgresBin();
export const engines: EngineName[] = pgBin ? ['sqlite', 'postgres'] : ['sqlite'];
if (!pgBin) {
  console.log(
    'PostgreSQL binaries not found (set PG_BIN or install postgresql): the PostgreSQL variant is not registered.',
  );
}

/** Makes the test's databases. */
export interface TestDatabases {
  /** A URL for a new database: empty, or a copy of the database `template`. */
  createDatabase(options?: { template?: string }): Promise<string>;
}

/**
 * The run's PostgreSQL cluster, started once by Vitest's global set-up (postgresRun.ts): each
 * call of `createDatabase` makes a new database in it.
 */
export async function postgresCluster(): Promise<TestDatabases> {
  if (!pgBin) throw new Error('PostgreSQL is not installed');
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl)
    throw new Error('No PostgreSQL cluster for this run: the unit project starts it (postgresRun.ts)');
  return { createDatabase: (options) => createDatabase(adminUrl, options) };
}

export const GENEROUS_LIMITS: RateLimits = {
  loginFailuresPerAddress: { limit: 10000, windowSeconds: 60 },
  sendOtp: { limit: 1000, windowSeconds: 60 },
  sendOtpPerAddress: { limit: 10000, windowSeconds: 60 },
  verifyOtpFailuresPerAddress: { limit: 10000, windowSeconds: 60 },
  registerPerAddress: { limit: 10000, windowSeconds: 60 },
  signoffRequests: { limit: 10000, windowSeconds: 60 },
  signoffFailuresPerAddress: { limit: 10000, windowSeconds: 60 },
};

/** Back-offs that a test's own wrong tries never reach (tests of the back-off set their own). */
export const GENEROUS_BACKOFFS: Backoffs = {
  login: { free: 1000, firstSeconds: 1, maxSeconds: 1 },
  loginFromAddress: { free: 1000, firstSeconds: 1, maxSeconds: 1 },
  otp: { free: 1000, firstSeconds: 1, maxSeconds: 1 },
  otpFromAddress: { free: 1000, firstSeconds: 1, maxSeconds: 1 },
};

export interface TestServer extends RunningServer {
  dataDir: string;
  /** The PostgreSQL database, on that engine. */
  databaseUrl: string | undefined;
  /** Closes the server and deletes its data folder. */
  stop(): Promise<void>;
}

/**
 * What every test server is: on a free port, in test mode, quiet, seeded with the demo cohort,
 * with no reminders (a test of them switches them on), so that no test's mail holds reminders
 * its clock made due.
 */
const TEST_SERVER: StartOptions = {
  port: 0,
  seed: 'demo',
  env: 'test',
  logger: silentLogger,
  reminders: { kinds: [] },
};

/**
 * Seeded databases to copy. Migrating a database and seeding the demo cohort is most of a test
 * server's start (about a second of CPU); a copy of one seeded before costs milliseconds: a file
 * copy on SQLite, `CREATE DATABASE ... TEMPLATE` on PostgreSQL. One per engine and Lagos day of the
 * test's clock (the seed dates the cohort's reports from the day it runs), made in this process by
 * the first server that wants it. Its secrets are removed, so each copy makes its own as a fresh
 * server does.
 */
interface SeededTemplate {
  dataDir: string;
  databaseName: string | undefined;
}
const templates = new Map<string, Promise<SeededTemplate>>();

async function makeTemplate(engine: EngineName, now: () => Date): Promise<SeededTemplate> {
  const dataDir = mkdtempSync(join(tmpdir(), 'siwes-seeded-'));
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = engine === 'postgres' ? await (await postgresCluster()).createDatabase() : undefined;
  const server = await startServer({ ...TEST_SERVER, dataDir, now, ...(databaseUrl && { databaseUrl }) });
  await server.close();
  const opened = await openDatabase({ dataDir, databaseUrl, poolSize: 1 });
  try {
    await opened.db.deleteFrom('settings').where('key', 'in', ['dev_jwt_secret', 'dev_otp_secret']).execute();
  } finally {
    await opened.close();
  }
  return { dataDir, databaseName: databaseUrl && new URL(databaseUrl).pathname.slice(1) };
}

/** Whether a test server may start from a copy: a demo-seeded test server on storage of its own. */
function startsSeeded(options: StartOptions): boolean {
  return (
    !options.dataDir &&
    !options.databaseUrl &&
    !options.bootstrapCoordinator &&
    (options.seed ?? 'demo') === 'demo' &&
    (options.env ?? 'test') === 'test'
  );
}

/** Fills `dataDir` (and, on PostgreSQL, a new database) with a copy of the seeded template. */
async function seededCopy(engine: EngineName, dataDir: string, now: () => Date): Promise<string | undefined> {
  const key = `${engine}:${lagosDay(now())}`;
  let template = templates.get(key);
  if (!template) {
    template = makeTemplate(engine, now);
    templates.set(key, template);
  }
  const { dataDir: seededDir, databaseName } = await template;
  cpSync(seededDir, dataDir, { recursive: true });
  if (engine !== 'postgres') return undefined;
  return (await postgresCluster()).createDatabase({ template: databaseName });
}

export async function startTestServer(
  engine: EngineName = 'sqlite',
  options: StartOptions = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'siwes-server-'));
  const databaseUrl = startsSeeded(options)
    ? await seededCopy(engine, dataDir, options.now ?? (() => new Date()))
    : engine === 'postgres'
      ? await (await postgresCluster()).createDatabase()
      : undefined;
  const server = await startServer({
    ...TEST_SERVER,
    dataDir,
    rateLimits: GENEROUS_LIMITS,
    backoffs: GENEROUS_BACKOFFS,
    ...(databaseUrl && { databaseUrl }),
    ...options,
  });
  return {
    ...server,
    dataDir,
    databaseUrl,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A port free on 127.0.0.1 now, for a server whose address must be known before it starts (a
 * production server's SIWES_PUBLIC_ORIGIN, which is the only Host it answers).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Secrets production takes (random, as `openssl rand -base64 48` makes them). */
export function productionSecrets() {
  const random = () => Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64');
  return { jwtSecret: random(), otpSecret: random() };
}

/** A client whose tokens are kept per role, like the portal's sessions. */
export function clientFor(baseUrl: string, fetchImpl?: typeof fetch) {
  const tokens: Partial<Record<LoginType, string>> = {};
  const client: ApiClient = createClient({
    baseUrl,
    ...(fetchImpl && { fetch: fetchImpl }),
    getToken: (role) => tokens[role],
  });
  return {
    client,
    tokens,
    async signIn(account: { email: string; password: string; type: LoginType }) {
      const answer = await client.login(account);
      tokens[account.type] = answer.tokens.accessToken;
      return answer;
    },
  };
}

export { DEMO_ACCOUNTS };

/** A second connection to a test server's database, for reading what it stored. */
export async function openServerDatabase(server: TestServer) {
  return openDatabase({ dataDir: server.dataDir, databaseUrl: server.databaseUrl, poolSize: 1 });
}

/** The tables an anonymous caller could make grow, and everything else the server stores. */
export const TABLES = [
  'users',
  'students',
  'supervisors',
  'coordinators',
  'weekly_reports',
  'forms',
  'sessions',
  'otps',
  'verified_emails',
  'reset_tokens',
  'outbox',
  'settings',
  'counters',
  'rate_limits',
  'backoffs',
  'mail_queue',
] as const;

/** How many rows each table holds. */
export async function rowCounts(server: TestServer): Promise<Record<string, number>> {
  const opened = await openServerDatabase(server);
  try {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await opened.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    return counts;
  } finally {
    await opened.close();
  }
}
