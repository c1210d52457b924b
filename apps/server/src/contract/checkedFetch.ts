/**
 * A fetch that checks every successful JSON answer against the contract's response schema for
 * its route, and records any mismatch (a missing field, a wrong type, or a field the schema
 * does not know). Suites assert the record is empty after each test.
 */
import { isDeepStrictEqual } from 'node:util';
import { routeKeys, routes, type RouteDefinition, type RouteKey } from '@siwes/api';
import { endpoints } from '@siwes/api/contract';

const matchers = [...routeKeys]
  .sort((a, b) => Number(routes[a].path.includes('{')) - Number(routes[b].path.includes('{')))
  .map((key) => {
    const route: RouteDefinition = routes[key];
    const pattern = new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/]+')}$`);
    return { key, route, pattern };
  });

export function routeOf(method: string, pathname: string): RouteKey | undefined {
  return matchers.find((m) => m.route.method === method && m.pattern.test(pathname))?.key;
}

export function checkedFetch(base: typeof fetch = globalThis.fetch) {
  const problems: string[] = [];
  const seen = new Set<RouteKey>();
  const wrapped: typeof fetch = async (input, init) => {
    const response = await base(input, init);
    const request = new Request(input, init);
    const key = routeOf(request.method, new URL(request.url).pathname);
    if (!key) return response;
    seen.add(key);
    if (!response.ok || routes[key].kind === 'csv') return response;
    const text = await response.clone().text();
    const schema = endpoints[key].response as {
      safeParse(v: unknown): { success: boolean; data?: unknown; error?: unknown };
    };
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      problems.push(`${key}: answer is not JSON`);
      return response;
    }
    const result = schema.safeParse(value);
    if (!result.success) problems.push(`${key}: ${String(result.error)}`);
    else if (!isDeepStrictEqual(result.data, value)) {
      problems.push(`${key}: answer has fields the contract does not know: ${text.slice(0, 300)}`);
    }
    return response;
  };
  return { fetch: wrapped, problems, seen };
}
