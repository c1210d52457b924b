/**
 * One error handler for every command: a one-line message on stderr and an exit code.
 * 0 all went through, 1 something failed on the server's side (or some rows failed),
 * 2 bad usage or bad input (nothing was changed), 130 interrupted by Ctrl-C.
 */
import { CommanderError } from 'commander';
import { isApiError, type ApiError } from '@siwes/api';
import type { OutputStream } from './io.ts';

export const EXIT = { ok: 0, failed: 1, usage: 2, interrupted: 130 } as const;

/** A failure the CLI itself detected, with the exit code it means. */
export class CliError extends Error {
  override readonly name = 'CliError';
  readonly exitCode: number;
  constructor(message: string, exitCode: number = EXIT.usage) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** Bad usage or bad input: exit code 2. */
export function usageError(message: string): CliError {
  return new CliError(message, EXIT.usage);
}

/** Why a fetch failed, from the causes under it: a system code (ECONNREFUSED...) or the innermost message. */
export function networkReason(error: unknown): string | undefined {
  let current: unknown = error;
  let innermost: string | undefined;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '' && message !== 'fetch failed') innermost = message;
    current = (current as { cause?: unknown }).cause;
  }
  return innermost && innermost.length < 80 ? innermost : undefined;
}

/** A row's failure: the call's message, with why the network failed when it did (`ECONNRESET`). */
export function rowFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const reason = isApiError(error) && error.code === 'network' ? networkReason(error.cause) : undefined;
  return reason ? `${error.message} (${reason})` : error.message;
}

/** The line to show for a failed call: the server's own message, or which address was unreachable. */
export function describeApiError(error: ApiError, apiUrl: string): string {
  if (error.code === 'network') {
    const reason = networkReason(error.cause);
    return `Could not reach ${apiUrl}${reason ? ` (${reason})` : ''}. Is the server running? Set --api-url or SIWES_API_URL.`;
  }
  if (error.code === 'aborted') return 'Interrupted before the server answered.';
  if (error.code === 'timeout') return `${apiUrl} took too long to answer. Please try again.`;
  if (error.status === 401) return `${error.message} Run \`siwes login\` to sign in to ${apiUrl}.`;
  return error.message;
}

export interface HandleErrorOptions {
  stderr: OutputStream;
  apiUrl: string;
  debug: boolean;
}

/** Prints an error and returns the exit code it stands for. */
export function handleError(error: unknown, { stderr, apiUrl, debug }: HandleErrorOptions): number {
  if (error instanceof CommanderError) {
    // Commander has already printed its own message (or the help, or the version).
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return EXIT.ok;
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  let message: string;
  let exitCode: number;
  if (error instanceof CliError) {
    message = error.message;
    exitCode = error.exitCode;
  } else if (isApiError(error)) {
    message = describeApiError(error, apiUrl);
    exitCode = error.code === 'aborted' ? EXIT.interrupted : EXIT.failed;
  } else if (error instanceof Error) {
    message = error.message;
    exitCode = EXIT.failed;
  } else {
    message = String(error);
    exitCode = EXIT.failed;
  }
  // An empty message: the command has already said what went wrong (a summary, a list of rows).
  if (message !== '') stderr.write(`error: ${message}\n`);
  if (debug && error instanceof Error && error.stack) stderr.write(`${error.stack}\n`);
  return exitCode;
}
