/**
 * One-line scenarios for stories and tests, each an MSW handler for one route of the table.
 * Put them before the fake's handlers (`msw.use(...)`, `server.use(...)`) so they win.
 *
 * @example failWith('getStudentDetails', 500, { message: 'Boom' })
 * @example failWith('login', 401, { errors: 'Invalid credentials' })
 * @example emptyList('listStudents')
 * @example loadForever('listStudents')
 */
import { delay, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { routes, type RouteDefinition, type RouteKey } from '@siwes/api';
import type { ResponseOutput } from '@siwes/api/contract';
import { mswMethod, mswPath, shadowedByFixedRoute } from './http.ts';

export interface ScenarioOptions {
  /** Where the API is served; default any origin. */
  baseUrl?: string;
  /**
   * Answer only the first matching request, then let the fake answer again. For a failure a
   * story then retries, prefer `until`: in the browser the mock worker may hand the handlers a
   * request an earlier story made and dropped, which uses `once` up.
   */
  once?: boolean;
  /** Answer as the scenario says until `outage.end()`, then let the fake answer again. */
  until?: Outage;
}

/**
 * A server that is down until told it is back: a scenario given `{ until: outage }` answers as it
 * says until `outage.end()`, then the fake answers. A story's error state that the user retries:
 * the play function ends the outage, then presses Try again.
 *
 * @example
 * const recordsDown = new Outage();
 * export const Error: Story = {
 *   beforeEach({ msw }) { msw.use(failWith('getStudent', 503, {}, { until: recordsDown.begin() })); },
 *   play: async () => { …; recordsDown.end(); await userEvent.click(tryAgain); … },
 * };
 */
export class Outage {
  #over = false;

  /** Down (again): call it where the scenario is set up, so a story run twice starts down. */
  begin(): this {
    this.#over = false;
    return this;
  }

  /** Back up: from now on the fake answers. */
  end(): void {
    this.#over = true;
  }

  get over(): boolean {
    return this.#over;
  }
}

/** An error body as spec section 8 reads it: `errors`, else `message`. */
export type ErrorBody = { errors: unknown; message?: string } | { message: string } | Record<string, never>;

function handlerFor(
  key: RouteKey,
  resolve: () => Response | Promise<Response>,
  options: ScenarioOptions = {},
): HttpHandler {
  const route: RouteDefinition = routes[key];
  return mswMethod(route)(
    mswPath(route, options.baseUrl),
    ({ request }) =>
      options.until?.over || shadowedByFixedRoute(route, new URL(request.url).pathname)
        ? undefined
        : resolve(),
    { once: options.once ?? false },
  );
}

/** The route answers with this status and error body. */
export function failWith(
  key: RouteKey,
  status: number,
  body: ErrorBody = {},
  options?: ScenarioOptions,
): HttpHandler {
  return handlerFor(key, () => HttpResponse.json(body as JsonBodyType, { status }), options);
}

/**
 * The route refuses with 429 and says how long to wait, in its body's message and in
 * `Retry-After`, as the server does ("Please wait N seconds").
 */
export function tooSoon(
  key: RouteKey,
  seconds: number,
  message: string,
  options?: ScenarioOptions,
): HttpHandler {
  return handlerFor(
    key,
    () => HttpResponse.json({ message }, { status: 429, headers: { 'Retry-After': String(seconds) } }),
    options,
  );
}

/** The route's request never reaches a server (a network error). */
export function networkError(key: RouteKey, options?: ScenarioOptions): HttpHandler {
  return handlerFor(key, () => HttpResponse.error(), options);
}

/** The route never answers: the screen stays loading. */
export function loadForever(key: RouteKey, options?: ScenarioOptions): HttpHandler {
  return handlerFor(
    key,
    async () => {
      await delay('infinite');
      return HttpResponse.json({});
    },
    options,
  );
}

/** The route answers after `ms` milliseconds with what `then` gives. */
export function respondAfter(
  key: RouteKey,
  ms: number,
  then: () => Response | Promise<Response>,
  options?: ScenarioOptions,
): HttpHandler {
  return handlerFor(
    key,
    async () => {
      await delay(ms);
      return then();
    },
    options,
  );
}

/** The route answers with this body (typed by the contract). */
export function respondWith<K extends RouteKey>(
  key: K,
  body: ResponseOutput<K>,
  options?: ScenarioOptions,
): HttpHandler {
  const route: RouteDefinition = routes[key];
  return handlerFor(
    key,
    () =>
      route.kind === 'csv'
        ? new HttpResponse(String(body), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } })
        : HttpResponse.json(body as JsonBodyType),
    options,
  );
}

/** The empty answer of every route that lists things. */
export const EMPTY_LISTS = {
  listStudents: { students: [], totalStudents: 0 },
  searchStudents: [],
  listSupervisors: [],
  listSupervisorForms: [],
  listCoordinatorForms: [],
  listInspectionStudents: [],
  listDefenseStudents: [],
  getWeeklyReports: { reports: [] },
  getWeeklyReportScores: { data: [], totalStudents: 0 },
  getStudentsAtRisk: { data: [], totalStudents: 0 },
  getUndeliveredMail: { data: [], total: 0 },
} as const satisfies { [K in RouteKey]?: ResponseOutput<K> };

export type ListRouteKey = keyof typeof EMPTY_LISTS;

/** The route answers with an empty list. */
export function emptyList(key: ListRouteKey, options?: ScenarioOptions): HttpHandler {
  return respondWith(key, EMPTY_LISTS[key] as ResponseOutput<typeof key>, options);
}
