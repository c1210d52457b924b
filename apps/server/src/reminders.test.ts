/**
 * The Monday reminder (issue 26): two servers on one database run the upkeep every 100 ms on a
 * simulated clock; at Monday 07:00 in Lagos each placed student with no entry for last week gets
 * exactly one mail, a student who wrote gets none, and a server started after (a restart) sends
 * none again. On SQLite and, when installed, PostgreSQL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from './config.ts';
import { startServer } from './index.ts';
import { REMINDER_SUBJECTS } from './services/reminders.ts';
import {
  clientFor,
  DEMO_ACCOUNTS,
  engines,
  GENEROUS_LIMITS,
  openServerDatabase,
  startTestServer,
  type TestServer,
} from './testing/harness.ts';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many reminders of last week each address has received (the development outbox). */
async function studentWeekMails(server: TestServer): Promise<Map<string, number>> {
  const opened = await openServerDatabase(server);
  try {
    const rows = await opened.db
      .selectFrom('outbox')
      .select(['to_email', 'text'])
      .where('subject', '=', REMINDER_SUBJECTS.studentWeek)
      .execute();
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.to_email, (counts.get(row.to_email) ?? 0) + 1);
    return counts;
  } finally {
    await opened.close();
  }
}

async function placedStudents(server: TestServer): Promise<string[]> {
  const opened = await openServerDatabase(server);
  try {
    const rows = await opened.db
      .selectFrom('students')
      .select('email')
      .where('company_resumption', 'is not', null)
      .execute();
    return rows.map((r) => r.email);
  } finally {
    await opened.close();
  }
}

for (const engine of engines) {
  describe(`the Monday reminder on ${engine}`, () => {
    const stops: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const stop of stops.splice(0).reverse()) await stop();
    });

    it('mails each placed student without an entry for last week once, with two servers and after a restart', async () => {
      // Monday 1 June 2026, 06:00 in Lagos: last week's reminder went out a week ago.
      let clock = new Date('2026-06-01T05:00:00.000Z');
      const now = () => new Date(clock);
      const first: TestServer = await startTestServer(engine, { now, upkeepSeconds: 0.1 });
      stops.push(() => first.stop());
      const sameDatabase = {
        port: 0,
        env: 'test' as const,
        logger: silentLogger,
        dataDir: first.dataDir,
        ...(first.databaseUrl && { databaseUrl: first.databaseUrl }),
        rateLimits: GENEROUS_LIMITS,
        now,
        upkeepSeconds: 0.1,
      };
      const second = await startServer(sameDatabase);
      let secondOpen = true;
      stops.push(async () => {
        if (secondOpen) await second.close();
      });

      // The demo student writes Monday's entry; nobody else writes this week.
      const { client, signIn } = clientFor(first.url);
      await signIn(DEMO_ACCOUNTS.student);
      await client.submitWeeklyReport({ monday: 'Configured the office router.' });
      await delay(300);
      expect(await studentWeekMails(first)).toEqual(new Map());

      // Monday 8 June, 06:59 in Lagos: not yet.
      clock = new Date('2026-06-08T05:59:00.000Z');
      await delay(400);
      expect(await studentWeekMails(first)).toEqual(new Map());

      // 07:00: each placed student but the one who wrote, once.
      clock = new Date('2026-06-08T06:00:00.000Z');
      const expected = (await placedStudents(first)).filter((email) => email !== DEMO_ACCOUNTS.student.email);
      expect(expected.length).toBeGreaterThan(100);
      await expect
        .poll(async () => [...(await studentWeekMails(first)).values()].reduce((a, b) => a + b, 0), {
          timeout: 20_000,
        })
        .toBe(expected.length);
      await delay(500);
      const mails = await studentWeekMails(first);
      expect([...mails.keys()].sort()).toEqual([...expected].sort());
      expect(new Set(mails.values())).toEqual(new Set([1]));
      expect(mails.has(DEMO_ACCOUNTS.newStudent.email)).toBe(false);

      // A restart: the second server stops, a third starts on the same database; nothing again.
      await second.close();
      secondOpen = false;
      const third = await startServer(sameDatabase);
      stops.push(() => third.close());
      clock = new Date('2026-06-08T15:00:00.000Z'); // the outbox keeps a day's mail
      await delay(600);
      expect(await studentWeekMails(first)).toEqual(mails);
    }, 60_000);
  });
}
