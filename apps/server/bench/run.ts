/**
 * `npm run bench:server`: seeds 20,000 students, then measures on loopback with autocannon
 * (50 connections) the students page, a search and a student's own details, and times the
 * students.csv export and collating all grades; on SQLite, and on PostgreSQL when its binaries
 * are installed (a throwaway cluster with default durability). Each engine is measured with one
 * server process and with one per CPU (SIWES_WORKERS=auto). Each load test is warmed up first
 * and run three times; the table shows the median run (by p99). Prints one Markdown table for
 * docs/benchmarks.md. Not part of `npm test`.
 *
 * Environment: BENCH_STUDENTS (default 20000), BENCH_SECONDS per load test (default 10),
 * BENCH_RUNS per load test (default 3), BENCH_ENGINES (default "sqlite,postgres"),
 * BENCH_WORKERS (default "1,auto"), BENCH_MEASURES (default
 * "page,search,own,dashboard,single,reminders": which load tests and single calls to run).
 *
 * `reminders` (issue 26, bench/reminders.ts): the Monday reminder of every student queued, then
 * sent to a local SMTP server, with a student's page loaded while it runs and without.
 *
 * The coordinator's dashboard (issue 29, `getDashboard`) is loaded with 20 connections, as its
 * aim says (p99 under 100 ms with 20,000 students).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, totalmem, tmpdir, type as osType, release } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createClient, type LoginType } from '@siwes/api';
import { spawn } from 'node:child_process';
import { DEMO_ACCOUNTS } from '../src/index.ts';
import { findPostgresBin, startPostgres, type PostgresCluster } from '../src/testing/postgres.ts';
import { reminderRows, type Row, type Served } from './reminders.ts';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARM_UP_SECONDS = 3;
const WANTED = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const WORKERS = (process.env.BENCH_WORKERS ?? '1,auto').split(',').map((w) => w.trim());
const MEASURES = new Set(
  (process.env.BENCH_MEASURES ?? 'page,search,own,dashboard,single,reminders')
    .split(',')
    .map((m) => m.trim()),
);
const DASHBOARD_CONNECTIONS = 20;

/** The server runs as its own process (node src/main.ts), so autocannon does not share its thread. */
function serve(env: Record<string, string>): Promise<Served> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, '../src/main.ts')], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SIWES_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url)
        resolve({
          url,
          output: () => output,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}

async function loadOnce(url: string, token: string, seconds: number, connections = 50) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { Authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
  };
}

/** A warm-up (JIT, caches), then RUNS load tests; the median run by p99. */
async function load(
  url: string,
  token: string,
  connections = 50,
): Promise<{ rps: number; p99: number; errors: number }> {
  await loadOnce(url, token, WARM_UP_SECONDS, connections);
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await loadOnce(url, token, SECONDS, connections));
  runs.sort((a, b) => a.p99 - b.p99);
  const median = runs[Math.floor(runs.length / 2)];
  if (!median) throw new Error('no load test ran');
  return { ...median, errors: runs.reduce((sum, run) => sum + run.errors, 0) };
}

async function timed(run: () => Promise<unknown>, times = 3): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return Math.round(samples[Math.floor(samples.length / 2)] ?? 0);
}

/** "auto" as the server reads it (one per CPU), for the table. */
function workerCount(workers: string): string {
  return workers === 'auto' ? `${availableParallelism()} (auto)` : workers;
}

async function signIn(url: string) {
  const tokens: Partial<Record<LoginType, string>> = {};
  const api = createClient({ baseUrl: url, getToken: (role) => tokens[role] });
  tokens.coordinator = (await api.login(DEMO_ACCOUNTS.coordinator)).tokens.accessToken;
  const { students, totalStudents } = await api.listStudents({ limit: 1, page: 1 });
  if (totalStudents !== STUDENTS) throw new Error(`seeded ${totalStudents} students, wanted ${STUDENTS}`);
  const studentEmail = students[0]?.email ?? '';
  tokens.student = (
    await api.login({ email: studentEmail, password: DEMO_ACCOUNTS.student.password, type: 'student' })
  ).tokens.accessToken;
  return { api, coordinator: tokens.coordinator, student: tokens.student };
}

