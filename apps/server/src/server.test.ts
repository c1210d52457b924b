/**
 * The server's own rules, beyond the shared contract scenarios, on SQLite and on PostgreSQL:
 * codes, bad input, headers, CSV neutralisation, forms, weekly report days, deadline, cookies.
 * The server as deployed (rate limits across processes, production, the built portal) is in
 * server.deployed.test.ts, what it stores in its SQLite file in server.storage.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type ApiClient } from '@siwes/api';
import { SERVER_MESSAGES } from './messages.ts';
import { tinyPdf } from '@siwes/api';
import { clientFor, DEMO_ACCOUNTS, engines, startTestServer, type TestServer } from './testing/harness.ts';
import { codeIn } from './testing/codes.ts';
import { failure } from '@siwes/api/testing';

for (const engine of engines) {
  describe(`server rules on ${engine}`, () => {
    let server: TestServer;
    let api: ApiClient;
    let signIn: ReturnType<typeof clientFor>['signIn'];
    let tokens: ReturnType<typeof clientFor>['tokens'];
    let clock = new Date('2026-06-03T09:00:00.000Z'); // a Wednesday, 10:00 in Lagos

    beforeAll(async () => {
      server = await startTestServer(engine, { now: () => clock });
      ({ client: api, signIn, tokens } = clientFor(server.url));
    });
    afterAll(() => server.stop());
    afterEach(() => {
      clock = new Date('2026-06-03T09:00:00.000Z');
    });

    describe('one-time codes', () => {
      it('refuses a resend while the last code is young, then allows it', async () => {
        const email = `resend.${engine}@siwes.test`;
        await api.sendOtp({ email, purpose: 'registration' });
        const tooSoon = await failure(api.sendOtp({ email, purpose: 'registration' }));
        expect(tooSoon.status).toBe(429);
        expect(tooSoon.message).toMatch(/Please wait \d+ seconds/);
        clock = new Date(clock.getTime() + 300_000);
        await api.sendOtp({ email, purpose: 'registration' });
        expect(await api.getDevOutbox(email)).toHaveLength(2);
      });

      it('expires a code after 10 minutes', async () => {
        const email = `expire.${engine}@siwes.test`;
        await api.sendOtp({ email, purpose: 'registration' });
        const [mail] = await api.getDevOutbox(email);
        clock = new Date(clock.getTime() + 10 * 60_000 + 1000);
        const expired = await failure(api.verifyOtp({ email, token: codeIn(mail?.text) }));
        expect(expired.status).toBe(400);
        expect(expired.message).toBe(SERVER_MESSAGES.otpExpired);
      });

      it('answers changePassword the same with or without an account, and mails only accounts', async () => {
        const known = await api.sendOtp({ email: DEMO_ACCOUNTS.supervisor.email, purpose: 'changePassword' });
        const unknown = await api.sendOtp({ email: `ghost.${engine}@siwes.test`, purpose: 'changePassword' });
        expect(unknown).toEqual(known);
        expect(await api.getDevOutbox(`ghost.${engine}@siwes.test`)).toEqual([]);
        const [mail] = await api.getDevOutbox(DEMO_ACCOUNTS.supervisor.email);
        const verified = await api.verifyOtp({
          email: DEMO_ACCOUNTS.supervisor.email,
          token: codeIn(mail?.text),
        });
        const done = await api.resetSupervisorPassword({
          email: DEMO_ACCOUNTS.supervisor.email,
          password: DEMO_ACCOUNTS.supervisor.password,
          token: verified.data.resetToken ?? '',
        });
        expect(done.message).toBe(MESSAGES.supervisorResetSuccessful);
        // A reset token is single use.
        const again = await failure(
          api.resetSupervisorPassword({
            email: DEMO_ACCOUNTS.supervisor.email,
            password: 'Other#password1',
            token: verified.data.resetToken ?? '',
          }),
        );
        expect(again.status).toBe(400);
      });
    });

    describe('registration deadline', () => {
      it('refuses codes and registration after the deadline, in Lagos time', async () => {
        await signIn(DEMO_ACCOUNTS.coordinator);
        const set = await api.setRegistrationDeadline({ time: '2026-06-03T10:30' });
        expect(set.message).toBe(MESSAGES.deadlineSet);
        // 10:00 Lagos: still open.
        await api.sendOtp({ email: `before.${engine}@siwes.test`, purpose: 'registration' });
        clock = new Date('2026-06-03T09:31:00.000Z'); // 10:31 Lagos
        const closed = await failure(
          api.sendOtp({ email: `after.${engine}@siwes.test`, purpose: 'registration' }),
        );
        expect(closed.status).toBe(403);
        expect(closed.message).toBe(SERVER_MESSAGES.registrationClosed);
        await api.setRegistrationDeadline({ time: '2099-01-01T00:00' });
        const invalid = await failure(api.setRegistrationDeadline({ time: 'next tuesday' }));
        expect(invalid.status).toBe(400);
      });
    });

    describe('weekly reports', () => {
      it('records only days up to today (Africa/Lagos), in the week starting Monday', async () => {
        clock = new Date('2026-06-02T23:30:00.000Z'); // Wednesday 00:30 in Lagos, still Tuesday in UTC
        await signIn(DEMO_ACCOUNTS.student);
        const report = await api.submitWeeklyReport({
          monday: 'Mon',
          tuesday: 'Tue',
          wednesday: 'Wed',
          thursday: 'Thu',
          friday: 'Fri',
        });
        expect(report.data).toMatchObject({
          weekStart: '2026-06-01',
          monday: 'Mon',
          tuesday: 'Tue',
          wednesday: 'Wed',
          thursday: '',
          friday: '',
        });
        clock = new Date('2026-06-05T10:00:00.000Z'); // Friday
        const later = await api.submitWeeklyReport({ friday: 'Fri again' });
        expect(later.data).toMatchObject({ _id: report.data._id, monday: 'Mon', friday: 'Fri again' });
      });
    });

    describe('bad input', () => {
      it('names the field in a 400 and never leaks internals', async () => {
        const bad = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'x@y.z', password: 'p', type: 'admin' }),
        });
        expect(bad.status).toBe(400);
        const body = (await bad.json()) as { message: string; errors: string[] };
        expect(body.errors.join(' ')).toContain('type');
        const notJson = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"email":',
        });
        expect(notJson.status).toBe(400);
        expect(await notJson.json()).toEqual({ message: SERVER_MESSAGES.invalidJson });

        await signIn(DEMO_ACCOUNTS.coordinator);
        const query = await fetch(`${server.url}/api/coordinators/students?sortOrder=sideways&limit=-1`, {
          headers: { Authorization: `Bearer ${tokens.coordinator}` },
        });
        expect(query.status).toBe(400);
        const queryBody = (await query.json()) as { errors: string[] };
        expect(queryBody.errors.join(' ')).toMatch(/sortOrder/);
        expect(queryBody.errors.join(' ')).toMatch(/limit/);
      });

      it('answers unknown /api paths with a JSON 404', async () => {
        const response = await fetch(`${server.url}/api/no/such/thing`);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toContain('application/json');
        expect(await response.json()).toEqual({ message: SERVER_MESSAGES.notFound });
      });

      it('refuses edits to student code, matric number, email and phone', async () => {
        await signIn(DEMO_ACCOUNTS.coordinator);
        const [student] = await api.searchStudents({ q: DEMO_ACCOUNTS.student.email });
        const refused = await fetch(`${server.url}/api/coordinators/students/${student?._id}`, {
          method: 'PATCH',
          headers: { Authorization: `Bearer ${tokens.coordinator}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ firstName: 'Changed', matricNo: 'NEW/123' }),
        });
        expect(refused.status).toBe(400);
        expect(await refused.json()).toEqual({ message: SERVER_MESSAGES.readOnlyStudentFields });
        const [unchanged] = await api.getStudent({ id: student?._id ?? '' });
        expect(unchanged?.firstName).toBe(student?.firstName);
        const ok = await api.updateStudent({
          id: student?._id ?? '',
          firstName: 'Changed',
          company: { name: 'New Co' },
        });
        expect(ok.message).toBe(MESSAGES.detailsUpdated);
        const [changed] = await api.getStudent({ id: student?._id ?? '' });
        expect(changed?.firstName).toBe('Changed');
        expect(changed?.name.startsWith('Changed ')).toBe(true);
        expect(changed?.company?.name).toBe('New Co');
        expect(changed?.company?.state).toBe(student?.company?.state);
      });
    });

    describe('headers', () => {
      it('sends the security headers on every answer, errors included', async () => {
        await signIn(DEMO_ACCOUNTS.coordinator);
        const bearer = { headers: { authorization: `Bearer ${tokens.coordinator ?? ''}` } };
        const json = [
          await fetch(`${server.url}/api/no/such/thing`),
          await fetch(`${server.url}/api/student/getDetails`),
          await fetch(`${server.url}/api/auth/logout`, { method: 'POST' }),
          await fetch(`${server.url}/api/coordinators/students?limit=2`, bearer),
        ];
        const csv = await fetch(`${server.url}/api/coordinators/students/download`, bearer);
        expect(json.map((r) => r.status)).toEqual([404, 401, 200, 200]);
        expect(csv.status).toBe(200);
        for (const response of [...json, csv]) {
          expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
          expect(response.headers.get('x-content-type-options')).toBe('nosniff');
          expect(response.headers.get('referrer-policy')).toBe('no-referrer');
          expect(response.headers.get('x-frame-options')).toBe('DENY');
          expect(response.headers.get('cache-control')).toBe('no-store');
        }
        for (const response of json)
          expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      });
    });

    describe('CSV', () => {
      it('neutralises cells a spreadsheet would run as formulas', async () => {
        await signIn(DEMO_ACCOUNTS.coordinator);
        const [student] = await api.searchStudents({ q: DEMO_ACCOUNTS.student.email });
        await api.updateStudent({
          id: student?._id ?? '',
          firstName: '=HYPERLINK("http://evil")',
          company: { name: '@SUM(1)' },
        });
        const csv = await (await api.downloadStudents()).text();
        expect(csv).toContain(`"'=HYPERLINK(""http://evil"")`);
        expect(csv).toMatch(/,'@SUM\(1\)(,|\r\n)/);
        expect(csv).not.toMatch(/(^|,)"?[=@+-]/m);
      });
    });

    describe('forms', () => {
      it('uploads a PDF (judged by content), lists, downloads and deletes it', async () => {
        await signIn(DEMO_ACCOUNTS.coordinator);
        const fake = new File([new TextEncoder().encode('MZ not a pdf')], 'looks-like.pdf', {
          type: 'application/pdf',
        });
        const refused = await failure(
          api.uploadInspectionForms({ purpose: 'Inspection', description: 'x', form: fake }),
        );
        expect(refused.status).toBe(400);
        expect(refused.message).toBe(SERVER_MESSAGES.pdfOnly);

        const pdf = new File([tinyPdf('Inspection form')], 'inspection.txt', { type: 'text/plain' });
        const uploaded = await api.uploadInspectionForms({
          purpose: 'Inspection',
          description: 'Visit form',
          form: pdf,
        });
        expect(uploaded.message).toBe(MESSAGES.formUploaded);
        expect(uploaded.data.publicId).not.toContain('inspection');

        await signIn(DEMO_ACCOUNTS.supervisor);
        const listed = await api.listSupervisorForms();
        expect(listed.map((f) => f._id)).toContain(uploaded.data._id);
        const download = await fetch(`${server.url}${uploaded.data.pathToFile}`, {
          headers: { Authorization: `Bearer ${tokens.supervisor}` },
        });
        expect(download.status).toBe(200);
        expect(download.headers.get('content-type')).toBe('application/pdf');
        expect(new Uint8Array(await download.arrayBuffer())).toEqual(tinyPdf('Inspection form'));
        await signIn(DEMO_ACCOUNTS.student);
        const asStudent = await fetch(`${server.url}${uploaded.data.pathToFile}`, {
          headers: { Authorization: `Bearer ${tokens.student}` },
        });
        expect(asStudent.status).toBe(403);

        const deleted = await api.deleteForm({ formId: uploaded.data._id, publicId: uploaded.data.publicId });
        expect(deleted.message).toBe(MESSAGES.deleted);
        const gone = await fetch(`${server.url}${uploaded.data.pathToFile}`, {
          headers: { Authorization: `Bearer ${tokens.coordinator}` },
        });
        expect(gone.status).toBe(404);
      });

      it('refuses a file over 10 MB', async () => {
        await signIn(DEMO_ACCOUNTS.coordinator);
        const big = new Uint8Array(10 * 1024 * 1024 + 1);
        big.set(new TextEncoder().encode('%PDF-1.4\n'));
        const refused = await failure(
          api.uploadInspectionForms({
            purpose: 'Defence',
            description: 'big',
            form: new File([big], 'big.pdf'),
          }),
        );
        expect(refused.status).toBe(413);
      });
    });

    describe('cookies and sessions', () => {
      it('sets an HttpOnly session cookie that works without a bearer, until logout', async () => {
        const response = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(DEMO_ACCOUNTS.student),
        });
        const cookie = response.headers.get('set-cookie') ?? '';
        expect(cookie).toMatch(
          /siwes_session_student=[^;]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Strict/,
        );
        const pair = cookie.split(';')[0] ?? '';
        const details = await fetch(`${server.url}/api/student/getDetails`, { headers: { Cookie: pair } });
        expect(details.status).toBe(200);
        const out = await fetch(`${server.url}/api/auth/logout`, {
          method: 'POST',
          headers: { Cookie: pair },
        });
        expect(out.status).toBe(200);
        const after = await fetch(`${server.url}/api/student/getDetails`, { headers: { Cookie: pair } });
        expect(after.status).toBe(401);
      });

      it('hashes passwords with argon2id', async () => {
        const { hashPassword } = await import('./auth/passwords.ts');
        expect(await hashPassword('x')).toMatch(/^\$argon2id\$/);
      });
    });
  });
}
