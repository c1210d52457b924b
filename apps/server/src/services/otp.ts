/**
 * One-time codes: sent by mail for registration and password resets, bound to an email and a
 * purpose, stored as keyed hashes, single use, expiring and attempt-limited. A verified code
 * leaves a verified email (registration) or a reset token (a password reset).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { OtpPurpose } from '@siwes/api';
import type { BodyOutput } from '@siwes/api/contract';
import { accountExistsMail, codeMail, normalEmail } from '@siwes/api/rules';
import type { Deps } from '../context.ts';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { keyed, sameHash } from '../auth/codeHash.ts';
import { findUser, registrationClosed } from './accounts.ts';
import {
  clearBackoffs,
  countHit,
  hitRateLimit,
  limitKey,
  recordFailure,
  refuseWhenFull,
  refuseWhileBackingOff,
} from './rateLimit.ts';
import { audited } from './audit.ts';

const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;
const VERIFIED_EMAIL_TTL_MS = 60 * 60 * 1000;

export async function sendOtp(deps: Deps, body: BodyOutput<'sendOtp'>, address: string, now: Date) {
  const email = normalEmail(body.email);
  const purpose: OtpPurpose = body.purpose;
  await hitRateLimit(deps.db, limitKey('otp', email, address), deps.config.rateLimits.sendOtp, now);
  await hitRateLimit(deps.db, limitKey('otp', address), deps.config.rateLimits.sendOtpPerAddress, now);
  if (purpose === 'registration' && (await registrationClosed(deps.db, now))) {
    fail(403, SERVER_MESSAGES.registrationClosed);
  }
  const previous = await deps.db
    .selectFrom('otps')
    .select('created_at')
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (previous) {
    const age = (now.getTime() - Date.parse(previous.created_at)) / 1000;
    const wait = Math.ceil(deps.config.otp.resendSeconds - age);
    if (wait > 0) {
      fail(429, SERVER_MESSAGES.otpTooSoon(wait), { headers: { 'Retry-After': String(wait) } });
    }
  }
  // Every email gets the same answer, in the same time (mail leaves after it), so the call
  // does not tell who has an account. A code is stored either way; only a mailbox that may use
  // it is sent it. Registration for a taken email mails its owner a notice instead of a code.
  const user = await findUser(deps.db, email);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const mail =
    purpose === 'registration'
      ? user
        ? accountExistsMail()
        : codeMail(code, purpose, deps.config.otp.ttlSeconds)
      : user && user.role !== 'coordinator'
        ? codeMail(code, purpose, deps.config.otp.ttlSeconds)
        : undefined;
  const usable = mail !== undefined && !(purpose === 'registration' && user);
  const row = {
    code_hash: keyed(deps.otpSecret, 'otp', purpose, email, usable ? code : randomUUIDCode()),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + deps.config.otp.ttlSeconds * 1000).toISOString(),
    attempts: 0,
  };
  await audited(deps, async (trx, trail) => {
    trail.touch({ type: 'email', id: email }, { purpose: [null, purpose], code: ['changed', 'changed'] });
    await trx
      .insertInto('otps')
      .values({ email, purpose, ...row })
      .onConflict((oc) => oc.columns(['email', 'purpose']).doUpdateSet(row))
      .execute();
    if (mail) await deps.mail.enqueue(email, mail.subject, mail.text, trx);
  });
  if (mail) deps.mail.kick();
}

/** Checks a code; answers what it verified, with a reset token for a password reset. */
export async function verifyOtp(deps: Deps, body: BodyOutput<'verifyOtp'>, address: string, now: Date) {
  const email = normalEmail(body.email);
  const { rateLimits, backoffs } = deps.config;
  const perAddress = limitKey('verify-failures', address);
  const mailbox = limitKey('verify', email);
  const mailboxFromAddress = limitKey('verify', email, address);
  await refuseWhenFull(deps.db, perAddress, rateLimits.verifyOtpFailuresPerAddress, now);
  await refuseWhileBackingOff(deps.db, [mailbox, mailboxFromAddress], now);
  // A wrong or missing code slows the next try for this email (a little from anywhere, more
  // from the same address) rather than killing the code: a stranger cannot spoil it.
  const refuse = async (status: number, message: string): Promise<never> => {
    await recordFailure(deps.db, mailbox, backoffs.otp, now);
    await recordFailure(deps.db, mailboxFromAddress, backoffs.otpFromAddress, now);
    await countHit(deps.db, perAddress, rateLimits.verifyOtpFailuresPerAddress, now);
    return fail(status, message);
  };
  const rows = await deps.db
    .selectFrom('otps')
    .selectAll()
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .execute();
  if (rows.length === 0) await refuse(400, SERVER_MESSAGES.otpMissing);
  const live = rows.filter((r) => r.expires_at > now.toISOString());
  if (live.length === 0) {
    await deps.db.deleteFrom('otps').where('email', '=', email).execute();
    await refuse(400, SERVER_MESSAGES.otpExpired);
  }
  const open = live.filter((r) => r.attempts < deps.config.otp.maxAttempts);
  if (open.length === 0) fail(429, SERVER_MESSAGES.otpLocked);
  const token = body.token.trim();
  const match = open.find((r) =>
    sameHash(r.code_hash, keyed(deps.otpSecret, 'otp', r.purpose, email, token)),
  );
  if (!match) {
    await deps.db
      .updateTable('otps')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('email', '=', email)
      .where('expires_at', '>', now.toISOString())
      .execute();
    return refuse(400, SERVER_MESSAGES.otpInvalid);
  }
  await clearBackoffs(deps.db, [mailbox, mailboxFromAddress]);
  const purpose = match.purpose as OtpPurpose;
  return audited(deps, async (trx, trail) => {
    // Single use: only the request that deletes the row goes on.
    const deleted = await trx
      .deleteFrom('otps')
      .where('email', '=', email)
      .where('purpose', '=', match.purpose)
      .where('code_hash', '=', match.code_hash)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) fail(400, SERVER_MESSAGES.otpMissing);
    trail.touch({ type: 'email', id: email }, { verified: [null, purpose] });
    if (purpose === 'registration') {
      const expires = new Date(now.getTime() + VERIFIED_EMAIL_TTL_MS).toISOString();
      await trx
        .insertInto('verified_emails')
        .values({ email, expires_at: expires })
        .onConflict((oc) => oc.column('email').doUpdateSet({ expires_at: expires }))
        .execute();
      return { email, purpose, verified: true as const };
    }
    const resetToken = randomBytes(32).toString('base64url');
    await trx
      .insertInto('reset_tokens')
      .values({
        token_hash: keyed(deps.otpSecret, 'reset', resetToken),
        email,
        expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
        used_at: null,
      })
      .execute();
    return { email, purpose, verified: true as const, resetToken };
  });
}

function randomUUIDCode(): string {
  return randomBytes(16).toString('hex');
}
