/**
 * The typed client: one method per route key. It has no UI side effects; every failure is an
 * ApiError whose message is read as spec section 8 reads a server's answer.
 */
import { ApiError, readServerMessage } from '../errors.ts';
import { MESSAGES } from '../messages.ts';
import { COORDINATOR_GRADE_TYPES, type GradingPolicy, type LoginType } from '../constants.ts';
import type { OutboxMessage } from '../contract/entities.ts';
import { LATE_ENTRY_POLICY_PATH, type LateEntryPolicy } from '../lateEntryPolicy.ts';
import {
  DEV_OUTBOX_PATH,
  GRADING_POLICY_PATH,
  OTP_POLICY_PATH,
  fillPath,
  pathParamNames,
  routeHasBody,
  routeKeys,
  routes,
  routeTakesInput,
  type RouteDefinition,
  type RouteKey,
} from '../routes.ts';
import type { ApiClient, CallOptions, ClientConfig, CsvFile } from './types.ts';

export const DEFAULT_TIMEOUT_MS = 30_000;

type Input = Record<string, unknown>;

/** The role whose token a route carries, if any. */
export function tokenRole(route: RouteDefinition, options?: CallOptions): LoginType | undefined {
  if (route.auth === 'none') return undefined;
  if (route.auth === 'any') return options?.role;
  return route.auth;
}

/** Splits a flat input into path parameters, query parameters and body fields. */
export function splitInput(route: RouteDefinition, input: Input) {
  const params: Record<string, string | number> = {};
  const query: [string, string][] = [];
  const body: Input = {};
  const paramNames = new Set(pathParamNames(route.path));
  const queryNames = new Set(route.query ?? []);
  for (const [name, value] of Object.entries(input)) {
    if (paramNames.has(name)) params[name] = value as string | number;
    else if (queryNames.has(name)) {
      if (value !== undefined && value !== null && value !== '') query.push([name, String(value)]);
    } else body[name] = value;
  }
  // Keep the route's own order of query names, so URLs are stable.
  const order = route.query ?? [];
  query.sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]));
  return { params, query, body };
}

function toFormData(body: Input): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, String(value));
  }
  return form;
}

/** A finished answer, read whole inside the timeout so a stalled body also times out. */
interface Answer {
  status: number;
  ok: boolean;
  contentType: string;
  text: string;
  blob?: Blob;
  /** `Retry-After` in whole seconds, when the server sent it so (not as a date). */
  retryAfterSeconds?: number;
}

function retryAfterOf(response: Response): { retryAfterSeconds?: number } {
  const value = response.headers.get('retry-after')?.trim() ?? '';
  const seconds = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return seconds > 0 ? { retryAfterSeconds: seconds } : {};
}

/** An answer's body: parsed JSON when it says it is JSON, else its text; undefined when empty. */
function parseBody(answer: Answer): unknown {
  if (answer.text === '') return undefined;
  if (answer.contentType.includes('json')) {
    try {
      return JSON.parse(answer.text);
    } catch {
      return answer.text;
    }
  }
  return answer.text;
}

