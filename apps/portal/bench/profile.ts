/**
 * `npm run bench:portal:profile -- PATH [PATH …]`: where a page's blocking time goes. Builds the
 * portal unminified (names kept) into a folder of its own, serves it from the real server with the
 * demo cohort, signs in as the page's role, then loads each page in Chromium with its CPU slowed
 * four times (as Lighthouse's mobile preset counts it) while recording a trace with V8's sampling
 * profiler. Prints, for every main-thread task of 50 ms or more, what ran in it: the functions
 * that took the time (self time, and the screen component or module they ran under). Not a
 * benchmark (the figures are one run's, on an unminified build): a guide to what to change;
 * `npm run bench:portal` measures the result.
 *
 * Environment: BENCH_SKIP_BUILD=1 to reuse the last unminified build; PROFILE_RUNS (default 1);
 * PROFILE_TRACES, a folder to keep the traces in (open them in Chromium's Performance panel).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { LoginType } from '@siwes/api';
import { SCREEN_LIST } from '../../../packages/ui/src/registry/screens.ts';
import { findChromium } from '../../../scripts/chromium.ts';
import { benchPath } from './pages.ts';
import { demoStudent, signInOn, startBenchServer } from './support.ts';

type Role = LoginType;

const root = resolve(import.meta.dirname, '../../..');
const outDir = join(tmpdir(), 'siwes-profile-dist');
const paths = process.argv.slice(2);
const runs = Number(process.env.PROFILE_RUNS ?? 1);
const tracesDir = process.env.PROFILE_TRACES ? resolve(process.env.PROFILE_TRACES) : undefined;
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
if (paths.length === 0) {
  console.error('usage: npm run bench:portal:profile -- /lecturers/defence [/students/upload …]');
  process.exit(2);
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      frame?: string;
      url?: string;
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number };
}

/** The role whose session a path needs, from the registry. */
function roleOf(path: string): Role | undefined {
  const screen = SCREEN_LIST.find((s) => {
    const pattern = new RegExp(`^${s.path.replace(/\{id\}/g, '[^/]+')}$`);
    return pattern.test(path);
  });
  return screen?.role;
}

async function signIn(browser: Browser, origin: string, role: Role): Promise<Page> {
  const page = await browser.newPage();
  await signInOn(page, origin, role);
  return page;
}

async function record(page: Page, url: string): Promise<TraceEvent[]> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
      'v8.execute',
      'blink.user_timing',
    ],
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 1500));
  const buffer = await page.tracing.stop();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return (JSON.parse(Buffer.from(buffer!).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** The page's renderer main thread: the renderer main thread that worked the longest. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const busy = new Map<string, number>();
  const renderers = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.ph === 'X' && renderers.has(key))
      busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const [key] = [...busy.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) throw new Error('no renderer main thread in the trace');
  const [pid, tid] = key.split(':').map(Number);
  return { pid: pid!, tid: tid! };
}

interface Sample {
  ts: number;
  node: ProfileNode;
}

/** V8's samples with their times and call-tree nodes. */
function samples(events: TraceEvent[], pid: number): { samples: Sample[]; nodes: Map<number, ProfileNode> } {
  const nodes = new Map<number, ProfileNode>();
  const out: Sample[] = [];
  const start = events.find((e) => e.name === 'Profile' && e.pid === pid);
  let ts = start?.ts ?? 0;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid) continue;
    const profile = e.args?.data?.cpuProfile;
    for (const node of profile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args?.data?.timeDeltas ?? [];
    (profile?.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      const node = nodes.get(id);
      if (node) out.push({ ts, node });
    });
  }
  // Parents are named in the nodes' `parent` field.
  return { samples: out, nodes };
}

