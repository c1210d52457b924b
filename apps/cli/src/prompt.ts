/**
 * Questions on the terminal: a hidden password prompt and a yes/no confirmation. Both refuse
 * to run without a terminal to ask on, so a script never hangs waiting for an answer.
 */
import { CliError, EXIT, usageError } from './errors.ts';
import type { InputStream, Io } from './io.ts';

const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACES = new Set(['\u0008', '\u007f']);

/** Reads the first line of an input stream (without its line break). */
async function readLine(input: InputStream): Promise<string | undefined> {
  let text = '';
  for await (const chunk of input) {
    text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    const end = text.search(/\r|\n/);
    if (end !== -1) return text.slice(0, end);
  }
  return text === '' ? undefined : text;
}

/**
 * Reads a password on the terminal without echoing it: raw mode, one key at a time,
 * backspace edits, Enter ends, Ctrl-C cancels.
 */
export async function promptPassword(io: Io, label = 'Password: '): Promise<string> {
  if (!io.stdin.isTTY) {
    throw usageError('No terminal to ask for the password on: pipe it in with --password-stdin.');
  }
  io.stderr.write(label);
  io.stdin.setRawMode?.(true);
  let password = '';
  try {
    for await (const chunk of io.stdin) {
      for (const key of typeof chunk === 'string' ? chunk : chunk.toString('utf8')) {
        if (key === CTRL_C) throw new CliError('Cancelled.', EXIT.interrupted);
        if (key === '\r' || key === '\n' || key === CTRL_D) return password;
        if (BACKSPACES.has(key)) password = password.slice(0, -1);
        else password += key;
      }
    }
    return password;
  } finally {
    io.stdin.setRawMode?.(false);
    io.stderr.write('\n');
  }
}

/** The password piped on stdin: its first line, as `docker login --password-stdin` reads it. */
export async function passwordFromStdin(io: Io): Promise<string> {
  const line = await readLine(io.stdin);
  if (line === undefined || line === '') throw usageError('--password-stdin was given but stdin is empty.');
  return line;
}

/** Asks a yes/no question on the terminal; the default is no. */
export async function confirm(io: Io, question: string): Promise<boolean> {
  if (!io.stdin.isTTY) {
    throw usageError(`${question} There is no terminal to ask on: pass --yes to go ahead.`);
  }
  io.stderr.write(`${question} [y/N] `);
  const answer = (await readLine(io.stdin)) ?? '';
  return /^y(es)?$/i.test(answer.trim());
}
