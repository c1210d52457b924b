/** Signing in and out: the password checked under rate limits and back-offs, sessions issued and revoked. */
import { LOGIN_TYPES, type LoginType } from '@siwes/api';
import type { BodyOutput } from '@siwes/api/contract';
import { normalEmail } from '@siwes/api/rules';
import type { Deps } from '../context.ts';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { checkPassword } from '../auth/passwords.ts';
import type { Session } from '../auth/tokens.ts';
import { coordinatorView, findUser, supervisorView } from './accounts.ts';
import {
  clearBackoffs,
  countHit,
  limitKey,
  recordFailure,
  refuseWhenFull,
  refuseWhileBackingOff,
} from './rateLimit.ts';
import { findStudentRow, toStudent } from './students.ts';

async function loginRecord(deps: Deps, role: LoginType, id: string) {
  if (role === 'student') {
    const row = await findStudentRow(deps.db, id);
    return row ? toStudent(row) : undefined;
  }
  if (role === 'supervisor') return supervisorView(deps.db, id);
  return coordinatorView(deps.db, id);
}

/** Checks an email and password for a role and opens a session: its tokens and the user's record. */
export async function login(deps: Deps, body: BodyOutput<'login'>, address: string, now: Date) {
  const email = normalEmail(body.email);
  const { rateLimits, backoffs } = deps.config;
  const perAddress = limitKey('login-failures', address);
  const account = limitKey('login', email);
  const accountFromAddress = limitKey('login', email, address);
  await refuseWhenFull(deps.db, perAddress, rateLimits.loginFailuresPerAddress, now);
  await refuseWhileBackingOff(deps.db, [account, accountFromAddress], now);
  const user = await findUser(deps.db, email, body.type);
  const ok = await checkPassword(user?.password_hash, body.password);
  const record = user && ok ? await loginRecord(deps, body.type, user.id) : undefined;
  if (!user || !record) {
    // Unknown emails back off like known ones, so the wait tells nothing either.
    await recordFailure(deps.db, account, backoffs.login, now);
    await recordFailure(deps.db, accountFromAddress, backoffs.loginFromAddress, now);
    await countHit(deps.db, perAddress, rateLimits.loginFailuresPerAddress, now);
    fail(401, SERVER_MESSAGES.invalidCredentials);
  }
  await clearBackoffs(deps.db, [account, accountFromAddress]);
  const { tokens } = await deps.tokens.issue(user.id, body.type);
  return { tokens, data: { ...record, role: body.type } };
}

/**
 * Ends every session the given tokens name (a logout's bearer, or the session cookies it
 * carries) and answers the roles whose cookies to clear: those sessions' roles, or every role
 * when none was live. Any of a session's three tokens ends it: a client that sends its refresh
 * token believes it is signing out, and a token we signed for the session is proof enough to
 * end it (ending one can only take access away).
 */
export async function logout(
  deps: Deps,
  tokens: readonly (string | undefined)[],
): Promise<ReadonlySet<LoginType>> {
  const sessions: Session[] = [];
  for (const token of new Set(tokens)) {
    if (!token) continue;
    const session = await deps.tokens.sessionNamedBy(token);
    if (session) sessions.push(session);
  }
  for (const session of sessions) await deps.tokens.revoke(session.sessionId);
  return sessions.length > 0 ? new Set(sessions.map((s) => s.role)) : new Set(LOGIN_TYPES);
}
