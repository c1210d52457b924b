/**
 * The findings of the outside probe (issue 18), each as what a caller sees, on SQLite and on
 * PostgreSQL: bounded storage, no account enumeration, password rules, strict dates, and .pdf
 * form names. Back-off instead of lockouts is in security.backoff.test.ts, production and
 * development in security.production.test.ts. docs/security.md lists each rule beside the test
 * that checks it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LIMITS, SERVER_MESSAGES, type ApiClient } from '@siwes/api';
import { tinyPdf } from '@siwes/api';
import { newPasswordProblem } from './auth/passwordPolicy.ts';
import {
  clientFor,
  DEMO_ACCOUNTS,
  engines,
  openServerDatabase,
  rowCounts,
  startTestServer,
  type TestServer,
} from './testing/harness.ts';
import { codeIn } from './testing/codes.ts';
import { failure } from '@siwes/api/testing';

const registration = (email: string) => ({
  firstName: 'Ada',
  middleName: 'G',
  lastName: 'Obi',
  sex: 'Female',
  email,
  phone: '0801',
  level: '300',
  matricNo: `ENUM/${email.length}`,
  bankDetails: { name: 'Access Bank', accountNumber: '1', sortCode: '2' },
  password: 'a long enough passphrase',
});

for (const engine of engines) {
  describe(`security on ${engine}`, () => {
    let clock = new Date('2026-06-03T09:00:00.000Z');
    const start = new Date(clock);
    let server: TestServer;
    let api: ApiClient;
    let signIn: ReturnType<typeof clientFor>['signIn'];
    let tokens: ReturnType<typeof clientFor>['tokens'];

    /** A raw call: the headers and body as given, nothing added. */
    const raw = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);
    const json = (body: unknown, headers: Record<string, string> = {}) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

    beforeAll(async () => {
      server = await startTestServer(engine, { now: () => clock, trustProxy: true });
      ({ client: api, signIn, tokens } = clientFor(server.url));
    });
    afterAll(() => server.stop());
    afterEach(() => {
      clock = new Date(start);
    });

    describe('1. storage an anonymous caller can fill', () => {
      it('stores nothing for 1,000 oversized anonymous requests', { timeout: 60_000 }, async () => {
        const before = await rowCounts(server);
        const long = 'a'.repeat(2_000);
        const huge = 'b'.repeat(100 * 1024);
        const calls: (() => Promise<Response>)[] = [
          () => raw('/api/auth/login', json({ email: `${long}@x.test`, password: 'x', type: 'student' })),
          () => raw('/api/auth/login', json({ email: huge, password: 'x', type: 'student' })),
          () => raw('/api/auth/sendOTP', json({ email: `${long}@x.test`, purpose: 'registration' })),
          () => raw('/api/auth/verifyOTP', json({ email: 'a@b.test', token: long })),
          () => raw('/api/auth/register', json({ firstName: long, email: `${long}@x.test` })),
        ];
        const statuses = new Set<number>();
        for (let i = 0; i < 1_000; i += 1) {
          const response = await (calls[i % calls.length] as () => Promise<Response>)();
          statuses.add(response.status);
          await response.arrayBuffer();
        }
        expect([...statuses].sort()).toEqual([400, 413]);
        expect(await rowCounts(server)).toEqual(before);
      });

      it('keys its limits by a fixed-size digest, whatever the email', async () => {
        const email = `${'z'.repeat(FIELD_LIMITS.email - 12)}@long.test`;
        for (let i = 0; i < 3; i += 1) {
          await failure(api.login({ email, password: 'not the password', type: 'student' }));
        }
        const opened = await openServerDatabase(server);
        try {
          const keys = [
            ...(await opened.db.selectFrom('rate_limits').select('key').execute()),
            ...(await opened.db.selectFrom('backoffs').select('key').execute()),
          ].map((r) => r.key.length);
          expect(keys.length).toBeGreaterThan(0);
          expect(new Set(keys)).toEqual(new Set([43]));
        } finally {
          await opened.close();
        }
      });
    });

    describe('1. upkeep', () => {
      it('deletes expired sessions, codes, tokens, limits and old mail on its schedule', async () => {
        let now = new Date('2026-06-03T09:00:00.000Z');
        const kept = await startTestServer(engine, { now: () => now, upkeepSeconds: 0.05 });
        try {
          const { client, signIn: enter } = clientFor(kept.url);
          await enter(DEMO_ACCOUNTS.student);
          await client.logout({ role: 'student' });
          await enter(DEMO_ACCOUNTS.student);
          await failure(client.login({ ...DEMO_ACCOUNTS.supervisor, password: 'wrong password here' }));
          await client.sendOtp({ email: DEMO_ACCOUNTS.supervisor.email, purpose: 'changePassword' });
          const code = codeIn((await client.getDevOutbox(DEMO_ACCOUNTS.supervisor.email))[0]?.text);
          await client.verifyOtp({ email: DEMO_ACCOUNTS.supervisor.email, token: code });
          await client.sendOtp({ email: 'someone@siwes.test', purpose: 'registration' });
          const busy = await rowCounts(kept);
          for (const table of ['sessions', 'otps', 'reset_tokens', 'outbox', 'rate_limits', 'backoffs']) {
            expect(busy[table], table).toBeGreaterThan(0);
          }
          // A revoked session goes at the next run; the rest once their time has passed.
          now = new Date(now.getTime() + 15 * 24 * 60 * 60 * 1000);
          await expect
            .poll(async () => {
              const counts = await rowCounts(kept);
              return [
                'sessions',
                'otps',
                'reset_tokens',
                'verified_emails',
                'outbox',
                'rate_limits',
                'backoffs',
              ]
                .map((table) => counts[table])
                .every((n) => n === 0);
            })
            .toBe(true);
        } finally {
          await kept.stop();
        }
      });
    });

    describe('3. account enumeration', () => {
      it('answers registration for an unverified email the same whether or not it has an account', async () => {
        const known = await raw('/api/auth/register', json(registration(DEMO_ACCOUNTS.student.email)));
        const unknown = await raw('/api/auth/register', json(registration(`nobody.${engine}@siwes.test`)));
        expect(known.status).toBe(403);
        expect(unknown.status).toBe(known.status);
        expect(await unknown.json()).toEqual(await known.json());
      });

      it('answers a registration code for a taken email as for a new one, and mails the owner no code', async () => {
        const taken = await api.sendOtp({ email: DEMO_ACCOUNTS.newStudent.email, purpose: 'registration' });
        const fresh = await api.sendOtp({ email: `fresh.${engine}@siwes.test`, purpose: 'registration' });
        expect(taken).toEqual(fresh);
        const [notice] = await api.getDevOutbox(DEMO_ACCOUNTS.newStudent.email);
        expect(notice?.subject).toBe('You already have a SIWES account');
        expect(codeIn(notice?.text)).toBe('');
        const [code] = await api.getDevOutbox(`fresh.${engine}@siwes.test`);
        expect(codeIn(code?.text)).toMatch(/^\d{6}$/);
      });

      it('limits registrations per address', async () => {
        const limited = await startTestServer(engine, {
          rateLimits: { registerPerAddress: { limit: 2, windowSeconds: 900 } },
          seed: 'none',
        });
        try {
          const statuses: number[] = [];
          for (let i = 0; i < 3; i += 1) {
            const response = await fetch(
              `${limited.url}/api/auth/register`,
              json(registration(`x${i}@y.test`)),
            );
            statuses.push(response.status);
          }
          expect(statuses).toEqual([403, 403, 429]);
        } finally {
          await limited.stop();
        }
      });
    });

    describe('4. password rules', () => {
      it('refuses a password from the breached list beyond the shared sample', async () => {
        // In the list of a million breached passwords, and not in the fake's sample.
        expect(await newPasswordProblem('mailcreated5240')).toBe(SERVER_MESSAGES.passwordCommon);
        expect(await newPasswordProblem('PolniyPizdec0211')).toBe(SERVER_MESSAGES.passwordCommon);
        await signIn(DEMO_ACCOUNTS.supervisor);
        const refused = await failure(
          api.changeSupervisorPassword({
            oldPassword: DEMO_ACCOUNTS.supervisor.password,
            newPassword: '1234567890qwerty',
          }),
        );
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({
          message: SERVER_MESSAGES.passwordCommon,
          errors: [`newPassword: ${SERVER_MESSAGES.passwordCommon}`],
        });
      });

      it('keeps the demo accounts to the same rules', async () => {
        for (const account of Object.values(DEMO_ACCOUNTS)) {
          expect(await newPasswordProblem(account.password, account.email)).toBeUndefined();
        }
      });
    });

    describe('7. dates', () => {
      it('stores the deadline as an instant and refuses what is not one', async () => {
        await signIn(DEMO_ACCOUNTS.coordinator);
        for (const time of [
          '%00',
          '0',
          '-1',
          'May 5',
          '2026-02-30T10:00',
          '2026-06-03T25:00',
          '2026-13-01',
        ]) {
          const refused = await failure(api.setRegistrationDeadline({ time }));
          expect(refused.status).toBe(400);
          expect(refused.message).toMatch(/^time: /);
        }
        await api.setRegistrationDeadline({ time: '2026-06-03T10:30' });
        clock = new Date('2026-06-03T09:31:00.000Z'); // 10:31 in Lagos: closed
        expect(
          (await failure(api.sendOtp({ email: 'late@siwes.test', purpose: 'registration' }))).status,
        ).toBe(403);
        await api.setRegistrationDeadline({ time: '2099-01-01T00:00:00Z' });
      });
    });

    describe('9. form names', () => {
      it('keeps and serves a polyglot upload under a .pdf name', async () => {
        await signIn(DEMO_ACCOUNTS.coordinator);
        const polyglot = new File([tinyPdf('<script>alert(1)</script>')], 'evil.html', { type: 'text/html' });
        const uploaded = await api.uploadInspectionForms({
          purpose: 'Inspection',
          description: 'Polyglot',
          form: polyglot,
        });
        expect(uploaded.data.name).toBe('evil.html.pdf');
        const download = await raw(uploaded.data.pathToFile, {
          headers: { Authorization: `Bearer ${tokens.coordinator}` },
        });
        expect(download.headers.get('content-disposition')).toBe('attachment; filename="evil.html.pdf"');
        expect(download.headers.get('content-type')).toBe('application/pdf');
      });
    });
  });
}
