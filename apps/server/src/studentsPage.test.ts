/**
 * The students page on PostgreSQL starts deep pages from remembered places (keyset paging,
 * services/studentsPostgres.ts). Whatever the places, every page must be what counting from the
 * start gives: the first walk through the pages (learning places), the second (using them),
 * another server's, and every walk after students are renamed or registered, on either server.
 * The expected order is read from the database by a plain query, apart from the server's code.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './seed.ts';
import { STRIDE } from './services/studentsPostgres.ts';
import { clientFor, engines, postgresCluster, startTestServer } from './testing/harness.ts';

/** Sort orders to walk: the API's sortBy and sortOrder, and the column they sort on. */
const ORDERS = [
  { sortBy: 'name', sortOrder: 'asc', column: 'name' },
  { sortBy: 'course', sortOrder: 'desc', column: 'course' }, // groups of students with equal keys
  { sortBy: 'level', sortOrder: 'asc', column: 'level' },
  { sortBy: 'lastName', sortOrder: 'desc', column: 'last_name' },
] as const;

const LIMIT = 10;

describe.runIf(engines.includes('postgres'))(
  'the students page on PostgreSQL, from remembered places',
  () => {
    it('answers every page as counted from the start, before and after students move, on every server', async () => {
      const databaseUrl = await (await postgresCluster()).createDatabase();
      const first = await startTestServer('postgres', { databaseUrl });
      const second = await startTestServer('postgres', { databaseUrl });
      const reader = new pg.Client({ connectionString: databaseUrl });
      await reader.connect();
      try {
        const expected = async (order: (typeof ORDERS)[number]) =>
          (
            await reader.query<{ id: string }>(
              `select id from students order by ${order.column} ${order.sortOrder}, last_name, first_name, id`,
            )
          ).rows.map((r) => r.id);
        const coordinator = async (url: string) => {
          const session = clientFor(url);
          await session.signIn(DEMO_ACCOUNTS.coordinator);
          return session.client;
        };
        const [onFirst, onSecond] = [await coordinator(first.url), await coordinator(second.url)];
        const walk = async (api: typeof onFirst, order: (typeof ORDERS)[number]) => {
          const ids: string[] = [];
          for (let page = 1; ; page += 1) {
            const { students, totalStudents } = await api.listStudents({ ...order, page, limit: LIMIT });
            ids.push(...students.map((s) => s._id));
            if (page * LIMIT >= totalStudents) return ids;
          }
        };
        const walksMatch = async () => {
          for (const order of ORDERS) {
            const want = await expected(order);
            expect(want.length).toBeGreaterThan(2 * STRIDE);
            for (const api of [onFirst, onFirst, onSecond]) expect(await walk(api, order)).toEqual(want);
          }
        };

        await walksMatch();

        // A student from the end of every order moves to its start.
        const { students } = await onFirst.listStudents({ sortBy: 'name', sortOrder: 'desc', limit: 1 });
        const mover = students[0];
        if (!mover) throw new Error('no student');
        await onFirst.updateStudent({
          id: mover._id,
          firstName: 'Aaron',
          lastName: 'Aaronson',
          level: '100',
        });
        await walksMatch();

        // A new student joins (a registration through an emailed code).
        const email = 'late.joiner@students.siwes.test';
        const anyone = clientFor(second.url).client;
        await anyone.sendOtp({ email, purpose: 'registration' });
        const code = /\b(\d{6})\b/.exec((await anyone.getDevOutbox(email))[0]?.text ?? '')?.[1] ?? '';
        await anyone.verifyOtp({ email, token: code });
        await anyone.register({
          firstName: 'Abigail',
          middleName: 'Ada',
          lastName: 'Abara',
          sex: 'Female',
          email,
          phone: '08011112222',
          faculty: 'Computing and Engineering Sciences',
          department: 'Computer Science',
          course: 'Computer Science',
          level: '200',
          matricNo: 'CSC/2026/777',
          bankDetails: { name: 'Access Bank', accountNumber: '0123456780', sortCode: '044150149' },
          password: 'A late joiner passphrase',
        });
        await walksMatch();
      } finally {
        await reader.end();
        await first.stop();
        await second.stop();
      }
    }, 120_000);
  },
);
