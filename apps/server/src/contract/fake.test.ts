/** The contract suite against the MSW fake (msw/node intercepting fetch to its base URL). */
import { afterAll, beforeAll } from 'vitest';
import { setupFakeServer, FAKE_NOW, FIXTURE_ACCOUNTS } from '@siwes/mocks/node';
import { contractSuite } from './scenarios.ts';

const baseUrl = 'http://fake.siwes.test';
let clock: Date | undefined;
const { server, fake } = setupFakeServer({ baseUrl, now: () => new Date(clock ?? FAKE_NOW) });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

contractSuite('the MSW fake', {
  start() {
    clock = undefined;
    fake.reset();
    return Promise.resolve({
      baseUrl,
      fetch: (...args) => globalThis.fetch(...args),
      setNow: (instant) => {
        clock = instant;
      },
      accounts: FIXTURE_ACCOUNTS,
    });
  },
  stop() {
    return Promise.resolve();
  },
});
