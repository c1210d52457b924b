/**
 * The findings of the outside probe (issue 18), each as what a caller sees, on SQLite and on
 * PostgreSQL: bounded storage, production without demo data, no account enumeration, password
 * rules, sessions ended by a password change, bad input as 400s, strict dates and scores, JSON
 * only and same-origin writes, .pdf form names, and back-off instead of lockouts.
 * docs/security.md lists each rule beside the test that checks it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, FIELD_LIMITS, SERVER_MESSAGES, type ApiClient } from '@siwes/api';
import { startServer } from './index.ts';
import { tinyPdf } from '@siwes/api';
import { newPasswordProblem } from './auth/passwordPolicy.ts';
import { runMainToEnd } from './testing/mainProcess.ts';
import {
  clientFor,
  DEMO_ACCOUNTS,
  engines,
  freePort,
  openServerDatabase,
  productionSecrets,
  rowCounts,
  startTestServer,
  type TestServer,
} from './testing/harness.ts';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';

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

    describe('10. back-off instead of lockouts', () => {
      let guarded: TestServer;
      const from = (address: string) =>
        clientFor(guarded.url, (input, init) => {
          const headers = new Headers(init?.headers);
          headers.set('X-Forwarded-For', address);
          return fetch(input, { ...init, headers });
        });
      beforeAll(async () => {
        guarded = await startTestServer(engine, {
          now: () => clock,
          trustProxy: true,
          otp: { resendSeconds: 0 },
          backoffs: {
            login: { free: 10, firstSeconds: 1, maxSeconds: 60 },
            loginFromAddress: { free: 5, firstSeconds: 1, maxSeconds: 900 },
            otp: { free: 5, firstSeconds: 1, maxSeconds: 150 },
            otpFromAddress: { free: 2, firstSeconds: 2, maxSeconds: 300 },
          },
        });
      });
      afterAll(() => guarded.stop());

      it("lets the owner sign in while a stranger's wrong passwords slow only the stranger", async () => {
        const stranger = from('203.0.113.7').client;
        const account = DEMO_ACCOUNTS.idleSupervisor;
        const statuses: number[] = [];
        for (let i = 0; i < 8; i += 1) {
          statuses.push((await failure(stranger.login({ ...account, password: 'guess number one' }))).status);
        }
        expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
        const slowed = await failure(stranger.login(account));
        expect(slowed.status).toBe(429);
        expect(slowed.message).toMatch(/Please wait \d+ seconds?/);
        // The owner, elsewhere, is not locked out.
        const owner = await from('198.51.100.4').client.login(account);
        expect(owner.data.email).toBe(account.email);
      });

      it('bounds guesses from many addresses with a short wait on the account, never a lock', async () => {
        const account = DEMO_ACCOUNTS.supervisor;
        for (let i = 0; i < 11; i += 1) {
          await failure(
            from(`203.0.113.${20 + i}`).client.login({ ...account, password: 'distributed guess' }),
          );
        }
        const waiting = await failure(from('198.51.100.4').client.login(account));
        expect(waiting.status).toBe(429);
        clock = new Date(clock.getTime() + 61_000);
        expect((await from('198.51.100.4').client.login(account)).data.email).toBe(account.email);
      });

      it("keeps the owner's code alive through a stranger's wrong guesses for its whole life", async () => {
        const email = DEMO_ACCOUNTS.newStudent.email;
        const owner = from('198.51.100.4').client;
        await owner.sendOtp({ email, purpose: 'changePassword' });
        const code = codeIn((await clientFor(guarded.url).client.getDevOutbox(email))[0]?.text);
        const wrong = code === '000000' ? '111111' : '000000';
        // A patient stranger waits out each back-off for the code's 10 minutes.
        const stranger = from('203.0.113.7').client;
        const codeBorn = clock.getTime();
        let guesses = 0;
        const lastChance = codeBorn + 590_000;
        while (clock.getTime() < lastChance) {
          const answer = await failure(stranger.verifyOtp({ email, token: wrong }));
          if (answer.status === 400) guesses += 1;
          else {
            expect(answer.status).toBe(429);
            const wait = 1000 * Number((/(\d+) second/.exec(answer.message) ?? [])[1]);
            clock = new Date(Math.min(clock.getTime() + wait, lastChance));
          }
        }
        // More than the old limit of 5 would have allowed, fewer than would kill the code.
        expect(guesses).toBeGreaterThan(5);
        expect(guesses).toBeLessThan(20);
        const verified = await owner.verifyOtp({ email, token: code });
        expect(verified.data.resetToken).toBeTruthy();
      });
    });
  });
}

describe('2. production and development', () => {
  it('refuses to start in production on an empty database without a first coordinator, saying what to set', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dataDir = mkdtempSync(`${tmpdir()}/siwes-prod-`);
    const port = await freePort();
    const production = {
      port,
      publicOrigin: `http://127.0.0.1:${port}`,
      dataDir,
      env: 'production' as const,
      ...productionSecrets(),
      smtpUrl: 'smtp://127.0.0.1:1',
      logger: { info: () => {}, error: () => {} },
    };
    try {
      await expect(startServer(production)).rejects.toThrow(
        /SIWES_BOOTSTRAP_COORDINATOR_EMAIL and SIWES_BOOTSTRAP_COORDINATOR_PASSWORD/,
      );
      await expect(startServer({ ...production, seed: 'demo' })).rejects.toThrow(/SIWES_SEED/);
      await expect(
        startServer({ ...production, bootstrapCoordinator: { email: 'first@uni.test', password: 'short' } }),
      ).rejects.toThrow(SERVER_MESSAGES.passwordTooShort);
      const server = await startServer({
        ...production,
        bootstrapCoordinator: { email: 'first@uni.test', password: 'first coordinator passphrase' },
      });
      try {
        const { client } = clientFor(server.url);
        expect((await failure(client.login(DEMO_ACCOUNTS.coordinator))).status).toBe(401);
        const first = await client.login({
          email: 'first@uni.test',
          password: 'first coordinator passphrase',
          type: 'coordinator',
        });
        expect(first.data.role).toBe('coordinator');
      } finally {
        await server.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start in production with a guessable secret (40 identical characters), saying how to make one', async () => {
    const strong = productionSecrets();
    const production = {
      port: 0,
      env: 'production' as const,
      dataDir: '/nonexistent/never',
      smtpUrl: 'smtp://127.0.0.1:1',
      publicOrigin: 'https://siwes.uni.example',
    };
    await expect(startServer({ ...production, ...strong, jwtSecret: 'j'.repeat(40) })).rejects.toThrow(
      /SIWES_JWT_SECRET is too predictable.*openssl rand -base64 48/,
    );
    await expect(
      startServer({ ...production, ...strong, otpSecret: 'abcdefghijklmnopqrstuvwxyz0123456789' }),
    ).rejects.toThrow(/SIWES_OTP_SECRET is too predictable/);
  });

  it('says what to set when `node src/main.ts` starts production on an empty database', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dataDir = mkdtempSync(`${tmpdir()}/siwes-prod-main-`);
    try {
      const { jwtSecret, otpSecret } = productionSecrets();
      const { code, output } = await runMainToEnd({
        SIWES_ENV: 'production',
        SIWES_JWT_SECRET: jwtSecret,
        SIWES_OTP_SECRET: otpSecret,
        SMTP_URL: 'smtp://127.0.0.1:1',
        SIWES_PUBLIC_ORIGIN: 'https://siwes.uni.example',
        SIWES_DATA_DIR: dataDir,
      });
      expect(code).toBe(1);
      expect(output).toMatch(/SIWES_BOOTSTRAP_COORDINATOR_EMAIL and SIWES_BOOTSTRAP_COORDINATOR_PASSWORD/);
      expect(output).not.toMatch(/Seeded the demo cohort/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('lets only this machine read the development outbox', async () => {
    const server = await startTestServer('sqlite', { seed: 'none' });
    try {
      const ask = (remoteAddress: string, headers: Record<string, string> = {}) =>
        server.app.fetch(new Request(`${server.url}/api/dev/outbox?email=a@b.test`, { headers }), {
          incoming: { socket: { remoteAddress, remotePort: 50000, remoteFamily: 'IPv4' } },
        });
      expect((await ask('127.0.0.1')).status).toBe(200);
      expect((await ask('::1')).status).toBe(200);
      expect((await ask('192.168.1.20')).status).toBe(404);
      expect((await ask('10.0.0.5')).status).toBe(404);
      // A proxy on this machine passing on another machine's call.
      expect((await ask('127.0.0.1', { 'X-Forwarded-For': '192.168.1.20' })).status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
