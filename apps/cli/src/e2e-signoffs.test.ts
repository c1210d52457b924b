/**
 * End to end: `siwes reports signoffs`, spawned as a child process against the real server, after
 * a student's week was signed through its emailed link and a second week asked for; the CSV it
 * writes is read back.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, fetchAllWeeklyReportScores, LOGBOOK, toCsv, type ApiClient } from '@siwes/api';
import { DEMO_ACCOUNTS } from '@siwes/server';
import { Sandbox } from '../test/harness.ts';
import { COORDINATOR, spawnCli, startRealServer, type RealServer } from '../test/realServer.ts';
import { SIGNOFFS_HEADER, signoffsRow } from './commands/reports.ts';
import {
  SIGNED_PLACEMENT as PLACEMENT,
  WORKPLACE_SUPERVISOR as WORKPLACE,
} from '../../server/src/contract/placements.ts';

const DAY_MS = 86_400_000;
/** Wednesday 3 June 2026, 10:00 in Lagos: the week of Monday 1 June. */
const WEDNESDAY = new Date('2026-06-03T09:00:00.000Z');
let clock = WEDNESDAY;
let server: RealServer;
const box = new Sandbox();

async function signedIn(account: typeof DEMO_ACCOUNTS.student): Promise<ApiClient> {
  const login = await createClient({ baseUrl: server.url }).login(account);
  return createClient({ baseUrl: server.url, getToken: () => login.tokens.accessToken });
}

/** Asks for a week's sign-off; answers the link's token from the development outbox. */
async function askForSignoff(student: ApiClient, weekStart: string): Promise<string> {
  await student.requestSignoff({ weekStart });
  const [mail] = await student.getDevOutbox(WORKPLACE.email);
  const token = new RegExp(`${LOGBOOK.signoffPage}/([A-Za-z0-9_-]+)`).exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no sign-off link in ${mail?.text}`);
  return token;
}

beforeAll(async () => {
  server = await startRealServer('demo', () => clock);
}, 30_000);

afterAll(async () => {
  await server?.close();
  box.remove();
});

describe('siwes reports signoffs against the real server', () => {
  it("writes each student's weeks written, signed and waiting and the day of the last sign-off", async () => {
    const student = await signedIn(DEMO_ACCOUNTS.student);
    const { data: placed } = await student.submitWorkDetails(PLACEMENT);
    await student.submitWeeklyReport({ monday: 'Induction', tuesday: 'Safety training', wednesday: 'Lab' });
    const token = await askForSignoff(student, '2026-06-01');
    const anyone = createClient({ baseUrl: server.url });
    const { digest } = (await anyone.getSignoff({ token })).data;
    await anyone.signWeek({ token, name: WORKPLACE.name, comment: 'A good first week.', digest });

    // The Monday after (inside the sessions' 7 days): the new week written and asked for, not yet signed.
    clock = new Date(WEDNESDAY.getTime() + 5 * DAY_MS);
    await student.submitWeeklyReport({ monday: 'Second week' });
    await askForSignoff(student, '2026-06-08');

    const login = await box.run(
      ['--api-url', server.url, 'login', '--email', COORDINATOR.email, '--password-stdin'],
      { stdin: `${COORDINATOR.password}\n` },
    );
    expect(login.code).toBe(0);
    const file = box.file('signoffs.csv');
    const run = await spawnCli(['--api-url', server.url, '--json', 'reports', 'signoffs', '--out', file], {
      XDG_CONFIG_HOME: `${box.root}/config`,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const { totalStudents } = await server.client.getWeeklyReportScores({ page: 1, limit: 1 });
    expect(JSON.parse(run.stdout)).toEqual({ file, students: totalStudents });

    const text = readFileSync(file, 'utf8');
    const [header, ...rows] = parse(text) as string[][];
    expect(header).toEqual([...SIGNOFFS_HEADER]);
    expect(rows).toHaveLength(totalStudents);
    const mine = rows.filter((r) => r[2] === placed.matricNo);
    expect(mine).toHaveLength(1);
    // Weeks written counts the seeded weeks too; signed and waiting are this test's own.
    expect(mine[0]!.slice(4)).toEqual(['1', '1', '2026-06-03']);
    expect(rows.filter((r) => r[4] !== '0' || r[5] !== '0')).toEqual(mine);

    // Every row as the coordinator's totals give it, written as every export is (quoted, guarded).
    const { rows: scores } = await fetchAllWeeklyReportScores(server.client);
    expect(text).toBe(toCsv(SIGNOFFS_HEADER, scores.map(signoffsRow)));
  }, 60_000);
});
