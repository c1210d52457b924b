/**
 * DNS rebinding (issue 31, finding 2). A page on a name the attacker owns, rebound to
 * 127.0.0.1 after it loaded, calls the developer's server with its own name as Host and a
 * matching Origin, so the Origin check passes; the Host check must not. Sent over the wire with
 * node:http, since fetch writes the Host itself.
 */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@siwes/api';
import { startServer } from './index.ts';
import { silentLogger } from './config.ts';
import { engines, productionSecrets, startTestServer } from './testing/harness.ts';

interface Answer {
  status: number;
  body: string;
}

/** A request to `url` with exactly these headers (Host included) and body. */
function send(
  url: string,
  path: string,
  headers: Record<string, string>,
  init: { method?: string; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}${path}`, { method: init.method ?? 'GET', headers }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

const OUTBOX = '/api/dev/outbox?email=student@siwes.test';

for (const engine of engines) {
  describe(`the Host a request is addressed to, on ${engine}`, () => {
    it(
      'refuses a rebinding page (a foreign Host with a matching Origin) in development, outbox included',
      { timeout: 60_000 },
      async () => {
        const server = await startTestServer(engine, { env: 'development' });
        try {
          const port = new URL(server.url).port;
          const attacker = `rebind.attacker.example:${port}`;
          const fromAttacker = { Host: attacker, Origin: `http://${attacker}` };

          // What the probe did: ask for a reset code, read it from the outbox, change the password.
          const json = { ...fromAttacker, 'Content-Type': 'application/json' };
          const code = await send(server.url, '/api/auth/sendOTP', json, {
            method: 'POST',
            body: JSON.stringify({ email: 'student@siwes.test', purpose: 'changePassword' }),
          });
          expect(code.status).toBe(421);
          expect(JSON.parse(code.body)).toEqual({ message: SERVER_MESSAGES.foreignHost });
          const outbox = await send(server.url, OUTBOX, fromAttacker);
          expect(outbox.status).toBe(421);
          expect(outbox.body).not.toContain('student@siwes.test');
          for (const path of ['/api/student/getDetails', '/', '/api/grading-policy']) {
            expect((await send(server.url, path, fromAttacker)).status).toBe(421);
          }

          // This machine's names, any port, and addresses (a phone on the LAN) are answered.
          for (const host of [
            `localhost:${port}`,
            `127.0.0.1:${port}`,
            `[::1]:${port}`,
            'localhost',
            '192.168.1.5:3000',
          ]) {
            const answer = await send(server.url, OUTBOX, { Host: host, Origin: `http://${host}` });
            expect(answer.status, host).toBe(200);
          }
          // A load balancer's health check answers whatever Host it sends.
          expect((await send(server.url, '/healthz', { Host: attacker })).status).toBe(200);
        } finally {
          await server.stop();
        }
      },
    );

    it(
      'answers the configured public origin in development too, and nothing else of the kind',
      { timeout: 60_000 },
      async () => {
        const server = await startTestServer(engine, {
          env: 'development',
          publicOrigin: 'http://siwes.lab.example:8080',
        });
        try {
          expect((await send(server.url, OUTBOX, { Host: 'siwes.lab.example:8080' })).status).toBe(200);
          expect((await send(server.url, OUTBOX, { Host: 'siwes.lab.example' })).status).toBe(421);
          expect((await send(server.url, OUTBOX, { Host: 'other.lab.example:8080' })).status).toBe(421);
        } finally {
          await server.stop();
        }
      },
    );
  });
}

describe('the Host in production', () => {
  const production = {
    port: 0,
    env: 'production' as const,
    ...productionSecrets(),
    smtpUrl: 'smtp://127.0.0.1:1',
    seed: 'none' as const,
    bootstrapCoordinator: { email: 'first@uni.test', password: 'first coordinator passphrase' },
    logger: silentLogger,
  };

  it('refuses to start without SIWES_PUBLIC_ORIGIN, saying why', async () => {
    await expect(startServer({ ...production, dataDir: '/nonexistent/never' })).rejects.toThrow(
      /SIWES_PUBLIC_ORIGIN must be set/,
    );
  });

  it(
    "answers only the public origin's host (and the health check), not this machine's names",
    { timeout: 60_000 },
    async () => {
      const server = await startTestServer('sqlite', {
        ...production,
        publicOrigin: 'https://siwes.uni.example',
      });
      try {
        const port = new URL(server.url).port;
        const policy = '/api/grading-policy';
        expect((await send(server.url, policy, { Host: 'siwes.uni.example' })).status).toBe(200);
        expect((await send(server.url, policy, { Host: 'SIWES.uni.example:443' })).status).toBe(200);
        for (const host of [
          'rebind.attacker.example',
          `localhost:${port}`,
          `127.0.0.1:${port}`,
          '10.0.0.11:3000',
        ]) {
          expect((await send(server.url, policy, { Host: host })).status, host).toBe(421);
        }
        const signIn = await send(
          server.url,
          '/api/auth/login',
          {
            Host: 'siwes.uni.example',
            Origin: 'https://siwes.uni.example',
            'Content-Type': 'application/json',
          },
          {
            method: 'POST',
            body: JSON.stringify({
              email: 'first@uni.test',
              password: 'first coordinator passphrase',
              type: 'coordinator',
            }),
          },
        );
        expect(signIn.status).toBe(200);
        expect((await send(server.url, '/healthz', { Host: '10.0.0.11:3000' })).status).toBe(200);
      } finally {
        await server.stop();
      }
    },
  );
});
