/**
 * Closing while calls still run: a caller may drop its connection mid-call (a load test ending,
 * a phone losing signal) just as the server is told to stop. Its call must still end on an open
 * database, not fail against a closed one.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startTestServer } from './testing/harness.ts';

describe('closing the server', () => {
  it('lets a call whose caller has gone finish before the database closes', async () => {
    const errors: string[] = [];
    const server = await startTestServer('sqlite', {
      logger: { info: () => {}, error: (message) => errors.push(message) },
    });
    try {
      // A sign-in spends tens of milliseconds checking the password (argon2id, off the main
      // thread) before it writes its session: the caller hangs up in between.
      const body = JSON.stringify(DEMO_ACCOUNTS.coordinator);
      const request =
        `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
      const socket = await new Promise<Socket>((resolve) => {
        const s = connect(Number(new URL(server.url).port), '127.0.0.1', () =>
          s.write(request, () => resolve(s)),
        );
      });
      await new Promise((r) => setTimeout(r, 5));
      const closed = server.close();
      socket.resetAndDestroy(); // a reset, as a dropped network or a killed client sends
      await closed;
      // Without the wait in close(), the sign-in went on after this and failed on a closed
      // database (logged as "POST /api/auth/login failed"): give it the time to show.
      await new Promise((r) => setTimeout(r, 1000));
      expect(errors).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
