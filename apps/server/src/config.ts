/**
 * Configuration: what `startServer` takes, and how `main.ts` reads it from the environment.
 * Every variable is listed with its default in docs/server.md.
 */
import { availableParallelism } from 'node:os';
import {
  GRADE_MAXIMA,
  NOTIFICATIONS,
  OTP_COUNTDOWN_SECONDS,
  OTP_TTL_SECONDS,
  type LateEntryPolicy,
} from '@siwes/api';
import { proxyHopsFrom } from './addressing.ts';
import { secretProblem } from './auth/secrets.ts';
import type { AtRiskThresholds } from '@siwes/api/rules';
import {
  AT_RISK_VARIABLES,
  BACKOFF_VARIABLES,
  GRADE_VARIABLES,
  OTP_VARIABLES,
  RATE_LIMIT_VARIABLES,
} from './envVariables.ts';

export { BACKOFF_VARIABLES, RATE_LIMIT_VARIABLES } from './envVariables.ts';

export type SiwesEnv = 'development' | 'production' | 'test';

/** Maximum score per grade type (ARCHITECTURE.md "Grading policy"). */
export interface GradingPolicy {
  reports: number;
  inspection: number;
  defense: number;
}

/** At most `limit` requests per `windowSeconds` for one key. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed windows per client address (or address and email), kept in the database. They bound
 * what one address can try across many accounts; docs/security.md gives the reasoning.
 */
export interface RateLimits {
  /** Failed sign-ins per client address, any account (successful ones do not count). */
  loginFailuresPerAddress: RateLimitRule;
  /** Codes requested for one email from one client address. */
  sendOtp: RateLimitRule;
  /** Codes requested per client address, any email. */
  sendOtpPerAddress: RateLimitRule;
  /** Wrong or unknown codes per client address, any email. */
  verifyOtpFailuresPerAddress: RateLimitRule;
  /** Registrations tried per client address. */
  registerPerAddress: RateLimitRule;
  /** Sign-off links a student asks for (each mails their workplace supervisor). */
  signoffRequests: RateLimitRule;
  /** Wrong sign-off links per client address (a token guessed is a wrong link). */
  signoffFailuresPerAddress: RateLimitRule;
}

/**
 * Back-off after failures: the first `free` failures cost nothing; each one after makes the
 * next try wait, from `firstSeconds` doubling up to `maxSeconds`. A success clears it; a day
 * without failures forgets it. Nothing is ever locked for good.
 */
export interface BackoffRule {
  free: number;
  firstSeconds: number;
  maxSeconds: number;
}

export interface Backoffs {
  /** Failed sign-ins to one account, from anywhere: bounds guessing by many addresses. */
  login: BackoffRule;
  /** Failed sign-ins to one account from one address: a stranger slows only themself. */
  loginFromAddress: BackoffRule;
  /** Wrong codes for one email, from anywhere. */
  otp: BackoffRule;
  /** Wrong codes for one email from one address. */
  otpFromAddress: BackoffRule;
}

/** How mail that failed to leave is retried (the queue is kept in the database). */
export interface MailRetry {
  firstSeconds: number;
  maxSeconds: number;
  /** Tries before a message is given up (and logged). */
  maxAttempts: number;
}

/** The reminders the server sends on its schedule (issue 26), by kind. */
export const REMINDER_KINDS = ['studentWeek', 'signoffWaiting', 'ungraded', 'registrationDeadline'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The deployer's choices for the reminders (docs/deploy.md): each kind on or off, and when. */
export interface ReminderPolicy {
  /** The kinds that are sent (default: all). */
  kinds: readonly ReminderKind[];
  /** The hour (0 to 23, Lagos) on Monday from which students are reminded of last week (default 7). */
  mondayHour: number;
  /** Days a sign-off link waits unsigned before its supervisor is reminded (default 3). */
  signoffWaitDays: number;
  /** Days before the registration deadline the coordinators are told the count (default 3). */
  deadlineDays: number;
  /** The hour (0 to 23, Lagos) from which the supervisors' daily digest leaves (default 18). */
  digestHour: number;
}

export interface OtpPolicy {
  /** How long a code is valid (default 10 minutes). */
  ttlSeconds: number;
  /**
   * Wrong tries before a code is dead (default 20). The back-off bounds guessing long before
   * this: it is a last stop, out of a single stranger's reach within a code's 10 minutes.
   */
  maxAttempts: number;
  /**
   * A new code for the same email and purpose is refused while the last one is younger than
   * this: the OTP page offers Resend only after its 300-second countdown, less a few seconds
   * for the network.
   */
  resendSeconds: number;
}

export const DEFAULT_GRADING: GradingPolicy = { ...GRADE_MAXIMA };

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginFailuresPerAddress: { limit: 100, windowSeconds: 15 * 60 },
  sendOtp: { limit: 5, windowSeconds: 60 * 60 },
  sendOtpPerAddress: { limit: 100, windowSeconds: 60 * 60 },
  verifyOtpFailuresPerAddress: { limit: 30, windowSeconds: 15 * 60 },
  registerPerAddress: { limit: 100, windowSeconds: 15 * 60 },
  signoffRequests: { limit: 20, windowSeconds: 60 * 60 },
  signoffFailuresPerAddress: { limit: 30, windowSeconds: 15 * 60 },
};

