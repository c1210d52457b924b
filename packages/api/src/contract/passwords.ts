/**
 * Guessable passwords, beyond their length: what the server (with its list of a million
 * breached passwords) and the fake (with a handful of them) both refuse with
 * `SERVER_MESSAGES.passwordCommon`. NIST SP 800-63B-4 asks for a blocklist of "commonly used,
 * expected or compromised" values: breached passwords, repetitive or sequential characters,
 * and words of the context (here, the account's email).
 */

/** Breached passwords of 15 characters or more that both the fake and the server refuse. */
export const COMMON_PASSWORD_SAMPLE = [
  'passwordpassword',
  '1qaz2wsx3edc4rfv',
  '123456789qwerty',
  'qwertyuiop12345',
  'qazwsxedcrfvtgb',
] as const;

/** A password made of one short unit repeated (`aaaaaaaaaaaaaaa`, `abcabcabcabcabc`). */
function repeated(password: string): boolean {
  for (let unit = 1; unit <= 4; unit += 1) {
    const piece = password.slice(0, unit);
    if (password.length > unit && piece.repeat(Math.ceil(password.length / unit)).startsWith(password)) {
      return true;
    }
  }
  return false;
}

/** A password whose characters run up or down by one all the way (`abcdefghijklmno`, `987654321098765`). */
function sequential(password: string): boolean {
  const codes = [...password].map((ch) => ch.codePointAt(0) ?? 0);
  const digits = /^\d+$/.test(password);
  const step = (a: number, b: number) =>
    digits ? ((b - a + 10) % 10 === 1 ? 1 : (a - b + 10) % 10 === 1 ? -1 : 0) : b - a;
  const first = step(codes[0] ?? 0, codes[1] ?? 0);
  if (first !== 1 && first !== -1) return false;
  return codes.every((code, i) => i === 0 || step(codes[i - 1] ?? 0, code) === first);
}

/**
 * Whether a password is too easy to guess: on `list` (lower-cased entries; compared without
 * case), a repeated or sequential run, or containing the account's email.
 */
export function guessablePassword(
  password: string,
  context: { list: { has(entry: string): boolean }; email?: string | undefined },
): boolean {
  const lower = password.trim().toLowerCase();
  if (context.list.has(lower)) return true;
  if (repeated(lower) || sequential(lower)) return true;
  const email = context.email?.trim().toLowerCase();
  return email !== undefined && email !== '' && lower.includes(email);
}
