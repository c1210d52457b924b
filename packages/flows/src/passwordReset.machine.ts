/**
 * The second page of the student and supervisor password resets (/changePassword,
 * /lecturer/changePassword; spec sections 2, 4 and 5). The first page, sending the code with
 * purpose `changePassword` and keeping the email, is `verifyEmailMachine`.
 *
 * Input: `{ role: 'student' | 'supervisor', email }` (the email kept by the first page).
 * Events: `SUBMIT { code, password }`.
 * States: `idle` → `verifying` (the code checked for `data.data.resetToken`) → `changing` (the
 * password changed with that token) → `succeeded` (`message`; for supervisors 'Details Updated
 * Successfully!') → after `redirectDelay` `done` (`goToLogin`); any failure → `failure`
 * (`error`; `SUBMIT` starts again from the code).
 * Context: `role`, `email`, `error`, `message`.
 *
 * Provide: actors `verifyOtp` ({ token, email } → the verification response) and
 * `changePassword` ({ role, email, password, token }); action `goToLogin` ({ role }).
 */
import { assign, setup } from 'xstate';
import { MESSAGES, REDIRECT_AFTER_SUCCESS_MS } from '@siwes/api';
import type { VerifyOtpResponse } from '@siwes/api';
import { failureText, noop, notProvided, successText } from './shared.ts';

export type ResettingRole = 'student' | 'supervisor';

export interface PasswordResetContext {
  role: ResettingRole;
  email: string;
  password: string;
  token: string | null;
  error: string | null;
  message: string | null;
}

export interface ChangePasswordInput {
  role: ResettingRole;
  email: string;
  password: string;
  token: string;
}

/**
 * Reads the reset token from a verification answer: the body's `data.resetToken` (the spec's
 * `data.data.resetToken`, reading through the HTTP response), whichever level it is given at.
 */
export function readResetToken(response: unknown): string | null {
  let node: unknown = response;
  for (let depth = 0; depth < 3 && node && typeof node === 'object'; depth++) {
    const { resetToken, data } = node as { resetToken?: unknown; data?: unknown };
    if (typeof resetToken === 'string' && resetToken !== '') return resetToken;
    node = data;
  }
  return null;
}

export const passwordResetMachine = setup({
  types: {
    input: {} as { role: ResettingRole; email: string },
    context: {} as PasswordResetContext,
    events: {} as { type: 'SUBMIT'; code: string; password: string },
  },
  actors: {
    verifyOtp: notProvided<VerifyOtpResponse, { token: string; email: string }>('verifyOtp'),
    changePassword: notProvided<unknown, ChangePasswordInput>('changePassword'),
  },
  actions: {
    goToLogin: (_, _params: { role: ResettingRole }) => noop(),
  },
  delays: {
    redirectDelay: REDIRECT_AFTER_SUCCESS_MS,
  },
  guards: {
    carriesResetToken: (_, params: { output: unknown }) => readResetToken(params.output) !== null,
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    role: input.role,
    email: input.email,
    password: '',
    token: null,
    error: null,
    message: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { SUBMIT: { target: 'verifying', actions: assign({ password: ({ event }) => event.password }) } },
    },
    verifying: {
      entry: assign({ error: null }),
      invoke: {
        id: 'verifyOtp',
        src: 'verifyOtp',
        input: ({ context, event }) => ({
          token: (event as { code: string }).code.trim(),
          email: context.email,
        }),
        onDone: [
          {
            guard: { type: 'carriesResetToken', params: ({ event }) => ({ output: event.output }) },
            target: 'changing',
            actions: assign({ token: ({ event }) => readResetToken(event.output) }),
          },
          { target: 'failure', actions: assign({ error: MESSAGES.genericError }) },
        ],
        onError: {
          target: 'failure',
          actions: assign({ error: ({ event }) => failureText(event.error, MESSAGES.genericError) }),
        },
      },
    },
    changing: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          role: context.role,
          email: context.email,
          password: context.password,
          token: context.token ?? '',
        }),
        onDone: {
          target: 'succeeded',
          actions: assign({
            password: '',
            message: ({ context, event }) =>
              context.role === 'supervisor'
                ? MESSAGES.supervisorResetSuccessful
                : successText(event.output, undefined, MESSAGES.passwordChangedSuccessfully),
          }),
        },
        onError: {
          target: 'failure',
          actions: assign({ error: ({ event }) => failureText(event.error, MESSAGES.genericError) }),
        },
      },
    },
    succeeded: {
      after: { redirectDelay: 'done' },
    },
    done: {
      type: 'final',
      entry: { type: 'goToLogin', params: ({ context }) => ({ role: context.role }) },
    },
    failure: {
      on: { SUBMIT: { target: 'verifying', actions: assign({ password: ({ event }) => event.password }) } },
    },
  },
});
