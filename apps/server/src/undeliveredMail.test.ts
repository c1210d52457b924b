/**
 * Mail that does not arrive (issue 26): a student who missed three weeks, whose address the mail
 * server refuses (450, try later), is reminded each Monday; each reminder is tried three times
 * with back-off (30 s, then 60 s), then shown on the coordinator's page of undelivered mail,
 * while another student's reminders leave at once. An address refused for good (550) is given up
 * at the first try. Against a real SMTP server on loopback (smtp-server), on SQLite and, when
 * installed, PostgreSQL.
 */
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_SUBJECTS } from './services/reminders.ts';
import {
  clientFor,
  DEMO_ACCOUNTS,
  engines,
  openServerDatabase,
  startTestServer,
  type TestServer,
} from './testing/harness.ts';

const BUSY = 'busy.student@university.edu.ng';
const GONE = 'gone.student@university.edu.ng';
const FINE = 'fine.student@university.edu.ng';

interface Sink {
  port: number;
  /** Every RCPT TO, accepted or not, by address. */
  tries: Map<string, number>;
  /** Messages accepted, by address. */
  received: Map<string, number>;
  close(): Promise<void>;
}

async function refusingSink(): Promise<Sink> {
  const sink = { tries: new Map(), received: new Map() } as Sink;
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      count(sink.tries, address.address);
      if (address.address === BUSY) {
        callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 450 }));
      } else if (address.address === GONE) {
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) count(sink.received, r.address);
        callback();
      });
    },
  });
  sink.port = await new Promise<number>((resolve) => {
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port));
  });
  sink.close = () => new Promise<void>((resolve) => smtp.close(() => resolve()));
  return sink;
}

/** Leaves three placed students, at these addresses; the rest have no placement (no reminders). */
async function keepThreeStudents(server: TestServer) {
  const opened = await openServerDatabase(server);
  try {
    const students = await opened.db
      .selectFrom('students')
      .select('id')
      .where('company_resumption', 'is not', null)
      .where('email', '!=', DEMO_ACCOUNTS.student.email)
      .orderBy('student_code')
      .limit(3)
      .execute();
    const kept = students.map((s) => s.id);
    await opened.db
      .updateTable('students')
      .set({ company_resumption: null })
      .where('id', 'not in', kept)
      .execute();
    for (const [i, email] of [BUSY, GONE, FINE].entries()) {
      await opened.db.updateTable('students').set({ email }).where('id', '=', kept[i]!).execute();
    }
  } finally {
    await opened.close();
  }
}

for (const engine of engines) {
  describe(`undelivered mail on ${engine}`, () => {
    let sink: Sink;
    beforeAll(async () => {
      sink = await refusingSink();
    });
    afterAll(() => sink.close());

    it('tries a refused address three times with back-off, then lists it, holding no other mail up', async () => {
      // Monday 1 June 2026, 06:00 in Lagos.
      let clock = new Date('2026-06-01T05:00:00.000Z');
      const server = await startTestServer(engine, {
        now: () => new Date(clock),
        upkeepSeconds: 0.1,
        smtpUrl: `smtp://127.0.0.1:${sink.port}`,
        mailFrom: 'SIWES Unit <siwes@university.edu.ng>',
        mailRetry: { firstSeconds: 30, maxSeconds: 3600, maxAttempts: 3 },
        reminders: { kinds: ['studentWeek'] },
      });
      try {
        await keepThreeStudents(server);
        const { client, signIn } = clientFor(server.url);
        await signIn(DEMO_ACCOUNTS.coordinator);
        // The development outbox's read runs the deliveries that are due.
        const deliver = () => client.getDevOutbox('nobody@siwes.test');

        for (const [week, monday] of ['2026-06-08', '2026-06-15', '2026-06-22'].entries()) {
          const n = week + 1;
          clock = new Date(`${monday}T06:00:00.000Z`); // 07:00 in Lagos
          // The student whose mail leaves has it at once; the busy address has had its first try.
          await expect.poll(() => sink.received.get(FINE) ?? 0, { timeout: 10_000 }).toBe(n);
          await expect.poll(() => sink.tries.get(BUSY) ?? 0, { timeout: 10_000 }).toBe(3 * week + 1);
          expect(sink.tries.get(GONE)).toBe(n); // refused for good: one try a reminder
          await deliver();
          expect(sink.tries.get(BUSY)).toBe(3 * week + 1); // not due for 30 s
          clock = new Date(clock.getTime() + 30_000);
          await deliver();
          expect(sink.tries.get(BUSY)).toBe(3 * week + 2);
          clock = new Date(clock.getTime() + 30_000);
          await deliver();
          expect(sink.tries.get(BUSY)).toBe(3 * week + 2); // the second wait is 60 s
          clock = new Date(clock.getTime() + 30_000);
          await deliver();
          expect(sink.tries.get(BUSY)).toBe(3 * week + 3);
          clock = new Date(clock.getTime() + 3_600_000);
          await deliver();
          expect(sink.tries.get(BUSY)).toBe(3 * week + 3); // given up after three tries
        }
        expect(sink.received.get(BUSY)).toBeUndefined();

        await signIn(DEMO_ACCOUNTS.coordinator); // three weeks on: a new session
        const page = await client.getUndeliveredMail();
        expect(page.total).toBe(6);
        const busy = page.data.filter((m) => m.to === BUSY);
        expect(busy).toHaveLength(3);
        for (const mail of busy) {
          expect(mail).toMatchObject({
            subject: REMINDER_SUBJECTS.studentWeek,
            event: 'studentWeek',
            attempts: 3,
          });
          expect(mail.reason).toMatch(/450.*Mailbox busy, try later/);
        }
        const gone = page.data.filter((m) => m.to === GONE);
        expect(gone.map((m) => [m.event, m.attempts])).toEqual([
          ['studentWeek', 1],
          ['studentWeek', 1],
          ['studentWeek', 1],
        ]);
        expect(gone[0]?.reason).toMatch(/550.*No such mailbox/);
        // Newest first: the last Monday's come first.
        const failedAt = page.data.map((m) => m.failedAt);
        expect(failedAt).toEqual([...failedAt].sort().reverse());
        expect(failedAt[0]?.startsWith('2026-06-22')).toBe(true);
      } finally {
        await server.stop();
      }
    }, 90_000);
  });
}
