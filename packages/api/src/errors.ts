/**
 * One error type for every failed call, read as spec section 8 reads a server's answer:
 * `errors` if present, else `message`, else the calling screen's fallback text.
 */
import { MESSAGES } from './messages.ts';

export type ApiErrorCode =
  | 'http' // the server answered with a non-2xx status
  | 'network' // no answer at all
  | 'timeout' // no answer in time
  | 'aborted' // the caller cancelled the call (its AbortSignal fired)
  | 'invalid-response'; // an answer that is not what the contract says

export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message: string;
  /** The server's own body, when it sent one; kept for callers that want field details. */
  body?: unknown;
  /** How long the server said to wait before trying again (its `Retry-After`, in seconds). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly body: unknown;
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  toJSON() {
    return { name: this.name, status: this.status, code: this.code, message: this.message };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The text a screen shows for a server's error body: `errors` if present (a string, or a list
 * or record of strings joined), else `message`, else the fallback.
 */
export function readServerMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const { errors, message } = body as { errors?: unknown; message?: unknown };
    const fromErrors = flattenErrors(errors);
    if (fromErrors) return fromErrors;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  if (typeof body === 'string' && body.trim() !== '' && body.length < 300) return body;
  return fallback;
}

function flattenErrors(errors: unknown): string {
  if (typeof errors === 'string') return errors.trim();
  if (Array.isArray(errors)) {
    return errors
      .map((e) =>
        typeof e === 'string' ? e : e && typeof e === 'object' && 'message' in e ? String(e.message) : '',
      )
      .filter(Boolean)
      .join(' ');
  }
  if (errors && typeof errors === 'object') {
    return Object.values(errors)
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .filter((v): v is string => typeof v === 'string')
      .join(' ');
  }
  return '';
}

/**
 * The text to show for any thrown value: an ApiError's own message (already read with the
 * screen's fallback), a network or timeout message, or the fallback for anything else.
 */
export function errorMessage(error: unknown, fallback: string = MESSAGES.genericError): string {
  if (isApiError(error)) return error.message || fallback;
  return fallback;
}

/**
 * The server's sentence about one field of a refused call, to show beside that field: the
 * entry of `errors` that names it (`"password: Use at least 15 characters..."` gives the text
 * after the colon), or undefined when no entry names it.
 *
 * @example fieldMessage(error, 'newPassword') // 'This password is too common or too easy to guess. ...'
 */
export function fieldMessage(error: unknown, field: string): string | undefined {
  return fieldMessages(error)[field];
}

/**
 * An `errors` entry naming the field it is about, as the server and the fake write it and
 * `fieldMessages` reads it back: a form shows the sentence beside that field.
 *
 * @example fieldEntry('matricNo', SERVER_MESSAGES.matricTaken) // 'matricNo: A student with this matric number already exists.'
 */
export function fieldEntry(field: string, sentence: string): string {
  return `${field}: ${sentence}`;
}

/** A field's name as the server writes it before its sentence: `password`, `bankDetails.name`. */
const NAMED_ENTRY = /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*): (.+)$/s;

/**
 * Every field a refused call names, with the server's sentence about it (the text after
 * `name: `), so a form can show each beside its field rather than `password: Use at least...`
 * under the form. The first entry naming a field wins; entries naming none are left out.
 *
 * @example fieldMessages(error) // { password: 'Use at least 15 characters for your password.' }
 */
export function fieldMessages(error: unknown): Record<string, string> {
  const body = isApiError(error) ? error.body : undefined;
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  const found: Record<string, string> = {};
  if (!Array.isArray(errors)) return found;
  for (const entry of errors) {
    const named = typeof entry === 'string' ? NAMED_ENTRY.exec(entry) : null;
    if (named && !(named[1]! in found)) found[named[1]!] = named[2]!;
  }
  return found;
}

/** Under a form whose refused fields each say why beside them, when the server adds nothing. */
export const CORRECT_MARKED_FIELD = 'Please correct the field marked above.';
export const CORRECT_MARKED_FIELDS = 'Please correct the fields marked above.';

/**
 * The text under a form for a refusal whose `errors` name fields (each shown beside its field):
 * the server's overall `message`, never the entries again with their field names. When that
 * message only repeats a field's sentence (a refused password says the same in both), or the
 * server sent none, it points to the fields instead, so nothing is said twice. Undefined when no
 * field is named, so the caller keeps its usual text.
 */
export function refusalSummary(error: unknown): string | undefined {
  const sentences = Object.values(fieldMessages(error));
  if (sentences.length === 0) return undefined;
  const message = isApiError(error) ? (error.body as { message?: unknown } | undefined)?.message : undefined;
  const said = typeof message === 'string' ? message.trim() : '';
  if (said !== '' && !sentences.some((sentence) => sentence.trim() === said)) return said;
  return sentences.length === 1 ? CORRECT_MARKED_FIELD : CORRECT_MARKED_FIELDS;
}
