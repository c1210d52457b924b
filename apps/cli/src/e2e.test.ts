/**
 * End to end: the `siwes` binary, spawned as a child process, against the real server on a
 * temporary data directory with 1,000 students. A run interrupted with Ctrl-C, then one
 * killed outright, then a final run must end in exactly the state of one uninterrupted run.
 * The uninterrupted run sends the whole cohort in calls of up to 100 students; the interrupted
 * ones in calls of 10, so that there are calls enough to stop between.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sandbox } from '../test/harness.ts';
import {
  assignmentState,
  cohortCsv,
  COORDINATOR,
  countingProxy,
  spawnCli,
  startRealServer,
  type RealServer,
} from '../test/realServer.ts';

const COHORT = 1000;

let reference: RealServer;
let resumed: RealServer;
let proxy: Awaited<ReturnType<typeof countingProxy>>;
let onAssign: (count: number) => void = () => {};
const box = new Sandbox();
const childEnv = () => ({ XDG_CONFIG_HOME: `${box.root}/config` });

async function login(url: string) {
  const result = await box.run(
    ['--api-url', url, 'login', '--email', COORDINATOR.email, '--password-stdin'],
    {
      stdin: `${COORDINATOR.password}\n`,
    },
  );
  expect(result.code).toBe(0);
}

beforeAll(async () => {
  [reference, resumed] = await Promise.all([startRealServer(COHORT), startRealServer(COHORT)]);
  proxy = await countingProxy(resumed.url, (n) => onAssign(n));
  await login(reference.url);
  await login(proxy.url);
}, 30_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all([reference?.close(), resumed?.close()]);
  box.remove();
});

describe('siwes assign against the real server', () => {
  it('ends in the same state after Ctrl-C, a kill and a re-run as after one uninterrupted run', async () => {
    const initial = await assignmentState(reference.client);
    expect(Object.keys(initial)).toHaveLength(COHORT);
    // Both servers start from the same seeded cohort.
    expect(await assignmentState(resumed.client)).toEqual(initial);

    const file = box.file('cohort.csv');
    writeFileSync(file, await cohortCsv(reference.client));
    const args = (url: string, ...more: string[]) => [
      '--api-url',
      url,
      '--json',
      'assign',
      'inspection',
      '--file',
      file,
      ...more,
    ];

    // One uninterrupted run.
    const whole = await spawnCli(args(reference.url), childEnv());
    expect(whole.stderr).toBe(`Reading students and supervisors from ${reference.url}...\n`);
    expect(whole.code).toBe(0);
    expect(JSON.parse(whole.stdout).summary).toEqual({
      assigned: COHORT,
      skipped: 0,
      failed: 0,
      notStarted: 0,
      total: COHORT,
    });
    const expected = await assignmentState(reference.client);
    expect(expected).not.toEqual(initial);
    const calls = proxy.count();

    // Ctrl-C once 30 calls of 10 students have gone through: it stops cleanly and says how far it got.
    const interrupted = await spawnCli(args(proxy.url, '--batch-size', '10'), childEnv(), (kill) => {
      onAssign = (n) => n === calls + 30 && kill('SIGINT');
    });
    expect(interrupted.code).toBe(130);
    const report = JSON.parse(interrupted.stdout);
    expect(report.interrupted).toBe(true);
    expect(report.summary.failed).toBe(0);
    expect(report.summary.assigned).toBeGreaterThanOrEqual(30);
    expect(report.summary.assigned).toBeLessThan(COHORT);
    expect(report.summary.assigned + report.summary.notStarted).toBe(COHORT);
    expect(interrupted.stderr).toContain('Stopping: waiting for the calls in flight');
    expect(interrupted.stderr).toContain(
      `Stopped after ${report.summary.assigned} of ${COHORT} assignments. Run the same command again to finish`,
    );

    // A second run killed outright halfway through what was left.
    const before = proxy.count();
    const killed = await spawnCli(args(proxy.url, '--batch-size', '10'), childEnv(), (kill) => {
      onAssign = (n) => n === before + 30 && kill('SIGKILL');
    });
    expect(killed.signal).toBe('SIGKILL');
    onAssign = () => {};

    // Run again: only what is left is sent.
    const final = await spawnCli(args(proxy.url), childEnv());
    expect(final.code).toBe(0);
    const summary = JSON.parse(final.stdout).summary;
    expect(summary.failed).toBe(0);
    expect(summary.skipped).toBeGreaterThan(report.summary.assigned);
    expect(summary.assigned + summary.skipped).toBe(COHORT);

    expect(await assignmentState(resumed.client)).toEqual(expected);
  }, 90_000);

  it('reports every bad row against the real server and changes nothing', async () => {
    const state = await assignmentState(reference.client);
    const [code] = Object.keys(state);
    const file = box.file('bad.csv');
    writeFileSync(
      file,
      `student,supervisor\n${code},nobody@siwes.test\nSIW0000000,supervisor@siwes.test\n${code},supervisor@siwes.test\n`,
    );
    const result = await spawnCli(
      ['--api-url', reference.url, 'assign', 'defence', '--file', file],
      childEnv(),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      [
        'Reading students and supervisors from ' + reference.url + '...',
        'line 2: unknown supervisor "nobody@siwes.test"',
        'line 3: unknown student "SIW0000000"',
        'error: 2 bad rows in ' + file + '; nothing was changed.',
        '',
      ].join('\n'),
    );
    expect(await assignmentState(reference.client)).toEqual(state);
  }, 20_000);

  it('exports grades and lists students from the real server', async () => {
    const grades = await box.run(['--api-url', reference.url, 'grades', 'export', '--out', '-']);
    expect(grades.code).toBe(0);
    expect(grades.stdout.trimEnd().split('\r\n')).toHaveLength(COHORT + 1);
    const list = await box.run(['--api-url', reference.url, '--json', 'students', 'list', '--limit', '5']);
    expect(JSON.parse(list.stdout)).toMatchObject({ totalStudents: COHORT, limit: 5 });
  }, 20_000);

  it("summarises the real server's cohort (issue 29)", async () => {
    const table = await box.run(['--api-url', reference.url, 'summary']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(new RegExp(`^Registered +${COHORT} +100%$`, 'm'));
    const json = await box.run(['--api-url', reference.url, '--json', 'summary']);
    const { funnel } = JSON.parse(json.stdout);
    expect(funnel.registered).toBe(COHORT);
    expect(funnel.placed).toBeGreaterThan(0);
    expect(funnel.placed).toBeLessThanOrEqual(COHORT);
  }, 20_000);

  it('names the address it cannot reach, in one line', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((done) => probe.close(done));
    const url = `http://127.0.0.1:${port}`;
    await box.signIn('any-token', url);
    const result = await spawnCli(['--api-url', url, 'students', 'list'], childEnv());
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `error: Could not reach ${url} (ECONNREFUSED). Is the server running? Set --api-url or SIWES_API_URL.\n`,
    );
  });
});
