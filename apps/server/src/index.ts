/**
 * `@siwes/server`: start the SIWES backend in-process.
 *
 * @example
 * const server = await startServer({ port: 0, dataDir: tmp });
 * const client = createClient({ baseUrl: server.url });
 * await server.close();
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import type { Hono } from 'hono';
import { CONTACT_FILE, LATE_ENTRY_POLICY, LOGBOOK, parseContactDetails } from '@siwes/api';
import { AT_RISK_DEFAULTS } from '@siwes/api/rules';
import { createApp } from './app.ts';
import {
  consoleLogger,
  DEFAULT_BACKOFFS,
  DEFAULT_GRADING,
  DEFAULT_MAIL_RETRY,
  DEFAULT_OTP,
  DEFAULT_RATE_LIMITS,
  DEFAULT_REMINDERS,
  DEFAULT_UPKEEP_SECONDS,
  productionProblems,
  type Logger,
  type ServerConfig,
  type StartOptions,
} from './config.ts';
import type { Deps } from './context.ts';
import { openDatabase } from './db/connect.ts';
import type { Db, Engine } from './db/schema.ts';
import { TokenService } from './auth/tokens.ts';
import { getSetting, putSetting } from './services/accounts.ts';
import { moveFormsIntoDatabase } from './services/forms.ts';
import { outboxMailer, smtpMailer } from './services/mail.ts';
import { MailQueue } from './services/mailQueue.ts';
import { pruneExpired, removeStalePartFiles } from './services/upkeep.ts';
import { mailDueSignoffs } from './services/signoff.ts';
import { runReminders } from './services/reminders.ts';
import { runDigests } from './services/digest.ts';
import { newPasswordProblem } from './auth/passwordPolicy.ts';
import { passwordCostOf, usePasswordCost } from './auth/passwords.ts';
import { DEMO_ACCOUNTS, DEMO_STUDENTS, isEmpty, seedCohort, seedCoordinator } from './seed.ts';

export type {
  StartOptions,
  SeedOption,
  GradingPolicy,
  RateLimits,
  Backoffs,
  BackoffRule,
  Logger,
} from './config.ts';
export { DEMO_ACCOUNTS } from './seed.ts';
export { optionsFromEnv, silentLogger, consoleLogger } from './config.ts';

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  engine: Engine;
  /** The Hono app (its `fetch` answers without the network). */
  app: Hono;
  /** Stops taking connections, finishes the ones in flight, closes the database. */
  close(): Promise<void>;
}

/** The built portal beside this package, if it has been built. */
export const DEFAULT_PORTAL_DIR = resolve(import.meta.dirname, '../../portal/dist');

/** Where forms are kept as files (SQLite), and where PostgreSQL finds files to move in. */
function formsDirOf(dataDir: string): string {
  return join(dataDir, 'forms');
}

/** Outside production a missing secret is generated once and kept in the database. */
async function secret(db: Db, given: string | undefined, key: string): Promise<string> {
  if (given) return given;
  const stored = await getSetting(db, key);
  if (stored) return stored;
  const fresh = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  await putSetting(db, key, fresh);
  return (await getSetting(db, key)) ?? fresh;
}

/**
 * After a bulk load the planner's statistics are stale until autovacuum (PostgreSQL) or a later
 * ANALYZE (SQLite) catches up; meanwhile PostgreSQL sorts all students for every page instead of
 * reading its sort index (measured: 22 ms a page against 4.6 ms). VACUUM also marks the pages
 * all-visible, so the page's ids come from the index alone.
 */
async function refreshStatistics(db: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres') {
    await sql`VACUUM ANALYZE`.execute(db);
    return;
  }
  await sql`ANALYZE`.execute(db);
  // better-sqlite3's SQLite is built with STAT4, whose samples make SQLite plan a statement
  // again every time a parameter compared with an index is bound: a page's 10 students by id
  // took 131 µs with the samples and 51 µs without. The per-index counts (sqlite_stat1) are
  // what our plans need, so the samples are dropped and the statistics reloaded.
  const stat4 = await sql<{ n: number }>`
    select count(*) as n from sqlite_master where type = 'table' and name = 'sqlite_stat4'`.execute(db);
  if ((stat4.rows[0]?.n ?? 0) > 0) {
    await sql`delete from sqlite_stat4`.execute(db);
    await sql`ANALYZE sqlite_schema`.execute(db);
  }
}

