/**
 * How the client tests answer the client: msw's node server (started and reset around each test
 * file's tests), on a made-up base address, at the paths of the route table, with a token per role.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { createClient } from '../client/client.ts';
import { routes, type RouteKey } from '../routes.ts';
import type { LoginType } from '../constants.ts';

export const BASE = 'http://api.test';
export const url = (key: RouteKey) => BASE + routes[key].path.replace(/\{(\w+)\}/g, ':$1');
export const TOKENS: Record<LoginType, string> = {
  student: 'tok-student',
  supervisor: 'tok-supervisor',
  coordinator: 'tok-coord',
};

/** The server for one test file: listening before its tests, its handlers reset after each. */
export function useApiServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A client of `BASE` holding every role's token. */
export function client(timeoutMs?: number) {
  return createClient({
    baseUrl: `${BASE}/`,
    getToken: (role) => TOKENS[role],
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

export { failure } from './failure.ts';