export function createClient(config: ClientConfig): ApiClient {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Tokens this client is logging out. The server ends such a session as the logout arrives, so a
  // call of the same session still on its way (a page's last loads, the bell) may be refused: that
  // refusal is the logout itself, not a session ended elsewhere, and is not reported. (Reported,
  // it swapped the area for its login saying the session had ended, and the logout, its page
  // gone, never reached the login's own address.)
  const loggingOut = new Set<string>();

  async function send(
    route: RouteDefinition,
    url: string,
    init: RequestInit,
    options: CallOptions | undefined,
  ): Promise<Answer> {
    const role = tokenRole(route, options);
    const token = role ? config.getToken?.(role) : undefined;
    const headers = new Headers(init.headers);
    headers.set('Accept', route.kind === 'csv' ? 'text/csv, application/json' : 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (token && route === routes.logout) loggingOut.add(token);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    options?.signal?.addEventListener('abort', onAbort, { once: true });
    const fail = (cause: unknown): ApiError => {
      if (timedOut)
        return new ApiError({ status: 0, code: 'timeout', message: MESSAGES.timeoutError, cause });
      if (options?.signal?.aborted) {
        return new ApiError({ status: 0, code: 'aborted', message: MESSAGES.abortedError, cause });
      }
      return new ApiError({ status: 0, code: 'network', message: MESSAGES.networkError, cause });
    };

    try {
      if (options?.signal?.aborted) throw options.signal.reason;
      const doFetch = config.fetch ?? globalThis.fetch;
      const response = await doFetch(url, {
        ...init,
        headers,
        credentials: 'include',
        signal: controller.signal,
      });
      if (response.status === 401 && role && token && !loggingOut.has(token))
        config.onUnauthorized?.(role, token);
      const contentType = response.headers.get('content-type') ?? '';
      if (route.kind === 'csv' && response.ok) {
        const blob = await response.blob();
        return { status: response.status, ok: true, contentType, text: '', blob };
      }
      const text = await response.text();
      return { status: response.status, ok: response.ok, contentType, text, ...retryAfterOf(response) };
    } catch (cause) {
      throw fail(cause);
    } finally {
      clearTimeout(timer);
      options?.signal?.removeEventListener('abort', onAbort);
    }
  }

  async function call(key: RouteKey, args: unknown[]): Promise<unknown> {
    const route: RouteDefinition = routes[key];
    const takesInput = routeTakesInput(route);
    const input = ((takesInput ? args[0] : undefined) ?? {}) as Input;
    const options = (takesInput ? args[1] : args[0]) as CallOptions | undefined;
    const fallback = options?.fallback ?? MESSAGES.genericError;

    const { params, query, body } = splitInput(route, input);
    let path: string;
    try {
      path = fillPath(route.path, params);
    } catch (cause) {
      throw new ApiError({ status: 0, code: 'invalid-response', message: fallback, cause });
    }
    const search = query.length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
    const init: RequestInit = { method: route.method };
    if (routeHasBody(route)) {
      if (route.kind === 'multipart') init.body = toFormData(body);
      else {
        init.body = JSON.stringify(body);
        init.headers = { 'Content-Type': 'application/json' };
      }
    }

    const answer = await send(route, `${baseUrl}${path}${search}`, init, options);
    if (!answer.ok) {
      const errorBody = parseBody(answer);
      throw new ApiError({
        status: answer.status,
        code: 'http',
        message: readServerMessage(errorBody, fallback),
        body: errorBody,
        ...(answer.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: answer.retryAfterSeconds }),
      });
    }
    if (route.kind === 'csv') {
      const blob = answer.blob ?? new Blob([answer.text], { type: 'text/csv' });
      const file: CsvFile = { fileName: route.fileName ?? `${key}.csv`, blob, text: () => blob.text() };
      return file;
    }
    if (answer.text === '') return undefined;
    try {
      return JSON.parse(answer.text);
    } catch (cause) {
      throw new ApiError({
        status: answer.status,
        code: 'invalid-response',
        message: fallback,
        body: answer.text,
        cause,
      });
    }
  }

  const client: Record<string, unknown> = {};
  for (const key of routeKeys) {
    client[key] = (...args: unknown[]) => call(key, args);
  }
  client.getDevOutbox = async (email: string, options?: CallOptions): Promise<OutboxMessage[]> => {
    const route: RouteDefinition = { method: 'GET', path: DEV_OUTBOX_PATH, auth: 'none', kind: 'json' };
    const url = `${baseUrl}${DEV_OUTBOX_PATH}?${new URLSearchParams({ email }).toString()}`;
    const answer = await send(route, url, { method: 'GET' }, options);
    const body = parseBody(answer);
    if (!answer.ok) {
      throw new ApiError({
        status: answer.status,
        code: 'http',
        message: readServerMessage(body, options?.fallback ?? MESSAGES.genericError),
        body,
      });
    }
    if (!Array.isArray(body)) {
      throw new ApiError({
        status: answer.status,
        code: 'invalid-response',
        message: MESSAGES.genericError,
        body,
      });
    }
    return body as OutboxMessage[];
  };
  client.getGradingPolicy = async (options?: CallOptions): Promise<GradingPolicy> => {
    const route: RouteDefinition = { method: 'GET', path: GRADING_POLICY_PATH, auth: 'none', kind: 'json' };
    const answer = await send(route, `${baseUrl}${GRADING_POLICY_PATH}`, { method: 'GET' }, options);
    const body = parseBody(answer) as Partial<GradingPolicy> | undefined;
    const valid =
      answer.ok &&
      body !== undefined &&
      COORDINATOR_GRADE_TYPES.every((type) => typeof body[type] === 'number' && body[type] > 0);
    if (!valid) {
      throw new ApiError({
        status: answer.status,
        code: answer.ok ? 'invalid-response' : 'http',
        message: readServerMessage(body, options?.fallback ?? MESSAGES.genericError),
        body,
      });
    }
    return { reports: body.reports!, inspection: body.inspection!, defense: body.defense! };
  };
  client.getLateEntryPolicy = async (options?: CallOptions): Promise<LateEntryPolicy> => {
    const route: RouteDefinition = {
      method: 'GET',
      path: LATE_ENTRY_POLICY_PATH,
      auth: 'none',
      kind: 'json',
    };
    const answer = await send(route, `${baseUrl}${LATE_ENTRY_POLICY_PATH}`, { method: 'GET' }, options);
    const body = parseBody(answer) as Partial<Record<keyof LateEntryPolicy, unknown>> | undefined;
    const whole = (value: unknown, least: number): value is number =>
      typeof value === 'number' && Number.isInteger(value) && value >= least;
    if (
      !answer.ok ||
      !whole(body?.lateAfterDays, 0) ||
      !whole(body?.burstWeeks, 1) ||
      !whole(body?.burstMinutes, 1)
    ) {
      throw new ApiError({
        status: answer.status,
        code: answer.ok ? 'invalid-response' : 'http',
        message: readServerMessage(body, options?.fallback ?? MESSAGES.genericError),
        body,
      });
    }
    return {
      lateAfterDays: body.lateAfterDays,
      burstWeeks: body.burstWeeks,
      burstMinutes: body.burstMinutes,
    };
  };
  client.getOtpTtlSeconds = async (options?: CallOptions): Promise<number> => {
    const route: RouteDefinition = { method: 'GET', path: OTP_POLICY_PATH, auth: 'none', kind: 'json' };
    const answer = await send(route, `${baseUrl}${OTP_POLICY_PATH}`, { method: 'GET' }, options);
    const body = parseBody(answer) as { ttlSeconds?: unknown } | undefined;
    const ttl = body?.ttlSeconds;
    if (!answer.ok || typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl <= 0) {
      throw new ApiError({
        status: answer.status,
        code: answer.ok ? 'invalid-response' : 'http',
        message: readServerMessage(body, options?.fallback ?? MESSAGES.genericError),
        body,
      });
    }
    return ttl;
  };
  client.downloadFile = async (path: string, fileName: string, options?: CallOptions): Promise<CsvFile> => {
    // Only files of this API carry a token; a form stored elsewhere (an absolute URL) is fetched plainly.
    const ours = path.startsWith('/');
    const route: RouteDefinition = {
      method: 'GET',
      path,
      auth: ours && options?.role ? 'any' : 'none',
      kind: 'csv',
    };
    const answer = await send(route, ours ? `${baseUrl}${path}` : path, { method: 'GET' }, options);
    if (!answer.ok) {
      const body = parseBody(answer);
      throw new ApiError({
        status: answer.status,
        code: 'http',
        message: readServerMessage(body, options?.fallback ?? MESSAGES.genericError),
        body,
      });
    }
    const blob = answer.blob ?? new Blob([answer.text]);
    return { fileName, blob, text: () => blob.text() };
  };
  return client as ApiClient;
}
