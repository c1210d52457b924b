/**
 * `@siwes/mocks`: the MSW fake of the whole SIWES API.
 *
 * @example
 * const fake = createFakeApi();
 * server.use(...fake.handlers);          // or msw.use(...) in a story's beforeEach
 * afterEach(() => fake.reset());         // a fresh data set for the next test
 */
import type { HttpHandler } from 'msw';
import { SERVER_MESSAGES, type LoginResponse } from '@siwes/api';
import { createHandlers, type HandlerOptions } from './app.ts';
import { createDb, type FakeDb, type FakeDbOptions } from './db.ts';
import { FIXTURE_ACCOUNTS, FIXTURE_TOKENS, type FixtureAccount } from './fixtures.ts';
import { loginUser } from './services/accounts.ts';
import { collateFixtures } from './services/collate.ts';

export interface FakeApiOptions extends FakeDbOptions, HandlerOptions {}

export interface FakeApi {
  /** One handler per route of the contract, plus GET /api/dev/outbox. */
  readonly handlers: HttpHandler[];
  /** The current data set (a new object after reset()). */
  readonly db: FakeDb;
  /** Throws away every change: the fixtures as they were at the start. */
  reset(): void;
}

export function createFakeApi(options: FakeApiOptions = {}): FakeApi {
  let db = collateFixtures(createDb(options));
  const handlers = createHandlers(() => db, options);
  return {
    handlers,
    get db() {
      return db;
    },
    reset() {
      db = collateFixtures(createDb(options));
    },
  };
}

/**
 * The login answer of a fixture account, as if it had just signed in: its own record from the
 * fake's data (so names match the fake's people) and its fixed token, which every fresh fake
 * accepts. Stories sign in with it (`parameters.services.signedIn`).
 */
export function fixtureLogin(account: FixtureAccount): LoginResponse {
  const db = createDb();
  const stored = db.accounts.find((a) => a.email === FIXTURE_ACCOUNTS[account].email);
  const user = stored && loginUser(db, stored);
  if (!user) throw new Error(`The fake has no fixture account "${account}"`);
  return {
    message: SERVER_MESSAGES.loginSuccessful,
    tokens: {
      accessToken: FIXTURE_TOKENS[account],
      refreshToken: `${FIXTURE_TOKENS[account]}-refresh`,
      clientToken: `${FIXTURE_TOKENS[account]}-client`,
    },
    data: user,
  };
}

/** The last code mailed to an address, read from the fake's outbox. */
export function latestOtp(db: FakeDb, email: string): string | undefined {
  const mail = [...db.outbox].reverse().find((m) => m.to.toLowerCase() === email.trim().toLowerCase());
  return mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
}

/** The code in a mail's text (for mail read through GET /api/dev/outbox). */
export function otpFromMail(text: string): string | undefined {
  return /\b(\d{6})\b/.exec(text)?.[1];
}

export {
  FIXTURE_ACCOUNTS,
  FIXTURE_IDS,
  FIXTURE_TOKENS,
  type FixtureAccount,
  FAKE_NOW,
  DEFAULT_SEED,
  STUDENT_COUNT,
  SUPERVISOR_COUNT,
  STUDENT_PASSWORD,
  SUPERVISOR_PASSWORD,
  COORDINATOR_PASSWORD,
} from './fixtures.ts';
export { FIXTURE_SIGNOFF_TOKENS, FIXTURE_WORKPLACE_EMAIL, TINY_PNG_BASE64 } from './signoffFixtures.ts';
export { FIXTURE_UNSUBSCRIBE_TOKEN } from './db.ts';
export { mswPath } from './http.ts';
export { studentsAtRisk } from './services/atRisk.ts';
export { OTP_TTL_MS, OTP_MAX_ATTEMPTS, type FakeDb, type FakeDbOptions } from './db.ts';
export {
  EMPTY_LISTS,
  emptyList,
  failWith,
  loadForever,
  networkError,
  Outage,
  respondAfter,
  respondWith,
  tooSoon,
  type ErrorBody,
  type ListRouteKey,
  type ScenarioOptions,
} from './scenarios.ts';
