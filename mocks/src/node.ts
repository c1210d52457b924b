/**
 * The fake for node tests (msw/node).
 *
 * @example
 * const { server, fake } = setupFakeServer();
 * beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
 * afterEach(() => { server.resetHandlers(); fake.reset(); });
 * afterAll(() => server.close());
 */
import { setupServer } from 'msw/node';
import { createFakeApi, type FakeApiOptions } from './index.ts';

export function setupFakeServer(options: FakeApiOptions = {}) {
  const fake = createFakeApi(options);
  const server = setupServer(...fake.handlers);
  return { server, fake };
}

export * from './index.ts';
