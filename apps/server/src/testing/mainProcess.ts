/**
 * The server as users run it: `node src/main.ts` as its own process, started with extra
 * environment variables and resolved once it prints the address it listens on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MAIN = join(import.meta.dirname, '../main.ts');
/** `npm run migrate`: readies the database and exits. */
export const MIGRATE = join(import.meta.dirname, '../migrate.ts');

export interface MainProcess {
  process: ChildProcess;
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/** `node src/main.ts` (or another entry) on a free port of 127.0.0.1, in test mode, with its output piped. */
function spawnMain(env: Record<string, string>, entry = MAIN): ChildProcess {
  return spawn(process.execPath, [entry], {
    // No reminders unless a journey asks: its clock is the real one.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SIWES_ENV: 'test', SIWES_REMINDERS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function startMain(env: Record<string, string>): Promise<MainProcess> {
  return new Promise((resolve, reject) => {
    const child = spawnMain(env);
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    let output = '';
    let url: string | undefined;
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (url) return;
      url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ process: child, url, output: () => output, exited });
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => {
      if (!url) reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
}

/** Runs `node src/main.ts` (or `entry`) to its end (starts that must fail, `MIGRATE`): its exit code and output. */
export function runMainToEnd(
  env: Record<string, string>,
  entry = MAIN,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawnMain(env, entry);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The ids of a process's living children (Linux: read from /proc). */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (command) state ppid ...": the command may hold spaces, so read after its ")".
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) === pid && state !== 'Z') children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}
