/**
 * The Monday reminder (issue 26): two servers on one database run the upkeep every 100 ms on a
 * simulated clock; at Monday 07:00 in Lagos each placed student with no entry for last week gets
 * exactly one mail, a student who wrote gets none, and a server started after (a restart) sends
 * none again. The other reminders: a workplace supervisor's weeks waiting three days (at most
 * two a week), an institution supervisor's defences passed ungraded (weekly), the coordinators'
 * notice three days before the registration deadline (once). Each goes through the
 * notifications: a portal entry, the person's choice per event honoured (off: nothing; portal:
 * the entry only), and the mail's unsubscribe link stops that reminder, also for a workplace
 * supervisor, who has no account. On SQLite and, when installed, PostgreSQL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from './config.ts';
import { startServer } from './index.ts';
import { REMINDER_SUBJECTS } from './services/reminders.ts';
import { SIGNED_PLACEMENT, WORKPLACE_SUPERVISOR } from './contract/placements.ts';
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

/** The reminders delivered since an instant (the development outbox), as "to: subject". */
async function remindersSince(server: TestServer, since: Date): Promise<string[]> {
  const opened = await openServerDatabase(server);
  try {
    const rows = await opened.db
      .selectFrom('outbox')
      .select(['to_email', 'subject'])
      .where('subject', 'in', Object.values(REMINDER_SUBJECTS))
      .where('sent_at', '>=', since.toISOString())
      .execute();
    return rows.map((r) => `${r.to_email}: ${r.subject}`).sort();
  } finally {
    await opened.close();
  }
}

/** The unsubscribe token in a mail's text (its link to the portal's unsubscribe page). */
const unsubscribeToken = (text: string | undefined) => /\/unsubscribe\/([\w-]+)/.exec(text ?? '')?.[1] ?? '';

