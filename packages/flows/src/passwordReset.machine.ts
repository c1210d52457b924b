/**
 * The second page of the student and supervisor password resets (/changePassword,
 * /lecturer/changePassword; spec sections 2, 4 and 5). The first page, sending the code with
 * purpose `changePassword` and keeping the email, is `verifyEmailMachine`.
 *
 * Input: `{ role: 'student' | 'supervisor', email }` (the email kept by the first page).
 * Events: `SUBMIT { code, password }`, `EDIT_PASSWORD` (the user changed the new password: its
 * refusal no longer applies).
 * States: `idle` → `verifying` (the code checked for `data.data.resetToken`) → `changing` (the
 * password changed with that token) → `succeeded` (`message`; for supervisors 'Details Updated
 * Successfully!') → after `redirectDelay` `done` (`goToLogin`); any failure → `failure`
 * (`error`, and `passwordError` beside the field when the server names the password).
 *
 * The code is spent only by a successful change: a password the rule refuses (15 to 128
 * characters, `passwordProblem`) is said beside the field and nothing is sent; once the code has
 * given a reset token, the token is kept, and a refused change is tried again with it, never
 * with the code again (which the verification used up). Only a token the server refuses
 * (expired, say) is dropped, so the next try starts from a code again.
 * Context: `role`, `email`, `password`, `token`, `error`, `passwordError`, `message`.
 *
 * Provide: actors `verifyOtp` ({ token, email } → the verification response) and
 * `changePassword` ({ role, email, password, token }); action `goToLogin` ({ role }).
 */
import { assign, setup } from 'xstate';
import { fieldMessages, isApiError, MESSAGES, passwordProblem, REDIRECT_AFTER_SUCCESS_MS } from '@siwes/api';
import type { VerifyOtpResponse } from '@siwes/api';
import {
  codeCheckOf,
  failureText,
  noop,
  notProvided,
  refusal,
  successText,
  type CodeCheck,
} from './shared.ts';

export type ResettingRole = 'student' | 'supervisor';

export interface PasswordResetContext {
  role: ResettingRole;
  email: string;
  password: string;
  token: string | null;
  error: string | null;
  /** The reason the new password was refused, said beside its field. */
  passwordError: string | null;
  message: string | null;
}

export interface ChangePasswordInput {
  role: ResettingRole;
  email: string;
  password: string;
  token: string;
}

export type PasswordResetEvent =
  { type: 'SUBMIT'; code: string; password: string } | { type: 'EDIT_PASSWORD' };

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

/** What a refused change says: the password's refusal beside its field, the rest under the form. */
function changeRefusal(error: unknown) {
  const { fieldErrors, error: text } = refusal(error, MESSAGES.genericError);
  return { passwordError: fieldErrors.password ?? null, error: text };
}

/** Said before anything is sent, so a typo never spends the code. */
const refuseBeforeSending = { guard: 'passwordRefused' as const, actions: 'refusePassword' as const };
const verifyCode = { target: 'verifying', actions: 'takeSubmission' as const };

export const passwordResetMachine = setup({
  types: {
    input: {} as { role: ResettingRole; email: string },
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
  },
  actors: {
    verifyOtp: notProvided<VerifyOtpResponse, CodeCheck>('verifyOtp'),
    changePassword: notProvided<unknown, ChangePasswordInput>('changePassword'),
  },
  actions: {
    goToLogin: (_, _params: { role: ResettingRole }) => noop(),
    refusePassword: assign(({ event }) => ({
      error: null,
      passwordError: (event.type === 'SUBMIT' && passwordProblem(event.password)) || null,
    })),
    takeSubmission: assign(({ event }) => ({
      password: event.type === 'SUBMIT' ? event.password : '',
      error: null,
      passwordError: null,
    })),
  },
  delays: {
    redirectDelay: REDIRECT_AFTER_SUCCESS_MS,
  },
  guards: {
    carriesResetToken: (_, params: { output: unknown }) => readResetToken(params.output) !== null,
    passwordRefused: ({ event }) => event.type === 'SUBMIT' && passwordProblem(event.password) !== undefined,
    holdsResetToken: ({ context }) => context.token !== null,
    // The server says nothing of a field when it is the token it refuses (used, expired, another email's).
    resetTokenRefused: (_, params: { error: unknown }) =>
      isApiError(params.error) &&
      params.error.status === 400 &&
      Object.keys(fieldMessages(params.error)).length === 0,
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    role: input.role,
    email: input.email,
    password: '',
    token: null,
    error: null,
    passwordError: null,
    message: null,
  }),
  initial: 'idle',
  on: {
    EDIT_PASSWORD: { actions: assign({ passwordError: null }) },
  },
  states: {
    idle: {
      on: { SUBMIT: [refuseBeforeSending, verifyCode] },
    },
    verifying: {
      invoke: {
        id: 'verifyOtp',
        src: 'verifyOtp',
        input: codeCheckOf,
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
            token: null,
            message: ({ context, event }) =>
              context.role === 'supervisor'
                ? MESSAGES.supervisorResetSuccessful
                : successText(event.output, undefined, MESSAGES.passwordChangedSuccessfully),
          }),
        },
        onError: [
          {
            guard: { type: 'resetTokenRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'failure',
            actions: assign({
              token: null,
              error: ({ event }) => failureText(event.error, MESSAGES.genericError),
            }),
          },
          {
            target: 'failure',
            actions: assign(({ event }) => changeRefusal(event.error)),
          },
        ],
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
      on: {
        SUBMIT: [
          refuseBeforeSending,
          // The code gave a token already: only the change is tried again.
          { guard: 'holdsResetToken', target: 'changing', actions: 'takeSubmission' },
          verifyCode,
        ],
      },
    },
  },
});
