/**
 * Production and development (issue 18, finding 2): production never starts on demo data, on an
 * empty database without a first coordinator, or with a guessable secret; the development outbox
 * answers only this machine. docs/security.md lists each rule beside the test that checks it.
 */
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@siwes/api';
import { startServer } from './index.ts';
import { runMainToEnd } from './testing/mainProcess.ts';
import { clientFor, DEMO_ACCOUNTS, freePort, productionSecrets, startTestServer } from './testing/harness.ts';
import { failure } from '@siwes/api/testing';

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
  }, 30_000);

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
