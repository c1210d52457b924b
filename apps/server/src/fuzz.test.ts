/**
 * Bad input, generated: every route of the contract, called as its own role so the input is
 * read, with bodies, queries and path parameters made of what broke the server before (NUL,
 * lone surrogates, deep nesting, objects where strings belong, malformed percent-encoding,
 * other content types). No answer may be a 5xx, and nothing may be logged as a failure. On
 * SQLite and PostgreSQL; bounded to a few hundred calls per engine (well under a minute).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKeys, routes, type LoginType, type RouteDefinition, type RouteKey } from '@siwes/api';
import { endpoints } from '@siwes/api/contract';
import type { Logger } from './config.ts';
import { clientFor, DEMO_ACCOUNTS, engines, startTestServer, type TestServer } from './testing/harness.ts';

/** Calls per route per engine: 46 routes, so about 500 calls an engine. */
const RUNS = 11;

const badText = fc.oneof(
  fc.constantFrom(
    'abc\u0000',
    '\u0000',
    'x\ud800',
    '\udc00y',
    '%00',
    '%',
    "'; drop table users; --",
    '"',
    '\\',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`),
  fc.integer({ min: 300, max: 3_000 }).map((n) => 'x'.repeat(n)),
);

/** Nested arrays and objects, up to 60 deep: deeper than the server reads. */
const deep = fc
  .integer({ min: 20, max: 60 })
  .chain((depth) =>
    fc.constantFrom<unknown>(
      JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`),
      JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
    ),
  );

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badText,
  deep,
  fc.constantFrom<unknown>({ toString: 1 }, { valueOf: 'x' }, [], {}, null, true, -1, 1e308, 0.5),
  fc.array(badText, { maxLength: 3 }),
  fc.dictionary(badText, badText, { maxKeys: 3 }),
);

function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** A body with the route's own field names (so the values reach their checks) holding bad values. */
function badBody(key: RouteKey): fc.Arbitrary<string> {
  const fields = fieldsOf((endpoints[key] as { body?: unknown }).body);
  const record =
    fields.length > 0
      ? fc.record(Object.fromEntries(fields.map((f) => [f, badValue])), { requiredKeys: [] })
      : fc.dictionary(badText, badValue, { maxKeys: 3 });
  return fc.oneof(
    record.map((value) => JSON.stringify(value)),
    badValue.map((value) => JSON.stringify(value) ?? 'null'),
    fc.constantFrom('{"email":', '[', '\u0000', '{"a":"\\ud800"}', `{"firstName":${'['.repeat(5000)}`),
  );
}

const rawQueryValue = fc.oneof(
  badText.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))),
  fc.constantFrom('%E0%A4%A', '%', '%00', '%ED%A0%80', '%FF', 'a%20b%2'),
);

interface Call {
  path: string;
  init: RequestInit;
}

function badCall(key: RouteKey, token: string | undefined): fc.Arbitrary<Call> {
  const route: RouteDefinition = routes[key];
  const names = route.query ?? [];
  const params = route.path.match(/\{(\w+)\}/g) ?? [];
  return fc
    .record({
      params: fc.array(rawQueryValue, { minLength: params.length, maxLength: params.length }),
      query: fc.array(rawQueryValue, { minLength: names.length, maxLength: names.length }),
      body: badBody(key),
      type: fc.constantFrom(
        'application/json',
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        '',
      ),
    })
    .map(({ params: values, query, body, type }) => {
      let path = route.path;
      params.forEach((param, i) => {
        path = path.replace(param, values[i] || 'x');
      });
      const search = names.map((name, i) => `${name}=${query[i] ?? ''}`).join('&');
      const headers: Record<string, string> = {};
      if (token) headers.Authorization = `Bearer ${token}`;
      if (type) headers['Content-Type'] = type;
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      return {
        path: search ? `${path}?${search}` : path,
        init: { method: route.method, headers, ...(withBody && { body }) },
      };
    });
}

for (const engine of engines) {
  describe(`generated bad input on ${engine}`, () => {
    let server: TestServer;
    const logged: string[] = [];
    const tokens: Partial<Record<LoginType, string>> = {};
    const logger: Logger = {
      info: () => {},
      error: (message, error) => logged.push(`${message} ${String(error)}`),
    };

    beforeAll(async () => {
      server = await startTestServer(engine, { logger });
      const { signIn } = clientFor(server.url);
      for (const account of [DEMO_ACCOUNTS.student, DEMO_ACCOUNTS.supervisor, DEMO_ACCOUNTS.coordinator]) {
        tokens[account.type] = (await signIn(account)).tokens.accessToken;
      }
    });
    afterAll(() => server.stop());

    it('answers every route without a 5xx and logs no failure', { timeout: 60_000 }, async () => {
      const seen = new Map<number, number>();
      for (const key of routeKeys) {
        const route: RouteDefinition = routes[key];
        // Logout takes no body and would end the session the other calls use.
        const token = route.auth === 'none' || route.auth === 'any' ? undefined : tokens[route.auth];
        await fc.assert(
          fc.asyncProperty(badCall(key, token), async ({ path, init }) => {
            const response = await fetch(`${server.url}${path}`, init);
            await response.arrayBuffer();
            seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
            expect(response.status, `${key}: ${init.method} ${path}`).toBeLessThan(500);
          }),
          { numRuns: RUNS },
        );
      }
      expect(logged).toEqual([]);
      // The calls reached the checks: many answers are 400s naming fields, some 415s. About 150 of
      // the 506 calls are 400s (145 to 158 in six runs; one CI run saw 128, which the bound of
      // 3 a route had failed): at 2 a route, only a server that stopped checking falls below it.
      expect(seen.get(400) ?? 0).toBeGreaterThan(routeKeys.length * 2);
      expect(seen.get(415) ?? 0).toBeGreaterThan(0);
    });
  });
}
