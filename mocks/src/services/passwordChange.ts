/** A signed-in password change and a reset by token, as on the server. */
import { SERVER_MESSAGES, type LoginType } from '@siwes/api';
import { sameEmail } from '@siwes/api/rules';
import { findAccount, type FakeDb, type Session } from '../db.ts';
import { fail, tokenOf } from '../http.ts';
import { endSessions, refuseGuessablePassword } from './accounts.ts';

/** Changes the caller's password; every other session of the account ends, the caller's stays. */
export function changeOwnPassword(
  db: FakeDb,
  request: Request,
  session: Session | undefined,
  oldPassword: string,
  newPassword: string,
): Response | undefined {
  const account = db.accounts.find((a) => a.id === session?.id && a.role === session?.role);
  if (!account || account.password !== oldPassword) return fail(400, SERVER_MESSAGES.wrongOldPassword);
  const refused = refuseGuessablePassword(newPassword, 'newPassword', account.email);
  if (refused) return refused;
  account.password = newPassword;
  endSessions(db, account, tokenOf(request));
  return undefined;
}

/** Sets a password with a reset token (single use, only once the password is accepted); ends every session. */
export function resetPassword(
  db: FakeDb,
  role: LoginType,
  body: { email: string; password: string; token: string },
): Response | undefined {
  const reset = db.resetTokens.get(body.token);
  const account = findAccount(db, body.email, role);
  if (!reset || !account || !sameEmail(reset.email, body.email) || reset.expiresAt < db.now().getTime()) {
    return fail(400, SERVER_MESSAGES.resetTokenInvalid);
  }
  const refused = refuseGuessablePassword(body.password, 'password', account.email);
  if (refused) return refused;
  db.resetTokens.delete(body.token);
  account.password = body.password;
  endSessions(db, account);
  return undefined;
}
