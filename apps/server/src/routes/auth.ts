/** Authentication: sign-in per role, one-time codes, registration, resets, logout. */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { COOKIE_DAYS, LOGIN_TYPES, MESSAGES, type LoginType, type OtpPurpose } from '@siwes/api';
import {
  accountExistsMail,
  codeMail,
  fullName,
  normalEmail,
  searchText,
  studentCode,
} from '@siwes/api/rules';
import type { Deps, HandlerContext, Resolvers } from '../context.ts';
import { created, fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { checkPassword, hashPassword } from '../auth/passwords.ts';
import { roleCookieName, sessionsNamedBy } from '../auth/requestSession.ts';
import {
  coordinatorView,
  findUser,
  isUniqueViolation,
  nextCounter,
  registrationClosed,
  supervisorView,
} from '../services/accounts.ts';
import {
  clearBackoffs,
  countHit,
  hitRateLimit,
  limitKey,
  recordFailure,
  refuseWhenFull,
  refuseWhileBackingOff,
} from '../services/rateLimit.ts';
import { refuseGuessablePassword } from '../auth/passwordPolicy.ts';
import { findStudentRow, toStudent } from '../services/students.ts';
import { sql } from 'kysely';

const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;
const VERIFIED_EMAIL_TTL_MS = 60 * 60 * 1000;

function keyed(secret: string, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

function setSessionCookie(
  cookies: HandlerContext<'login'>['cookies'],
  deps: Deps,
  role: LoginType,
  token: string,
) {
  cookies.set(roleCookieName(role), token, {
    httpOnly: true,
    secure: deps.config.secureCookies,
    sameSite: 'Strict',
    path: '/',
    maxAge: COOKIE_DAYS.accessToken * 24 * 60 * 60,
  });
}

async function loginRecord(deps: Deps, role: LoginType, id: string) {
  if (role === 'student') {
    const row = await findStudentRow(deps.db, id);
    return row ? toStudent(row) : undefined;
  }
  if (role === 'supervisor') return supervisorView(deps.db, id);
  return coordinatorView(deps.db, id);
}

async function resetPassword(
  deps: Deps,
  role: 'student' | 'supervisor',
  email: string,
  password: string,
  token: string,
  now: Date,
) {
  const tokenHash = keyed(deps.otpSecret, 'reset', token.trim());
  const address = normalEmail(email);
  const row = await deps.db
    .selectFrom('reset_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  const user = await findUser(deps.db, address, role);
  if (!row || row.used_at !== null || row.email !== address || row.expires_at <= now.toISOString() || !user) {
    fail(400, SERVER_MESSAGES.resetTokenInvalid);
  }
  await refuseGuessablePassword(password, 'password', address);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('reset_tokens')
      .set({ used_at: now.toISOString() })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) fail(400, SERVER_MESSAGES.resetTokenInvalid);
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now.toISOString() })
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
  });
}

export const authResolvers: Resolvers<
  | 'login'
  | 'register'
  | 'sendOtp'
  | 'verifyOtp'
  | 'resetStudentPassword'
  | 'resetSupervisorPassword'
  | 'logout'
