/**
 * The real server for end-to-end runs: started in-process on a temporary data directory with a
 * cohort of students, a counting proxy in front of it (so a test can stop the CLI after an
 * exact number of calls), the CLI spawned as a child process, and the end state read back
 * through the API.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient, toCsv, type ApiClient, type Student } from '@siwes/api';
import { DEMO_ACCOUNTS, startServer } from '@siwes/server';
import { fetchAllStudents } from '../src/directory.ts';

export const BIN = resolve(import.meta.dirname, '../bin/siwes.js');
export const COORDINATOR = DEMO_ACCOUNTS.coordinator;

const silent = { info() {}, error() {} };

export interface RealServer {
  url: string;
  client: ApiClient;
  close(): Promise<void>;
}

/**
 * The server on a fresh data directory with `students` seeded (or the demo cohort, with its
 * student accounts); `now` sets its clock.
 */
export async function startRealServer(students: number | 'demo', now?: () => Date): Promise<RealServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'siwes-e2e-data-'));
  const server = await startServer({
    port: 0,
    dataDir,
    seed: students === 'demo' ? 'demo' : { students },
    env: 'test',
    logger: silent,
    ...(now && { now }),
  });
  const anonymous = createClient({ baseUrl: server.url });
  const login = await anonymous.login({
    email: COORDINATOR.email,
    password: COORDINATOR.password,
    type: 'coordinator',
  });
  const client = createClient({ baseUrl: server.url, getToken: () => login.tokens.accessToken });
  return {
    url: server.url,
    client,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Each student's inspection and defence supervisor, by student code and supervisor email. */
export async function assignmentState(
  client: ApiClient,
): Promise<Record<string, [string | null, string | null]>> {
  const students = await fetchAllStudents(client);
  const state: Record<string, [string | null, string | null]> = {};
  for (const s of [...students].sort((a, b) => a.studentCode.localeCompare(b.studentCode))) {
    state[s.studentCode] = [s.inspection_supervisor?.email ?? null, s.defense_supervisor?.email ?? null];
  }
  return state;
}

/**
 * A cohort file giving every student an inspection supervisor other than their current one
 * (so every row is a real assignment), round-robin from `shift`; every third student named by
 * matric number, the rest by student code.
 */
export async function cohortCsv(client: ApiClient, shift = 0): Promise<string> {
  const [students, supervisors] = await Promise.all([fetchAllStudents(client), client.listSupervisors()]);
  const emails = supervisors.map((s) => s.email).sort();
  const sorted = [...students].sort((a, b) => a.studentCode.localeCompare(b.studentCode));
  const rows = sorted.map((s: Student, i) => {
    let pick = (i + shift) % emails.length;
    if (emails[pick] === s.inspection_supervisor?.email) pick = (pick + 1) % emails.length;
    return [i % 3 === 0 ? s.matricNo : s.studentCode, emails[pick]];
  });
  return toCsv(['student', 'supervisor'], rows);
}

/** A proxy that counts assignment calls and runs a callback after each one is forwarded. */
export async function countingProxy(target: string, onAssign: (count: number) => void) {
  let count = 0;
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
    }
    const answer = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const body = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    res.end(body);
    if (req.method === 'POST' && req.url?.startsWith('/api/coordinators/assign')) onAssign(++count);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: () => count,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

export interface ChildRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Spawns `siwes` as its own process; `onSpawn` gets the child (to signal it). */
export function spawnCli(
  args: string[],
  env: Record<string, string>,
  onSpawn?: (kill: (signal: NodeJS.Signals) => void) => void,
): Promise<ChildRun> {
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  child.stdin.end();
  onSpawn?.((signal) => child.kill(signal));
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (code, signal) =>
      done({ code, signal, stdout, stderr, ms: performance.now() - started }),
    );
  });
}
