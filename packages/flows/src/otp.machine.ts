/**
 * The Validate OTP page (/validateOtp; spec sections 2, 4, 8 and 9): a countdown, the resend
 * link, and validating the code. Three parallel regions:
 *
 * - `countdown`: `counting` (one `countdownTick` per second from 300) → `expired` (Resend OTP
 *   offered) → `resending` → back to `counting` from 300, or to `expired` when resending fails.
 * - `notice`: `hidden` / `shown` for `noticeTimeout` (3 s): 'OTP has been resent successfully!',
 *   or the server's message, else 'Failed to resend OTP. Please try again.'
 * - `code`: `idle` → `validating` → `validated` ('OTP Validated Successfully, please wait while
 *   we redirect you'; the result handed to `storeVerification`) → after `redirectDelay`
 *   `redirected` (`goToRegister`), or `failure` (`error`; `SUBMIT` tries again).
 *
 * Input: `{ email, seconds? }`. Events: `SUBMIT { code }`, `RESEND`.
 * Context: `email`, `remaining` (seconds; show with `formatCountdown`), `notice`
 * ({ tone, text } or null), `error`, `message`.
 *
 * Provide: actors `resendOtp` ({ email, purpose }) and `verifyOtp` ({ token, email });
 * actions `storeVerification` ({ result }) and `goToRegister`.
 */
import { assign, raise, setup } from 'xstate';
import { MESSAGES, OTP_COUNTDOWN_SECONDS, OTP_RESEND_NOTICE_MS, REDIRECT_AFTER_SUCCESS_MS } from '@siwes/api';
import type { OtpPurpose, VerifyOtpResponse } from '@siwes/api';
import { failureText, noop, notProvided } from './shared.ts';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

export interface OtpContext {
  email: string;
  seconds: number;
  remaining: number;
  notice: Notice | null;
  error: string | null;
  message: string | null;
  result: VerifyOtpResponse | null;
}

export type OtpEvent = { type: 'SUBMIT'; code: string } | { type: 'RESEND' } | { type: 'NOTICE.SHOW' };

/** Seconds as the countdown shows them: `5:00`, `0:09`. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export const otpMachine = setup({
  types: {
    input: {} as { email: string; seconds?: number },
    context: {} as OtpContext,
    events: {} as OtpEvent,
  },
  actors: {
    resendOtp: notProvided<unknown, { email: string; purpose: OtpPurpose }>('resendOtp'),
    verifyOtp: notProvided<VerifyOtpResponse, { token: string; email: string }>('verifyOtp'),
  },
  actions: {
    storeVerification: (_, _params: { result: VerifyOtpResponse }) => noop(),
    goToRegister: () => noop(),
  },
  delays: {
    countdownTick: 1_000,
    noticeTimeout: OTP_RESEND_NOTICE_MS,
    redirectDelay: REDIRECT_AFTER_SUCCESS_MS,
  },
  guards: {
    moreThanOneSecondLeft: ({ context }) => context.remaining > 1,
  },
}).createMachine({
  id: 'otp',
  type: 'parallel',
  context: ({ input }) => {
    const seconds = input.seconds ?? OTP_COUNTDOWN_SECONDS;
    return {
      email: input.email,
      seconds,
      remaining: seconds,
      notice: null,
      error: null,
      message: null,
      result: null,
    };
  },
  states: {
    countdown: {
      initial: 'counting',
      states: {
        counting: {
          after: {
            countdownTick: [
              {
                guard: 'moreThanOneSecondLeft',
                target: 'counting',
                reenter: true,
                actions: assign({ remaining: ({ context }) => context.remaining - 1 }),
              },
              { target: 'expired', actions: assign({ remaining: 0 }) },
            ],
          },
        },
        expired: {
          on: { RESEND: 'resending' },
        },
        resending: {
          invoke: {
            id: 'resendOtp',
            src: 'resendOtp',
            input: ({ context }) => ({ email: context.email, purpose: 'registration' as const }),
            onDone: {
              target: 'counting',
              actions: [
                assign({
                  remaining: ({ context }) => context.seconds,
                  notice: { tone: 'success', text: MESSAGES.otpResent },
                }),
                raise({ type: 'NOTICE.SHOW' }),
              ],
            },
            onError: {
              target: 'expired',
              actions: [
                assign({
                  notice: ({ event }) => ({
                    tone: 'error',
                    text: failureText(event.error, MESSAGES.resendFailed),
                  }),
                }),
                raise({ type: 'NOTICE.SHOW' }),
              ],
            },
          },
        },
      },
    },
    notice: {
      initial: 'hidden',
      states: {
        hidden: {
          on: { 'NOTICE.SHOW': 'shown' },
        },
        shown: {
          on: { 'NOTICE.SHOW': { target: 'shown', reenter: true } },
          after: { noticeTimeout: { target: 'hidden', actions: assign({ notice: null }) } },
        },
      },
    },
    code: {
      initial: 'idle',
      states: {
        idle: {
          on: { SUBMIT: 'validating' },
        },
        validating: {
          entry: assign({ error: null }),
          invoke: {
            id: 'verifyOtp',
            src: 'verifyOtp',
            input: ({ context, event }) => ({
              token: (event as { code: string }).code.trim(),
              email: context.email,
            }),
            onDone: {
              target: 'validated',
              actions: [
                assign({ result: ({ event }) => event.output, message: MESSAGES.otpValidated }),
                { type: 'storeVerification', params: ({ event }) => ({ result: event.output }) },
              ],
            },
            onError: {
              target: 'failure',
              actions: assign({ error: ({ event }) => failureText(event.error, MESSAGES.genericError) }),
            },
          },
        },
        validated: {
          after: { redirectDelay: 'redirected' },
        },
        redirected: {
          type: 'final',
          entry: 'goToRegister',
        },
        failure: {
          on: { SUBMIT: 'validating' },
        },
      },
    },
  },
});
