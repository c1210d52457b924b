/**
 * Login, one definition for all three roles (spec sections 4 and 8).
 *
 * Input: `{ role, fallback? }`. Events: `SUBMIT { email, password }`.
 * States: `idle` → `loading` (previous error cleared) → `success` (the response handed to the
 * `storeSession` action, then `goHome`) or `failure` (`context.error` set; `SUBMIT` tries again).
 * Context: `role`, `error` (text to show, or null), `response` (after success).
 *
 * Failure text: the student's falls back to 'Login failed. Please try again.'; the supervisor's
 * and coordinator's show the server's text, and a network failure or timeout a clear message
 * (the spec's versions showed nothing).
 *
 * Provide: actor `login` ({ role, email, password } → response); actions `storeSession`
 * ({ role, response }) and `goHome` ({ role }).
 */
import { assign, setup } from 'xstate';
import { MESSAGES } from '@siwes/api';
import type { LoginResponse, LoginType } from '@siwes/api';
import { failureText, noop, notProvided } from './shared.ts';

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginInput {
  role: LoginType;
  /** Overrides the failure text shown when the server gives none. */
  fallback?: string;
}

export interface LoginContext<TResponse> {
  role: LoginType;
  fallback: string;
  error: string | null;
  response: TResponse | null;
}

export type LoginEvent = { type: 'SUBMIT' } & LoginCredentials;

/** The failure text a role shows when the server's answer carries none. */
export function loginFallback(role: LoginType): string {
  return role === 'student' ? MESSAGES.loginFailed : MESSAGES.genericError;
}

/** Builds the login machine; `TResponse` is the login response type the caller stores. */
export function createLoginMachine<TResponse = LoginResponse>() {
  return setup({
    types: {
      input: {} as LoginInput,
      context: {} as LoginContext<TResponse>,
      events: {} as LoginEvent,
    },
    actors: {
      login: notProvided<TResponse, LoginCredentials & { role: LoginType }>('login'),
    },
    actions: {
      storeSession: (_, _params: { role: LoginType; response: TResponse }) => noop(),
      goHome: (_, _params: { role: LoginType }) => noop(),
    },
  }).createMachine({
    id: 'login',
    context: ({ input }) => ({
      role: input.role,
      fallback: input.fallback ?? loginFallback(input.role),
      error: null,
      response: null,
    }),
    initial: 'idle',
    states: {
      idle: {
        on: { SUBMIT: 'loading' },
      },
      loading: {
        entry: assign({ error: null }),
        invoke: {
          id: 'login',
          src: 'login',
          input: ({ context, event }) => {
            const { email, password } = event as LoginEvent;
            return { role: context.role, email, password };
          },
          onDone: {
            target: 'success',
            actions: [
              assign({ response: ({ event }) => event.output }),
              {
                type: 'storeSession',
                params: ({ context, event }) => ({ role: context.role, response: event.output }),
              },
              { type: 'goHome', params: ({ context }) => ({ role: context.role }) },
            ],
          },
          onError: {
            target: 'failure',
            actions: assign({ error: ({ context, event }) => failureText(event.error, context.fallback) }),
          },
        },
      },
      success: {},
      failure: {
        on: { SUBMIT: 'loading' },
      },
    },
  });
}

/** The login machine for the contract's `LoginResponse`. */
export const loginMachine = createLoginMachine<LoginResponse>();
