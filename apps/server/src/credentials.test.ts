/**
 * How a call's credentials are read (issue 31, finding 6): a form's file with only a
 * supervisor's session cookie, an empty role cookie beside a set one, and one spelling of each
 * token. (Logout with a refresh token is in the contract suite: "ends the session at a logout
 * that names it by its refresh or client token".) On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@siwes/api';
import { clientFor, DEMO_ACCOUNTS, engines, startTestServer, type TestServer } from './testing/harness.ts';

/** The session cookie a sign-in sets (`siwes_session_<role>=...`), as the browser sends it back. */
async function sessionCookie(
  server: TestServer,
  account: (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS],
) {
  const answer = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`siwes_session_${account.type}=`));
  if (!cookie) throw new Error(`no session cookie for ${account.type}`);
  const { tokens } = (await answer.json()) as { tokens: { accessToken: string; refreshToken: string } };
  return { cookie: cookie.split(';')[0]!, tokens };
}

/** Another spelling of the same base64url bytes: the last character's unused low bits set. */
function respelled(token: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(token.at(-1)!);
  // A 32-byte signature is 43 characters: the last carries 4 bits and 2 unused ones.
  return `${token.slice(0, -1)}${alphabet[last | 0b11]}`;
}

for (const engine of engines) {
  describe(`credentials on ${engine}`, () => {
    let server: TestServer;
    let formPath: string;

    beforeAll(async () => {
      server = await startTestServer(engine);
      const coordinator = clientFor(server.url);
      await coordinator.signIn(DEMO_ACCOUNTS.coordinator);
      const [form] = await coordinator.client.listCoordinatorForms();
      formPath = form!.pathToFile;
    }, 60_000);
    afterAll(() => server.stop());

    const get = (path: string, headers: Record<string, string>) => fetch(`${server.url}${path}`, { headers });

    it("serves a form's file to a supervisor or coordinator signed in by cookie alone", async () => {
      const supervisor = await sessionCookie(server, DEMO_ACCOUNTS.supervisor);
      const coordinator = await sessionCookie(server, DEMO_ACCOUNTS.coordinator);
      const student = await sessionCookie(server, DEMO_ACCOUNTS.student);
      for (const cookie of [
        supervisor.cookie,
        coordinator.cookie,
        `${student.cookie}; ${supervisor.cookie}`,
      ]) {
        const answer = await get(formPath, { Cookie: cookie });
        expect(answer.status, cookie.split('=')[0]).toBe(200);
        expect(answer.headers.get('content-type')).toBe('application/pdf');
        expect(new TextDecoder().decode((await answer.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      }
      expect((await get(formPath, {})).status).toBe(401);
      expect((await get(formPath, { Cookie: student.cookie })).status).toBe(401);
      expect((await get(formPath, { Authorization: `Bearer ${student.tokens.accessToken}` })).status).toBe(
        403,
      );
      // A session that has ended does not hide a live one of the other role.
      const ended = await sessionCookie(server, DEMO_ACCOUNTS.coordinator);
      await createClient({ baseUrl: server.url, getToken: () => ended.tokens.accessToken }).logout({
        role: 'coordinator',
      });
      expect((await get(formPath, { Cookie: ended.cookie })).status).toBe(401);
      expect((await get(formPath, { Cookie: `${ended.cookie}; ${supervisor.cookie}` })).status).toBe(200);
    });

    it('does not let an empty session cookie hide a set one', async () => {
      const { cookie, tokens } = await sessionCookie(server, DEMO_ACCOUNTS.student);
      const details = '/api/student/getDetails';
      for (const sent of [
        `siwes_session_student=; ${cookie}`,
        `siwes_session_student=; umis_siwesA=${tokens.accessToken}`,
        `umis_siwesA=; ${cookie}`,
      ]) {
        expect((await get(details, { Cookie: sent })).status, sent.slice(0, 30)).toBe(200);
      }
      expect((await get(details, { Cookie: 'siwes_session_student=' })).status).toBe(401);
    });

    it('takes an access token in its one spelling only', async () => {
      const { tokens } = await sessionCookie(server, DEMO_ACCOUNTS.student);
      const details = '/api/student/getDetails';
      const bearer = (token: string) => get(details, { Authorization: `Bearer ${token}` });
      expect((await bearer(tokens.accessToken)).status).toBe(200);
      for (const other of [
        `${tokens.accessToken}=`,
        `${tokens.accessToken}==`,
        respelled(tokens.accessToken),
      ]) {
        expect(other).not.toBe(tokens.accessToken);
        const answer = await bearer(other);
        expect(answer.status, other.slice(-4)).toBe(401);
      }
      expect((await get(details, { Cookie: `umis_siwesA=${tokens.accessToken}%3D` })).status).toBe(401);
      // The one spelling still works after the others were tried (and are not remembered as it).
      expect((await bearer(tokens.accessToken)).status).toBe(200);
    });
  });
}
