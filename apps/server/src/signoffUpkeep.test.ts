/**
 * The sign-off mail nobody asked for (issue 24): once a week with entries has its Friday passed
 * in Lagos, the upkeep mails its link, once, though two servers on one database run the upkeep
 * every 100 ms. On SQLite and, when installed, PostgreSQL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNOFF_MAIL_SUBJECT } from '@siwes/api';
import { silentLogger } from './config.ts';
import { startServer } from './index.ts';
import { PLACEMENT } from './contract/placements.ts';
import {
  clientFor,
  DEMO_ACCOUNTS,
  engines,
  GENEROUS_LIMITS,
  startTestServer,
  type TestServer,
} from './testing/harness.ts';

const BELLO = 'bello@workplace.example';
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const engine of engines) {
  describe(`the automatic sign-off mail on ${engine}`, () => {
    const stops: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const stop of stops.splice(0).reverse()) await stop();
    });

    it("mails a week's link once its Friday has passed, once, with two servers running the upkeep", async () => {
      let clock = new Date('2026-06-03T09:00:00.000Z');
      const now = () => new Date(clock);
      const first: TestServer = await startTestServer(engine, { now, upkeepSeconds: 0.1 });
      stops.push(() => first.stop());
      const second = await startServer({
        port: 0,
        env: 'test',
        logger: silentLogger,
        dataDir: first.dataDir,
        ...(first.databaseUrl && { databaseUrl: first.databaseUrl }),
        rateLimits: GENEROUS_LIMITS,
        now,
        upkeepSeconds: 0.1,
      });
      stops.push(() => second.close());

      const { client, signIn } = clientFor(first.url);
      await signIn(DEMO_ACCOUNTS.newStudent);
      await client.submitWorkDetails({
        ...PLACEMENT,
        workplaceSupervisor: { name: 'Ngozi Bello', email: BELLO },
      });
      await client.submitWeeklyReport({ monday: 'Mon', wednesday: 'Wed' });
      await delay(400);
      expect(await client.getDevOutbox(BELLO)).toEqual([]);

      // Saturday 00:30 in Lagos: the week's Friday has passed.
      clock = new Date('2026-06-05T23:30:00.000Z');
      await delay(800);
      const mails = (await client.getDevOutbox(BELLO)).filter((m) => m.subject === SIGNOFF_MAIL_SUBJECT);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toMatch(/\/signoff\/[A-Za-z0-9_-]{43}/);
      const { weeks } = await client.getLogbook();
      expect(weeks[0]).toMatchObject({ weekStart: '2026-06-01', pendingSignoff: { sentTo: BELLO } });
    }, 30_000);
  });
}
