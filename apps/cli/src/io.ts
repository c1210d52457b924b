/**
 * Everything the CLI touches outside itself, in one object, so tests can hand in their own:
 * output streams, input, environment, config directory, working directory, clock and time zone,
 * and the signal that Ctrl-C fires.
 */
import type { Readable, Writable } from 'node:stream';

export interface OutputStream {
  write(chunk: string): unknown;
  /** A terminal: progress bars and tables. */
  isTTY?: boolean;
  columns?: number;
}

export interface InputStream extends AsyncIterable<string | Buffer> {
  isTTY?: boolean;
  setRawMode?: (mode: boolean) => unknown;
}

export interface Io {
  stdout: OutputStream;
  stderr: OutputStream;
  stdin: InputStream;
  env: Record<string, string | undefined>;
  /** Where the token store lives (XDG_CONFIG_HOME/siwes or ~/.config/siwes). */
  configDir: string;
  /** Relative file paths are resolved from here. */
  cwd: string;
  /** Fires on Ctrl-C: long runs stop taking new work and report how far they got. */
  signal: AbortSignal;
  /** The local time zone deadlines are shown in (default: the system's). */
  timeZone?: string;
  /** The fetch the client uses (default: the global one). */
  fetch?: typeof fetch;
}

/** The process's own streams, for bin/siwes.js. */
export function processIo(signal: AbortSignal, homeDir: string): Io {
  const env = process.env;
  const configHome =
    env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME !== '' ? env.XDG_CONFIG_HOME : `${homeDir}/.config`;
  return {
    stdout: process.stdout as Writable & OutputStream,
    stderr: process.stderr as Writable & OutputStream,
    stdin: process.stdin as Readable & InputStream,
    env,
    configDir: `${configHome}/siwes`,
    cwd: process.cwd(),
    signal,
  };
}

/** Reads a whole input stream as text. */
export async function readAll(input: InputStream): Promise<string> {
  const chunks: string[] = [];
  for await (const chunk of input) chunks.push(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
  return chunks.join('');
}
