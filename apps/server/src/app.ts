/**
 * The Hono app: the contract's route table mounted with its validation, the routes outside the
 * contract (routes/outsideContract.ts), security headers, compression, JSON errors and the built
 * portal.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, setCookie } from 'hono/cookie';
import {
  CONTACT_FILE,
  routeHasBody,
  routeKeys,
  routes,
  type RouteDefinition,
  type RouteKey,
} from '@siwes/api';
import { AUDITED_CALLS } from '@siwes/api/rules';
import { checkInput, endpoints, jsonTooDeep, type InputSchema } from '@siwes/api/contract';
import { clientAddress, hostAllowed, originAllowed, requestHost } from './addressing.ts';
import { MAX_FORM_BYTES } from './config.ts';
import { HEALTH_PATH } from './health.ts';
import type { Deps, HandlerContext, Resolver, Resolvers } from './context.ts';
import { Created, HttpFailure, fail } from './http.ts';
import { SERVER_MESSAGES } from './messages.ts';
import type { Session } from './auth/tokens.ts';
import {
  checkSessionInStatement,
  claimedSessionFor,
  SessionCheck,
  sessionFor,
} from './auth/requestSession.ts';
import { authResolvers } from './routes/auth.ts';
import { studentResolvers } from './routes/student.ts';
import { supervisorResolvers } from './routes/supervisor.ts';
import { coordinatorResolvers } from './routes/coordinator.ts';
import { signoffResolvers } from './routes/signoff.ts';
import { notificationResolvers } from './routes/notifications.ts';
import { atRiskResolvers } from './routes/atRisk.ts';
import { mountOutsideContract } from './routes/outsideContract.ts';
import { compression } from './compression.ts';
import { AuditTrail, audited, MAY_WRITE_NOTHING, type Actor } from './services/audit.ts';
import { servePortal } from './static.ts';
import { cohortChanged } from './services/dashboardCache.ts';

const resolvers: Resolvers<RouteKey> = {
  ...authResolvers,
  ...studentResolvers,
  ...supervisorResolvers,
  ...coordinatorResolvers,
  ...signoffResolvers,
  ...notificationResolvers,
  ...atRiskResolvers,
};

/**
 * The largest JSON body a call takes. The contract bounds every field (FIELD_LIMITS); these
 * bound the bytes read before the fields are checked, with room for JSON's escapes (up to six
 * bytes a character). A weekly report holds five days of up to 5,000 characters each; a
 * signing, an image of up to 1 MB as base64 (the rule refuses over 1 MB, naming the field; past
 * this limit the answer is 413 with the same sentence).
 */
export const JSON_BODY_LIMIT = 64 * 1024;
export const BODY_LIMITS: Partial<Record<RouteKey, number>> = {
  submitWeeklyReport: 192 * 1024,
  signWeek: 3 * 1024 * 1024,
};
/** What a body over its limit is told, when more than "too large" can be said. */
const TOO_LARGE: Partial<Record<RouteKey, { message: string; errors: string[] }>> = {
  signWeek: { message: SERVER_MESSAGES.imageTooLarge, errors: [`image: ${SERVER_MESSAGES.imageTooLarge}`] },
};

function validate(schema: InputSchema | undefined, value: unknown, where: string): unknown {
  const checked = checkInput(schema, value, where);
  if (!checked.ok) fail(400, SERVER_MESSAGES.invalidRequest, { errors: checked.errors });
  return checked.data;
}

/** A media type without its parameters, lower case (`application/json; charset=utf-8` gives `application/json`). */
function mediaType(c: Context): string | undefined {
  return c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() || undefined;
}

async function readBody(c: Context, route: RouteDefinition): Promise<unknown> {
  if (!routeHasBody(route)) return undefined;
  const type = mediaType(c);
  if (route.kind === 'multipart') {
    if (type !== 'multipart/form-data') fail(415, SERVER_MESSAGES.multipartOnly);
    try {
      const form = await c.req.raw.formData();
      return Object.fromEntries(form.entries());
    } catch {
      fail(400, SERVER_MESSAGES.invalidRequest, { errors: ['The form data could not be read.'] });
    }
  }
  // JSON only, so that no cross-site HTML form (text/plain, urlencoded, multipart) is read.
  if (type !== undefined && type !== 'application/json') fail(415, SERVER_MESSAGES.jsonOnly);
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (type === undefined) fail(415, SERVER_MESSAGES.jsonOnly);
  if (jsonTooDeep(text)) fail(400, SERVER_MESSAGES.invalidRequest, { errors: [SERVER_MESSAGES.tooDeep] });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail(400, SERVER_MESSAGES.invalidJson);
  }
}

