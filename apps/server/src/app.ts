/**
 * The Hono app: the contract's route table mounted with its validation, plus the development
 * outbox, form downloads, security headers, compression, JSON errors and the built portal.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, setCookie } from 'hono/cookie';
import { getConnInfo } from '@hono/node-server/conninfo';
import {
  DEV_OUTBOX_PATH,
  routeHasBody,
  routeKeys,
  routes,
  type RouteDefinition,
  type RouteKey,
} from '@siwes/api';
import { endpoints } from '@siwes/api/contract';
import { MAX_FORM_BYTES } from './config.ts';
import type { Deps, HandlerContext, Resolver, Resolvers } from './context.ts';
import { Created, HttpFailure, fail } from './http.ts';
import { SERVER_MESSAGES } from './messages.ts';
import type { Session } from './auth/tokens.ts';
import { sessionFor } from './auth/requestSession.ts';
import { readOutbox } from './services/mail.ts';
import { authResolvers } from './routes/auth.ts';
import { studentResolvers } from './routes/student.ts';
import { supervisorResolvers } from './routes/supervisor.ts';
import { coordinatorResolvers, downloadForm } from './routes/coordinator.ts';
import { compression } from './compression.ts';
import { servePortal } from './static.ts';

const resolvers: Resolvers<RouteKey> = {
  ...authResolvers,
  ...studentResolvers,
  ...supervisorResolvers,
  ...coordinatorResolvers,
};

export const JSON_BODY_LIMIT = 1024 * 1024;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}
interface Parser {
  safeParse(
    value: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: Issue[] } };
}

function issuesOf(error: { issues: Issue[] }): string[] {
  return error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message,
  );
}

function validate(schema: Parser | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) {
    fail(400, SERVER_MESSAGES.invalidRequest, {
      errors: issuesOf(result.error).map((e) => (where === 'body' ? e : `${where} ${e}`)),
    });
  }
  return result.data;
}

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

async function readBody(c: Context, route: RouteDefinition): Promise<unknown> {
  if (!routeHasBody(route)) return undefined;
  if (route.kind === 'multipart') {
    try {
      const form = await c.req.raw.formData();
      return Object.fromEntries(form.entries());
    } catch {
      fail(400, SERVER_MESSAGES.invalidRequest, { errors: ['The form data could not be read.'] });
    }
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail(400, SERVER_MESSAGES.invalidJson);
  }
}

function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function mount(app: Hono, deps: Deps, key: RouteKey, answer: JsonAnswer) {
  const route: RouteDefinition = routes[key];
  const def = endpoints[key] as { params?: Parser; query?: Parser; body?: Parser };
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
      : bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: () => fail(413, SERVER_MESSAGES.tooLarge) });

  const handle = async (c: Context) => {
    const session =
      route.auth === 'none' || route.auth === 'any' ? undefined : await sessionFor(c, deps, route.auth);
    const params = validate(def.params, c.req.param(), 'path');
    const query = validate(def.query, c.req.query(), 'query');
    const raw = await readBody(c, route);
    const body = validate(def.body, raw, 'body');
    let setsCookies = false;
    const ctx: HandlerContext<RouteKey> = {
      deps,
      c,
      session,
      params: params as never,
      query: query as never,
      body: body as never,
      raw,
      now: deps.config.now(),
      address: clientAddress(c, deps.config.trustProxy),
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
    const result = await resolver(ctx);
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

  // Fixed paths first, so /students/download is never taken for /students/{id}.
  const ordered = [...routeKeys].sort(
    (a, b) => Number(routes[a].path.includes('{')) - Number(routes[b].path.includes('{')),
  );
  for (const key of ordered) mount(app, deps, key, json.answer);

  if (!production) {
    app.get(DEV_OUTBOX_PATH, async (c) => {
      const email = c.req.query('email');
      if (!email) fail(400, SERVER_MESSAGES.emailRequired);
      return c.json(await readOutbox(deps.db, email));
    });
  }

  // Not one of the 46 calls: the file behind a form's pathToFile, for supervisors and coordinators.
  app.get('/api/forms/:publicId', async (c) => {
    let session: Session | undefined;
    for (const role of ['coordinator', 'supervisor'] as const) {
      session = await sessionFor(c, deps, role).catch((error: unknown) => {
        if (error instanceof HttpFailure && error.status === 403) return undefined;
        throw error;
      });
      if (session) break;
    }
    if (!session) fail(403, SERVER_MESSAGES.forbidden);
    return downloadForm(deps, c.req.param('publicId'));
  });

  app.all('/api/*', () => fail(404, SERVER_MESSAGES.notFound));
  app.get('*', (c) => servePortal(c, deps.config.portalDir));

  app.notFound((c) => c.json({ message: SERVER_MESSAGES.notFound }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpFailure) {
      return json.answer(error.body(), error.status, error.headers);
    }
    deps.config.logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return json.answer({ message: SERVER_MESSAGES.internal }, 500);
  });
  return app;
}
