/** Authentication: sign-in per role, one-time codes, registration, resets, logout. */
import { fieldEntry, MESSAGES, SERVER_MESSAGES, type Student, type RouteKeysOf } from '@siwes/api';
import { accountExistsMail, codeMail, fullName, normalEmail, studentCode } from '@siwes/api/rules';
import { academicChoice } from '@siwes/api/reference';
import {
  findAccount,
  nextId,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MS,
  RESET_TOKEN_TTL_MS,
  sendMail,
  type FakeDb,
} from '../db.ts';
import { bearerOf, fail, refuseField, type Resolvers } from '../http.ts';
import { issueTokens, loginUser, refuseGuessablePassword, registrationClosed } from '../services/accounts.ts';
import { resetPassword } from '../services/passwordChange.ts';

const NO_GRADE = { weeklyReportsScore: null, inspectionScore: null, defenseScore: null, total: null };

/** Who may be sent a password reset code: a student or a supervisor with this email. */
function resettable(db: FakeDb, email: string): boolean {
  return (
    findAccount(db, email, 'student') !== undefined || findAccount(db, email, 'supervisor') !== undefined
  );
}

export const authResolvers: Resolvers<
  Exclude<RouteKeysOf<'none' | 'any'>, 'getSignoff' | 'signWeek' | 'unsubscribe'>
> = {
  login({ db, body }) {
    const account = findAccount(db, body.email, body.type);
    const user = account && account.password === body.password ? loginUser(db, account) : undefined;
    if (!account || !user) return fail(401, SERVER_MESSAGES.invalidCredentials);
    return { message: SERVER_MESSAGES.loginSuccessful, tokens: issueTokens(db, account), data: user };
  },

  register({ db, body }) {
    if (registrationClosed(db)) return fail(403, SERVER_MESSAGES.registrationClosed);
    const email = normalEmail(body.email);
    // Like the server: the verification first, so an unverified email answers the same whoever owns it.
    if (!db.verifiedForRegistration.has(email)) return fail(403, SERVER_MESSAGES.notVerified);
    if (findAccount(db, email)) return fail(409, SERVER_MESSAGES.emailTaken);
    const refused = refuseGuessablePassword(body.password, 'password', email);
    if (refused) return refused;
    const academic = academicChoice(body);
    if ('refused' in academic) return refuseField(academic.refused);
    if (db.students.some((s) => s.matricNo.toLowerCase() === body.matricNo.toLowerCase())) {
      return fail(409, SERVER_MESSAGES.matricTaken, [fieldEntry('matricNo', SERVER_MESSAGES.matricTaken)]);
    }
    const id = nextId(db, 'stu');
    const { password, bankDetails, ...details } = body;
    const student: Student = {
      ...details,
      _id: id,
      studentCode: studentCode(db.students.length + 1, db.now().getUTCFullYear()),
      name: fullName(body),
      ...academic.choice,
      email,
      company: null,
      inspection_supervisor: null,
      defense_supervisor: null,
      assignedSupervisorInfo: null,
      bankDetails,
      grade: { ...NO_GRADE },
    };
    db.students.push(student);
    db.accounts.push({ email, password, role: 'student', id });
    db.verifiedForRegistration.delete(email);
    return { message: MESSAGES.registrationSuccessful, data: student };
  },

  sendOtp({ db, body }) {
    const email = normalEmail(body.email);
    const registration = body.purpose === 'registration';
    // As on the server: once the deadline has passed, no registration code is sent.
    if (registration && registrationClosed(db)) return fail(403, SERVER_MESSAGES.registrationClosed);
    // The same answer for every email: a registration for a taken email mails its owner a
    // notice instead of a code; a reset code for an email without an account mails nothing.
    if (registration && findAccount(db, email)) {
      db.otps.delete(email);
      sendMail(db, email, accountExistsMail());
      return { message: SERVER_MESSAGES.otpSent };
    }
    if (!registration && !resettable(db, email)) return { message: SERVER_MESSAGES.otpSent };
    const code = db.random.digits(6);
    const expiresAt = db.now().getTime() + OTP_TTL_MS;
    db.otps.set(email, { code, purpose: body.purpose, expiresAt, attempts: 0 });
    sendMail(db, email, codeMail(code, body.purpose, OTP_TTL_MS / 1000));
    return { message: SERVER_MESSAGES.otpSent };
  },

  verifyOtp({ db, body }) {
    const email = normalEmail(body.email);
    const pending = db.otps.get(email);
    if (!pending) return fail(400, SERVER_MESSAGES.otpMissing);
    if (pending.expiresAt < db.now().getTime()) {
      db.otps.delete(email);
      return fail(400, SERVER_MESSAGES.otpExpired);
    }
    if (pending.attempts >= OTP_MAX_ATTEMPTS) return fail(429, SERVER_MESSAGES.otpLocked);
    if (pending.code !== body.token.trim()) {
      pending.attempts += 1;
      return fail(400, SERVER_MESSAGES.otpInvalid);
    }
    db.otps.delete(email);
    const verified = { email, purpose: pending.purpose, verified: true as const };
    if (pending.purpose === 'registration') {
      db.verifiedForRegistration.add(email);
      return { message: SERVER_MESSAGES.otpVerified, data: verified };
    }
    const resetToken = `reset.${db.random.hex(32)}`;
    db.resetTokens.set(resetToken, { email, expiresAt: db.now().getTime() + RESET_TOKEN_TTL_MS });
    return { message: SERVER_MESSAGES.otpVerified, data: { ...verified, resetToken } };
  },

  resetStudentPassword: ({ db, body }) =>
    resetPassword(db, 'student', body) ?? { message: MESSAGES.passwordChangedSuccessfully },

  resetSupervisorPassword: ({ db, body }) =>
    resetPassword(db, 'supervisor', body) ?? { message: MESSAGES.supervisorResetSuccessful },

  logout({ db, request }) {
    const token = bearerOf(request);
    // Any of the session's three tokens ends it, as on the server.
    for (const [access, session] of db.sessions) {
      if (token && (access === token || session.otherTokens?.includes(token))) db.sessions.delete(access);
    }
    return { message: SERVER_MESSAGES.loggedOut };
  },
};
