import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ApiError, isApiError, type CallOptions } from '@siwes/api';
import { formSubmissionMachine, type AfterSuccess } from '@siwes/flows';
import { useServices } from '../services/services.tsx';
import { useLatest } from './useLatest.ts';

export interface FormSubmissionOptions<TValues, TOutput> {
  /** The call, given the values and the call options (the fallback text and an abort signal). */
  submit: (values: TValues, call: CallOptions) => Promise<TOutput>;
  /** The spec's fixed success text; without it the server's `message` shows. */
  successMessage?: string;
  /** The text of a failure the server leaves unexplained. */
  fallback?: string;
  /**
   * The text when the call never reached the server (no network), in place of the general one:
   * say what became of what the user sent (kept on this phone, say) and what to do.
   */
  networkFailure?: string;
  /**
   * What follows a success: stay (the default), clear the notice after 3 s, or go to
   * `redirectTo` after 2 s (`redirect`) or 3 s (`redirectAfterDeadline`).
   */
  afterSuccess?: AfterSuccess;
  redirectTo?: string;
  /** The navigation state the redirect gives the page it goes to (a notice for the login page). */
  redirectState?: unknown;
  /** Runs once the call has succeeded, before the success shows (e.g. to clear the form). */
  onSuccess?: (output: TOutput, values: TValues) => void;
  /** Runs when the call fails, before the failure shows (e.g. to put the server's words beside a field). */
  onFailure?: (error: unknown, values: TValues) => void;
}

export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'failure';

export interface FormSubmission<TValues> {
  status: SubmissionStatus;
  /** Sending, or succeeded and about to leave: the submit button shows its spinner. */
  busy: boolean;
  message: string | null;
  error: string | null;
  submit: (values: TValues) => void;
  /** A new attempt stopped before sending (its own check failed): the last answer's notice goes. */
  dismiss: () => void;
}

/**
 * Wires the form submission machine once: its call with an abort signal, its delays from
 * `services.timing`, its redirect through the router. A second submit while one is in flight is
 * ignored by the machine.
 */
export function useFormSubmission<TValues, TOutput = unknown>(
  options: FormSubmissionOptions<TValues, TOutput>,
): FormSubmission<TValues> {
  const { timing } = useServices();
  const navigate = useNavigate();
  const latest = useLatest(options);
  const actor = useActorRef(
    formSubmissionMachine.provide({
      actors: {
        submit: fromPromise(async ({ input, signal }) => {
          const { submit, fallback, onSuccess, onFailure, networkFailure } = latest.current;
          const values = (input as { values: TValues }).values;
          try {
            const output = await submit(values, { signal, ...(fallback ? { fallback } : {}) });
            onSuccess?.(output, values);
            return output;
          } catch (error) {
            onFailure?.(error, values);
            if (networkFailure && isApiError(error) && error.code === 'network') {
              throw new ApiError({ status: 0, code: 'network', message: networkFailure, cause: error });
            }
            throw error;
          }
        }),
      },
      actions: {
        redirect: () => {
          const { redirectTo, redirectState } = latest.current;
          if (redirectTo)
            void navigate(redirectTo, redirectState === undefined ? {} : { state: redirectState });
        },
      },
      delays: {
        noticeTimeout: timing.successNoticeMs,
        redirectDelay: timing.redirectAfterSuccessMs,
        deadlineRedirectDelay: timing.redirectAfterDeadlineMs,
      },
    }),
    {
      input: {
        ...(options.successMessage ? { successMessage: options.successMessage } : {}),
        ...(options.fallback ? { fallback: options.fallback } : {}),
        afterSuccess: options.afterSuccess ?? 'stay',
      },
    },
  );
  const status = useSelector(actor, (s): SubmissionStatus => {
    if (s.matches('submitting')) return 'submitting';
    if (s.matches('success') || s.matches('redirected')) return 'success';
    if (s.matches('failure')) return 'failure';
    return 'idle';
  });
  const leaving = useSelector(
    actor,
    (s) =>
      s.matches({ success: 'redirecting' }) ||
      s.matches({ success: 'redirectingAfterDeadline' }) ||
      s.matches('redirected'),
  );
  const message = useSelector(actor, (s) => s.context.message);
  const error = useSelector(actor, (s) => s.context.error);
  return {
    status,
    busy: status === 'submitting' || leaving,
    message,
    error,
    submit: (values) => actor.send({ type: 'SUBMIT', values }),
    dismiss: () => actor.send({ type: 'DISMISS' }),
  };
}