/** The reminder entries in the portal, by address. */
async function reminderEntries(server: TestServer): Promise<Map<string, string[]>> {
  const opened = await openServerDatabase(server);
  try {
    const rows = await opened.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select(['u.email', 'n.title', 'n.event'])
      .where('n.event', 'in', Object.keys(REMINDER_SUBJECTS))
      .execute();
    const entries = new Map<string, string[]>();
    for (const row of rows) entries.set(row.email, [...(entries.get(row.email) ?? []), row.title]);
    return entries;
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
  describe(`reminders on ${engine}`, () => {
    const stops: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const stop of stops.splice(0).reverse()) await stop();
    });

    it('mails each placed student without an entry for last week once, with two servers and after a restart', async () => {
      // Monday 1 June 2026, 06:00 in Lagos: last week's reminder went out a week ago.
      let clock = new Date('2026-06-01T05:00:00.000Z');
      const now = () => new Date(clock);
      const reminders = { kinds: ['studentWeek'] as const };
      const first: TestServer = await startTestServer(engine, { now, upkeepSeconds: 0.1, reminders });
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
        reminders,
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
      // Two placed students chose: one the portal only, one nothing (their preferences pages).
      const [portalOnly, silent] = (await placedStudents(first)).filter(
        (email) => email !== DEMO_ACCOUNTS.student.email,
      );
      const chosen = await openServerDatabase(first);
      try {
        for (const [email, choice] of [
          [portalOnly, 'portal'],
          [silent, 'off'],
        ] as const) {
          const user = await chosen.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', email ?? '')
            .executeTakeFirstOrThrow();
          await chosen.db
            .insertInto('notification_preferences')
            .values({ user_id: user.id, event: 'studentWeek', choice })
            .execute();
        }
      } finally {
        await chosen.close();
      }

      // Monday 8 June, 06:59 in Lagos: not yet.
      clock = new Date('2026-06-08T05:59:00.000Z');
      await delay(400);
      expect(await studentWeekMails(first)).toEqual(new Map());

      // 07:00: each placed student but the one who wrote (and the two who chose no mail), once.
      clock = new Date('2026-06-08T06:00:00.000Z');
      const told = (await placedStudents(first)).filter((email) => email !== DEMO_ACCOUNTS.student.email);
      const expected = told.filter((email) => email !== portalOnly && email !== silent);
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
      // Each told has one entry in the portal at last week; the one who chose nothing has none.
      const entries = await reminderEntries(first);
      expect([...entries.keys()].sort()).toEqual(told.filter((email) => email !== silent).sort());
      expect(entries.get(portalOnly ?? '')).toEqual(['No logbook entry for the week of 2026-06-01']);
      // The mail's link switches this reminder's mail off for that student alone.
      const [mail] = await client.getDevOutbox(expected[0] ?? '');
      expect(mail?.text).toContain('/students/report?week=2026-06-01');
      const done = await client.unsubscribe({ token: unsubscribeToken(mail?.text) });
      expect(done.data.event).toBe('studentWeek');

      // A restart: the second server stops, a third starts on the same database; nothing again.
      await second.close();
      secondOpen = false;
      const third = await startServer(sameDatabase);
      stops.push(() => third.close());
      clock = new Date('2026-06-08T15:00:00.000Z'); // the outbox keeps a day's mail
      await delay(600);
      expect(await studentWeekMails(first)).toEqual(mails);
    }, 60_000);

    it('reminds the workplace supervisor twice a week at most, the defence grader weekly, the coordinators once', async () => {
      // Wednesday 3 June 2026, 10:00 in Lagos.
      let clock = new Date('2026-06-03T09:00:00.000Z');
      const now = () => new Date(clock);
      const server = await startTestServer(engine, {
        now,
        upkeepSeconds: 0.1,
        reminders: { kinds: ['signoffWaiting', 'ungraded', 'registrationDeadline'] },
      });
      stops.push(() => server.stop());
      const { client, signIn } = clientFor(server.url);
      await signIn(DEMO_ACCOUNTS.newStudent);
      await client.submitWorkDetails(SIGNED_PLACEMENT);
      await client.submitWeeklyReport({ monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed' });
      await client.requestSignoff({ weekStart: '2026-06-01' });
      await signIn(DEMO_ACCOUNTS.coordinator);
      await client.setRegistrationDeadline({ time: '2026-06-12T17:00:00.000Z' });
      // A student whose defence was yesterday, not graded.
      const opened = await openServerDatabase(server);
      const grader = await (async () => {
        try {
          const student = await opened.db
            .selectFrom('students as s')
            .innerJoin('supervisors as p', 'p.id', 's.defense_supervisor_id')
            .select(['s.id', 'p.email'])
            .orderBy('s.student_code')
            .executeTakeFirstOrThrow();
          await opened.db
            .updateTable('students')
            .set({ defense_date: '2026-06-02T09:00:00.000Z', score_defense: null })
            .where('id', '=', student.id)
            .execute();
          return student.email;
        } finally {
          await opened.close();
        }
      })();
      const ungraded = `${grader}: ${REMINDER_SUBJECTS.ungraded}`;
      const signoff = `${WORKPLACE_SUPERVISOR.email}: ${REMINDER_SUBJECTS.signoffWaiting}`;
      const coordinator = `${DEMO_ACCOUNTS.coordinator.email}: ${REMINDER_SUBJECTS.registrationDeadline}`;

      let since = new Date(clock);
      await expect.poll(() => remindersSince(server, since), { timeout: 10_000 }).toEqual([ungraded]);

      // Saturday 6 June, 11:00: the link has waited three days.
      clock = new Date('2026-06-06T10:00:00.000Z');
      since = new Date(clock);
      await expect.poll(() => remindersSince(server, since), { timeout: 10_000 }).toEqual([signoff]);
      clock = new Date('2026-06-06T22:00:00.000Z'); // Saturday night: the same half-week
      await delay(500);
      expect(await remindersSince(server, since)).toEqual([signoff]);
      // The workplace supervisor has no account, so no portal entry; their mail's link stops it.
      const [waiting] = (await client.getDevOutbox(WORKPLACE_SUPERVISOR.email)).filter(
        (m) => m.subject === REMINDER_SUBJECTS.signoffWaiting,
      );
      await client.unsubscribe({ token: unsubscribeToken(waiting?.text) });

      // Tuesday 9 June, 19:00: a new half-week and a new week; the deadline is three days off.
      clock = new Date('2026-06-09T18:00:00.000Z');
      since = new Date(clock);
      await expect
        .poll(() => remindersSince(server, since), { timeout: 10_000 })
        .toEqual([coordinator, ungraded].sort());
      clock = new Date('2026-06-10T12:00:00.000Z');
      await delay(500);
      expect(await remindersSince(server, since)).toEqual([coordinator, ungraded].sort());
      // The coordinator's and the grader's entries are in the portal (a week on: signed in anew).
      await signIn(DEMO_ACCOUNTS.coordinator);
      expect((await client.listCoordinatorNotifications()).data.map((n) => [n.event, n.link])).toContainEqual(
        ['registrationDeadline', '/coordinator/setregistration'],
      );
      expect((await reminderEntries(server)).get(grader)).toEqual([
        'A student is waiting for their defence grade',
        'A student is waiting for their defence grade',
      ]);
      const [notice] = (await client.getDevOutbox(DEMO_ACCOUNTS.coordinator.email)).filter(
        (m) => m.subject === REMINDER_SUBJECTS.registrationDeadline,
      );
      expect(notice?.text).toMatch(/closes on Friday 12 June 2026 .* 300 students have registered so far/s);
    }, 60_000);
  });
}
