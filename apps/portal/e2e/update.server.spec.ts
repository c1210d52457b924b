/**
 * A new version of the portal reaching a page left open (issue 25): version A is loaded, version B
 * is deployed, the page offers it, and Reload runs B whole, never a mix of A and B.
 *
 * Its own server (another process, on a port of its own, serving a copy of the production build),
 * so changing the build never touches the other journeys' server. Version B is made from A
 * without a second build: every hashed file gets a new name (as a change to the code would give
 * it) and the references to it follow; the service worker is stamped anew, as the build stamps
 * it. A's files are gone from the server once B is deployed, so any request of A's code from
 * then on would fail: none may.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { stampServiceWorker } from '../service-worker.ts';
import { keptForOffline, openWeeklyReport } from './offline-support.ts';
import { registerStudent, signInAs } from './support.ts';

const BUILD = join(import.meta.dirname, '../dist');
/**
 * What version B's file names gain before their extension: a dot and a word no hash of Vite's
 * holds (a bare `b` was one: `FormCard-aQL53OTb.js` is a file of version A).
 */
const VERSION_B = '.v2';
const TEXT = new Set(['.html', '.js', '.css', '.json', '.webmanifest']);

let server: ChildProcess | undefined;
let origin = '';
let served = '';
let scratch = '';

/** Every file under `dir`, as paths relative to it. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

/** Version B from a copy of A: each hashed file renamed, its references following; the worker stamped anew. */
async function makeVersionB(from: string, to: string) {
  await cp(from, to, { recursive: true });
  // Without its compressed copies, the server sends each file as it is.
  for (const file of await filesIn(to)) if (/\.(br|gz)$/.test(file)) await rm(join(to, file));
  const renamed = new Map<string, string>();
  for (const name of await readdir(join(to, 'assets'))) {
    const next = name.replace(/(\.\w+)$/, `${VERSION_B}$1`);
    await rename(join(to, 'assets', name), join(to, 'assets', next));
    renamed.set(name, next);
  }
  for (const file of await filesIn(to)) {
    if (!TEXT.has(extname(file))) continue;
    let text = await readFile(join(to, file), 'utf8');
    for (const [name, next] of renamed) text = text.replaceAll(name, next);
    await writeFile(join(to, file), text);
  }
  await stampServiceWorker(to);
}

/** Deploys a build in place of the one served, as copying a new release over the old one does. */
async function deploy(build: string) {
  for (const entry of await readdir(served)) await rm(join(served, entry), { recursive: true, force: true });
  await cp(build, served, { recursive: true });
}

test.beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'siwes-update-'));
  served = join(scratch, 'served');
  await cp(BUILD, served, { recursive: true });
  await makeVersionB(BUILD, join(scratch, 'b'));
  server = spawn('node', ['apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SIWES_SEED: 'none',
      SIWES_DATA_DIR: join(scratch, 'data'),
      SIWES_PORTAL_DIR: served,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  origin = await new Promise<string>((resolve, reject) => {
    server!.stdout!.on('data', (chunk: Buffer) => {
      const url = /listening on (http:\/\/\S+)/.exec(chunk.toString())?.[1];
      if (url) resolve(url);
    });
    server!.once('exit', (code) => reject(new Error(`The update journey's server stopped (${code})`)));
  });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await rm(scratch, { recursive: true, force: true });
});

/** The portal's scripts this page has loaded, from the network or the worker's cache. */
function scriptsOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
  );
}

test('version A loaded, version B deployed: the page offers B, and Reload runs B whole', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() >= 400 && !pathname.startsWith('/api/'))
      failed.push(`${response.status()} ${pathname}`);
  });
  await page.goto(`${origin}/`);
  const student = await registerStudent(page, 'Update');
  await signInAs(page, student);
  await expect(page.getByText('Welcome, Update.')).toBeVisible();
  await openWeeklyReport(page);
  await page.getByLabel('Monday').fill('Written on version A');
  await keptForOffline(page);
  // The first version taking the page is the one it runs: nothing to offer.
  await expect(page.getByText('A new version is ready.')).toBeHidden();
  const versionA = await scriptsOf(page);
  expect(versionA.length).toBeGreaterThan(0);
  expect(versionA.filter((path) => path.endsWith(`${VERSION_B}.js`))).toEqual([]);

  await deploy(join(scratch, 'b'));

  // A runs on as it was, from the phone: a page it had not opened yet comes with A's code.
  await page
    .getByRole('navigation', { name: 'Student menu' })
    .getByRole('link', { name: 'Work Details' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work Details Upload' })).toBeVisible();
  expect((await scriptsOf(page)).filter((path) => path.endsWith(`${VERSION_B}.js`))).toEqual([]);

  // The page hears of B as when the phone brings it back into view, and offers it.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByText('A new version is ready.')).toBeVisible({ timeout: 20_000 });
  // Waited for, not inferred from the heading: A's page shows the same heading until it goes.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;

  await expect(page.getByRole('heading', { level: 1, name: 'Work Details Upload' })).toBeVisible();
  await expect.poll(() => scriptsOf(page)).not.toEqual([]);
  const versionB = await scriptsOf(page);
  expect(versionB.filter((path) => !path.endsWith(`${VERSION_B}.js`))).toEqual([]);
  await expect(page.getByText('A new version is ready.')).toBeHidden();

  // Still signed in, and what was typed on A is there on B.
  await openWeeklyReport(page);
  await expect(page.getByLabel('Monday')).toHaveValue('Written on version A');
  expect((await scriptsOf(page)).filter((path) => !path.endsWith(`${VERSION_B}.js`))).toEqual([]);
  expect(failed).toEqual([]);
});
