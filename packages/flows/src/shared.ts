/**
 * Small pieces every machine shares: the stand-in for a call the caller has not provided,
 * and the text a success or failure shows.
 */
import { fromPromise } from 'xstate';
import { errorMessage, fieldMessages, isApiError, MESSAGES, refusalSummary } from '@siwes/api';

/**
 * A call's default implementation: it fails loudly, so a screen wired without its call shows
 * the failure instead of hanging. Callers replace it with `machine.provide({ actors })`.
 */
export function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`The "${name}" call was not provided`)));
}

/** What the one code check sends (Validate OTP's and the password reset's `verifyOtp`): the code and the email it went to. */
export interface CodeCheck {
  token: string;
  email: string;
}

/** The code check of a `SUBMIT { code }`: the code as typed, without surrounding spaces, for the machine's email. */
export function codeCheckOf({ context, event }: { context: { email: string }; event: unknown }): CodeCheck {
  return { token: (event as { code: string }).code.trim(), email: context.email };
}

/** A navigation or storage side effect nobody wired yet: does nothing. */
export function noop(): void {}

/**
 * The text a failed call shows: an ApiError's message (the server's `errors`, else its
 * `message`, else the screen's fallback), a clear message for a network failure or timeout,
 * else the fallback.
 */
export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.code === 'network') return error.message || MESSAGES.networkError;
  if (isApiError(error) && error.code === 'timeout') return error.message || MESSAGES.timeoutError;
  return errorMessage(error, fallback);
}

/** A refused form's texts: what goes beside each field, and what goes under the form. */
export interface Refusal {
  /** The server's sentence per field it named (`password: …`), in plain words, by the body's field name. */
  fieldErrors: Record<string, string>;
  /** The text under the form: as `failureText` says when no field is named, else the server's overall message. */
  error: string;
}

/**
 * Splits a refusal for a form: each field the server named gets its sentence beside it, and the
 * text under the form never repeats them with their field names (`password: Use at least…`).
 */
export function refusal(error: unknown, fallback: string): Refusal {
  const fieldErrors = fieldMessages(error);
  const sentences = Object.values(fieldErrors);
  if (sentences.length === 0) return { fieldErrors, error: failureText(error, fallback) };
  return { fieldErrors, error: refusalSummary(error) ?? sentences.join(' ') };
}

/**
 * The text a successful call shows: the configured message when there is one (most spec
 * messages are fixed), else the server's `message` (as `{ message }` or `{ data: { message } }`),
 * else the fallback.
 */
export function successText(output: unknown, configured: string | undefined, fallback: string): string {
  if (configured) return configured;
  return serverMessage(output) ?? fallback;
}

/**
 * How long a refused call says to wait before trying again: the `Retry-After` of a 429 (the
 * server sends it with "Please wait N seconds" and every other refusal of too many tries), in
 * whole seconds, else null.
 */
export function serverWaitSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  return error.retryAfterSeconds ?? null;
}

function serverMessage(output: unknown): string | undefined {
  if (!output || typeof output !== 'object') return undefined;
  const { message, data } = output as { message?: unknown; data?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return message;
  return data === undefined ? undefined : serverMessage(data);
}
