/**
 * How strong a configured secret is (SIWES_JWT_SECRET, SIWES_OTP_SECRET). Length alone lets
 * `aaaa...` or `abcabc...` through; a secret is judged by the entropy its characters show.
 */

/** Shannon entropy, in bits per symbol, of how often each symbol occurs. */
function bitsPerSymbol(symbols: readonly (string | number)[]): number {
  const counts = new Map<string | number, number>();
  for (const symbol of symbols) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / symbols.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/**
 * An estimate of a secret's entropy in bits: its length times the Shannon entropy of its
 * characters, or of the steps between neighbouring characters when that is less (so a run
 * such as `abcdefgh...` or `0123456789...`, whose characters all differ, scores as little as a
 * repeated one). Random text scores near its real entropy: `openssl rand -base64 48` (64
 * characters, 384 random bits) about 330, 32 random bytes as hex (64 characters) about 240;
 * 40 identical characters 0, `abcabc...` about 40.
 */
export function secretBits(secret: string): number {
  const chars = [...secret];
  if (chars.length < 2) return 0;
  const codes = chars.map((ch) => ch.codePointAt(0) ?? 0);
  const steps = codes.slice(1).map((code, i) => code - codes[i]!);
  return chars.length * Math.min(bitsPerSymbol(chars), bitsPerSymbol(steps));
}

/** The shortest secret production takes, in characters. */
export const SECRET_MIN_LENGTH = 32;
/**
 * The least estimated entropy production takes, in bits (`secretBits`): far below what the
 * generators above give, and below the lowest estimate 200,000 random 32-character hex secrets
 * (128 random bits each) got (93), so no random secret is refused by bad luck; far above what
 * repeated or sequential text gets (at most about 40).
 */
export const SECRET_MIN_BITS = 80;

/** Why production refuses a secret, naming its variable; undefined when it is strong enough. */
export function secretProblem(name: string, secret: string | undefined): string | undefined {
  const howTo = 'make one with `openssl rand -base64 48`';
  if (!secret || secret.length < SECRET_MIN_LENGTH) {
    return `${name} must be set to at least ${SECRET_MIN_LENGTH} characters of random text: ${howTo}`;
  }
  if (secretBits(secret) < SECRET_MIN_BITS) {
    return `${name} is too predictable (repeated or sequential characters): ${howTo}`;
  }
  return undefined;
}
