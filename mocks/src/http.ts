/**
 * The fake's request plumbing, read as the server reads a request: the path from the route
 * table (`{id}` becomes `:id`, never a literal of its own), the caller's session, the origin
 * check, the body (JSON only, or multipart for uploads), then the endpoint table's schemas; the
 * answer as JSON, as CSV for CSV routes, or the Response a resolver made.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  readAccessToken,
  routeHasBody,
  routes,
  SERVER_MESSAGES,
  type LoginType,
  type RouteDefinition,
  type RouteKey,
} from '@siwes/api';
import {
  checkInput,
  endpoints,
  jsonTooDeep,
  type BodyOutput,
  type InputSchema,
  type ParamsOutput,
  type QueryOutput,
  type ResponseOutput,
} from '@siwes/api/contract';
import type { FakeDb, Session } from './db.ts';

/** What a resolver receives, as the server's HandlerContext. */
export interface Context<K extends RouteKey> {
  db: FakeDb;
  request: Request;
  /** The caller's session; for public routes, whatever token was sent (if any). */
  session: Session | undefined;
  params: ParamsOutput<K>;
  query: QueryOutput<K>;
  body: BodyOutput<K>;
}

/** A resolver answers with the response body (sent as 200 JSON, or text/csv for CSV routes) or a Response. */
export type Resolver<K extends RouteKey> = (
  ctx: Context<K>,
) => ResponseOutput<K> | Response | Promise<ResponseOutput<K> | Response>;

export type Resolvers<Keys extends RouteKey> = { [K in Keys]: Resolver<K> };

/** A refusal: `{ message }`, with `errors` (each naming its field) when given. */
export function fail(status: number, message: string, errors?: string[]): Response {
  return HttpResponse.json(errors ? { message, errors } : { message }, { status });
}

/** Like the server: a 400 naming one field, for a rule's refusal. */
export function refuseField(refused: { field: string; problem: string }, prefix = ''): Response {
  return fail(400, refused.problem, [`${prefix}${refused.field}: ${refused.problem}`]);
}

export function bearerOf(request: Request): string | undefined {
  return /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim();
}

/** The token a request carries: its bearer token, else the access cookie. */
export function tokenOf(request: Request): string | undefined {
  return bearerOf(request) || readAccessToken(request.headers.get('cookie') ?? '') || undefined;
}

export function sessionOf(db: FakeDb, request: Request): Session | undefined {
  const token = tokenOf(request);
  return token ? db.sessions.get(token) : undefined;
}

function requireRole(session: Session | undefined, role: LoginType): Response | undefined {
  if (!session) return fail(401, SERVER_MESSAGES.notSignedIn);
  if (session.role !== role) return fail(403, SERVER_MESSAGES.forbidden);
  return undefined;
}

/** An MSW path for a route: `{id}` becomes `:id`, under a base (default `*`, any origin). */
export function mswPath(route: RouteDefinition, base = '*'): string {
  return `${base.replace(/\/+$/, '')}${route.path.replace(/\{(\w+)\}/g, ':$1')}`;
}

export function mswMethod(route: RouteDefinition) {
  return { GET: http.get, POST: http.post, PATCH: http.patch, DELETE: http.delete }[route.method];
}

/**
 * Paths with parameters would also match a sibling's fixed path (GET students/{id} matches
 * students/download): such requests belong to the sibling's handler.
 */
export function shadowedByFixedRoute(route: RouteDefinition, pathname: string): boolean {
  if (!route.path.includes('{')) return false;
  return Object.values(routes).some(
    (other: RouteDefinition) =>
      other !== route &&
      other.method === route.method &&
      !other.path.includes('{') &&
      pathname.endsWith(other.path),
  );
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Like the server: a state-changing call from a page of another origin is refused. */
function foreignOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  return origin !== null && STATE_CHANGING.has(request.method) && origin !== new URL(request.url).origin;
}

type Body = { ok: true; value: unknown } | { ok: false; response: Response };

/** The body as the server reads it: JSON only for JSON calls (415 otherwise), never too deep. */
async function readBody(route: RouteDefinition, request: Request): Promise<Body> {
  if (!routeHasBody(route)) return { ok: true, value: undefined };
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() || undefined;
  const refuse = (status: number, message: string, errors?: string[]): Body => ({
    ok: false,
    response: fail(status, message, errors),
  });
  if (route.kind === 'multipart') {
    if (type !== 'multipart/form-data') return refuse(415, SERVER_MESSAGES.multipartOnly);
    try {
      return { ok: true, value: Object.fromEntries((await request.formData()).entries()) };
    } catch {
      return refuse(400, SERVER_MESSAGES.invalidRequest, ['The form data could not be read.']);
    }
  }
  if (type !== undefined && type !== 'application/json') return refuse(415, SERVER_MESSAGES.jsonOnly);
  const text = await request.text();
  if (text.trim() === '') return { ok: true, value: {} };
  if (type === undefined) return refuse(415, SERVER_MESSAGES.jsonOnly);
  if (jsonTooDeep(text)) return refuse(400, SERVER_MESSAGES.invalidRequest, [SERVER_MESSAGES.tooDeep]);
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return refuse(400, SERVER_MESSAGES.invalidJson);
  }
}

/** The answer of a resolver's result: a CSV file for CSV routes, else JSON with the route's status. */
function answer(key: RouteKey, result: unknown): Response {
  const route: RouteDefinition = routes[key];
  if (route.kind === 'csv') {
    return new HttpResponse(String(result), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${route.fileName ?? `${key}.csv`}"`,
      },
    });
  }
  return HttpResponse.json(result as JsonBodyType, {
    status: (endpoints[key] as { status?: number }).status ?? 200,
  });
}

/** One request to a route: checked as the server checks it, then its resolver's answer. */
export async function handle<K extends RouteKey>(
  key: K,
  resolver: Resolver<K>,
  db: FakeDb,
  request: Request,
  rawParams: Record<string, unknown>,
): Promise<Response> {
  const route: RouteDefinition = routes[key];
  const def = endpoints[key] as { params?: InputSchema; query?: InputSchema; body?: InputSchema };
  if (foreignOrigin(request)) return fail(403, SERVER_MESSAGES.foreignOrigin);
  const session = sessionOf(db, request);
  if (route.auth !== 'none' && route.auth !== 'any') {
    const refused = requireRole(session, route.auth);
    if (refused) return refused;
  }
  const params = checkInput(def.params, rawParams, 'path');
  if (!params.ok) return fail(400, SERVER_MESSAGES.invalidRequest, params.errors);
  const query = checkInput(def.query, Object.fromEntries(new URL(request.url).searchParams), 'query');
  if (!query.ok) return fail(400, SERVER_MESSAGES.invalidRequest, query.errors);
  const raw = await readBody(route, request);
  if (!raw.ok) return raw.response;
  const body = checkInput(def.body, raw.value, 'body');
  if (!body.ok) return fail(400, SERVER_MESSAGES.invalidRequest, body.errors);
  const result = await resolver({
    db,
    request,
    session,
    params: params.data as ParamsOutput<K>,
    query: query.data as QueryOutput<K>,
    body: body.data as BodyOutput<K>,
  });
  return result instanceof Response ? result : answer(key, result);
}