/** How often a running SQLite server merges its search index (see optimiseSearchIndex). */
export const SEARCH_INDEX_MERGE_MS = 60 * 60 * 1000;

/**
 * SQLite's trigram search table gains a segment with every write that changes a student's
 * search text; lookups read every segment, so after a cohort's registrations or the bulk seed a
 * search costs four times what it does on a merged index (measured: 362 µs against 83 µs for
 * "/1004" among 20,000). Merging is a no-op when there is one segment and about 100 ms for
 * 20,000 students when there are many. PostgreSQL's GIN index needs no such care.
 */
export async function optimiseSearchIndex(db: Db, engine: Engine): Promise<void> {
  if (engine !== 'sqlite') return;
  await sql`insert into students_search_fts (students_search_fts) values ('optimize')`.execute(db);
}

/**
 * The contact file's contents, checked, so a deployer's mistake stops the start with the field
 * named instead of breaking the Contact page later. Undefined without one.
 */
export function readContactFile(path: string | undefined): string | undefined {
  if (!path) return undefined;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`SIWES_CONTACT_FILE: cannot read ${path} (${(error as Error).message})`, {
      cause: error,
    });
  }
  try {
    return JSON.stringify(parseContactDetails(JSON.parse(text)));
  } catch (error) {
    throw new Error(`SIWES_CONTACT_FILE: ${path}: ${(error as Error).message}`, { cause: error });
  }
}

/** `trustProxy` as a number of proxies: `true` is one, `false` or nothing none. */
function proxyHops(trust: StartOptions['trustProxy']): number {
  if (typeof trust !== 'number') return trust ? 1 : 0;
  if (!Number.isInteger(trust) || trust < 0)
    throw new Error(`trustProxy must be a whole number, got ${trust}`);
  return trust;
}

function refuseUnsafeProduction(options: StartOptions): void {
  const problems = productionProblems(options);
  if (problems.length > 0) throw new Error(`Refusing to start in production:\n- ${problems.join('\n- ')}`);
}

/** What a process serving `options` checks and sets before it touches storage. */
function enterEnvironment(options: StartOptions): void {
  refuseUnsafeProduction(options);
  usePasswordCost(passwordCostOf(options.env ?? 'development'));
}

/**
 * What a server needs of its storage before it answers: the secrets (generated and kept
 * outside production), the seed of an empty database, forms moved into PostgreSQL, a merged
 * search index. A cluster's
 * primary runs it once before its workers start (see `prepareStorage`); each worker then finds
 * it done.
 */
async function setUpStorage(
  db: Db,
  engine: Engine,
  options: StartOptions,
  context: { dataDir: string; logger: Logger; now: () => Date },
): Promise<{ jwtSecret: string; otpSecret: string }> {
  const jwtSecret = await secret(db, options.jwtSecret, 'dev_jwt_secret');
  const otpSecret = await secret(db, options.otpSecret, 'dev_otp_secret');
  if (await isEmpty(db)) {
    const production = options.env === 'production';
    const seed = production ? 'none' : (options.seed ?? 'demo');
    if (options.bootstrapCoordinator) {
      const { email, password } = options.bootstrapCoordinator;
      const problem = await newPasswordProblem(password, email);
      if (problem) throw new Error(`SIWES_BOOTSTRAP_COORDINATOR_PASSWORD is refused: ${problem}`);
      await seedCoordinator(db, email, password, context.now());
      context.logger.info(`Created the first coordinator: ${email}`);
    } else if (seed !== 'none') {
      const count = seed === 'demo' ? DEMO_STUDENTS : seed.students;
      await seedCohort(db, {
        count,
        demo: seed === 'demo',
        now: context.now(),
        forms: { engine, formsDir: formsDirOf(context.dataDir) },
      });
      await refreshStatistics(db, engine);
      if (seed === 'demo') {
        context.logger.info(`Seeded the demo cohort: ${count} students, 12 supervisors. Demo sign-ins:`);
        for (const account of Object.values(DEMO_ACCOUNTS)) {
          context.logger.info(`  ${account.type.padEnd(11)} ${account.email.padEnd(28)} ${account.password}`);
        }
      }
    } else if (production) {
      // Production never gets the public demo accounts; its way in is a first coordinator.
      throw new Error(
        'Refusing to start in production: the database has no accounts and no first coordinator was given.\n' +
          '- Set SIWES_BOOTSTRAP_COORDINATOR_EMAIL and SIWES_BOOTSTRAP_COORDINATOR_PASSWORD ' +
          '(docs/deploy.md); that coordinator then creates the other accounts.',
      );
    }
  }

  await moveFormsIntoDatabase({ db, engine, formsDir: formsDirOf(context.dataDir) }, context.logger);
  await optimiseSearchIndex(db, engine);
  return { jwtSecret, otpSecret };
}

