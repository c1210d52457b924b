import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretBits, SECRET_MIN_BITS } from './auth/secrets.ts';
import {
  BACKOFF_VARIABLES,
  DEFAULT_REMINDERS,
  MAX_WORKERS,
  optionsFromEnv,
  productionProblems,
  RATE_LIMIT_VARIABLES,
  workersFromEnv,
} from './config.ts';

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

describe('listening address', () => {
  it('answers only this machine in development unless HOST says otherwise', () => {
    expect(optionsFromEnv({}).host).toBe('127.0.0.1');
    expect(optionsFromEnv({ SIWES_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(optionsFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(optionsFromEnv({ SIWES_ENV: 'production' }).host).toBe('0.0.0.0');
  });
});

describe('limits from the environment', () => {
  it('reads every fixed window as LIMIT/SECONDS and every back-off as FREE,FIRST,MAX', () => {
    const options = optionsFromEnv({
      SIWES_LIMIT_LOGIN_FAILURES_PER_ADDRESS: '500/900',
      SIWES_LIMIT_REGISTRATIONS_PER_ADDRESS: ' 20 / 60 ',
      SIWES_BACKOFF_LOGIN: '20,2,120',
      SIWES_BACKOFF_CODES_PER_ADDRESS: '1,5,600',
    });
    expect(options.rateLimits).toEqual({
      loginFailuresPerAddress: { limit: 500, windowSeconds: 900 },
      registerPerAddress: { limit: 20, windowSeconds: 60 },
    });
    expect(options.backoffs).toEqual({
      login: { free: 20, firstSeconds: 2, maxSeconds: 120 },
      otpFromAddress: { free: 1, firstSeconds: 5, maxSeconds: 600 },
    });
    expect(Object.keys(RATE_LIMIT_VARIABLES)).toHaveLength(7);
    expect(Object.keys(BACKOFF_VARIABLES)).toHaveLength(4);
  });

  it('reads how many days a sign-off link signs for', () => {
    // Issue 29: the students-at-risk thresholds, each a whole number or off.
    expect(
      optionsFromEnv({ SIWES_AT_RISK_NO_ENTRY_WEEKS: '3', SIWES_AT_RISK_UNSIGNED_WEEKS: 'off' }).atRisk,
    ).toEqual({ noEntryWeeks: 3, unsignedWeeks: null });
    expect(() => optionsFromEnv({ SIWES_AT_RISK_VISIT_BY_PERCENT: '150' })).toThrow(
      'SIWES_AT_RISK_VISIT_BY_PERCENT must be a whole number from 0 to 100 or off',
    );
    expect(optionsFromEnv({ SIWES_SIGNOFF_LINK_DAYS: '7' }).signoffLinkDays).toBe(7);
    expect(optionsFromEnv({}).signoffLinkDays).toBeUndefined();
  });

  it('reads after how many days an entry is written late, whole days only', () => {
    expect(optionsFromEnv({ SIWES_LATE_ENTRY_DAYS: '10' }).lateEntryDays).toBe(10);
    expect(optionsFromEnv({}).lateEntryDays).toBeUndefined();
    expect(() => optionsFromEnv({ SIWES_LATE_ENTRY_DAYS: '2.5' })).toThrow(/SIWES_LATE_ENTRY_DAYS/);
  });

  it('refuses a malformed value, naming the variable', () => {
    expect(() => optionsFromEnv({ SIWES_LIMIT_CODES_PER_ADDRESS: 'lots' })).toThrowError(
      /SIWES_LIMIT_CODES_PER_ADDRESS must be LIMIT\/SECONDS/,
    );
    expect(() => optionsFromEnv({ SIWES_BACKOFF_CODES: '5,60,1' })).toThrowError(
      /SIWES_BACKOFF_CODES must be FREE,FIRST_SECONDS,MAX_SECONDS/,
    );
    expect(() => optionsFromEnv({ SIWES_PUBLIC_ORIGIN: 'siwes.uni.edu.ng' })).toThrowError(
      /SIWES_PUBLIC_ORIGIN/,
    );
  });

  it('takes the portal origin as an origin', () => {
    expect(optionsFromEnv({ SIWES_PUBLIC_ORIGIN: 'https://siwes.uni.edu.ng/' }).publicOrigin).toBe(
      'https://siwes.uni.edu.ng',
    );
  });
});

describe('SIWES_TRUST_PROXY', () => {
  it('reads how many proxies in front append to X-Forwarded-For, 1 for the first values it took', () => {
    expect(optionsFromEnv({}).trustProxy).toBeUndefined();
    for (const [value, hops] of [
      ['1', 1],
      ['true', 1],
      ['on', 1],
      ['yes', 1],
      ['2', 2],
      ['0', 0],
      ['false', 0],
      ['off', 0],
    ] as const) {
      expect(optionsFromEnv({ SIWES_TRUST_PROXY: value }).trustProxy, value).toBe(hops);
    }
  });

  it('refuses anything else, naming the variable', () => {
    for (const value of ['many', '-1', '1.5', '11']) {
      expect(() => optionsFromEnv({ SIWES_TRUST_PROXY: value })).toThrowError(/SIWES_TRUST_PROXY must be/);
    }
  });
});

describe('production secrets', () => {
  const production = {
    env: 'production' as const,
    smtpUrl: 'smtp://mail.uni.example',
    publicOrigin: 'https://siwes.uni.example',
  };
  const made = () => randomBytes(48).toString('base64');

  it('takes random secrets of the documented kinds', () => {
    for (const secret of [made(), randomBytes(32).toString('hex'), randomBytes(32).toString('base64url')]) {
      expect(productionProblems({ ...production, jwtSecret: secret, otpSecret: made() })).toEqual([]);
    }
  });

  it('refuses short, repeated or sequential secrets, whatever their length', () => {
    for (const weak of ['j'.repeat(40), 'abc'.repeat(20), 'abcdefghijklmnopqrstuvwxyz0123456789ABCD']) {
      expect(secretBits(weak)).toBeLessThan(SECRET_MIN_BITS);
      expect(productionProblems({ ...production, jwtSecret: weak, otpSecret: made() })).toEqual([
        expect.stringMatching(/^SIWES_JWT_SECRET is too predictable/),
      ]);
    }
    expect(productionProblems({ ...production, jwtSecret: made(), otpSecret: 'short' })).toEqual([
      expect.stringMatching(/^SIWES_OTP_SECRET must be set to at least 32 characters/),
    ]);
  });

  it('requires the public origin', () => {
    expect(
      productionProblems({ ...production, publicOrigin: undefined, jwtSecret: made(), otpSecret: made() }),
    ).toEqual([expect.stringMatching(/^SIWES_PUBLIC_ORIGIN must be set/)]);
  });
});

describe('reminders from the environment', () => {
  it('sends every kind by default, at 07:00 on Monday, after 3 days, and the digest at 18:00', () => {
    expect(optionsFromEnv({}).reminders).toBeUndefined();
    expect(DEFAULT_REMINDERS).toEqual({
      kinds: ['studentWeek', 'signoffWaiting', 'ungraded', 'registrationDeadline'],
      mondayHour: 7,
      signoffWaitDays: 3,
      deadlineDays: 3,
      digestHour: 18,
    });
  });

  it('switches all off, or keeps only the kinds listed, and reads the hour and the days', () => {
    expect(optionsFromEnv({ SIWES_REMINDERS: 'off' }).reminders).toEqual({ kinds: [] });
    expect(optionsFromEnv({ SIWES_REMINDERS: 'all' }).reminders).toBeUndefined();
    expect(
      optionsFromEnv({
        SIWES_REMINDERS: 'student-week, registration-deadline',
        SIWES_REMINDER_HOUR: '8',
        SIWES_REMINDER_SIGNOFF_DAYS: '2',
        SIWES_REMINDER_DEADLINE_DAYS: '5',
        SIWES_DIGEST_HOUR: '17',
      }).reminders,
    ).toEqual({
      kinds: ['studentWeek', 'registrationDeadline'],
      mondayHour: 8,
      signoffWaitDays: 2,
      deadlineDays: 5,
      digestHour: 17,
    });
  });

  it('refuses an unknown kind or an hour past 23, naming the variable', () => {
    expect(() => optionsFromEnv({ SIWES_REMINDERS: 'student-week,weekly' })).toThrow(/SIWES_REMINDERS/);
    expect(() => optionsFromEnv({ SIWES_REMINDER_HOUR: '24' })).toThrow(/SIWES_REMINDER_HOUR/);
    expect(() => optionsFromEnv({ SIWES_REMINDER_HOUR: '7.5' })).toThrow(/SIWES_REMINDER_HOUR/);
    expect(() => optionsFromEnv({ SIWES_DIGEST_HOUR: '24' })).toThrow(/SIWES_DIGEST_HOUR/);
  });
});
