/**
 * The password policy the screens show beside a password field before anyone types, and the
 * length check they (and the contract's schemas) apply. Browser-safe: no zod, no word list.
 * The server also refuses passwords on its list of common and breached ones
 * (`SERVER_MESSAGES.passwordCommon`); docs/security.md explains the choices.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { SERVER_MESSAGES } from './messages.ts';

/** The hint to show beside a new-password field. */
export const PASSWORD_HINT = `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. No symbols or numbers are required: a few unrelated words you will remember make a strong password.`;

/**
 * A password's length as the policy counts it: characters (Unicode code points, so an emoji
 * counts once), after trimming the spaces around it as the server does.
 */
export function passwordLength(password: string): number {
  let count = 0;
  for (const _ of password.trim()) count += 1;
  return count;
}

/**
 * What is wrong with a new password's length, as the sentence to show beside the field
 * (`SERVER_MESSAGES.passwordTooShort` or `passwordTooLong`), or undefined when its length is fine.
 */
export function passwordProblem(password: string): string | undefined {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return SERVER_MESSAGES.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return SERVER_MESSAGES.passwordTooLong;
  return undefined;
}
