/**
 * The fake's state, in memory: the fixtures plus everything the handlers change (sessions,
 * codes, accounts, grades). One per createFakeApi call, rebuilt by reset(), so no test or story
 * sees another's changes. The handlers (routes/*.ts) and their helpers (services/*.ts) read and
 * change it; nothing else keeps state.
 */
import type {
  LoginType,
  Notification,
  NotificationChoice,
  NotificationEvent,
  OtpPurpose,
  OutboxMessage,
  Student,
  UndeliveredMail,
  WeekComment,
  WeeklyReport,
} from '@siwes/api';
import { OTP_TTL_SECONDS, tinyPdf } from '@siwes/api';
import {
  createRandom,
  DEV_OUTBOX_REFUSAL,
  devOutboxRefuses,
  sameEmail,
  UNKNOWN_ENTRY_TIMES,
  type EntryTimes,
  type Random,
  type ReportDays,
} from '@siwes/api/rules';
import { fixtureSignoffRequests } from './signoffFixtures.ts';
import {
  buildFixtures,
  DEFAULT_SEED,
  FAKE_NOW,
  FIXTURE_ACCOUNTS,
  FIXTURE_IDS,
  FIXTURE_TOKENS,
  type FixtureData,
} from './fixtures.ts';

/** How long a one-time code is valid, and how many wrong tries it takes. */
export const OTP_TTL_MS = OTP_TTL_SECONDS * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;

export interface Session {
  role: LoginType;
  id: string;
  /** The session's refresh and client tokens: like the server, a logout with either ends it. */
  otherTokens?: readonly string[];
}

export interface PendingOtp {
  code: string;
  purpose: OtpPurpose;
  expiresAt: number;
  attempts: number;
}

export interface FakeSignoffRequest {
  id: string;
  token: string;
  studentId: string;
  weekStart: string;
  sentTo: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  signedAt: string | null;
}

export interface FakeSignoff {
  requestId: string;
  studentId: string;
  weekStart: string;
  name: string;
  comment: string;
  image: string | null;
  days: ReportDays;
  digest: string;
  signedAt: string;
}

export interface FakeLogbook {
  requests: FakeSignoffRequest[];
  signoffs: FakeSignoff[];
  comments: (WeekComment & { studentId: string; weekStart: string })[];
  reopenings: {
    studentId: string;
    weekStart: string;
    by: string;
    role: LoginType;
    reason: string;
    at: string;
  }[];
}

/** Notifications (issue 26): entries, each person's choices, digests chosen, unsubscribe links. */
export interface FakeNotifications {
  entries: (Notification & { userId: string })[];
  choices: Map<string, Partial<Record<string, NotificationChoice>>>;
  digest: Set<string>;
  unsubscribeTokens: Map<string, { userId: string; event: NotificationEvent }>;
}

/** A link the fake knows: it stops the fixture student's mail of comments on their weeks. */
export const FIXTURE_UNSUBSCRIBE_TOKEN = 'fixture-unsubscribe-student-comments';

export interface FakeDbOptions {
  seed?: number;
  /** The fake's clock; defaults to a fixed instant (FAKE_NOW) so data and scores never age. */
  now?: () => Date;
}

export interface FakeDb extends FixtureData {
  random: Random;
  now: () => Date;
  sessions: Map<string, Session>;
  otps: Map<string, PendingOtp>;
  /** Emails whose registration code has been verified, waiting for the registration. */
  verifiedForRegistration: Set<string>;
  resetTokens: Map<string, { email: string; expiresAt: number }>;
  /** Every mail "sent", oldest first. */
  outbox: OutboxMessage[];
  /** Mail the development outbox refused for good (issue 26), oldest first. */
  undeliveredMail: UndeliveredMail[];
  registrationDeadline: string | null;
  /** The bytes behind each form's `pathToFile`, by its public id. */
  formFiles: Map<string, Uint8Array>;
  /**
   * Weekly-report scores the coordinator gave, by student id: they stand over the computed one
   * at every collation (as the server keeps them apart from the one it computed).
   */
  givenReportScores: Map<string, number>;
  /** The logbook's links, sign-offs, comments and reopenings (issue 24). */
  logbook: FakeLogbook;
  /** When each weekday entry was first written and last changed (issue 27), by `entryKey`. */
  entryTimes: Map<string, EntryTimes>;
  notifications: FakeNotifications;
  /** A counter for new ids. */
  sequence: number;
}

