/** Signing in and out: the password checked under rate limits and back-offs, sessions issued and revoked. */
import { LOGIN_TYPES, type LoginType } from '@siwes/api';
import { AUDIT_EVENTS, normalEmail } from '@siwes/api/rules';
import type { BodyOutput } from '@siwes/api/contract';
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
import { AuditTrail, audited, studentOf } from './audit.ts';

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
    // A security event, with the counts that bound it: once the address's failures fill their
    // window, refuseWhenFull answers 429 before anything is written, so rows stay bounded.
    const failed = deps.audit && new AuditTrail(AUDIT_EVENTS.loginFailed, deps.audit.actor, deps.audit.at);
    await audited({ db: deps.db, audit: failed }, async (trx, trail) => {
      // Unknown emails back off like known ones, so the wait tells nothing either.
      await recordFailure(trx, account, backoffs.login, now);
      await recordFailure(trx, accountFromAddress, backoffs.loginFromAddress, now);
      await countHit(trx, perAddress, rateLimits.loginFailuresPerAddress, now);
      trail.touch({ type: 'email', id: email }, { role: [null, body.type] });
    });
    fail(401, SERVER_MESSAGES.invalidCredentials);
  }
  const { tokens } = await audited(deps, async (trx, trail) => {
    await clearBackoffs(trx, [account, accountFromAddress]);
    trail.touch({ type: body.type, id: user.id, student: body.type === 'student' ? user.id : null });
    return deps.tokens.issue(user.id, body.type, trx);
  });
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
  await audited(deps, async (trx, trail) => {
    for (const session of sessions) {
      await deps.tokens.revoke(session.sessionId, trx);
      trail.touch({ type: session.role, id: session.userId, student: studentOf(session) });
    }
  });
  return sessions.length > 0 ? new Set(sessions.map((s) => s.role)) : new Set(LOGIN_TYPES);
}
