/**
 * `npm run bench:tables`: how long a page change of the coordinator's cohort tables takes in the
 * browser with 20,000 students. Builds the portal, starts the real server in-process on a
 * temporary SQLite database seeded with BENCH_STUDENTS (default 20000) students, signs in as the
 * coordinator in Chromium, and on each table times BENCH_CHANGES (default 5) presses of Next from
 * page 1, a jump to the last page, and as many presses of Previous from there: from the click to
 * the new rows painted (measured in the page with performance.now and a MutationObserver). Prints
 * a Markdown table for docs/benchmarks.md. Not part of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright';
import { DEMO_ACCOUNTS, silentLogger, startServer } from '@siwes/server';
import { findChromium } from '../../../scripts/chromium.ts';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 20_000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 5);
const AIM_MS = 1000;

const TABLES = [
  { path: '/coordinator/assigninspector', caption: 'Students', name: 'Assign Inspection Supervisors' },
  { path: '/coordinator/assigndefence', caption: 'Students', name: 'Assign Defence Supervisors' },
  { path: '/coordinator/collategrades', caption: 'Student grades', name: 'Collate Grades' },
  { path: '/coordinator/batchgrading', caption: 'Students to grade', name: 'Batch Grading' },
  {
    path: '/coordinator/totalweeklyreport',
    caption: 'Weekly report totals',
    name: 'Students Total Weekly Report',
  },
] as const;

/**
 * Presses one of the table's page buttons and resolves with the milliseconds until its new rows
 * are in the page and painted (the next animation frame).
 */
function changePage(page: Page, caption: string, button: string): Promise<number> {
  return page.evaluate(
    ({ caption, button }) =>
      new Promise<number>((done, fail) => {
        const table = [...document.querySelectorAll('table')].find(
          (t) => t.querySelector('caption')?.textContent === caption,
        );
        const nav = document.querySelector(`nav[aria-label="${caption} pages"]`);
        const target = [...(nav?.querySelectorAll('button') ?? [])].find(
          (b) => b.textContent === button || b.getAttribute('aria-label') === button,
        );
        if (!table || !target) return fail(new Error(`no ${caption} table or no ${button} button`));
        const firstRow = () => table.querySelector('tbody tr')?.textContent;
        const before = firstRow();
        const start = performance.now();
        const timer = setTimeout(
          () => fail(new Error(`${caption}: ${button} had no answer in 10 s`)),
          10_000,
        );
        const observer = new MutationObserver(() => {
          if (table.hasAttribute('aria-busy') || firstRow() === before) return;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => done(performance.now() - start));
        });
        observer.observe(table, { subtree: true, childList: true, attributes: true, characterData: true });
        target.click();
      }),
    { caption, button },
  );
}

async function tableReady(page: Page, caption: string) {
  const table = page.getByRole('table', { name: caption });
  await table.waitFor();
  await page.waitForFunction((c) => {
    const t = [...document.querySelectorAll('table')].find(
      (x) => x.querySelector('caption')?.textContent === c,
    );
    return t && !t.hasAttribute('aria-busy') && t.querySelectorAll('tbody tr').length === 10;
  }, caption);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const root = resolve(import.meta.dirname, '../../..');
console.log('Building the portal…');
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) throw new Error('the portal build failed');

const dataDir = mkdtempSync(join(tmpdir(), 'siwes-bench-portal-'));
const seeding = performance.now();
const server = await startServer({
  port: 0,
  dataDir,
  seed: { students: STUDENTS },
  env: 'test',
  logger: silentLogger,
});
console.log(`Seeded ${STUDENTS} students in ${Math.round(performance.now() - seeding)} ms; ${server.url}`);
const browser = await chromium.launch({ executablePath: findChromium() });
const rows: string[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.url}/coordinatorlogin`);
  await page.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS.coordinator.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.coordinator.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/coordinator/index');
  const lastPage = `Page ${Math.ceil(STUDENTS / 10)}`;
  for (const { path, caption, name } of TABLES) {
    await page.goto(`${server.url}${path}`);
    await tableReady(page, caption);
    const forward: number[] = [];
    const deep: number[] = [];
    for (let i = 0; i < CHANGES; i += 1) forward.push(await changePage(page, caption, 'Next'));
    deep.push(await changePage(page, caption, lastPage));
    for (let i = 0; i < CHANGES; i += 1) deep.push(await changePage(page, caption, 'Previous'));
    const all = [...forward, ...deep];
    const line = `| ${name} (\`${path}\`) | ${all.length} | ${Math.round(median(forward))} | ${Math.round(median(deep))} | ${Math.round(Math.max(...all))} | ${Math.max(...all) < AIM_MS ? 'met' : 'not met'} (< ${AIM_MS} ms) |`;
    rows.push(line);
    console.log(line);
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
const cpu = cpus();
console.log(
  `\nMachine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
    `${STUDENTS} students (SQLite), ${CHANGES} presses of Next from page 1, then the last page and ${CHANGES} presses of Previous. ` +
    `Load average when done: ${loadavg()[0]?.toFixed(1)}.\n`,
);
console.log(
  '| table | page changes | median, pages 2 to 6 (ms) | median, last pages (ms) | slowest (ms) | aim |',
);
console.log('|---|---:|---:|---:|---:|---|');
for (const line of rows) console.log(line);
