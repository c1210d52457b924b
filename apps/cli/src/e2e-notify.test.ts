/**
 * End to end: `siwes notify test --to`, spawned as a child process against the real server
 * configured with a real SMTP server (smtp-server on loopback): the message arrives from the
 * deployer's address, with a Date and a Message-ID on its domain; an address the mail server
 * refuses is said, with its answer, and exits 1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMail, testMailAnswer } from '@siwes/api/rules';
import { startServer } from '@siwes/server';
import { Sandbox } from '../test/harness.ts';
import { COORDINATOR, spawnCli } from '../test/realServer.ts';

const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith('typo')) {
      callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
    } else callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let dataDir: string;
let server: Awaited<ReturnType<typeof startServer>>;
const box = new Sandbox();
const env = () => ({ XDG_CONFIG_HOME: `${box.root}/config` });

beforeAll(async () => {
  const port = await new Promise<number>((resolve) => {
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port));
  });
  dataDir = mkdtempSync(join(tmpdir(), 'siwes-notify-'));
  server = await startServer({
    port: 0,
    dataDir,
    seed: 'demo',
    env: 'test',
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailFrom: 'SIWES Unit <siwes@university.edu.ng>',
    reminders: { kinds: [] },
    logger: { info() {}, error() {} },
  });
  const login = await box.run(
    ['--api-url', server.url, 'login', '--email', COORDINATOR.email, '--password-stdin'],
    { stdin: `${COORDINATOR.password}\n` },
  );
  expect(login.code).toBe(0);
}, 30_000);

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
  box.remove();
});

describe('siwes notify test against the real server and a real SMTP server', () => {
  it('sends the test message through the configured mail, and says so', async () => {
    const run = await spawnCli(
      ['--api-url', server.url, 'notify', 'test', '--to', 'deployer@university.edu.ng'],
      env(),
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(testMailAnswer('deployer@university.edu.ng'));
    expect(received.map((m) => m.to)).toEqual([['deployer@university.edu.ng']]);
    const headers = received[0]!.raw.split(/\r?\n\r?\n/)[0]!;
    expect(headers).toMatch(/^From: SIWES Unit <siwes@university\.edu\.ng>$/m);
    expect(headers).toMatch(/^Message-ID: <siwes\.[\w.-]+@university\.edu\.ng>$/m);
    expect(headers).toMatch(/^Date: /m);
    expect(headers).toMatch(new RegExp(`^Subject: ${testMail().subject}$`, 'm'));
  });

  it("says the mail server's refusal and exits 1; --json gives the message", async () => {
    const run = await spawnCli(
      ['--api-url', server.url, 'notify', 'test', '--to', 'typo@university.edu.ng'],
      env(),
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^error: The mail server did not accept the test message to typo@university\.edu\.ng: .*550.*No such mailbox/,
    );

    const json = await spawnCli(
      ['--api-url', server.url, '--json', 'notify', 'test', '--to', 'deployer@university.edu.ng'],
      env(),
    );
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({
      message: testMailAnswer('deployer@university.edu.ng'),
      to: 'deployer@university.edu.ng',
    });
  });

  it('refuses what is not an address before calling the server (exit 2)', async () => {
    const run = await spawnCli(['--api-url', server.url, 'notify', 'test', '--to', 'not an address'], env());
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/is not an email address/);
  });
});
