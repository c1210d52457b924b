/** Authentication: sign-in per role, one-time codes, registration, resets, logout. */
import { COOKIE_DAYS, MESSAGES, type LoginType } from '@siwes/api';
import type { Deps, HandlerContext, Resolvers } from '../context.ts';
import { created } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { roleCookieName, tokensNamedBy } from '../auth/requestSession.ts';
import * as otp from '../services/otp.ts';
import * as passwordReset from '../services/passwordReset.ts';
import * as registration from '../services/registration.ts';
import * as signIn from '../services/signIn.ts';

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
    const { tokens, data } = await signIn.login(deps, body, address, now);
    setSessionCookie(cookies, deps, body.type, tokens.accessToken);
    return { message: SERVER_MESSAGES.loginSuccessful, tokens, data };
  },

  async register({ deps, body, now, address }) {
    const data = await registration.register(deps, body, address, now);
    return created({ message: MESSAGES.registrationSuccessful, data });
  },

  async sendOtp({ deps, body, now, address }) {
    await otp.sendOtp(deps, body, address, now);
    return { message: SERVER_MESSAGES.otpSent };
  },

  async verifyOtp({ deps, body, now, address }) {
    return { message: SERVER_MESSAGES.otpVerified, data: await otp.verifyOtp(deps, body, address, now) };
  },

  async resetStudentPassword({ deps, body, now }) {
    await passwordReset.resetStudentPassword(deps, body, now);
    return { message: MESSAGES.passwordChangedSuccessfully };
  },

  async resetSupervisorPassword({ deps, body, now }) {
    await passwordReset.resetSupervisorPassword(deps, body, now);
    return { message: MESSAGES.supervisorResetSuccessful };
  },

  async logout({ deps, c, cookies }) {
    const roles = await signIn.logout(deps, tokensNamedBy(c));
    for (const role of roles) cookies.clear(roleCookieName(role), { path: '/' });
    return { message: SERVER_MESSAGES.loggedOut };
  },
};
