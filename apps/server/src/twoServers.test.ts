/**
 * Two servers, one database: the multi-machine deployment of docs/deploy.md. The database is
 * migrated once (`npm run migrate`), then two server processes (`node src/main.ts`), each with
 * its own data folder as on two machines, share one throwaway PostgreSQL and the same secrets.
 * Whatever one does, the other sees: a sign-in, a logout, an uploaded form, a password reset,
 * the rate-limit counts, the registration deadline. Each is checked through its health check
 * first, as a load balancer would.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '@siwes/api';
import { tinyPdf } from '@siwes/api';
import { clientFor, DEMO_ACCOUNTS, engines, postgresCluster } from './testing/harness.ts';
import { MIGRATE, runMainToEnd, startMain, type MainProcess } from './testing/mainProcess.ts';
import { failure } from '@siwes/api/testing';

describe.runIf(engines.includes('postgres'))('two servers on one PostgreSQL', () => {
  it('share sign-ins, logouts, forms, password resets, rate limits and the registration deadline', async () => {
    const databaseUrl = await (await postgresCluster()).createDatabase();
    const folders = [
      mkdtempSync(join(tmpdir(), 'siwes-machine-a-')),
      mkdtempSync(join(tmpdir(), 'siwes-machine-b-')),
    ];
    const shared = {
      DATABASE_URL: databaseUrl,
      SIWES_JWT_SECRET: randomBytes(32).toString('base64'),
      SIWES_OTP_SECRET: randomBytes(32).toString('base64'),
      SIWES_BACKOFF_LOGIN_PER_ADDRESS: '5,60,900',
    };
    const servers: MainProcess[] = [];
    try {
      // Migrations run once, then both servers start together and find the database ready.
      const migrated = await runMainToEnd({ ...shared, SIWES_DATA_DIR: folders[0] ?? '' }, MIGRATE);
      expect([migrated.code, migrated.output]).toEqual([0, expect.stringContaining('SIWES database ready')]);
      const started = await Promise.allSettled(
        folders.map((folder) => startMain({ ...shared, SIWES_DATA_DIR: folder })),
      );
      for (const start of started) if (start.status === 'fulfilled') servers.push(start.value);
      for (const start of started) if (start.status === 'rejected') throw start.reason;
      const [a, b] = servers as [MainProcess, MainProcess];
      for (const server of [a, b]) {
        const health = await fetch(`${server.url}/healthz`);
        expect([health.status, await health.json()]).toEqual([
          200,
          { status: 'ok', database: 'reachable', migrations: 'current' },
        ]);
      }

      // A sign-in on one is valid on the other.
      const onA = clientFor(a.url);
      await onA.signIn(DEMO_ACCOUNTS.coordinator);
      const onB = clientFor(b.url);
      onB.tokens.coordinator = onA.tokens.coordinator;
      const page = await onB.client.listStudents({ limit: 5 });
      expect(page.students).toHaveLength(5);
      const found = await onB.client.searchStudents({ q: DEMO_ACCOUNTS.student.email });
      expect(found.map((s) => s.email)).toContain(DEMO_ACCOUNTS.student.email);

      // A form uploaded through one downloads through the other, byte for byte; a delete on one
      // is seen by both. Neither server keeps it in its own data folder.
      const bytes = tinyPdf('Shared inspection form');
      const uploaded = await onA.client.uploadInspectionForms({
        purpose: 'Inspection',
        description: 'Shared inspection form',
        form: new File([bytes], 'shared.pdf', { type: 'application/pdf' }),
      });
      const supervisorOnB = clientFor(b.url);
      await supervisorOnB.signIn(DEMO_ACCOUNTS.supervisor);
      expect((await supervisorOnB.client.listSupervisorForms()).map((f) => f._id)).toContain(
        uploaded.data._id,
      );
      const download = (server: MainProcess, token: string | undefined) =>
        fetch(`${server.url}${uploaded.data.pathToFile}`, { headers: { Authorization: `Bearer ${token}` } });
      const file = await download(b, supervisorOnB.tokens.supervisor);
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
      for (const folder of folders) expect(readdirSync(folder)).not.toContain('forms');
      await onB.client.deleteForm({ formId: uploaded.data._id, publicId: uploaded.data.publicId });
      expect((await download(a, onA.tokens.coordinator)).status).toBe(404);

      // A logout on one ends the session on both, on every kind of call.
      const second = clientFor(b.url);
      await second.signIn(DEMO_ACCOUNTS.coordinator);
      const sameOnA = clientFor(a.url);
      sameOnA.tokens.coordinator = second.tokens.coordinator;
      expect((await sameOnA.client.listStudents()).students.length).toBeGreaterThan(0);
      await sameOnA.client.logout({ role: 'coordinator' });
      for (const client of [second.client, sameOnA.client]) {
        expect((await failure(client.listStudents())).status).toBe(401);
        expect((await failure(client.searchStudents({ q: 'student' }))).status).toBe(401);
        expect((await failure(client.listSupervisors())).status).toBe(401);
      }
      // The first session, signed in before, is untouched.
      expect((await onB.client.listStudents({ limit: 1 })).students).toHaveLength(1);

      // A password reset through one ends the student's sessions on both, and only the new
      // password signs in anywhere.
      const student = clientFor(b.url);
      await student.signIn(DEMO_ACCOUNTS.student);
      const { email } = DEMO_ACCOUNTS.student;
      const resetting = clientFor(a.url).client;
      await resetting.sendOtp({ email, purpose: 'changePassword' });
      const code = /\b(\d{6})\b/.exec((await resetting.getDevOutbox(email))[0]?.text ?? '')?.[1] ?? '';
      const { data } = await resetting.verifyOtp({ email, token: code });
      await resetting.resetStudentPassword({
        email,
        password: 'A reset passphrase, 2026',
        token: data.resetToken ?? '',
      });
      expect((await failure(student.client.getStudentDetails())).status).toBe(401);
      expect((await failure(clientFor(b.url).client.login(DEMO_ACCOUNTS.student))).status).toBe(401);
      await clientFor(b.url).signIn({ ...DEMO_ACCOUNTS.student, password: 'A reset passphrase, 2026' });

      // Rate limits and back-offs count across both: wrong sign-ins for one email, alternating
      // servers, are refused by either once the back-off starts (SIWES_BACKOFF_LOGIN_PER_ADDRESS:
      // five failures free, the sixth starts a minute's wait), not after six on each.
      const guess = {
        email: 'guessed@siwes.test',
        password: 'a wrong password here',
        type: 'student' as const,
      };
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        statuses.push((await failure(clientFor(i % 2 === 0 ? a.url : b.url).client.login(guess))).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
      for (const server of [a, b]) {
        const refused = await failure(clientFor(server.url).client.login(guess));
        expect(refused.status).toBe(429);
      }

      // A registration deadline set on one applies on both.
      const open = await clientFor(b.url).client.sendOtp({
        email: 'early.bird@siwes.test',
        purpose: 'registration',
      });
      expect(open.message).not.toBe('');
      const set = await onA.client.setRegistrationDeadline({ time: '2020-01-01T00:00' });
      expect(set.message).toBe(MESSAGES.deadlineSet);
      for (const [server, email] of [
        [a, 'late.a@siwes.test'],
        [b, 'late.b@siwes.test'],
      ] as const) {
        const closed = await failure(
          clientFor(server.url).client.sendOtp({ email, purpose: 'registration' }),
        );
        expect([closed.status, closed.message]).toEqual([403, SERVER_MESSAGES.registrationClosed]);
      }
    } finally {
      for (const server of servers) server.process.kill('SIGTERM');
      const codes = await Promise.all(servers.map((server) => server.exited));
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
      expect(codes).toEqual(servers.map(() => 0));
    }
  }, 90_000);
});
