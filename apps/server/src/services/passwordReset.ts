/** Password resets with the token a verified code gave: single use, expiring, ending every session. */
import type { BodyOutput } from '@siwes/api/contract';
import { normalEmail } from '@siwes/api/rules';
import type { Deps } from '../context.ts';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { keyed } from '../auth/codeHash.ts';
import { hashPassword } from '../auth/passwords.ts';
import { refuseGuessablePassword } from '../auth/passwordPolicy.ts';
import { findUser } from './accounts.ts';
import { audited } from './audit.ts';

type Reset = Pick<BodyOutput<'resetStudentPassword'>, 'email' | 'password' | 'token'>;

async function resetPassword(deps: Deps, role: 'student' | 'supervisor', body: Reset, now: Date) {
  const tokenHash = keyed(deps.otpSecret, 'reset', body.token.trim());
  const address = normalEmail(body.email);
  const row = await deps.db
    .selectFrom('reset_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  const user = await findUser(deps.db, address, role);
  if (!row || row.used_at !== null || row.email !== address || row.expires_at <= now.toISOString() || !user) {
    fail(400, SERVER_MESSAGES.resetTokenInvalid);
  }
  await refuseGuessablePassword(body.password, 'password', address);
  const passwordHash = await hashPassword(body.password);
  await audited(deps, async (trx, trail) => {
    trail.touch(
      { type: role, id: user.id, student: role === 'student' ? user.id : null },
      { password: ['changed', 'changed'] },
    );
    const used = await trx
      .updateTable('reset_tokens')
      .set({ used_at: now.toISOString() })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) fail(400, SERVER_MESSAGES.resetTokenInvalid);
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now.toISOString() })
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
  });
}

export async function resetStudentPassword(deps: Deps, body: Reset, now: Date): Promise<void> {
  await resetPassword(deps, 'student', body, now);
}

export async function resetSupervisorPassword(deps: Deps, body: Reset, now: Date): Promise<void> {
  await resetPassword(deps, 'supervisor', body, now);
}
