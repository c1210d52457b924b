/**
 * Reading the OTP verification result that /validateOtp keeps in local storage under
 * `verification` (spec section 3): the verifyOTP answer, `{ message, data: { email, purpose,
 * verified: true } }`.
 */

/** The email a stored verification result vouches for, or null when it is missing, malformed, unverified or for a password reset. */
export function verifiedEmail(stored: string | null): string | null {
  if (!stored) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  const data = parsed && typeof parsed === 'object' ? (parsed as { data?: unknown }).data : undefined;
  if (!data || typeof data !== 'object') return null;
  const { email, verified, purpose } = data as { email?: unknown; verified?: unknown; purpose?: unknown };
  if (verified !== true || typeof email !== 'string' || email.trim() === '') return null;
  if (purpose !== undefined && purpose !== 'registration') return null;
  return email.trim();
}

/** Whether a stored verification result vouches for this email (case and surrounding spaces ignored). */
export function isVerifiedFor(stored: string | null, email: string | null): boolean {
  const verified = verifiedEmail(stored);
  if (!verified || !email || email.trim() === '') return false;
  return verified.toLowerCase() === email.trim().toLowerCase();
}
