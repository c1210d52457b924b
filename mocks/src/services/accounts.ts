/** Accounts and sessions: who signs in as what, their records, and the password policy. */
import { SERVER_MESSAGES, type Supervisor } from '@siwes/api';
import { COMMON_PASSWORD_SAMPLE, guessablePassword } from '@siwes/api/contract';
import { assignedCount, deadlinePassed } from '@siwes/api/rules';
import type { FakeDb } from '../db.ts';
import type { Account } from '../fixtures.ts';
import { fail } from '../http.ts';

/** A supervisor's record as read, with the number of students they have. */
export function supervisorView(db: FakeDb, id: string): Supervisor | undefined {
  const stored = db.supervisors.find((s) => s._id === id);
  return stored && { ...stored, noOfAssignedStudents: assignedCount(db.students, id) };
}

/** The user data a login answers with: the account's record and its role. */
export function loginUser(db: FakeDb, account: Account) {
  const record =
    account.role === 'student'
      ? db.students.find((s) => s._id === account.id)
      : account.role === 'supervisor'
        ? supervisorView(db, account.id)
        : db.coordinators.find((c) => c._id === account.id);
  return record && { ...record, role: account.role };
}

/** A new session's tokens; the access token names the session. */
export function issueTokens(db: FakeDb, account: Account) {
  const token = (kind: string) => `fake.${account.role}.${kind}.${db.random.hex(24)}`;
  const tokens = {
    accessToken: token('access'),
    refreshToken: token('refresh'),
    clientToken: token('client'),
  };
  db.sessions.set(tokens.accessToken, {
    role: account.role,
    id: account.id,
    otherTokens: [tokens.refreshToken, tokens.clientToken],
  });
  return tokens;
}

/** Ends the account's sessions, all but `keep`. */
export function endSessions(db: FakeDb, account: Account, keep?: string) {
  for (const [token, session] of db.sessions) {
    if (token !== keep && session.id === account.id && session.role === account.role)
      db.sessions.delete(token);
  }
}

/** Whether the registration deadline has passed on the fake's clock. */
export function registrationClosed(db: FakeDb): boolean {
  return deadlinePassed(db.registrationDeadline, db.now());
}

/** The fake's list of breached passwords: a handful that the server's million also holds. */
const COMMON_PASSWORDS = new Set<string>(COMMON_PASSWORD_SAMPLE);

/** Like the server: a guessable new password is a 400 naming its field. */
export function refuseGuessablePassword(
  password: string,
  field: string,
  email: string,
): Response | undefined {
  if (!guessablePassword(password, { list: COMMON_PASSWORDS, email })) return undefined;
  return fail(400, SERVER_MESSAGES.passwordCommon, [`${field}: ${SERVER_MESSAGES.passwordCommon}`]);
}