export const DEFAULT_BACKOFFS: Backoffs = {
  login: { free: 10, firstSeconds: 1, maxSeconds: 60 },
  loginFromAddress: { free: 5, firstSeconds: 1, maxSeconds: 15 * 60 },
  otp: { free: 5, firstSeconds: 1, maxSeconds: 150 },
  otpFromAddress: { free: 2, firstSeconds: 2, maxSeconds: 5 * 60 },
};

export const DEFAULT_MAIL_RETRY: MailRetry = { firstSeconds: 30, maxSeconds: 60 * 60, maxAttempts: 10 };

export const DEFAULT_REMINDERS: ReminderPolicy = {
  kinds: REMINDER_KINDS,
  mondayHour: 7,
  signoffWaitDays: 3,
  deadlineDays: 3,
  digestHour: NOTIFICATIONS.digestHour,
};

/** How often expired rows (sessions, codes, tokens, limits, old outbox mail) are deleted. */
export const DEFAULT_UPKEEP_SECONDS = 10 * 60;

export const DEFAULT_OTP: OtpPolicy = {
  ttlSeconds: OTP_TTL_SECONDS,
  maxAttempts: 20,
  resendSeconds: OTP_COUNTDOWN_SECONDS - 5,
};

export { MAX_FORM_BYTES } from '@siwes/api';

export type SeedOption = 'demo' | 'none' | { students: number };

export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface StartOptions {
  /** 0 picks a free port. Default 3000. */
  port?: number;
  /** Default 127.0.0.1; main.ts passes HOST, else 0.0.0.0 in production. */
  host?: string;
  /** Where the SQLite file and uploaded forms live. Default ./data. */
  dataDir?: string;
  /** A PostgreSQL URL; when set, the data (but not the forms) go there instead of SQLite. */
  databaseUrl?: string;
  /**
   * What an empty database gets: the demo cohort (default), nothing, or `{ students: n }`
   * generated students (the benchmark). Ignored when the database already has accounts, and
   * replaced by the bootstrap coordinator when one is given.
   */
  seed?: SeedOption;
  /** The first coordinator of an empty database (production's way in). */
  bootstrapCoordinator?: { email: string; password: string };
  /** The built portal; default apps/portal/dist beside this package, when it exists. */
  portalDir?: string;
  /**
   * The Contact page's file (coordinator and fund offices, see `parseContactDetails`), served at
   * `/contact.json` in place of the built portal's demonstration copy. Checked at start.
   */
  contactFile?: string;
  /** Default 'development'. 'production' demands secrets, SMTP and the public origin, and drops the dev outbox. */
  env?: SiwesEnv;
  /**
   * Signs tokens: in production at least 32 characters of random text (`secretProblem`). Outside
   * production a generated one is kept in the database.
   */
  jwtSecret?: string;
  /** Keys the hashes of one-time codes and reset tokens. Same rule as jwtSecret. */
  otpSecret?: string;
  /** smtp://user:pass@host:port; without it mail goes to the development outbox. */
  smtpUrl?: string;
  /** The From address of mail. */
  mailFrom?: string;
  grading?: Partial<GradingPolicy>;
  rateLimits?: Partial<RateLimits>;
  backoffs?: Partial<Backoffs>;
  otp?: Partial<OtpPolicy>;
  mailRetry?: Partial<MailRetry>;
  reminders?: Partial<ReminderPolicy>;
  /** How often expired rows are deleted, in seconds (default 600). */
  upkeepSeconds?: number;
  /** Days a sign-off link may sign (default 14). */
  signoffLinkDays?: number;
  /** The students-at-risk thresholds (issue 29; default rules AT_RISK_DEFAULTS; null turns a rule off). */
  atRisk?: Partial<AtRiskThresholds>;
  /** Days after a weekday its entry may be first written before it is marked late (default 7, issue 27). */
  lateEntryDays?: number;
  /** Days the audit trail keeps a row (issue 27); unset, forever. */
  auditRetentionDays?: number;
  /**
   * The portal's own origin, e.g. `https://siwes.uni.edu.ng`: a state-changing call whose Origin
   * header is another is refused, and the server answers requests addressed to its host (in
   * production only those). Required in production; elsewhere the default is the origin each
   * request was addressed to.
   */
  publicOrigin?: string;
  /**
   * How many proxies in front append to X-Forwarded-For (nginx, a load balancer): the client's
   * address is taken that many entries from its right. `true` is 1; `false` or 0 (the default)
   * uses the socket's address.
   */
  trustProxy?: boolean | number;
  /** Mark cookies Secure. Default true in production, else false (plain http on a LAN). */
  secureCookies?: boolean;
  /** The clock (tests move it). */
  now?: () => Date;
  logger?: Logger;
}