async function loadTests(engine: string, workers: string, url: string): Promise<Row[]> {
  const at = { engine, workers: workerCount(workers) };
  const { coordinator, student } = await signIn(url);
  const rows: Row[] = [];
  if (MEASURES.has('page')) {
    const page = await load(
      `${url}/api/coordinators/students?limit=10&page=500&sortBy=name&sortOrder=asc`,
      coordinator,
    );
    rows.push({
      ...at,
      measure: 'students page (limit 10, page 500, sorted by name)',
      ...page,
      aim: 'p99 < 50 ms',
    });
  }
  if (MEASURES.has('search')) {
    const search = await load(`${url}/api/coordinators/search/students?q=%2F1004`, coordinator);
    rows.push({ ...at, measure: 'search (q=/1004, 10 matches of 20,000)', ...search, aim: 'p99 < 50 ms' });
  }
  if (MEASURES.has('own')) {
    const own = await load(`${url}/api/student/getDetails`, student);
    rows.push({ ...at, measure: "a student's own details", ...own });
  }
  if (MEASURES.has('dashboard')) {
    const dashboard = await load(`${url}/api/coordinators/getDashboard`, coordinator, DASHBOARD_CONNECTIONS);
    rows.push({
      ...at,
      measure: `the coordinator's dashboard (${DASHBOARD_CONNECTIONS} connections)`,
      ...dashboard,
      aim: 'p99 < 100 ms',
    });
  }
  return rows;
}

/** The single calls, last: collating changes every student, which would slow later reads on PostgreSQL until vacuumed. */
async function singleCalls(engine: string, url: string): Promise<Row[]> {
  const at = { engine, workers: '1' };
  const { api } = await signIn(url);
  const csvMs = await timed(async () => {
    const file = await api.downloadStudents();
    const lines = (await file.text()).trim().split('\n').length;
    if (lines !== STUDENTS + 1) throw new Error(`students.csv has ${lines} lines`);
  });
  const collateMs = await timed(() => api.collateAllGrades());
  return [
    { ...at, measure: `students.csv (${STUDENTS} rows)`, ms: csvMs, aim: '< 1000 ms' },
    { ...at, measure: `collate all grades (${STUDENTS} students)`, ms: collateMs, aim: '< 3000 ms' },
  ];
}

/** Seeds once (one process), then measures each worker count on the same data. */
async function benchEngine(engine: 'sqlite' | 'postgres', cluster?: PostgresCluster): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'siwes-bench-'));
  const databaseUrl = cluster ? await cluster.createDatabase() : undefined;
  const env = {
    SIWES_DATA_DIR: dataDir,
    SIWES_SEED: String(STUDENTS),
    // Reminders only where measured (`reminders`): elsewhere their mail would load the server
    // (the seeded cohort is owed thousands, mailed as it starts, which held sign-ins past the
    // client's timeout on a busy machine).
    SIWES_REMINDERS: 'off',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  };
  try {
    const seedStart = performance.now();
    const seeding = await serve(env);
    const seedMs = Math.round(performance.now() - seedStart);
    await seeding.stop();
    const rows: Row[] = [
      { engine, workers: '1', measure: `seed ${STUDENTS} students (start to listening)`, ms: seedMs },
    ];
    for (const workers of WORKERS) {
      const server = await serve({ ...env, SIWES_WORKERS: workers });
      try {
        rows.push(...(await loadTests(engine, workers, server.url)));
      } finally {
        await server.stop();
      }
    }
    if (MEASURES.has('reminders')) {
      rows.push(
        ...(await reminderRows(engine, env, {
          serve,
          loadOwn: async (url) => load(`${url}/api/student/getDetails`, (await signIn(url)).student),
        })),
      );
    }
    if (MEASURES.has('single')) {
      const server = await serve(env);
      try {
        rows.push(...(await singleCalls(engine, server.url)));
      } finally {
        await server.stop();
      }
    }
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(rows: Row[]): string {
  const lines = [
    '| engine | processes | measure | req/s | p99 (ms) | errors | time (ms) | aim |',
    '|---|---:|---|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${r.workers} | ${r.measure} | ${r.rps ?? ''} | ${r.p99 ?? ''} | ${r.errors ?? ''} | ${r.ms ?? ''} | ${r.aim ?? ''} |`,
    ),
  ];
  return lines.join('\n');
}

const rows: Row[] = [];
if (WANTED.includes('sqlite')) rows.push(...(await benchEngine('sqlite')));
if (WANTED.includes('postgres')) {
  const bin = findPostgresBin();
  if (!bin) console.log('PostgreSQL binaries not found: the PostgreSQL rows are left out.');
  else {
    const cluster = await startPostgres(bin, { durable: true });
    try {
      rows.push(...(await benchEngine('postgres', cluster)));
    } finally {
      cluster.stop();
    }
  }
}
const cpu = cpus();
console.log(
  `\nMachine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, ` +
    `${osType()} ${release()}, Node ${process.version}; autocannon, 50 connections, ` +
    `${WARM_UP_SECONDS} s warm-up then the median of ${RUNS} runs of ${SECONDS} s per load test.\n`,
);
const load1 = (await import('node:os')).loadavg()[0]?.toFixed(1);
console.log(`Load average when done: ${load1} (other work on the machine slows every figure).\n`);
console.log(table(rows));