const label = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${file(n)}:${(n.callFrame.lineNumber ?? -1) + 1}`;
const file = (n: ProfileNode) => n.callFrame.url?.split('/').pop() ?? '';

/** The nearest caller named like a React component (PascalCase), or the module it ran in. */
function owner(node: ProfileNode, nodes: Map<number, ProfileNode>): string {
  for (let n: ProfileNode | undefined = node; n; n = n.parent ? nodes.get(n.parent) : undefined) {
    if (/^[A-Z][A-Za-z0-9]+$/.test(n.callFrame.functionName)) return n.callFrame.functionName;
  }
  return file(node) || '(native)';
}

function report(events: TraceEvent[], path: string) {
  const { pid, tid } = mainThread(events);
  const tasks = events
    .filter(
      (e) =>
        e.pid === pid &&
        e.tid === tid &&
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        (e.dur ?? 0) >= LONG_TASK_MS * 1000,
    )
    .sort((a, b) => a.ts - b.ts);
  const { samples: all, nodes } = samples(events, pid);
  const navStart = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? tasks[0]?.ts ?? 0;
  let blocking = 0;
  console.log(`\n${path}: ${tasks.length} tasks of ${LONG_TASK_MS} ms or more (CPU slowed ${SLOWDOWN}x)`);
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    blocking += ms - LONG_TASK_MS;
    const inside = all.filter((s) => s.ts >= task.ts && s.ts <= task.ts + (task.dur ?? 0));
    const byFunction = new Map<string, number>();
    const byOwner = new Map<string, number>();
    for (const s of inside) {
      byFunction.set(label(s.node), (byFunction.get(label(s.node)) ?? 0) + 1);
      const o = owner(s.node, nodes);
      byOwner.set(o, (byOwner.get(o) ?? 0) + 1);
    }
    const top = (m: Map<string, number>, n: number) =>
      [...m.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${k} (${Math.round((100 * v) / Math.max(1, inside.length))} %)`);
    const kinds = new Map<string, number>();
    for (const e of events) {
      if (
        e.pid !== pid ||
        e.tid !== tid ||
        e.ph !== 'X' ||
        e.ts < task.ts ||
        e.ts > task.ts + (task.dur ?? 0)
      )
        continue;
      if (
        [
          'EvaluateScript',
          'v8.compile',
          'FunctionCall',
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'ParseHTML',
          'v8.evaluateModule',
          'TimerFire',
          'FireAnimationFrame',
          'EventDispatch',
          'RunMicrotasks',
          'XHRReadyStateChange',
          'ResourceReceivedData',
        ].includes(e.name)
      ) {
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      }
    }
    console.log(`  at ${Math.round((task.ts - navStart) / 1000)} ms: ${Math.round(ms)} ms`);
    console.log(
      `    events: ${[...kinds.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, v]) => `${k} ${Math.round(v)} ms`)
        .join(', ')}`,
    );
    console.log(`    under: ${top(byOwner, 8).join(', ')}`);
    console.log(`    self: ${top(byFunction, 10).join(', ')}`);
  }
  console.log(`  blocking (sum over 50 ms, from the start): ${Math.round(blocking)} ms`);
}

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--minify', 'false', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: join(root, 'apps/portal'),
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) throw new Error('The unminified portal build failed');
}
if (tracesDir) mkdirSync(tracesDir, { recursive: true });

const server = await startBenchServer(outDir);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH || findChromium(),
  headless: true,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const student = await demoStudent(server.url);
  for (const pattern of paths) {
    const path = benchPath(pattern, student);
    const role = roleOf(path);
    const signedIn = role ? await signIn(browser, server.url, role) : await browser.newPage();
    // Warm: the first layout in a new Chromium matches every font through the browser process.
    await signedIn.goto(server.url + path, { waitUntil: 'networkidle0' });
    for (let run = 1; run <= runs; run++) {
      const tab = await browser.newPage();
      const events = await record(tab, server.url + path);
      if (tracesDir) {
        const name = `${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${run}.json`;
        writeFileSync(join(tracesDir, name), JSON.stringify({ traceEvents: events }));
      }
      report(events, path);
      await tab.close();
    }
    await signedIn.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
