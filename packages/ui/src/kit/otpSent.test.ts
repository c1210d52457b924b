import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown } from '@siwes/flows';
import { createMemoryStorage } from '../services/sessions.ts';
import { otpSecondsLeft, otpSentKey, recordOtpSent, sentAtForWait } from './otpSent.ts';

const SENT = '2026-06-05T09:00:00.000Z';
const at = (iso: string) => new Date(iso);
const after = (seconds: number) => new Date(Date.parse(SENT) + seconds * 1000);

describe('otpSecondsLeft', () => {
  it('is what is left of the countdown since the send, rounded up', () => {
    expect(otpSecondsLeft(SENT, after(13), 300)).toBe(287);
    expect(formatCountdown(otpSecondsLeft(SENT, after(13), 300))).toBe('4:47');
    expect(otpSecondsLeft(SENT, after(13.4), 300)).toBe(287);
    expect(otpSecondsLeft(SENT, after(0), 300)).toBe(300);
    expect(otpSecondsLeft(SENT, after(299.5), 300)).toBe(1);
  });

  it('is 0 once the countdown has passed, however long ago', () => {
    expect(otpSecondsLeft(SENT, after(300), 300)).toBe(0);
    expect(otpSecondsLeft(SENT, after(301), 300)).toBe(0);
    expect(otpSecondsLeft(SENT, after(86_400 * 365), 300)).toBe(0);
  });

  it('follows a shortened countdown', () => {
    expect(otpSecondsLeft(SENT, after(1), 3)).toBe(2);
    expect(otpSecondsLeft(SENT, after(5), 3)).toBe(0);
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['words', 'soon'],
    ['NaN', 'NaN'],
    ['a bare number', '1780650000000'],
    ['a date without a time', '2026-06-05'],
    ['an impossible date', '2026-13-45T99:00:00.000Z'],
    ['JSON', JSON.stringify({ sentAt: SENT })],
  ])('gives the whole countdown for %s', (_, stored) => {
    expect(otpSecondsLeft(stored, after(13), 300)).toBe(300);
  });

  it('gives the whole countdown when the send is after now (a clock put back)', () => {
    expect(otpSecondsLeft(SENT, after(-1), 300)).toBe(300);
    expect(otpSecondsLeft(SENT, after(-3600), 300)).toBe(300);
    expect(otpSecondsLeft('2099-01-01T00:00:00.000Z', after(13), 300)).toBe(300);
  });

  it('gives the whole countdown when the clock itself is broken', () => {
    expect(otpSecondsLeft(SENT, new Date(Number.NaN), 300)).toBe(300);
  });
});

describe('otpSentKey', () => {
  it('is a portal key per purpose and address, case and spaces ignored', () => {
    expect(otpSentKey(' Ada.Obi@University.edu.ng ', 'registration')).toBe(
      'siwes:otpSent:registration:ada.obi%40university.edu.ng',
    );
    expect(otpSentKey('ada@uni.ng', 'changePassword')).not.toBe(otpSentKey('ada@uni.ng', 'registration'));
  });
});

describe('sentAtForWait', () => {
  it('leaves the server\'s "wait N seconds" of the countdown', () => {
    const now = after(100);
    const sent = sentAtForWait(now, 280, 300);
    expect(otpSecondsLeft(sent.toISOString(), now, 300)).toBe(280);
  });

  it('is now when the wait is the whole countdown or longer', () => {
    const now = after(100);
    expect(sentAtForWait(now, 300, 300)).toEqual(now);
    expect(sentAtForWait(now, 3600, 300)).toEqual(now);
    expect(sentAtForWait(now, 280, 3)).toEqual(now);
  });
});

describe('recordOtpSent', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the instant under the key, which otpSecondsLeft reads back', () => {
    const storage = createMemoryStorage();
    recordOtpSent(storage, 'ada@uni.ng', 'registration', at(SENT));
    const stored = storage.getItem(otpSentKey('ada@uni.ng', 'registration'));
    expect(stored).toBe(SENT);
    expect(otpSecondsLeft(stored, after(13), 300)).toBe(287);
  });

  it('never throws when storage refuses', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = createMemoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => recordOtpSent(full, 'ada@uni.ng', 'registration', at(SENT))).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});
