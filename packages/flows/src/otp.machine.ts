/**
 * The Validate OTP page (/validateOtp; spec sections 2, 4, 8 and 9): a countdown, the resend
 * link, and validating the code. Three parallel regions:
 *
 * - `countdown`: `counting` (one `countdownTick` per second from `remaining`) → `expired`
 *   (Resend OTP offered) → `resending` → back to `counting` from `seconds` (300), or to
 *   `expired` when resending fails. A page opened when nothing is left of the countdown (the code
 *   went out more than 300 s ago) is `expired` at once. A resend refused with "Please wait N
 *   seconds" (429: a code went out moments ago, from another tab say) counts down from N again.
 * - `notice`: `hidden` / `shown` for `noticeTimeout` (3 s): 'OTP has been resent successfully!',
 *   or the server's message, else 'Failed to resend OTP. Please try again.'
 * - `code`: `idle` → `validating` → `validated` ('OTP Validated Successfully, please wait while
 *   we redirect you'; the result handed to `storeVerification`) → after `redirectDelay`
 *   `redirected` (`goToRegister`), or `failure` (`error`; `SUBMIT` tries again).
 *
 * Input: `{ email, seconds?, remaining? }`: `seconds` is the whole countdown (300 by default),
 * which a resend starts again; `remaining` is what is left of it when the page opens (the caller
 * works it out from when the code was sent; the whole countdown by default, and anything not a
 * number between 0 and `seconds` is read as that).
 * Events: `SUBMIT { code }`, `RESEND`.
 * Context: `email`, `remaining` (seconds; show with `formatCountdown`), `notice`
 * ({ tone, text } or null), `error`, `message`.
 *
 * Provide: actors `resendOtp` ({ email, purpose }) and `verifyOtp` ({ token, email });
 * actions `storeVerification` ({ result }) and `goToRegister`.
 */
import { assign, raise, setup } from 'xstate';
import { MESSAGES, OTP_COUNTDOWN_SECONDS, OTP_RESEND_NOTICE_MS, REDIRECT_AFTER_SUCCESS_MS } from '@siwes/api';
import type { OtpPurpose, VerifyOtpResponse } from '@siwes/api';
import { codeCheckOf, failureText, noop, notProvided, serverWaitSeconds, type CodeCheck } from './shared.ts';

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

export interface OtpInput {
  email: string;
  /** The whole countdown, which a resend starts again: 300 s by default. */
  seconds?: number;
  /** What is left of the countdown when the page opens: `seconds` by default. */
  remaining?: number;
}

/** Whole seconds left to show first: `remaining` rounded up into 0..seconds, else the whole countdown. */
function startingRemaining(remaining: number | undefined, seconds: number): number {
  if (remaining === undefined || !Number.isFinite(remaining) || remaining > seconds) return seconds;
  return Math.max(0, Math.ceil(remaining));
}

export const otpMachine = setup({
  types: {
    input: {} as OtpInput,
    context: {} as OtpContext,
    events: {} as OtpEvent,
  },
  actors: {
    resendOtp: notProvided<unknown, { email: string; purpose: OtpPurpose }>('resendOtp'),
    verifyOtp: notProvided<VerifyOtpResponse, CodeCheck>('verifyOtp'),
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
    nothingLeft: ({ context }) => context.remaining <= 0,
    toldToWait: (_, { error }: { error: unknown }) => serverWaitSeconds(error) !== null,
  },
}).createMachine({
  id: 'otp',
  type: 'parallel',
  context: ({ input }) => {
    const seconds = input.seconds ?? OTP_COUNTDOWN_SECONDS;
    return {
      email: input.email,
      seconds,
      remaining: startingRemaining(input.remaining, seconds),
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
          always: { guard: 'nothingLeft', target: 'expired', actions: assign({ remaining: 0 }) },
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
            onError: [
              {
                // The server says when a new code may go: count down to then, and say why.
                guard: { type: 'toldToWait', params: ({ event }) => ({ error: event.error }) },
                target: 'counting',
                actions: [
                  assign({
                    remaining: ({ event }) => serverWaitSeconds(event.error) ?? 0,
                    notice: ({ event }) => ({
                      tone: 'error',
                      text: failureText(event.error, MESSAGES.resendFailed),
                    }),
                  }),
                  raise({ type: 'NOTICE.SHOW' }),
                ],
              },
              {
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
            ],
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
            input: codeCheckOf,
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