/** Who makes a call: the session's account and role, or anonymous. */
function actorOf(session: Session | undefined, address: string): Actor {
  return session
    ? { id: session.userId, role: session.role, address }
    : { id: null, role: 'anonymous', address };
}

/**
 * After an audited call succeeded. A service writes through `audited`, whose rows commit with
 * its change; a call that wrote nothing (logging out without a session) still leaves its row,
 * appended here. Any other call that ends without `audited` wrote outside its trail: tests and
 * development refuse that loudly (audit.test.ts calls every write route).
 */
async function closeTrail(deps: Deps, trail: AuditTrail): Promise<void> {
  if (trail.transactions > 0) return;
  if (!MAY_WRITE_NOTHING.has(trail.action) && deps.config.env !== 'production') {
    throw new Error(`${trail.action} answered without writing through audited()`);
  }
  await audited({ db: deps.db, audit: trail }, async () => undefined);
}

function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function mount(app: Hono, deps: Deps, key: RouteKey, answer: JsonAnswer) {
  const route: RouteDefinition = routes[key];
  const def = endpoints[key] as { params?: InputSchema; query?: InputSchema; body?: InputSchema };
  const resolver = resolvers[key] as Resolver<RouteKey>;
  // Only calls that take a body get the size limit: it reads the raw request, which on Node
  // turns the light request object into a full one, a cost every GET would pay for nothing.
  const limit = !routeHasBody(route)
    ? undefined
    : route.kind === 'multipart'
      ? bodyLimit({
          maxSize: MAX_FORM_BYTES + 256 * 1024,
          onError: () => fail(413, SERVER_MESSAGES.fileTooLarge(MAX_FORM_BYTES / 1024 / 1024)),
        })
      : bodyLimit({
          maxSize: BODY_LIMITS[key] ?? JSON_BODY_LIMIT,
          onError: () => {
            const said = TOO_LARGE[key];
            return fail(413, said?.message ?? SERVER_MESSAGES.tooLarge, said && { errors: said.errors });
          },
        });

  // On PostgreSQL the hottest reads check their session in their own statement (SessionCheck):
  // one round trip instead of two. Reads only: nothing may run for a session not yet checked.
  const audits = key in AUDITED_CALLS;
  const checksSessionItself = deps.engine === 'postgres' && checkSessionInStatement.has(key);
  if (checksSessionItself && route.method !== 'GET')
    throw new Error(`${key} writes: its session is checked first`);

  const resolve = async (
    c: Context,
    session: Session | undefined,
    sessionCheck: SessionCheck | undefined,
  ) => {
    const params = validate(def.params, c.req.param(), 'path');
    const query = validate(def.query, c.req.query(), 'query');
    const raw = await readBody(c, route);
    const body = validate(def.body, raw, 'body');
    let setsCookies = false;
    const now = deps.config.now();
    const address = clientAddress(c, deps.config.trustProxy);
    const trail = audits ? new AuditTrail(key, actorOf(session, address), now) : undefined;
    const ctx: HandlerContext<RouteKey> = {
      deps: trail ? { ...deps, audit: trail } : deps,
      c,
      session,
      sessionCheck,
      params: params as never,
      query: query as never,
      body: body as never,
      raw,
      now,
      address,
      cookies: {
        set(name, value, options) {
          setCookie(c, name, value, options);
          setsCookies = true;
        },
        clear(name, options) {
          deleteCookie(c, name, options);
          setsCookies = true;
        },
      },
    };
    // A change (any call but a GET) drops the dashboard kept for every coordinator, even one
    // that failed halfway (services/dashboardCache.ts).
    const result =
      route.method === 'GET' ? await resolver(ctx) : await resolver(ctx).finally(() => cohortChanged(deps));
    if (trail) await closeTrail(deps, trail);
    if (result instanceof Response) return result;
    // Cookies live on Hono's context, which c.json carries over; everything else is built whole.
    const json = (body: unknown, status?: 201) =>
      setsCookies ? c.json(body as object, status) : answer(body, status);
    if (result instanceof Created) return json(result.body, 201);
    if (route.kind === 'csv') {
      return c.body(String(result), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${route.fileName ?? `${key}.csv`}"`,
      });
    }
    return json(result);
  };
  const handle = async (c: Context) => {
    const role = route.auth === 'none' || route.auth === 'any' ? undefined : route.auth;
    const session = !role
      ? undefined
      : checksSessionItself
        ? await claimedSessionFor(c, deps, role)
        : await sessionFor(c, deps, role);
    const sessionCheck = checksSessionItself && session ? new SessionCheck(session, deps) : undefined;
    const result = await resolve(c, session, sessionCheck).catch(async (error: unknown) => {
      // A refusal for a session that has ended is the 401 any other route gives first.
      await sessionCheck?.settle();
      throw error;
    });
    await sessionCheck?.settle();
    return result;
  };
  if (limit) app.on(route.method, honoPath(route.path), limit, handle);
  else app.on(route.method, honoPath(route.path), handle);
}

