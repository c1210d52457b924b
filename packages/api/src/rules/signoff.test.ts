import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOGBOOK } from '../constants.ts';
import { SERVER_MESSAGES, SIGNOFF_MAIL_SUBJECT } from '../messages.ts';
import {
  decodeSignoffImage,
  imageDataUrl,
  readOnlyUntil,
  signoffExpiry,
  signoffLinkState,
  signoffMail,
  weekDigest,
  weekDigestText,
} from './signoff.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const days = { monday: 'Mon', tuesday: '', wednesday: 'a\nb', thursday: '"quoted"', friday: 'Fri' };

describe('sign-off links', () => {
  const now = new Date('2026-06-13T10:00:00.000Z');
  it('signs for 14 days (or as configured), then reads for 30 days after signing', () => {
    expect(signoffExpiry(now)).toBe('2026-06-27T10:00:00.000Z');
    expect(signoffExpiry(now, 3)).toBe('2026-06-16T10:00:00.000Z');
    const link = { expiresAt: signoffExpiry(now), revokedAt: null, signedAt: null };
    expect(signoffLinkState(link, now)).toEqual({ kind: 'sign' });
    expect(signoffLinkState(link, new Date('2026-06-27T10:00:00.000Z'))).toMatchObject({
      status: 410,
      message: SERVER_MESSAGES.signoffLinkExpired,
    });
    expect(signoffLinkState({ ...link, revokedAt: now.toISOString() }, now)).toMatchObject({
      message: SERVER_MESSAGES.signoffLinkReplaced,
    });
    const signed = { ...link, signedAt: '2026-06-14T10:00:00.000Z' };
    expect(readOnlyUntil(signed.signedAt)).toBe('2026-07-14T10:00:00.000Z');
    expect(signoffLinkState(signed, new Date('2026-07-14T09:59:59.000Z'))).toEqual({ kind: 'signed' });
    expect(signoffLinkState(signed, new Date('2026-07-14T10:00:00.000Z'))).toMatchObject({
      message: SERVER_MESSAGES.signoffLinkExpired,
    });
  });

  it('mails the link with the week and the last day it signs', () => {
    const mail = signoffMail(
      'Ada Obi',
      '2026-06-08',
      'https://p.example/signoff/abc',
      '2026-06-27T10:00:00.000Z',
    );
    expect(mail.subject).toBe(SIGNOFF_MAIL_SUBJECT);
    expect(mail.text).toContain('Ada Obi asks you');
    expect(mail.text).toContain('Monday 8 June 2026');
    expect(mail.text).toContain('https://p.example/signoff/abc');
    expect(mail.text).toContain('Saturday 27 June 2026, 11:00 in Lagos');
  });
});

describe('the digest of a week', () => {
  it('is SHA-256 of one canonical text, in which no day can pass for another', async () => {
    const text = weekDigestText('stu-1', '2026-06-08', days);
    expect(text.split('\n')).toEqual([
      'siwes-week-v1',
      'student:"stu-1"',
      'week:2026-06-08',
      'monday:"Mon"',
      'tuesday:""',
      'wednesday:"a\\nb"',
      'thursday:"\\"quoted\\""',
      'friday:"Fri"',
    ]);
    expect(await weekDigest('stu-1', '2026-06-08', days)).toBe(
      createHash('sha256').update(text).digest('hex'),
    );
    const moved = { ...days, monday: '', tuesday: 'Mon' };
    expect(await weekDigest('stu-1', '2026-06-08', moved)).not.toBe(
      await weekDigest('stu-1', '2026-06-08', days),
    );
  });
});

describe('the stamp image', () => {
  it('takes a PNG or a JPEG by its bytes, as base64 or a data: URL', () => {
    expect(decodeSignoffImage(base64(PNG))).toEqual({ bytes: PNG, type: 'image/png' });
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]);
    expect(decodeSignoffImage(`data:image/jpeg;base64,${base64(jpeg)}`)).toEqual({
      bytes: jpeg,
      type: 'image/jpeg',
    });
    expect(imageDataUrl(PNG, 'image/png')).toBe(`data:image/png;base64,${base64(PNG)}`);
  });

  it('refuses HTML called an image, text that is not base64, and more than 1 MB', () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(decodeSignoffImage(`data:image/png;base64,${base64(html)}`)).toEqual({
      problem: SERVER_MESSAGES.imageNotPicture,
    });
    expect(decodeSignoffImage('not base64!')).toEqual({ problem: SERVER_MESSAGES.imageNotBase64 });
    const big = new Uint8Array(LOGBOOK.maxImageBytes + 1);
    big.set(PNG);
    expect(decodeSignoffImage(base64(big))).toEqual({ problem: SERVER_MESSAGES.imageTooLarge });
    const limit = new Uint8Array(LOGBOOK.maxImageBytes);
    limit.set(PNG);
    expect(decodeSignoffImage(base64(limit))).toMatchObject({ type: 'image/png' });
  });
});