export function createDb(options: FakeDbOptions = {}): FakeDb {
  const seed = options.seed ?? DEFAULT_SEED;
  const fixtures = buildFixtures(seed);
  const fixed = new Date(FAKE_NOW);
  return {
    ...fixtures,
    random: createRandom(seed ^ 0x5eed),
    now: options.now ?? (() => new Date(fixed)),
    sessions: new Map<string, Session>(
      (Object.keys(FIXTURE_TOKENS) as Array<keyof typeof FIXTURE_TOKENS>).map((account) => [
        FIXTURE_TOKENS[account],
        { role: FIXTURE_ACCOUNTS[account].type, id: FIXTURE_IDS[account] },
      ]),
    ),
    otps: new Map(),
    verifiedForRegistration: new Set(),
    resetTokens: new Map(),
    outbox: [],
    undeliveredMail: [],
    registrationDeadline: null,
    formFiles: new Map(fixtures.forms.map((form) => [form.publicId, tinyPdf(form.description)])),
    givenReportScores: new Map(),
    logbook: { requests: fixtureSignoffRequests(), signoffs: [], comments: [], reopenings: [] },
    entryTimes: new Map(),
    notifications: {
      entries: [],
      choices: new Map(),
      digest: new Set(),
      unsubscribeTokens: new Map([
        [FIXTURE_UNSUBSCRIBE_TOKEN, { userId: FIXTURE_IDS.student, event: 'weekCommented' as const }],
      ]),
    },
    sequence: 1000,
  };
}

export function nextId(db: FakeDb, prefix: string): string {
  db.sequence += 1;
  return `${prefix}-${db.sequence}`;
}

export function findAccount(db: FakeDb, email: string, role?: LoginType) {
  return db.accounts.find((a) => sameEmail(a.email, email) && (role === undefined || a.role === role));
}

/** A student by _id or student code. */
export function findStudent(db: FakeDb, idOrCode: string): Student | undefined {
  return db.students.find((s) => s._id === idOrCode || s.studentCode === idOrCode);
}

/** Where a week's entry times are kept in `FakeDb.entryTimes`. */
export const entryKey = (studentId: string, weekStart: string) => `${studentId} ${weekStart}`;

/** A week's entry times, unknown when not kept (as the fixtures' weeks, written "before"). */
export function entryTimesOf(db: FakeDb, studentId: string, weekStart: string): EntryTimes {
  return db.entryTimes.get(entryKey(studentId, weekStart)) ?? UNKNOWN_ENTRY_TIMES;
}

/** A student's weeks with their entry times, as `lateEntryFlags` reads them. */
export function writtenWeeksOf(db: FakeDb, studentId: string) {
  return reportsOf(db, studentId).map((r) => ({
    weekStart: r.weekStart,
    times: entryTimesOf(db, studentId, r.weekStart),
  }));
}

/** A student's weekly reports, oldest week first. */
export function reportsOf(db: FakeDb, studentId: string): WeeklyReport[] {
  return db.reports.get(studentId) ?? [];
}

export function sendMail(db: FakeDb, to: string, mail: { subject: string; text: string }) {
  const at = db.now().toISOString();
  // As the server's development outbox: an address at .invalid is refused for good, on the first try.
  if (devOutboxRefuses(to)) {
    db.undeliveredMail.push({
      id: nextId(db, 'mail'),
      to,
      subject: mail.subject,
      event: null,
      reason: DEV_OUTBOX_REFUSAL,
      attempts: 1,
      failedAt: at,
    });
    return;
  }
  db.outbox.push({ to, subject: mail.subject, text: mail.text, sentAt: at });
}