/** The headers every answer carries (HSTS in production only). */
function securityHeaderValues(production: boolean): Record<string, string> {
  return {
    'Content-Security-Policy':
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(production && { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }),
  };
}

/**
 * JSON answers of /api, built with their headers as one plain object: the Node adapter writes
 * those straight out, where setting them one by one on a Headers object afterwards costs about
 * as much as a small database read. Answers built here skip the security middleware.
 */
function jsonAnswers(production: boolean) {
  const security = Object.entries(securityHeaderValues(production));
  const headers = {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    ...Object.fromEntries(security),
  };
  const built = new WeakSet<Response>();
  return {
    answer(body: unknown, status = 200, extra?: Record<string, string>): Response {
      const response = new Response(JSON.stringify(body), {
        status,
        headers: extra ? { ...headers, ...extra } : headers,
      });
      built.add(response);
      return response;
    },
    /** Sets the security headers on every other answer (files, CSV, downloads, Hono's own). */
    middleware: async (c: Context, next: () => Promise<void>) => {
      await next();
      if (built.has(c.res)) return;
      const h = c.res.headers;
      for (const [name, value] of security) h.set(name, value);
      if (c.req.path.startsWith('/api/')) h.set('Cache-Control', 'no-store');
    },
  };
}

type JsonAnswer = ReturnType<typeof jsonAnswers>['answer'];

export function createApp(deps: Deps): Hono {
  const app = new Hono();
  const production = deps.config.env === 'production';
  const json = jsonAnswers(production);
  // Outermost, so it compresses answers whose headers are complete.
  app.use('*', compression);
  app.use('*', json.middleware);
  // Before anything is read: a DNS-rebinding page addresses the server by its own name.
  app.use('*', async (c, next) => {
    if (c.req.path !== HEALTH_PATH && !hostAllowed(requestHost(c), deps.config)) {
      fail(421, SERVER_MESSAGES.foreignHost);
    }
    await next();
  });
  app.use('/api/*', async (c, next) => {
    if (!originAllowed(c, deps.config)) fail(403, SERVER_MESSAGES.foreignOrigin);
    await next();
  });

  // Fixed paths first, so /students/download is never taken for /students/{id}.
  const ordered = [...routeKeys].sort(
    (a, b) => Number(routes[a].path.includes('{')) - Number(routes[b].path.includes('{')),
  );
  for (const key of ordered) mount(app, deps, key, json.answer);

  mountOutsideContract(app, deps, json.answer);

  app.all('/api/*', () => fail(404, SERVER_MESSAGES.notFound));
  // The deployer's contact file (SIWES_CONTACT_FILE) in place of the built portal's demo copy.
  const { contactJson } = deps.config;
  if (contactJson) {
    app.get(`/${CONTACT_FILE}`, (c) =>
      c.body(contactJson, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' }),
    );
  }
  app.get('*', (c) => servePortal(c, deps.config.portalDir));

  app.notFound((c) => c.json({ message: SERVER_MESSAGES.notFound }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpFailure) {
      return json.answer(error.body(), error.status, error.headers);
    }
    // A path or query whose percent-encoding is not UTF-8 (`%E0%A4%A`) cannot be read.
    if (error instanceof URIError) {
      return json.answer(
        { message: SERVER_MESSAGES.invalidRequest, errors: ['path: ' + error.message] },
        400,
      );
    }
    deps.config.logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return json.answer({ message: SERVER_MESSAGES.internal }, 500);
  });
  return app;
}
