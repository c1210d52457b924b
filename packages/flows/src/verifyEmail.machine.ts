/**
 * Verify email: the first page of registration (/verifyStudent) and of both password resets
 * (/verifyStudentPass, /lecturers/verify). Spec sections 2 and 4.
 *
 * Input: `{ purpose: 'registration' | 'changePassword', role?: 'student' | 'supervisor' }`.
 * Events: `SUBMIT { email }`.
 * States: `idle` → `sending` → `sent` (the email handed to `keepEmail` with its session storage
 * key, `userEmail` or, for supervisors, `lecturerEmail`; then `goNext`) or `failure` (`error`).
 * Context: `email`, `error`, `message` (the server's answer text, when it sent one).
 *
 * Provide: actor `sendOtp` ({ email, purpose }); actions `keepEmail` ({ key, email }) and
 * `goNext` ({ purpose, role }): registration goes to /validateOtp, a student reset to
 * /changePassword, a supervisor reset to /lecturer/changePassword.
 */
import { assign, setup } from 'xstate';
import { MESSAGES, STORAGE_KEYS } from '@siwes/api';
import type { OtpPurpose } from '@siwes/api';
import { failureText, noop, notProvided, successText } from './shared.ts';

export type VerifyingRole = 'student' | 'supervisor';

export interface VerifyEmailInput {
  purpose: OtpPurpose;
  role?: VerifyingRole;
}

export interface VerifyEmailContext {
  purpose: OtpPurpose;
  role: VerifyingRole;
  email: string;
  error: string | null;
  message: string | null;
}

/** Where the email being verified is kept: `userEmail` for students, the lecturer key for supervisors. */
export function emailStorageKey(role: VerifyingRole): string {
  return role === 'supervisor' ? STORAGE_KEYS.lecturerEmail : STORAGE_KEYS.userEmail;
}

export const verifyEmailMachine = setup({
  types: {
    input: {} as VerifyEmailInput,
    context: {} as VerifyEmailContext,
    events: {} as { type: 'SUBMIT'; email: string },
  },
  actors: {
    sendOtp: notProvided<unknown, { email: string; purpose: OtpPurpose }>('sendOtp'),
  },
  actions: {
    keepEmail: (_, _params: { key: string; email: string }) => noop(),
    goNext: (_, _params: { purpose: OtpPurpose; role: VerifyingRole }) => noop(),
  },
}).createMachine({
  id: 'verifyEmail',
  context: ({ input }) => ({
    purpose: input.purpose,
    role: input.role ?? 'student',
    email: '',
    error: null,
    message: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { SUBMIT: { target: 'sending', actions: assign({ email: ({ event }) => event.email.trim() }) } },
    },
    sending: {
      entry: assign({ error: null, message: null }),
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: ({ context }) => ({ email: context.email, purpose: context.purpose }),
        onDone: {
          target: 'sent',
          actions: assign({ message: ({ event }) => successText(event.output, undefined, '') || null }),
        },
        onError: {
          target: 'failure',
          actions: assign({ error: ({ event }) => failureText(event.error, MESSAGES.genericError) }),
        },
      },
    },
    sent: {
      type: 'final',
      entry: [
        {
          type: 'keepEmail',
          params: ({ context }) => ({ key: emailStorageKey(context.role), email: context.email }),
        },
        { type: 'goNext', params: ({ context }) => ({ purpose: context.purpose, role: context.role }) },
      ],
    },
    failure: {
      on: { SUBMIT: { target: 'sending', actions: assign({ email: ({ event }) => event.email.trim() }) } },
    },
  },
});
