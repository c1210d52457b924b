/**
 * The server as deployed: rate limits one process shares with another through the database,
 * production's refusals, and the built portal (its files, index.html for any other page, the
 * deployer's contact file) on the same origin as /api.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startServer } from './index.ts';
import {
  clientFor,
  freePort,
  productionSecrets,
  startTestServer,
  type TestServer,
} from './testing/harness.ts';
import { failure } from '@siwes/api/testing';

describe('rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      rateLimits: { sendOtp: { limit: 2, windowSeconds: 3600 } },
      otp: { resendSeconds: 0 },
    });
  });
  afterAll(() => server.stop());

  it('keeps the count in the database, so a second process agrees', async () => {
    const second = await startServer({
      port: 0,
      dataDir: server.dataDir,
      env: 'test',
      logger: { info: () => {}, error: () => {} },
      rateLimits: { sendOtp: { limit: 2, windowSeconds: 3600 } },
      otp: { resendSeconds: 0 },
    });
    try {
      const email = 'limited@siwes.test';
      await clientFor(server.url).client.sendOtp({ email, purpose: 'registration' });
      await clientFor(second.url).client.sendOtp({ email, purpose: 'registration' });
      const third = await failure(clientFor(server.url).client.sendOtp({ email, purpose: 'registration' }));
      expect(third.status).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('production', () => {
  it('refuses to start without its secrets and mail server', async () => {
    await expect(startServer({ port: 0, env: 'production', dataDir: '/nonexistent/never' })).rejects.toThrow(
      /SIWES_JWT_SECRET[\s\S]*SIWES_OTP_SECRET[\s\S]*SMTP_URL/,
    );
  });

  it('has no development outbox', async () => {
    const port = await freePort();
    const server = await startTestServer('sqlite', {
      env: 'production',
      port,
      publicOrigin: `http://127.0.0.1:${port}`,
      ...productionSecrets(),
      smtpUrl: 'smtp://127.0.0.1:1',
      seed: 'none',
      bootstrapCoordinator: { email: 'first@uni.test', password: 'first coordinator passphrase' },
    });
    try {
      const response = await fetch(`${server.url}/api/dev/outbox?email=a@b.c`);
      expect(response.status).toBe(404);
      expect(response.headers.get('strict-transport-security')).toContain('max-age');
    } finally {
      await server.stop();
    }
  });
});

describe('the built portal', () => {
  it('serves its files and index.html for any other non-API GET, on the same origin as /api', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const portalDir = mkdtempSync(`${tmpdir()}/siwes-portal-`);
    mkdirSync(`${portalDir}/assets`);
    writeFileSync(`${portalDir}/index.html`, '<!doctype html><title>SIWES</title>');
    writeFileSync(`${portalDir}/assets/app-123.js`, 'console.log(1)');
    const server = await startTestServer('sqlite', { portalDir, seed: 'none' });
    try {
      const page = await fetch(`${server.url}/students/dashboard`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('<title>SIWES</title>');
      const script = await fetch(`${server.url}/assets/app-123.js`);
      expect(script.headers.get('content-type')).toContain('javascript');
      expect(script.headers.get('cache-control')).toContain('immutable');
      const escape = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`);
      expect(await escape.text()).toContain('<title>SIWES</title>');
      const api = await fetch(`${server.url}/api/unknown`);
      expect(api.status).toBe(404);
    } finally {
      await server.stop();
    }
  });

  it("serves the deployer's contact file in place of the portal's, and refuses to start on a broken one", async () => {
    const { mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(`${tmpdir()}/siwes-contact-`);
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(`${dir}/index.html`, '<!doctype html><title>SIWES</title>');
    writeFileSync(`${dir}/contact.json`, '{"demo": true}');
    const contact = {
      coordinator: {
        name: 'Dr Ada Obi',
        email: 'siwes@university.example',
        office: 'Room 12',
        phone1: '0800',
        phone2: '0900',
      },
      fundOffices: [{ name: 'Area office', address: '1 Example Road', email: '', phones: ['0700'] }],
    };
    writeFileSync(`${dir}/university.json`, JSON.stringify(contact));
    const server = await startTestServer('sqlite', {
      portalDir: dir,
      contactFile: `${dir}/university.json`,
      seed: 'none',
    });
    try {
      const answer = await fetch(`${server.url}/contact.json`);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.json()).toEqual({ demo: false, ...contact });
    } finally {
      await server.stop();
    }
    writeFileSync(`${dir}/broken.json`, JSON.stringify({ ...contact, coordinator: { name: 'Dr Ada Obi' } }));
    await expect(
      startTestServer('sqlite', { dataDir: dir, portalDir: dir, contactFile: `${dir}/broken.json` }),
    ).rejects.toThrow(/SIWES_CONTACT_FILE: .*broken\.json: .*coordinator\.email is missing/);
    await expect(
      startTestServer('sqlite', { dataDir: dir, portalDir: dir, contactFile: `${dir}/missing.json` }),
    ).rejects.toThrow(/SIWES_CONTACT_FILE: cannot read/);
  });
});