export interface ServerConfig {
  env: SiwesEnv;
  dataDir: string;
  grading: GradingPolicy;
  rateLimits: RateLimits;
  backoffs: Backoffs;
  otp: OtpPolicy;
  mailRetry: MailRetry;
  reminders: ReminderPolicy;
  upkeepSeconds: number;
  signoffLinkDays: number;
  atRisk: AtRiskThresholds;
  /** The late-entry policy (issue 27): `lateAfterDays` from `SIWES_LATE_ENTRY_DAYS`. */
  lateEntries: LateEntryPolicy;
  /** Days the audit trail keeps a row; undefined keeps every row. */
  auditRetentionDays: number | undefined;
  publicOrigin: string | undefined;
  /** Trusted proxies in front (0: none, the socket's address is the client's). */
  trustProxy: number;
  secureCookies: boolean;
  portalDir: string | undefined;
  /** The contact file's contents, checked, when `contactFile` was given. */
  contactJson: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  now: () => Date;
  logger: Logger;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error ?? ''),
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };

function numberFrom(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${value}"`);
  return n;
}

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

/** Start options from environment variables (main.ts). */
export function optionsFromEnv(env: NodeJS.ProcessEnv): StartOptions {
  const siwesEnv = (env.SIWES_ENV ?? 'development') as SiwesEnv;
  if (!['development', 'production', 'test'].includes(siwesEnv)) {
    throw new Error(`SIWES_ENV must be development, production or test, got "${siwesEnv}"`);
  }
  const options: StartOptions = {
    port: numberFrom(env.PORT, 'PORT') ?? 3000,
    // Development answers only this machine unless HOST says otherwise: its outbox holds codes.
    host: env.HOST || (siwesEnv === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: env.SIWES_DATA_DIR || './data',
    env: siwesEnv,
  };
  if (env.DATABASE_URL) options.databaseUrl = env.DATABASE_URL;
  if (env.SMTP_URL) options.smtpUrl = env.SMTP_URL;
  if (env.SIWES_MAIL_FROM) options.mailFrom = env.SIWES_MAIL_FROM;
  if (env.SIWES_JWT_SECRET) options.jwtSecret = env.SIWES_JWT_SECRET;
  if (env.SIWES_OTP_SECRET) options.otpSecret = env.SIWES_OTP_SECRET;
  if (env.SIWES_PORTAL_DIR) options.portalDir = env.SIWES_PORTAL_DIR;
  if (env.SIWES_PUBLIC_ORIGIN) options.publicOrigin = originFrom(env.SIWES_PUBLIC_ORIGIN);
  if (env.SIWES_CONTACT_FILE) options.contactFile = env.SIWES_CONTACT_FILE;
  const trust = proxyHopsFrom(env.SIWES_TRUST_PROXY);
  if (trust !== undefined) options.trustProxy = trust;
  const secure = flag(env.SIWES_SECURE_COOKIES);
  if (secure !== undefined) options.secureCookies = secure;
  const email = env.SIWES_BOOTSTRAP_COORDINATOR_EMAIL;
  const password = env.SIWES_BOOTSTRAP_COORDINATOR_PASSWORD;
  if (email || password) {
    if (!email || !password) {
      throw new Error(
        'Set both SIWES_BOOTSTRAP_COORDINATOR_EMAIL and SIWES_BOOTSTRAP_COORDINATOR_PASSWORD, or neither',
      );
    }
    options.bootstrapCoordinator = { email, password };
  }
  const seed = env.SIWES_SEED;
  if (seed === 'none' || seed === 'demo') options.seed = seed;
  else if (seed) options.seed = { students: numberFrom(seed, 'SIWES_SEED') ?? 0 };
  const grading: Partial<GradingPolicy> = {};
  for (const [key, name] of Object.entries(GRADE_VARIABLES) as [keyof GradingPolicy, string][]) {
    const n = numberFrom(env[name], name);
    if (n !== undefined) grading[key] = n;
  }
  options.grading = grading;
  const otp: Partial<OtpPolicy> = {};
  for (const [key, name] of Object.entries(OTP_VARIABLES) as [keyof OtpPolicy, string][]) {
    const n = numberFrom(env[name], name);
    if (n !== undefined) otp[key] = n;
  }
  if (Object.keys(otp).length > 0) options.otp = otp;
  const linkDays = numberFrom(env.SIWES_SIGNOFF_LINK_DAYS, 'SIWES_SIGNOFF_LINK_DAYS');
  if (linkDays !== undefined) options.signoffLinkDays = linkDays;
  const lateDays = numberFrom(env.SIWES_LATE_ENTRY_DAYS, 'SIWES_LATE_ENTRY_DAYS');
  if (lateDays !== undefined) {
    if (!Number.isInteger(lateDays))
      throw new Error(`SIWES_LATE_ENTRY_DAYS must be a whole number of days, got "${lateDays}"`);
    options.lateEntryDays = lateDays;
  }
  const auditDays = numberFrom(env.SIWES_AUDIT_RETENTION_DAYS, 'SIWES_AUDIT_RETENTION_DAYS');
  if (auditDays !== undefined) options.auditRetentionDays = auditDays;
  const reminders = remindersFrom(env);
  if (reminders) options.reminders = reminders;
  const atRisk = atRiskFrom(env);
  if (atRisk) options.atRisk = atRisk;
  const rateLimits: Partial<RateLimits> = {};
  for (const [key, name] of Object.entries(RATE_LIMIT_VARIABLES) as [keyof RateLimits, string][]) {
    const rule = windowFrom(env[name], name);
    if (rule) rateLimits[key] = rule;
  }
  if (Object.keys(rateLimits).length > 0) options.rateLimits = rateLimits;
  const backoffs: Partial<Backoffs> = {};
  for (const [key, name] of Object.entries(BACKOFF_VARIABLES) as [keyof Backoffs, string][]) {
    const rule = backoffFrom(env[name], name);
    if (rule) backoffs[key] = rule;
  }
  if (Object.keys(backoffs).length > 0) options.backoffs = backoffs;
  return options;
}

/**
 * The students-at-risk thresholds (AT_RISK_VARIABLES): each a whole number, or `off` to turn its
 * rule off; the per cent of SIWES_AT_RISK_VISIT_BY_PERCENT at most 100.
 */
function atRiskFrom(env: NodeJS.ProcessEnv): Partial<AtRiskThresholds> | undefined {
  const thresholds: Partial<AtRiskThresholds> = {};
  for (const [key, name] of Object.entries(AT_RISK_VARIABLES) as [keyof AtRiskThresholds, string][]) {
    const value = env[name]?.trim().toLowerCase();
    if (value === undefined || value === '') continue;
    if (value === 'off') {
      thresholds[key] = null;
      continue;
    }
    const n = numberFrom(value, name)!;
    if (!Number.isInteger(n) || (key === 'visitByPercent' && n > 100)) {
      throw new Error(
        `${name} must be a whole number${key === 'visitByPercent' ? ' from 0 to 100' : ''} or off, got "${env[name]}"`,
      );
    }
    thresholds[key] = n;
  }
  return Object.keys(thresholds).length > 0 ? thresholds : undefined;
}

/** The env names of the reminder kinds in SIWES_REMINDERS. */
export const REMINDER_NAMES: Record<ReminderKind, string> = {
  studentWeek: 'student-week',
  signoffWaiting: 'signoff-waiting',
  ungraded: 'ungraded',
  registrationDeadline: 'registration-deadline',
};

function hourFrom(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const hour = numberFrom(env[name], name);
  if (hour !== undefined && (!Number.isInteger(hour) || hour > 23)) {
    throw new Error(`${name} must be a whole hour from 0 to 23, got "${env[name]}"`);
  }
  return hour;
}

/**
 * SIWES_REMINDERS (`all`, the default; `off`; or a comma list of the kinds to send, e.g.
 * `student-week,ungraded`), SIWES_REMINDER_HOUR (0 to 23, Lagos), SIWES_REMINDER_SIGNOFF_DAYS,
 * SIWES_REMINDER_DEADLINE_DAYS and SIWES_DIGEST_HOUR (0 to 23, Lagos).
 */
function remindersFrom(env: NodeJS.ProcessEnv): Partial<ReminderPolicy> | undefined {
  const policy: Partial<ReminderPolicy> = {};
  const value = env.SIWES_REMINDERS?.trim().toLowerCase();
  if (value === 'off' || value === 'none') policy.kinds = [];
  else if (value && value !== 'all') {
    const names = value.split(',').map((name) => name.trim());
    const kinds = REMINDER_KINDS.filter((kind) => names.includes(REMINDER_NAMES[kind]));
    const unknown = names.filter((name) => !Object.values(REMINDER_NAMES).includes(name));
    if (unknown.length > 0) {
      throw new Error(
        `SIWES_REMINDERS must be all, off, or a comma list of ${Object.values(REMINDER_NAMES).join(', ')}, got "${env.SIWES_REMINDERS}"`,
      );
    }
    policy.kinds = kinds;
  }
  const hour = hourFrom(env, 'SIWES_REMINDER_HOUR');
  if (hour !== undefined) policy.mondayHour = hour;
  const digestHour = hourFrom(env, 'SIWES_DIGEST_HOUR');
  if (digestHour !== undefined) policy.digestHour = digestHour;
  const signoffDays = numberFrom(env.SIWES_REMINDER_SIGNOFF_DAYS, 'SIWES_REMINDER_SIGNOFF_DAYS');
  if (signoffDays !== undefined) policy.signoffWaitDays = signoffDays;
  const deadlineDays = numberFrom(env.SIWES_REMINDER_DEADLINE_DAYS, 'SIWES_REMINDER_DEADLINE_DAYS');
  if (deadlineDays !== undefined) policy.deadlineDays = deadlineDays;
  return Object.keys(policy).length > 0 ? policy : undefined;
}

function windowFrom(value: string | undefined, name: string): RateLimitRule | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  if (!match || Number(match[2]) < 1) {
    throw new Error(`${name} must be LIMIT/SECONDS, e.g. 100/900, got "${value}"`);
  }
  return { limit: Number(match[1]), windowSeconds: Number(match[2]) };
}

