import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from './config.ts';

describe('optionsFromEnv', () => {
  it('reads the one-time code policy from the environment', () => {
    const options = optionsFromEnv({
      SIWES_OTP_TTL_SECONDS: '120',
      SIWES_OTP_MAX_ATTEMPTS: '3',
      SIWES_OTP_RESEND_SECONDS: '0',
    });
    expect(options.otp).toEqual({ ttlSeconds: 120, maxAttempts: 3, resendSeconds: 0 });
  });

  it('leaves the code policy to its defaults when nothing is set', () => {
    expect(optionsFromEnv({}).otp).toBeUndefined();
  });

  it('refuses a value that is not a number, naming the variable', () => {
    expect(() => optionsFromEnv({ SIWES_OTP_RESEND_SECONDS: 'soon' })).toThrowError(
      /SIWES_OTP_RESEND_SECONDS/,
    );
  });
});
