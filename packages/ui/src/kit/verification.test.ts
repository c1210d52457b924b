import { describe, expect, it } from 'vitest';
import { isVerifiedFor, verifiedEmail } from './verification.ts';

const result = (data: unknown) => JSON.stringify({ message: 'OTP verified successfully.', data });

describe('verifiedEmail', () => {
  it('reads the email of a verified registration result', () => {
    expect(verifiedEmail(result({ email: 'ada@uni.edu.ng', purpose: 'registration', verified: true }))).toBe(
      'ada@uni.edu.ng',
    );
  });

  it('accepts a result that does not name its purpose', () => {
    expect(verifiedEmail(result({ email: 'ada@uni.edu.ng', verified: true }))).toBe('ada@uni.edu.ng');
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['malformed JSON', '{"data":'],
    ['a bare string', '"ada@uni.edu.ng"'],
    ['no data', JSON.stringify({ message: 'ok' })],
    ['not verified', result({ email: 'ada@uni.edu.ng', verified: false })],
    ['verified as a string', result({ email: 'ada@uni.edu.ng', verified: 'true' })],
    ['no email', result({ verified: true })],
    ['a blank email', result({ email: '  ', verified: true })],
    ['a password reset', result({ email: 'ada@uni.edu.ng', purpose: 'changePassword', verified: true })],
  ])('gives null for %s', (_, stored) => {
    expect(verifiedEmail(stored)).toBeNull();
  });
});

describe('isVerifiedFor', () => {
  const stored = result({ email: 'ada@uni.edu.ng', purpose: 'registration', verified: true });

  it('matches the kept email ignoring case and surrounding spaces', () => {
    expect(isVerifiedFor(stored, ' Ada@Uni.edu.ng ')).toBe(true);
  });

  it('refuses another email, or none', () => {
    expect(isVerifiedFor(stored, 'bola@uni.edu.ng')).toBe(false);
    expect(isVerifiedFor(stored, null)).toBe(false);
    expect(isVerifiedFor(stored, '')).toBe(false);
  });

  it('refuses when nothing was verified', () => {
    expect(isVerifiedFor(null, 'ada@uni.edu.ng')).toBe(false);
  });
});
