/** The mail the server and the fake send about one-time codes (subjects in CODE_MAIL_SUBJECTS). */
import type { OtpPurpose } from '../constants.ts';
import { CODE_MAIL_SUBJECTS } from '../messages.ts';

export interface Mail {
  subject: string;
  text: string;
}

/**
 * How long a one-time code lasts, in words, as the mail and the code's page both say it: whole
 * minutes ("10 minutes", "1 minute"), seconds under two minutes ("90 seconds"), else minutes
 * rounded ("about 3 minutes").
 */
export function describeCodeLifetime(ttlSeconds: number): string {
  if (ttlSeconds % 60 === 0) return ttlSeconds === 60 ? '1 minute' : `${ttlSeconds / 60} minutes`;
  if (ttlSeconds < 120) return `${ttlSeconds} seconds`;
  return `about ${Math.round(ttlSeconds / 60)} minutes`;
}

/** The mail carrying a one-time code that lives `ttlSeconds`. */
export function codeMail(code: string, purpose: OtpPurpose, ttlSeconds: number): Mail {
  return {
    subject: CODE_MAIL_SUBJECTS[purpose],
    text: `Your verification code is ${code}. It expires in ${describeCodeLifetime(ttlSeconds)}. If you did not ask for it, ignore this mail.`,
  };
}

/** What a registration code asked for a taken email sends its owner instead of a code. */
export function accountExistsMail(): Mail {
  return {
    subject: 'You already have a SIWES account',
    text:
      'Someone asked to register a new SIWES account with this email, but it already has one. ' +
      'If it was you, sign in, or use "Forgot Password" on the login page. If not, ignore this mail.',
  };
}

/**
 * What the development outbox answers mail to an address at `.invalid` (RFC 2606: never a real
 * domain): it refuses it for good, as a mail server refuses an unknown mailbox, so the page of
 * undelivered mail can be seen and tested without a mail server. The server and the fake alike.
 */
export const DEV_OUTBOX_REFUSAL = '550 No such mailbox: the development outbox refuses addresses at .invalid';

/** Whether the development outbox refuses mail to this address (`DEV_OUTBOX_REFUSAL`). */
export function devOutboxRefuses(email: string): boolean {
  return /\.invalid$/i.test(email.trim());
}

/** The test message a deployer sends (`sendTestMail`, `siwes notify test`). */
export function testMail(): Mail {
  return {
    subject: 'SIWES portal test message',
    text:
      'This is a test message from the SIWES portal. It reached you, so the portal can send mail ' +
      'to this address. Nothing needs to be done.',
  };
}

/** What `sendTestMail` answers: sent, or the mail server's refusal (a 502). */
export function testMailAnswer(to: string, refusal?: string): string {
  return refusal === undefined
    ? `Test message sent to ${to}.`
    : `The mail server did not accept the test message to ${to}: ${refusal}`;
}
