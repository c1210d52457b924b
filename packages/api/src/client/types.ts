/**
 * The client's types, derived from the endpoint table. Only types are imported from the
 * contract here, so no zod reaches the browser.
 */
import type * as z from 'zod';
import type { Endpoints } from '../contract/endpoints.ts';
import type { OutboxMessage } from '../contract/entities.ts';
import type { GradingPolicy, LoginType } from '../constants.ts';
import type { RouteKey, Routes } from '../routes.ts';
import type { LateEntryPolicy } from '../lateEntryPolicy.ts';

type Empty = Record<never, never>;
type Def<K extends RouteKey> = Endpoints[K];

export type ParamsOf<K extends RouteKey> =
  Def<K> extends { params: infer P extends z.ZodType } ? z.input<P> : Empty;
export type QueryOf<K extends RouteKey> =
  Def<K> extends { query: infer Q extends z.ZodType } ? z.input<Q> : Empty;
export type BodyOf<K extends RouteKey> =
  Def<K> extends { body: infer B extends z.ZodType } ? z.input<B> : Empty;

/**
 * A call's input: its path parameters, query parameters and body fields in one flat object,
 * e.g. `{ id, firstName }` for updateStudent or `{ page, limit }` for listStudents.
 */
export type CallInput<K extends RouteKey> = Simplify<ParamsOf<K> & QueryOf<K> & BodyOf<K>>;

type Simplify<T> = { [P in keyof T]: T[P] };

/** A downloaded file (a CSV export, a form): the name to save it under, the bytes, and the text. */
export interface CsvFile {
  fileName: string;
  blob: Blob;
  text(): Promise<string>;
}

/** A call's successful result: the response body, or the file for CSV routes. */
export type CallResult<K extends RouteKey> = Routes[K]['kind'] extends 'csv'
  ? CsvFile
  : z.output<Def<K>['response']>;

export interface CallOptions {
  /** The text to show when the server's error carries neither `errors` nor `message`. */
  fallback?: string;
  /** Cancels the call; it then rejects with an ApiError of code 'aborted'. */
  signal?: AbortSignal;
  /** Whose token to send, for calls any role may make (logout). Ignored elsewhere. */
  role?: LoginType;
}

type HasKeys<T> = [keyof T] extends [never] ? false : true;
type AllOptional<T> = Empty extends T ? true : false;

/** A method's arguments: input (when the call takes any), then options. */
export type CallArgs<K extends RouteKey> =
  HasKeys<CallInput<K>> extends false
    ? [options?: CallOptions]
    : AllOptional<CallInput<K>> extends true
      ? [input?: CallInput<K>, options?: CallOptions]
      : [input: CallInput<K>, options?: CallOptions];

export type ApiClient = {
  readonly [K in RouteKey]: (...args: CallArgs<K>) => Promise<CallResult<K>>;
} & {
  /** Development only: the mail sent to an address, newest first (GET /api/dev/outbox?email=). */
  getDevOutbox(email: string, options?: CallOptions): Promise<OutboxMessage[]>;
  /** The server's grading policy: the maximum score per grade type (GET /api/grading-policy). */
  getGradingPolicy(options?: CallOptions): Promise<GradingPolicy>;
  /** How long a one-time code lasts on this server, in seconds (GET /api/otp-policy). */
  getOtpTtlSeconds(options?: CallOptions): Promise<number>;
  /** Issue 27: what makes an entry written late and weeks a burst (GET /api/late-entry-policy). */
  getLateEntryPolicy(options?: CallOptions): Promise<LateEntryPolicy>;
  /**
   * A file that is not one of the 46 calls, such as a form's `pathToFile`, saved as `fileName`.
   * A path of this API (starting with `/`) carries the token of `options.role`.
   */
  downloadFile(path: string, fileName: string, options?: CallOptions): Promise<CsvFile>;
};

export interface ClientConfig {
  /** The backend's base address, e.g. `https://siwes.example.edu` or `''` for the same origin. */
  baseUrl: string;
  /** The fetch to use; defaults to the global one, looked up on every call. */
  fetch?: typeof fetch;
  /** Milliseconds before a call gives up with code 'timeout'. Default 30 000. */
  timeoutMs?: number;
  /** The bearer token of a role, if that role is signed in. */
  getToken?: (role: LoginType) => string | undefined | null;
  /**
   * Told when the server refuses a role's token (401: the session ended at a logout elsewhere, a
   * password reset or its expiry), with the token it refused, before the call rejects. The client
   * itself changes nothing: the caller decides (the portal signs that role out, so its login shows).
   * Not told for a token this client has sent a logout with: the refusal is that logout's own.
   */
  onUnauthorized?: (role: LoginType, token: string) => void;
}
