/**
 * With SMTP_URL set, codes leave through nodemailer to a real SMTP server (smtp-server on
 * loopback here), from the deployer's address with a Date and a Message-ID on its domain, as
 * plain text, and nothing goes to the development outbox.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@siwes/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger, startServer } from './index.ts';
import { smtpSink, type SmtpSink } from './testing/smtpSink.ts';

let smtp: SmtpSink;
let dataDir: string;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  smtp = await smtpSink();
  dataDir = mkdtempSync(join(tmpdir(), 'siwes-mail-'));
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    seed: 'none',
    smtpUrl: smtp.url,
    mailFrom: 'SIWES Portal <no-reply@siwes.test>',
    otp: { ttlSeconds: 900 },
    logger: silentLogger,
  });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('mail through SMTP', () => {
  it('sends the one-time code to the address, from the configured sender, and keeps no outbox copy', async () => {
    const api = createClient({ baseUrl: server.url });
    await api.sendOtp({ email: 'new.student@university.edu.ng', purpose: 'registration' });
    await expect.poll(() => smtp.received.length).toBe(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['new.student@university.edu.ng']);
    expect(mail?.from).toBe('no-reply@siwes.test');
    expect(mail?.raw).toMatch(/\b\d{6}\b/);
    // Issue 26: what a receiving server wants of a message that should arrive.
    const headers = mail?.raw.split(/\r?\n\r?\n/)[0] ?? '';
    expect(headers).toMatch(/^From: SIWES Portal <no-reply@siwes\.test>$/m);
    expect(headers).toMatch(/^Message-ID: <siwes\.[\w.-]+@siwes\.test>$/m);
    expect(headers).toMatch(/^Date: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/m);
    expect(headers).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(await api.getDevOutbox('new.student@university.edu.ng')).toEqual([]);
  });

  it("says the server's code lifetime in the mail, and publishes it for the code's page", async () => {
    const api = createClient({ baseUrl: server.url });
    expect(await api.getOtpTtlSeconds()).toBe(900);
    await api.sendOtp({ email: 'other.student@university.edu.ng', purpose: 'registration' });
    await expect
      .poll(() => smtp.received.some((m) => m.to.includes('other.student@university.edu.ng')))
      .toBe(true);
    const mail = smtp.received.find((m) => m.to.includes('other.student@university.edu.ng'))!;
    expect(mail.raw).toContain('It expires in 15 minutes.');
  });
});
