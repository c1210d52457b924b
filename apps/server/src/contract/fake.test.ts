/** The contract suite against the MSW fake (msw/node intercepting fetch to its base URL). */
import { afterAll, beforeAll } from 'vitest';
import { setupFakeServer, FIXTURE_ACCOUNTS } from '@siwes/mocks/node';
import { contractSuite } from './scenarios.ts';

const baseUrl = 'http://fake.siwes.test';
const { server, fake } = setupFakeServer({ baseUrl });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

contractSuite('the MSW fake', {
  start() {
    fake.reset();
    return Promise.resolve({
      baseUrl,
      fetch: (...args) => globalThis.fetch(...args),
      accounts: FIXTURE_ACCOUNTS,
    });
  },
  stop() {
    return Promise.resolve();
  },
});
