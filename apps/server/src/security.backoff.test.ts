/**
 * Back-off instead of lockouts (issue 18, finding 10), on SQLite and on PostgreSQL: a stranger's
 * guesses slow the stranger, never lock the owner out. docs/security.md lists each rule beside
 * the test that checks it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, DEMO_ACCOUNTS, engines, startTestServer, type TestServer } from './testing/harness.ts';
import { codeIn } from './testing/codes.ts';
import { failure } from '@siwes/api/testing';

for (const engine of engines) {
  describe(`security on ${engine}`, () => {
    let clock = new Date('2026-06-03T09:00:00.000Z');
    const start = new Date(clock);

    afterEach(() => {
      clock = new Date(start);
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
