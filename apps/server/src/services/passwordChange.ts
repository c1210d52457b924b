import type { Deps } from '../context.ts';
import { checkPassword, hashPassword } from '../auth/passwords.ts';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';

/** Changes a signed-in user's password after checking the old one. */
export async function changeOwnPassword(deps: Deps, id: string, oldPassword: string, newPassword: string) {
  const user = await deps.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user || !(await checkPassword(user.password_hash, oldPassword))) {
    fail(400, SERVER_MESSAGES.wrongOldPassword);
  }
  const passwordHash = await hashPassword(newPassword);
  await deps.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}
