/**
 * A sign-off link's rules (issue 24): how long it lives, what a link in each state answers, the
 * digest of a week's text as signed, the stamp image judged by its bytes, and the mail.
 */
import { LOGBOOK, WEEKDAYS, type SignoffImageType } from '../constants.ts';
import { SERVER_MESSAGES, SIGNOFF_MAIL_SUBJECT } from '../messages.ts';
import { describeDay, describeLagosTime } from '../time.ts';
import type { Mail } from './mail.ts';

const DAY_MS = 86_400_000;

/** When a link sent at `now` stops signing (`days`: the server's setting, default 14). */
export function signoffExpiry(now: Date, days: number = LOGBOOK.linkDays): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}

/** Until when a link signed at `signedAt` shows the signed week. */
export function readOnlyUntil(signedAt: string): string {
  return new Date(Date.parse(signedAt) + LOGBOOK.readOnlyDays * DAY_MS).toISOString();
}

export interface SignoffLink {
  expiresAt: string;
  revokedAt: string | null;
  signedAt: string | null;
}

/**
 * What a link answers at `now`: `sign` (it may sign), `signed` (read-only, for 30 days after
 * signing), or the refusal's status and sentence (expired, replaced).
 */
export function signoffLinkState(
  link: SignoffLink,
  now: Date,
): { kind: 'sign' } | { kind: 'signed' } | { kind: 'refused'; status: 410; message: string } {
  const at = now.toISOString();
  if (link.signedAt) {
    return at < readOnlyUntil(link.signedAt)
      ? { kind: 'signed' }
      : { kind: 'refused', status: 410, message: SERVER_MESSAGES.signoffLinkExpired };
  }
  if (link.revokedAt) return { kind: 'refused', status: 410, message: SERVER_MESSAGES.signoffLinkReplaced };
  if (at >= link.expiresAt)
    return { kind: 'refused', status: 410, message: SERVER_MESSAGES.signoffLinkExpired };
  return { kind: 'sign' };
}

/**
 * The canonical text a week's digest is taken of: the student, the week and each day as JSON
 * strings, one a line, so no text of one day can pass for another's. SHA-256 of its UTF-8 bytes,
 * in hex, is the digest (`weekDigest`).
 */
export function weekDigestText(
  studentId: string,
  weekStart: string,
  days: Readonly<Record<(typeof WEEKDAYS)[number], string>>,
): string {
  const lines = [`siwes-week-v1`, `student:${JSON.stringify(studentId)}`, `week:${weekStart}`];
  for (const day of WEEKDAYS) lines.push(`${day}:${JSON.stringify(days[day])}`);
  return lines.join('\n');
}

/** SHA-256 (hex) of a week's canonical text, with Web Crypto (Node and browsers alike). */
export async function weekDigest(...args: Parameters<typeof weekDigestText>): Promise<string> {
  const bytes = new TextEncoder().encode(weekDigestText(...args));
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...hash].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The image type its first bytes show (PNG or JPEG), or undefined. */
export function imageTypeOf(bytes: Uint8Array): SignoffImageType | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

const DATA_URL = /^data:image\/(?:png|jpeg);base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * A stamp or signature sent as base64 or a `data:` URL: its bytes and type, or the sentence it is
 * refused with (not base64, over 1 MB, not a PNG or JPEG by its bytes).
 */
export function decodeSignoffImage(
  sent: string,
): { bytes: Uint8Array; type: SignoffImageType } | { problem: string } {
  const text = sent.trim().replace(DATA_URL, '').replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length % 4 !== 0) return { problem: SERVER_MESSAGES.imageNotBase64 };
  const size = (text.length / 4) * 3 - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);
  if (size > LOGBOOK.maxImageBytes) return { problem: SERVER_MESSAGES.imageTooLarge };
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  const type = imageTypeOf(bytes);
  return type ? { bytes, type } : { problem: SERVER_MESSAGES.imageNotPicture };
}

/** An image's bytes as the `data:` URL a page shows. */
export function imageDataUrl(bytes: Uint8Array, type: string): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${type};base64,${btoa(binary)}`;
}

/** The mail carrying a sign-off link to the workplace supervisor. */
export function signoffMail(student: string, weekStart: string, link: string, expiresAt: string): Mail {
  return {
    subject: SIGNOFF_MAIL_SUBJECT,
    text:
      `${student} asks you to read and sign their SIWES logbook for the week of ${describeDay(weekStart)}.\n\n` +
      `Open this link to read the week and sign it (no account needed):\n${link}\n\n` +
      `The link can be used to sign until ${describeLagosTime(expiresAt)}. ` +
      'If you do not supervise this student, ignore this mail.',
  };
}