> = {
  async login({ deps, cookies, body, now, address }) {
    const email = normalEmail(body.email);
    const { rateLimits, backoffs } = deps.config;
    const perAddress = limitKey('login-failures', address);
    const account = limitKey('login', email);
    const accountFromAddress = limitKey('login', email, address);
    await refuseWhenFull(deps.db, perAddress, rateLimits.loginFailuresPerAddress, now);
    await refuseWhileBackingOff(deps.db, [account, accountFromAddress], now);
    const user = await findUser(deps.db, email, body.type);
    const ok = await checkPassword(user?.password_hash, body.password);
    const record = user && ok ? await loginRecord(deps, body.type, user.id) : undefined;
    if (!user || !record) {
      // Unknown emails back off like known ones, so the wait tells nothing either.
      await recordFailure(deps.db, account, backoffs.login, now);
      await recordFailure(deps.db, accountFromAddress, backoffs.loginFromAddress, now);
      await countHit(deps.db, perAddress, rateLimits.loginFailuresPerAddress, now);
      fail(401, SERVER_MESSAGES.invalidCredentials);
    }
    await clearBackoffs(deps.db, [account, accountFromAddress]);
    const { tokens } = await deps.tokens.issue(user.id, body.type);
    setSessionCookie(cookies, deps, body.type, tokens.accessToken);
    return {
      message: SERVER_MESSAGES.loginSuccessful,
      tokens,
      data: { ...record, role: body.type },
    };
  },

  async register({ deps, body, now, address }) {
    await hitRateLimit(
      deps.db,
      limitKey('register', address),
      deps.config.rateLimits.registerPerAddress,
      now,
    );
    if (await registrationClosed(deps.db, now)) fail(403, SERVER_MESSAGES.registrationClosed);
    const email = normalEmail(body.email);
    // The verification first: an unverified email gets the same answer whether or not it has an
    // account. Only the owner of the mailbox, verified, learns that it is taken.
    const verified = await deps.db
      .selectFrom('verified_emails')
      .select('expires_at')
      .where('email', '=', email)
      .executeTakeFirst();
    if (!verified || verified.expires_at <= now.toISOString()) fail(403, SERVER_MESSAGES.notVerified);
    if (await findUser(deps.db, email)) fail(409, SERVER_MESSAGES.emailTaken);
    await refuseGuessablePassword(body.password, 'password', email);
    const matric = body.matricNo.trim();
    const taken = await deps.db
      .selectFrom('students')
      .select('id')
      .where(sql`lower(matric_no)`, '=', matric.toLowerCase())
      .executeTakeFirst();
    if (taken) fail(409, SERVER_MESSAGES.matricTaken);

    const passwordHash = await hashPassword(body.password);
    const id = crypto.randomUUID();
    try {
      await deps.db.transaction().execute(async (trx) => {
        const code = studentCode(await nextCounter(trx, 'student_code'), now.getUTCFullYear());
        const names = {
          first_name: body.firstName.trim(),
          middle_name: body.middleName.trim() || null,
          last_name: body.lastName.trim(),
        };
        const name = fullName({
          firstName: names.first_name,
          middleName: names.middle_name,
          lastName: names.last_name,
        });
        await trx
          .insertInto('users')
          .values({ id, role: 'student', email, password_hash: passwordHash, created_at: now.toISOString() })
          .execute();
        await trx
          .insertInto('students')
          .values({
            id,
            student_code: code,
            ...names,
            name,
            search_text: searchText({ name, matricNo: matric, email, studentCode: code }),
            matric_no: matric,
            level: body.level,
            sex: body.sex,
            faculty: body.faculty?.trim() ?? '',
            department: body.department?.trim() ?? '',
            course: body.course?.trim() ?? '',
            email,
            phone: body.phone.trim(),
            bank_name: body.bankDetails.name.trim(),
            bank_account: body.bankDetails.accountNumber.trim(),
            bank_sort_code: body.bankDetails.sortCode.trim(),
            created_at: now.toISOString(),
          })
          .execute();
        await trx.deleteFrom('verified_emails').where('email', '=', email).execute();
      });
    } catch (error) {
      if (isUniqueViolation(error)) fail(409, SERVER_MESSAGES.emailTaken);
      throw error;
    }
    const row = await findStudentRow(deps.db, id);
    if (!row) throw new Error('registered student not found');
    return created({ message: MESSAGES.registrationSuccessful, data: toStudent(row) });
  },

  async sendOtp({ deps, body, now, address }) {
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
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('otps')
        .values({ email, purpose, ...row })
        .onConflict((oc) => oc.columns(['email', 'purpose']).doUpdateSet(row))
        .execute();
      if (mail) await deps.mail.enqueue(email, mail.subject, mail.text, trx);
    });
    if (mail) deps.mail.kick();
    return { message: SERVER_MESSAGES.otpSent };
  },

  async verifyOtp({ deps, body, now, address }) {
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
    // Single use: only the request that deletes the row goes on.
    const deleted = await deps.db
      .deleteFrom('otps')
      .where('email', '=', email)
      .where('purpose', '=', match.purpose)
      .where('code_hash', '=', match.code_hash)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) fail(400, SERVER_MESSAGES.otpMissing);
    const purpose = match.purpose as OtpPurpose;
    if (purpose === 'registration') {
      const expires = new Date(now.getTime() + VERIFIED_EMAIL_TTL_MS).toISOString();
      await deps.db
        .insertInto('verified_emails')
        .values({ email, expires_at: expires })
        .onConflict((oc) => oc.column('email').doUpdateSet({ expires_at: expires }))
        .execute();
      return { message: SERVER_MESSAGES.otpVerified, data: { email, purpose, verified: true as const } };
    }
    const resetToken = randomBytes(32).toString('base64url');
    await deps.db
      .insertInto('reset_tokens')
      .values({
        token_hash: keyed(deps.otpSecret, 'reset', resetToken),
        email,
        expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
        used_at: null,
      })
      .execute();
    return {
      message: SERVER_MESSAGES.otpVerified,
      data: { email, purpose, verified: true as const, resetToken },
    };
  },

  async resetStudentPassword({ deps, body, now }) {
    await resetPassword(deps, 'student', body.email, body.password, body.token, now);
    return { message: MESSAGES.passwordChangedSuccessfully };
  },

  async resetSupervisorPassword({ deps, body, now }) {
    await resetPassword(deps, 'supervisor', body.email, body.password, body.token, now);
    return { message: MESSAGES.supervisorResetSuccessful };
  },

  async logout({ deps, c, cookies }) {
    const sessions = await sessionsNamedBy(c, deps);
    for (const session of sessions) await deps.tokens.revoke(session.sessionId);
    const roles = sessions.length > 0 ? new Set(sessions.map((s) => s.role)) : new Set(LOGIN_TYPES);
    for (const role of roles) cookies.clear(roleCookieName(role), { path: '/' });
    return { message: SERVER_MESSAGES.loggedOut };
  },
};

function randomUUIDCode(): string {
  return randomBytes(16).toString('hex');
}
