/**
 * The audit trail (issue 27) on each engine: who, when, what, before and after; one chain under
 * concurrent writers; an edited or deleted row named by `npm run audit:verify`; failed sign-ins
 * bounded by the rate limit; retention keeps the chain checkable. (access.test.ts proves every
 * write route leaves its row.)
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from './db/connect.ts';
import { clientFor, DEMO_ACCOUNTS, engines, startTestServer, type TestServer } from './testing/harness.ts';
import { audited, pruneAuditTrail, verifyAuditTrail } from './services/audit.ts';

const run = promisify(execFile);

for (const engine of engines) {
  describe(`audit trail on ${engine}`, () => {
    let server: TestServer;
    let database: OpenedDatabase;
    const rows = () => database.db.selectFrom('audit_log').selectAll().orderBy('seq').execute();

    beforeAll(async () => {
      server = await startTestServer(engine, {
        rateLimits: { loginFailuresPerAddress: { limit: 5, windowSeconds: 600 } },
      });
      database = await openDatabase({
        dataDir: server.dataDir,
        databaseUrl: server.databaseUrl,
        poolSize: 1,
      });
    }, 60_000);
    afterAll(async () => {
      await database?.close();
      await server?.stop();
    });

    it("records the coordinator's grade and supervisor changes with before, after and who", async () => {
      const signed = clientFor(server.url);
      const coordinator = await signed.signIn(DEMO_ACCOUNTS.coordinator);
      const student = await signed.signIn(DEMO_ACCOUNTS.student);
      const supervisor = await signed.signIn(DEMO_ACCOUNTS.idleSupervisor);
      const { client } = signed;
      const studentId = student.data._id;
      await client.coordinatorAssignGrade({ studentId, type: 'defense', score: 33 });
      await client.coordinatorAssignGrade({ studentId, type: 'defense', score: 35 });
      await client.assignInspectionSupervisor({
        studentCode: String(student.data.studentCode),
        supervisorId: supervisor.data._id,
      });
      const mine = (await rows()).filter(
        (r) => r.student_id === studentId && r.actor_id === coordinator.data._id,
      );
      const grade = mine.filter((r) => r.action === 'coordinatorAssignGrade').at(-1);
      expect(grade).toMatchObject({
        actor_role: 'coordinator',
        kind: 'grade',
        record_type: 'student',
        record_id: studentId,
      });
      expect(JSON.parse(grade?.changes ?? '{}')).toEqual({ defenseScore: [33, 35] });
      const assigned = mine.find((r) => r.action === 'assignInspectionSupervisor');
      const changes = JSON.parse(assigned?.changes ?? '{}') as Record<string, unknown[]>;
      expect(changes.inspectionSupervisor?.[1]).toBe(
        `${supervisor.data.firstName} ${supervisor.data.lastName}`,
      );
      expect(Date.parse(assigned?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    });

    it('never keeps a secret: a password change is recorded as "changed"', async () => {
      const signed = clientFor(server.url);
      await signed.signIn(DEMO_ACCOUNTS.supervisor);
      const { password } = DEMO_ACCOUNTS.supervisor;
      await signed.client.changeSupervisorPassword({ oldPassword: password, newPassword: password });
      const row = (await rows()).filter((r) => r.action === 'changeSupervisorPassword').at(-1);
      expect(JSON.parse(row?.changes ?? '{}')).toEqual({ password: ['changed', 'changed'] });
      const all = JSON.stringify(await rows());
      expect(all).not.toContain(password);
    });

    it('keeps one chain under concurrent writers', async () => {
      const signed = clientFor(server.url);
      await signed.signIn(DEMO_ACCOUNTS.coordinator);
      const student = await signed.signIn(DEMO_ACCOUNTS.student);
      await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          signed.client.coordinatorAssignGrade({ studentId: student.data._id, type: 'inspection', score: i }),
        ),
      );
      const seqs = (await rows()).map((r) => Number(r.seq));
      expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
      expect(await verifyAuditTrail(database.db)).toMatchObject({ ok: true, problems: [] });
    });

    it('bounds failed sign-ins from one address by the rate limit: no row past it', async () => {
      const before = (await rows()).filter((r) => r.action === 'loginFailed').length;
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const response = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            email: `nobody${i}@siwes.test`,
            password: 'wrong-password',
            type: 'student',
          }),
        });
        statuses.push(response.status);
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(7);
      const failed = (await rows()).filter((r) => r.action === 'loginFailed');
      expect(failed.length - before).toBe(5);
      expect(failed.at(-1)).toMatchObject({
        actor_id: null,
        actor_role: 'anonymous',
        address: '127.0.0.1',
        kind: 'security',
      });
    });

    it('names a row edited or deleted in the database: npm run audit:verify', async () => {
      const all = await rows();
      const edited = all[2];
      const deleted = all[5];
      if (!edited || !deleted) throw new Error('too few audit rows');
      await database.db
        .updateTable('audit_log')
        .set({ changes: JSON.stringify({ defenseScore: [0, 70] }) })
        .where('seq', '=', edited.seq)
        .execute();
      await database.db.deleteFrom('audit_log').where('seq', '=', deleted.seq).execute();
      expect((await verifyAuditTrail(database.db)).problems).toEqual([
        { seq: Number(edited.seq), problem: 'edited' },
        { seq: Number(deleted.seq), problem: 'missing' },
      ]);
      const env = {
        ...process.env,
        SIWES_ENV: 'test',
        SIWES_DATA_DIR: server.dataDir,
        ...(server.databaseUrl && { DATABASE_URL: server.databaseUrl }),
      };
      const failure = await run('node', ['src/auditVerify.ts'], {
        cwd: `${import.meta.dirname}/..`,
        env,
      }).catch((error: { code: number; stderr: string; stdout: string }) => error);
      expect(failure).toMatchObject({ code: 1 });
      expect('stderr' in failure && failure.stderr).toContain(`Audit row ${Number(edited.seq)}: edited`);
      expect('stderr' in failure && failure.stderr).toContain(`Audit row ${Number(deleted.seq)}: deleted`);
    }, 30_000);

    it('prunes rows past the retention and the rest still verify', async () => {
      // Past the tampered rows: the chain from the anchor on is whole again.
      const all = await rows();
      const later = new Date(Date.parse(all.at(-1)?.at ?? '') + 24 * 60 * 60 * 1000 + 1000);
      const pruned = await pruneAuditTrail(database.db, 1, later);
      expect(pruned).toBe(all.length);
      // A row appended after the prune chains on from the last one kept in the head.
      await audited({ db: database.db }, async () => undefined);
      expect(await verifyAuditTrail(database.db)).toMatchObject({ ok: true, rows: 1 });
    });
  });
}
