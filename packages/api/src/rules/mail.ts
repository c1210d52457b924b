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
