/**
 * The fake's handlers, mounted as the server's app mounts its routes: every resolver of
 * routes/*.ts on its route table path, then the files behind forms, the grading policy and the
 * development outbox.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  DEV_OUTBOX_PATH,
  FORMS_PATH,
  GRADE_MAXIMA,
  GRADING_POLICY_PATH,
  OTP_POLICY_PATH,
  LATE_ENTRY_POLICY,
  LATE_ENTRY_POLICY_PATH,
  OTP_TTL_SECONDS,
  routeKeys,
  routes,
  SERVER_MESSAGES,
  type RouteAuth,
  type RouteDefinition,
  type RouteKey,
} from '@siwes/api';
import { sameEmail } from '@siwes/api/rules';
import type { FakeDb } from './db.ts';
import {
  fail,
  handle,
  mswMethod,
  mswPath,
  sessionOf,
  shadowedByFixedRoute,
  type Resolver,
  type Resolvers,
} from './http.ts';
import { authResolvers } from './routes/auth.ts';
import { coordinatorResolvers, downloadForm } from './routes/coordinator.ts';
import { studentResolvers } from './routes/student.ts';
import { atRiskResolvers } from './routes/atRisk.ts';
import { signoffResolvers } from './routes/signoff.ts';
import { supervisorResolvers } from './routes/supervisor.ts';
import {
  coordinatorNotificationResolvers,
  studentNotificationResolvers,
  supervisorNotificationResolvers,
  unsubscribeResolvers,
} from './routes/notifications.ts';

/** The route file that answers a route, by whose token the route table says it carries. */
const ROUTE_FILES: Record<RouteAuth, Partial<Resolvers<RouteKey>>> = {
  none: { ...authResolvers, ...signoffResolvers, ...unsubscribeResolvers },
  any: authResolvers,
  student: { ...studentResolvers, ...studentNotificationResolvers },
  supervisor: { ...supervisorResolvers, ...supervisorNotificationResolvers },
  coordinator: { ...coordinatorResolvers, ...coordinatorNotificationResolvers, ...atRiskResolvers },
};

function resolverOf(key: RouteKey): Resolver<RouteKey> {
  const resolver = ROUTE_FILES[routes[key].auth][key];
  // Each route file's type holds every key of its role (RouteKeysOf): this throws only if that changes.
  if (!resolver) throw new Error(`no handler for ${key}`);
  return resolver as Resolver<RouteKey>;
}

export interface HandlerOptions {
  /** Where the API is served, e.g. `http://localhost:3000`; default any origin. */
  baseUrl?: string;
}

/**
 * The fake's handlers over the database `getDb` returns at request time: fixed paths first,
 * so `students/download` is never taken for `students/{id}`.
 */
export function createHandlers(getDb: () => FakeDb, options: HandlerOptions = {}): HttpHandler[] {
  const base = options.baseUrl ?? '*';
  const under = (path: string) => `${base.replace(/\/+$/, '')}${path}`;
  const ordered = [...routeKeys].sort(
    (a, b) => Number(routes[a].path.includes('{')) - Number(routes[b].path.includes('{')),
  );
  const handlers = ordered.map((key) => {
    const route: RouteDefinition = routes[key];
    const resolver = resolverOf(key);
    return mswMethod(route)(mswPath(route, base), async ({ request, params }) => {
      if (shadowedByFixedRoute(route, new URL(request.url).pathname)) return undefined;
      return handle(key, resolver, getDb(), request, params);
    });
  });
  handlers.push(
    // For supervisors and coordinators, as on the server.
    http.get(under(`${FORMS_PATH}/:publicId`), ({ request, params }) => {
      const db = getDb();
      const session = sessionOf(db, request);
      if (!session) return fail(401, SERVER_MESSAGES.notSignedIn);
      if (session.role === 'student') return fail(403, SERVER_MESSAGES.forbidden);
      return downloadForm(db, String(params.publicId));
    }),
    http.get(under(GRADING_POLICY_PATH), () => HttpResponse.json({ ...GRADE_MAXIMA })),
    http.get(under(OTP_POLICY_PATH), () => HttpResponse.json({ ttlSeconds: OTP_TTL_SECONDS })),
    http.get(under(LATE_ENTRY_POLICY_PATH), () => HttpResponse.json({ ...LATE_ENTRY_POLICY })),
    http.get(under(DEV_OUTBOX_PATH), ({ request }) => {
      const email = new URL(request.url).searchParams.get('email');
      if (!email) return fail(400, SERVER_MESSAGES.emailRequired);
      return HttpResponse.json(
        getDb()
          .outbox.filter((m) => sameEmail(m.to, email))
          .reverse(),
      );
    }),
  );
  return handlers;
}