function backoffFrom(value: string | undefined, name: string): BackoffRule | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parts = value.split(',').map((part) => Number(part.trim()));
  const [free, first, max] = parts;
  if (
    parts.length !== 3 ||
    !parts.every((n) => Number.isInteger(n) && n >= 0) ||
    free === undefined ||
    first === undefined ||
    max === undefined ||
    max < first
  ) {
    throw new Error(`${name} must be FREE,FIRST_SECONDS,MAX_SECONDS, e.g. 10,1,60, got "${value}"`);
  }
  return { free, firstSeconds: first, maxSeconds: max };
}

function originFrom(value: string): string {
  try {
    const url = new URL(value);
    if (url.origin !== 'null') return url.origin;
  } catch {
    // reported below
  }
  throw new Error(`SIWES_PUBLIC_ORIGIN must be an origin such as https://siwes.uni.edu.ng, got "${value}"`);
}

/** The most server processes SIWES_WORKERS may ask for. */
export const MAX_WORKERS = 64;

/**
 * How many server processes main.ts runs on the one port (SIWES_WORKERS): a whole number from
 * 1 to 64, or "auto" for one per CPU the process may use. Default 1.
 */
export function workersFromEnv(env: NodeJS.ProcessEnv, cpus = availableParallelism()): number {
  const value = env.SIWES_WORKERS?.trim() ?? '';
  if (value === '') return 1;
  if (value.toLowerCase() === 'auto') return Math.min(Math.max(cpus, 1), MAX_WORKERS);
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_WORKERS) {
    throw new Error(
      `SIWES_WORKERS must be a whole number from 1 to ${MAX_WORKERS}, or "auto", got "${value}"`,
    );
  }
  return n;
}

/**
 * Production refuses to start without strong secrets, its mail server and its public origin, or
 * when asked for demo data.
 */
export function productionProblems(options: StartOptions): string[] {
  if (options.env !== 'production') return [];
  const problems: string[] = [];
  if (options.seed !== undefined && options.seed !== 'none') {
    problems.push('SIWES_SEED must be unset or "none": production never creates demo data');
  }
  for (const [name, secret] of [
    ['SIWES_JWT_SECRET', options.jwtSecret],
    ['SIWES_OTP_SECRET', options.otpSecret],
  ] as const) {
    const problem = secretProblem(name, secret);
    if (problem) problems.push(problem);
  }
  if (!options.smtpUrl) problems.push('SMTP_URL must be set (production sends real mail)');
  if (!options.publicOrigin) {
    problems.push(
      'SIWES_PUBLIC_ORIGIN must be set to the address people use, e.g. https://siwes.uni.edu.ng (production answers only requests addressed to it)',
    );
  }
  return problems;
}
