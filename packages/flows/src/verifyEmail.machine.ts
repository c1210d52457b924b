/**
 * Verify email: the first page of registration (/verifyStudent) and of both password resets
 * (/verifyStudentPass, /lecturers/verify). Spec sections 2 and 4.
 *
 * Input: `{ purpose: 'registration' | 'changePassword', role?: 'student' | 'supervisor' }`.
 * Events: `SUBMIT { email }`; `USE_SENT_CODE` (from `failure`, when `codeSentRecently`).
 * States: `idle` → `sending` → `sent` (the email handed to `keepEmail` with its session storage
 * key, `userEmail` or, for supervisors, `lecturerEmail`; then `goNext`) or `failure` (`error`).
 * A code refused because one was sent to this email moments ago (429: the 5-minute wait, or the
 * hour's limit) means a code is on its way or in the mailbox: `codeSentRecently` is set, and
 * `USE_SENT_CODE` goes on to the code's page with that email, as if this one had been sent (the
 * user whose tab lost its session storage, say, need not wait 5 minutes for a code they have).
 * Context: `email`, `error`, `message` (the server's answer text, when it sent one),
 * `codeSentRecently`.
 *
 * Provide: actor `sendOtp` ({ email, purpose }); actions `keepEmail` ({ key, email }) and
 * `goNext` ({ purpose, role }): registration goes to /validateOtp, a student reset to
 * /changePassword, a supervisor reset to /lecturer/changePassword.
 */
import { assign, setup } from 'xstate';
import { isApiError, MESSAGES, STORAGE_KEYS } from '@siwes/api';
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
  /** The last refusal said a code was sent to this email recently. */
  codeSentRecently: boolean;
}

/** Where the email being verified is kept: `userEmail` for students, the lecturer key for supervisors. */
export function emailStorageKey(role: VerifyingRole): string {
  return role === 'supervisor' ? STORAGE_KEYS.lecturerEmail : STORAGE_KEYS.userEmail;
}

export const verifyEmailMachine = setup({
  types: {
    input: {} as VerifyEmailInput,
    context: {} as VerifyEmailContext,
    events: {} as { type: 'SUBMIT'; email: string } | { type: 'USE_SENT_CODE' },
  },
  actors: {
    sendOtp: notProvided<unknown, { email: string; purpose: OtpPurpose }>('sendOtp'),
  },
  actions: {
    keepEmail: (_, _params: { key: string; email: string }) => noop(),
    goNext: (_, _params: { purpose: OtpPurpose; role: VerifyingRole }) => noop(),
  },
  guards: {
    codeSentRecently: ({ context }) => context.codeSentRecently,
  },
}).createMachine({
  id: 'verifyEmail',
  context: ({ input }) => ({
    purpose: input.purpose,
    role: input.role ?? 'student',
    email: '',
    error: null,
    message: null,
    codeSentRecently: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { SUBMIT: { target: 'sending', actions: assign({ email: ({ event }) => event.email.trim() }) } },
    },
    sending: {
      entry: assign({ error: null, message: null, codeSentRecently: false }),
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
          actions: assign({
            error: ({ event }) => failureText(event.error, MESSAGES.genericError),
            codeSentRecently: ({ event }) => isApiError(event.error) && event.error.status === 429,
          }),
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
      on: {
        SUBMIT: { target: 'sending', actions: assign({ email: ({ event }) => event.email.trim() }) },
        USE_SENT_CODE: { guard: 'codeSentRecently', target: 'sent' },
      },
    },
  },
});
