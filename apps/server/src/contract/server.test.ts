/** The contract suite against the real server, on SQLite and (when installed) PostgreSQL. */
import { engines, startTestServer, DEMO_ACCOUNTS, type TestServer } from '../testing/harness.ts';
import { contractSuite } from './scenarios.ts';

for (const engine of engines) {
  const running = new Map<string, TestServer>();
  contractSuite(`the server on ${engine}`, {
    async start() {
      let clock: Date | undefined;
      const server = await startTestServer(engine, { now: () => new Date(clock ?? Date.now()) });
      running.set(server.url, server);
      return {
        baseUrl: server.url,
        fetch: (...args) => globalThis.fetch(...args),
        setNow: (instant) => {
          clock = instant;
        },
        accounts: DEMO_ACCOUNTS,
      };
    },
    async stop(target) {
      await running.get(target.baseUrl)?.stop();
      running.delete(target.baseUrl);
    },
  });
}
