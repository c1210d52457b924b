import { describe, expect, it } from 'vitest';
import { MAX_WORKERS, optionsFromEnv, workersFromEnv } from './config.ts';

describe('optionsFromEnv', () => {
  it('reads the one-time code policy from the environment', () => {
    const options = optionsFromEnv({
      SIWES_OTP_TTL_SECONDS: '120',
      SIWES_OTP_MAX_ATTEMPTS: '3',
      SIWES_OTP_RESEND_SECONDS: '0',
    });
    expect(options.otp).toEqual({ ttlSeconds: 120, maxAttempts: 3, resendSeconds: 0 });
  });

  it("reads the Contact page's file from SIWES_CONTACT_FILE", () => {
    expect(optionsFromEnv({ SIWES_CONTACT_FILE: '/etc/siwes/contact.json' }).contactFile).toBe(
      '/etc/siwes/contact.json',
    );
    expect(optionsFromEnv({}).contactFile).toBeUndefined();
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

describe('workersFromEnv', () => {
  it('runs one process unless asked for more', () => {
    expect(workersFromEnv({})).toBe(1);
    expect(workersFromEnv({ SIWES_WORKERS: ' ' })).toBe(1);
    expect(workersFromEnv({ SIWES_WORKERS: '3' })).toBe(3);
  });

  it('runs one process per CPU for "auto"', () => {
    expect(workersFromEnv({ SIWES_WORKERS: 'auto' }, 6)).toBe(6);
    expect(workersFromEnv({ SIWES_WORKERS: 'AUTO' }, 200)).toBe(MAX_WORKERS);
  });

  it('refuses anything else, naming the variable and the value', () => {
    for (const value of ['0', '-2', '1.5', 'many', '65']) {
      expect(() => workersFromEnv({ SIWES_WORKERS: value })).toThrowError(
        new RegExp(`SIWES_WORKERS must be .*"${value}"`),
      );
    }
  });
});
