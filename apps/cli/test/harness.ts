/**
 * Running the CLI in a test: `run()` (commander's parseAsync with exitOverride) with captured
 * stdout and stderr, a given stdin, a temporary config directory and working directory,
 * against the MSW fake or a real server. Nothing touches the real HOME.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { InputStream, Io, OutputStream } from '../src/io.ts';
import { run } from '../src/program.ts';
import { TokenStore } from '../src/tokens.ts';
import { FIXTURE_TOKENS, setupFakeServer } from '@siwes/mocks/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

export const API_URL = 'http://siwes.test';

export interface Captured extends OutputStream {
  text: string;
}

export function capture(isTTY = false): Captured {
  const stream: Captured = {
    text: '',
    isTTY,
    columns: 120,
    write(chunk: string) {
      stream.text += chunk;
      return true;
    },
  };
  return stream;
}

export function input(text: string, isTTY = false): InputStream {
  const stream = Readable.from(text === '' ? [] : [Buffer.from(text)]) as Readable & InputStream;
  stream.isTTY = isTTY;
  stream.setRawMode = () => stream;
  return stream;
}

export interface RunOptions {
  stdin?: string;
  stdinTTY?: boolean;
  stderrTTY?: boolean;
  env?: Record<string, string | undefined>;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  timeZone?: string;
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A scratch folder per test: config dir and working directory. */
export class Sandbox {
  readonly root = mkdtempSync(join(tmpdir(), 'siwes-cli-'));
  readonly configDir = join(this.root, 'config', 'siwes');
  readonly cwd = this.root;

  file(name: string): string {
    return join(this.root, name);
  }

  async run(args: string[], options: RunOptions = {}): Promise<RunResult> {
    const stdout = capture();
    const stderr = capture(options.stderrTTY ?? false);
    const io: Io = {
      stdout,
      stderr,
      stdin: input(options.stdin ?? '', options.stdinTTY ?? false),
      env: options.env ?? {},
      configDir: this.configDir,
      cwd: this.cwd,
      signal: options.signal ?? new AbortController().signal,
      timeZone: options.timeZone ?? 'UTC',
      ...(options.fetch ? { fetch: options.fetch } : {}),
    };
    const pinned = args.includes('--api-url') || options.env?.SIWES_API_URL !== undefined;
    const code = await run(pinned ? args : ['--api-url', API_URL, ...args], io);
    return { code, stdout: stdout.text, stderr: stderr.text };
  }

  /** Stores a coordinator session directly, for tests that are not about signing in. */
  async signIn(token: string, apiUrl = API_URL, id = 'coord-1'): Promise<void> {
    await new TokenStore(this.configDir).save(apiUrl, {
      role: 'coordinator',
      token,
      id,
      email: 'coordinator@siwes.test',
      name: 'Test Coordinator',
      savedAt: new Date(0).toISOString(),
    });
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}

/**
 * The hooks every command test shares: the fake API on msw/node (every request it does not answer
 * fails the test), a fresh data set after each test, and a sandbox signed in as the coordinator.
 * Read `box` through the returned object: each test gets a new one.
 */
export function useCoordinatorOnFake() {
  const { server, fake } = setupFakeServer();
  let current: Sandbox | undefined;
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(async () => {
    current = new Sandbox();
    await current.signIn(FIXTURE_TOKENS.coordinator);
  });
  afterEach(() => {
    server.resetHandlers();
    fake.reset();
    current?.remove();
  });
  afterAll(() => server.close());
  return {
    server,
    fake,
    get box(): Sandbox {
      if (!current) throw new Error('box is only there inside a test');
      return current;
    },
  };
}
