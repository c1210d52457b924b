/**
 * What the portal's benchmarks share: the real server on a fresh data folder with the demo cohort
 * serving a build, the demo student (for the `{id}` pages), and a sign-in through a role's login
 * page as a user makes it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { createClient, type LoginType } from '@siwes/api';
import { DEMO_ACCOUNTS } from '@siwes/server';
import { loginPath } from '../../../packages/ui/src/registry/roleAreas.ts';
import { startMain, type MainProcess } from '../../server/src/testing/mainProcess.ts';

/**
 * `node apps/server/src/main.ts` as `npm start` runs it (development, the demo cohort, the build
 * in `portalDir` on the same origin), on a data folder of its own that `stop()` removes.
 */
export async function startBenchServer(
  portalDir: string,
  port = '0',
): Promise<MainProcess & { stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'siwes-bench-'));
  const server = await startMain({
    SIWES_ENV: 'development',
    SIWES_DATA_DIR: dataDir,
    SIWES_PORTAL_DIR: portalDir,
    PORT: port,
  });
  return {
    ...server,
    stop: async () => {
      server.process.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo student's id and code, asked of the API as the coordinator, for the `{id}` pages. */
export async function demoStudent(origin: string): Promise<{ _id: string; studentCode: string }> {
  let token = '';
  const api = createClient({ baseUrl: origin, getToken: () => token });
  const { email, password } = DEMO_ACCOUNTS.coordinator;
  token = (await api.login({ email, password, type: 'coordinator' })).tokens.accessToken;
  const found = await api.searchStudents({ q: DEMO_ACCOUNTS.student.email });
  const student = found.find((s) => s.email === DEMO_ACCOUNTS.student.email);
  if (!student) throw new Error(`The demo student ${DEMO_ACCOUNTS.student.email} is not in the cohort`);
  return student;
}

/**
 * A sign-off link for the demo student's week, as a workplace supervisor gets it: the coordinator
 * records the student's workplace supervisor, the student writes Monday and asks for sign-off,
 * and the link is read from the development outbox. Its path, e.g. `/signoff/3f9...`.
 */
export async function demoSignoffLink(origin: string): Promise<string> {
  const tokens: Partial<Record<LoginType, string>> = {};
  const api = createClient({ baseUrl: origin, getToken: (role) => tokens[role] });
  for (const role of ['coordinator', 'student'] as const) {
    const { email, password } = DEMO_ACCOUNTS[role];
    tokens[role] = (await api.login({ email, password, type: role })).tokens.accessToken;
  }
  const student = await demoStudent(origin);
  const workplaceEmail = 'workplace.supervisor@bench.example';
  await api.updateStudent({
    id: student._id,
    workplaceSupervisor: { name: 'Bisi Adeyemi', position: 'Network Manager', email: workplaceEmail },
  });
  const { data } = await api.submitWeeklyReport({ monday: 'Mapped the office network.' });
  await api.requestSignoff({ weekStart: data.weekStart });
  const [mail] = await api.getDevOutbox(workplaceEmail);
  const path = /\/signoff\/[\w-]+/.exec(mail?.text ?? '')?.[0];
  if (!path) throw new Error(`No sign-off link in the mail to ${workplaceEmail}`);
  return path;
}

/** Signs the role's demo account in on `page` through its login page, as a user would. */
export async function signInOn(page: Page, origin: string, role: LoginType): Promise<void> {
  const account = DEMO_ACCOUNTS[role];
  const login = loginPath(role);
  await page.goto(origin + login);
  await page.locator('input[type=email]').fill(account.email);
  await page.locator('input[type=password]').fill(account.password);
  await Promise.all([
    page.waitForFunction((from) => location.pathname !== from, {}, login),
    page.locator('button[type=submit]').click(),
  ]);
}

const START = '<!-- bench:portal:start -->';
const END = '<!-- bench:portal:end -->';

/** Puts the benchmark's text between its markers in docs/benchmarks.md. */
export function writeBenchmarkDocs(root: string, text: string) {
  const file = join(root, 'docs/benchmarks.md');
  const doc = readFileSync(file, 'utf8');
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`docs/benchmarks.md has no ${START} ... ${END} section`);
  writeFileSync(file, `${doc.slice(0, from + START.length)}\n${text}\n${doc.slice(to)}`);
}
