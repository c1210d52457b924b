import type { Deps } from '../context.ts';
import type { Session } from '../auth/tokens.ts';
import { checkPassword, hashPassword } from '../auth/passwords.ts';
import { refuseGuessablePassword } from '../auth/passwordPolicy.ts';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { audited, studentOf } from './audit.ts';

/**
 * Changes a signed-in user's password after checking the old one, and ends every other session
 * of the account (a stolen session does not outlive the change); the caller's own stays.
 */
export async function changeOwnPassword(
  deps: Deps,
  session: Session | undefined,
  oldPassword: string,
  newPassword: string,
) {
  if (!session) throw new Error('password change without a session');
  const user = await deps.db
    .selectFrom('users')
    .select(['password_hash', 'email'])
    .where('id', '=', session.userId)
    .executeTakeFirst();
  if (!user || !(await checkPassword(user.password_hash, oldPassword))) {
    fail(400, SERVER_MESSAGES.wrongOldPassword);
  }
  await refuseGuessablePassword(newPassword, 'newPassword', user.email);
  const passwordHash = await hashPassword(newPassword);
  const now = deps.config.now().toISOString();
  await audited(deps, async (trx, trail) => {
    trail.touch(
      { type: session.role, id: session.userId, student: studentOf(session) },
      { password: ['changed', 'changed'] },
    );
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', session.userId)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', session.userId)
      .where('id', '<>', session.sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  });
}

/** Each role's password change is the same use case. */
export const changeStudentPassword = changeOwnPassword;
export const changeSupervisorPassword = changeOwnPassword;
export const changeCoordinatorPassword = changeOwnPassword;