/** Runs `setUpStorage` on its own connection and closes it (a cluster's primary, before forking). */
export async function prepareStorage(options: StartOptions): Promise<void> {
  enterEnvironment(options);
  const dataDir = resolve(options.dataDir ?? './data');
  const opened = await openDatabase({ dataDir, databaseUrl: options.databaseUrl });
  try {
    await setUpStorage(opened.db, opened.engine, options, {
      dataDir,
      logger: options.logger ?? consoleLogger,
      now: options.now ?? (() => new Date()),
    });
  } finally {
    await opened.close();
  }
}

/** How long close() waits for calls still running before it closes the database anyway. */
export const CLOSE_WAIT_MS = 10_000;

/** Counts the calls being answered, so that close() can wait for them. */
function inFlight(fetch: Hono['fetch']) {
  let running = 0;
  let idle: (() => void) | undefined;
  return {
    fetch: (async (...args: Parameters<Hono['fetch']>) => {
      running += 1;
      try {
        return await fetch(...args);
      } finally {
        running -= 1;
        if (running === 0) idle?.();
      }
    }) as Hono['fetch'],
    settled(ms: number): Promise<void> {
      if (running === 0) return Promise.resolve();
      return new Promise((done) => {
        const timer = setTimeout(done, ms);
        idle = () => {
          clearTimeout(timer);
          done();
        };
      });
    },
  };
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  enterEnvironment(options);
  const dataDir = resolve(options.dataDir ?? './data');
  const logger = options.logger ?? consoleLogger;
  const now = options.now ?? (() => new Date());
  const env = options.env ?? 'development';
  const portalDir =
    options.portalDir ??
    (existsSync(join(DEFAULT_PORTAL_DIR, 'index.html')) ? DEFAULT_PORTAL_DIR : undefined);
  const contactJson = readContactFile(options.contactFile);
  if (env === 'production' && !contactJson) {
    logger.info(
      `SIWES_CONTACT_FILE is not set: the Contact page shows the portal's own ${CONTACT_FILE} (demonstration values unless replaced; docs/deploy.md).`,
    );
  }
  const config: ServerConfig = {
    env,
    dataDir,
    grading: { ...DEFAULT_GRADING, ...options.grading },
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    backoffs: { ...DEFAULT_BACKOFFS, ...options.backoffs },
    otp: { ...DEFAULT_OTP, ...options.otp },
    mailRetry: { ...DEFAULT_MAIL_RETRY, ...options.mailRetry },
    reminders: { ...DEFAULT_REMINDERS, ...options.reminders },
    upkeepSeconds: options.upkeepSeconds ?? DEFAULT_UPKEEP_SECONDS,
    signoffLinkDays: options.signoffLinkDays ?? LOGBOOK.linkDays,
    atRisk: { ...AT_RISK_DEFAULTS, ...options.atRisk },
    lateEntries: {
      ...LATE_ENTRY_POLICY,
      lateAfterDays: options.lateEntryDays ?? LATE_ENTRY_POLICY.lateAfterDays,
    },
    auditRetentionDays: options.auditRetentionDays,
    publicOrigin: options.publicOrigin,
    trustProxy: proxyHops(options.trustProxy),
    secureCookies: options.secureCookies ?? env === 'production',
    portalDir,
    contactJson,
    smtpUrl: options.smtpUrl,
    mailFrom: options.mailFrom ?? 'SIWES Portal <no-reply@siwes.local>',
    now,
    logger,
  };

  const opened = await openDatabase({ dataDir, databaseUrl: options.databaseUrl });
  try {
    const { db, engine } = opened;
    const { jwtSecret, otpSecret } = await setUpStorage(db, engine, options, { dataDir, logger, now });
    const deps: Deps = {
      db,
      engine,
      config,
      tokens: new TokenService(jwtSecret, db, now),
      mail: new MailQueue(
        db,
        config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom, now) : outboxMailer(db, logger, now),
        { logger, now, retry: config.mailRetry },
      ),
      otpSecret,
      formsDir: formsDirOf(dataDir),
    };
    const app = createApp(deps);
    const calls = inFlight(app.fetch);
    const host = options.host ?? '127.0.0.1';
    const server = await new Promise<ReturnType<typeof serve>>((resolveListening, reject) => {
      const s = serve({ fetch: calls.fetch, port: options.port ?? 3000, hostname: host }, () =>
        resolveListening(s),
      );
      s.once('error', reject);
    });
    const merging =
      engine === 'sqlite'
        ? setInterval(() => {
            optimiseSearchIndex(db, engine).catch((error: unknown) =>
              logger.error('Merging the search index failed', error),
            );
          }, SEARCH_INDEX_MERGE_MS).unref()
        : undefined;
    const port = (server.address() as AddressInfo).port;
    const shownHost =
      host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    deps.mail.start();
    const upkeep = async () => {
      try {
        await pruneExpired(db, config, now());
      } catch (error) {
        logger.error('Deleting expired rows failed', error);
      }
      try {
        // Weeks whose Friday has passed get their sign-off mail once, whichever server claims it.
        await mailDueSignoffs(deps, config.publicOrigin ?? `http://${shownHost}:${port}`, now());
      } catch (error) {
        logger.error('Mailing due sign-off links failed', error);
      }
      try {
        // Reminders due leave once per person and period, whichever server claims them.
        await runReminders(deps, config.publicOrigin ?? `http://${shownHost}:${port}`, now());
      } catch (error) {
        logger.error('Queueing reminders failed', error);
      }
      try {
        // The supervisors' daily digests, once per person and day, whichever server claims them.
        await runDigests(deps, config.publicOrigin ?? `http://${shownHost}:${port}`, now());
      } catch (error) {
        logger.error('Queueing daily digests failed', error);
      }
      const removed = await removeStalePartFiles(deps.formsDir);
      if (removed > 0) {
        logger.info(
          `Removed ${removed} partial upload${removed === 1 ? '' : 's'} a crash left in ${deps.formsDir}`,
        );
      }
    };
    let upkeepRun: Promise<void> = upkeep();
    const upkeepTimer = setInterval(() => {
      upkeepRun = upkeepRun.then(upkeep);
    }, config.upkeepSeconds * 1000).unref();
    let closing: Promise<void> | undefined;
    return {
      url: `http://${shownHost}:${port}`,
      port,
      engine,
      app,
      close() {
        closing ??= (async () => {
          await new Promise<void>((done) => {
            server.close(() => done());
            if ('closeIdleConnections' in server) server.closeIdleConnections();
          });
          clearInterval(merging);
          clearInterval(upkeepTimer);
          // A caller may have gone (its connection closed) while its call still runs: let it end.
          await calls.settled(CLOSE_WAIT_MS);
          // Mail not yet sent stays queued in the database for the next start.
          await deps.mail.stop();
          await upkeepRun;
          await opened.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await opened.close();
    throw error;
  }
}
