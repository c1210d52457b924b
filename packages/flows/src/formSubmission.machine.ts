/**
 * The general form submission every form uses (spec sections 4, 8 and 9).
 *
 * Input: `{ successMessage?, fallback?, afterSuccess? }`. `afterSuccess` says what follows a
 * success: `'stay'` (the default), `'clearNotice'` (assign, grade, delete, collate: the notice
 * clears after `noticeTimeout`, 3 s), `'redirect'` (supervisor and coordinator profile and
 * password: `redirect` after `redirectDelay`, 2 s) or `'redirectAfterDeadline'` (the registration
 * deadline: `redirect` after `deadlineRedirectDelay`, 3 s).
 * Events: `SUBMIT { values }`; a second `SUBMIT` while one is in flight is ignored. `DISMISS`
 * (a new attempt the form stopped before sending, e.g. its own check failed): the last answer's
 * notice no longer applies, so `failure` and a staying or clearing `success` go back to `idle`.
 * States: `idle` → `submitting` → `success` (`staying` | `clearing` | `redirecting` |
 * `redirectingAfterDeadline`) → `redirected` (final), or `failure`.
 * Context: `values` (last submitted), `message` (success text: `successMessage`, else the
 * server's `message`, else 'Saved'), `error` (the server's `errors`, else `message`, else `fallback`),
 * `output` (the call's answer).
 *
 * Provide: actor `submit` ({ values } → answer); action `redirect`.
 */
import { assign, setup } from 'xstate';
import {
  MESSAGES,
  REDIRECT_AFTER_DEADLINE_MS,
  REDIRECT_AFTER_SUCCESS_MS,
  SUCCESS_NOTICE_MS,
} from '@siwes/api';
import { failureText, noop, notProvided, successText } from './shared.ts';

export type AfterSuccess = 'stay' | 'clearNotice' | 'redirect' | 'redirectAfterDeadline';

export interface FormSubmissionInput {
  successMessage?: string;
  fallback?: string;
  afterSuccess?: AfterSuccess;
}

export interface FormSubmissionContext<TValues, TOutput> {
  successMessage: string | undefined;
  fallback: string;
  afterSuccess: AfterSuccess;
  values: TValues | null;
  message: string | null;
  error: string | null;
  output: TOutput | null;
}

/** Builds a form submission machine for a form's values and its call's answer. */
export function createFormSubmissionMachine<TValues = unknown, TOutput = unknown>() {
  /** The success transition taken when `afterSuccess` is `is`. */
  const succeedTo = <const TTarget extends string>(is: AfterSuccess, target: TTarget) => ({
    guard: { type: 'afterSuccessIs' as const, params: { is } },
    target,
    actions: {
      type: 'rememberAnswer' as const,
      params: ({ event }: { event: { output: TOutput } }) => ({ output: event.output }),
    },
  });
  return setup({
    types: {
      input: {} as FormSubmissionInput,
      context: {} as FormSubmissionContext<TValues, TOutput>,
      events: {} as { type: 'SUBMIT'; values: TValues } | { type: 'DISMISS' },
    },
    actors: {
      submit: notProvided<TOutput, { values: TValues }>('submit'),
    },
    actions: {
      redirect: () => noop(),
      rememberAnswer: assign(({ context }, params: { output: TOutput }) => ({
        output: params.output,
        message: successText(params.output, context.successMessage, 'Saved'),
      })),
    },
    delays: {
      noticeTimeout: SUCCESS_NOTICE_MS,
      redirectDelay: REDIRECT_AFTER_SUCCESS_MS,
      deadlineRedirectDelay: REDIRECT_AFTER_DEADLINE_MS,
    },
    guards: {
      afterSuccessIs: ({ context }, params: { is: AfterSuccess }) => context.afterSuccess === params.is,
    },
  }).createMachine({
    id: 'formSubmission',
    context: ({ input }) => ({
      successMessage: input.successMessage,
      fallback: input.fallback ?? MESSAGES.genericError,
      afterSuccess: input.afterSuccess ?? 'stay',
      values: null,
      message: null,
      error: null,
      output: null,
    }),
    initial: 'idle',
    states: {
      idle: {
        on: { SUBMIT: 'submitting' },
      },
      submitting: {
        entry: assign({
          values: ({ event }) => (event as { values: TValues }).values,
          error: null,
          message: null,
        }),
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ event }) => ({ values: (event as { values: TValues }).values }),
          onDone: [
            succeedTo('clearNotice', 'success.clearing'),
            succeedTo('redirect', 'success.redirecting'),
            succeedTo('redirectAfterDeadline', 'success.redirectingAfterDeadline'),
            succeedTo('stay', 'success.staying'),
          ],
          onError: {
            target: 'failure',
            actions: assign({ error: ({ context, event }) => failureText(event.error, context.fallback) }),
          },
        },
      },
      success: {
        initial: 'staying',
        states: {
          staying: {
            on: {
              SUBMIT: '#formSubmission.submitting',
              DISMISS: { target: '#formSubmission.idle', actions: assign({ message: null }) },
            },
          },
          clearing: {
            on: {
              SUBMIT: '#formSubmission.submitting',
              DISMISS: { target: '#formSubmission.idle', actions: assign({ message: null }) },
            },
            after: { noticeTimeout: { target: '#formSubmission.idle', actions: assign({ message: null }) } },
          },
          redirecting: {
            after: { redirectDelay: '#formSubmission.redirected' },
          },
          redirectingAfterDeadline: {
            after: { deadlineRedirectDelay: '#formSubmission.redirected' },
          },
        },
      },
      redirected: {
        type: 'final',
        entry: 'redirect',
      },
      failure: {
        on: {
          SUBMIT: 'submitting',
          DISMISS: { target: 'idle', actions: assign({ error: null }) },
        },
      },
    },
  });
}

/** The form submission machine with untyped values; `createFormSubmissionMachine<Values, Answer>()` types them. */
export const formSubmissionMachine = createFormSubmissionMachine();
