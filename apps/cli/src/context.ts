/**
 * What an action needs besides its own options: the global options (read with
 * optsWithGlobals()), output that respects --json and --quiet, the token store, and the
 * typed client signed in as a role.
 */
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { createClient, type ApiClient, type LoginType } from '@siwes/api';
import { CliError, EXIT, usageError } from './errors.ts';
import type { Io } from './io.ts';
import { confirm } from './prompt.ts';
import { TokenStore, type StoredSession } from './tokens.ts';

export const DEFAULT_API_URL = 'http://localhost:3000';

export interface GlobalOptions {
  apiUrl: string;
  json: boolean;
  quiet: boolean;
  yes: boolean;
  debug: boolean;
}

/** The global options as the root command parsed them, wherever the action sits. */
export function globalOptions(command: Command): GlobalOptions {
  const all = command.optsWithGlobals<Partial<GlobalOptions>>();
  return {
    apiUrl: all.apiUrl ?? DEFAULT_API_URL,
    json: all.json === true,
    quiet: all.quiet === true,
    yes: all.yes === true,
    debug: all.debug === true,
  };
}

/** Checks an API address: an http(s) URL. */
export function checkApiUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw usageError(`--api-url must be an http or https address, got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw usageError(`--api-url must be an http or https address, got "${value}".`);
  }
  return value.replace(/\/+$/, '');
}

export class Context {
  readonly io: Io;
  readonly options: GlobalOptions;
  readonly store: TokenStore;
  private readonly tokens = new Map<LoginType, string>();

  constructor(command: Command, io: Io) {
    this.io = io;
    const options = globalOptions(command);
    this.options = { ...options, apiUrl: checkApiUrl(options.apiUrl) };
    this.store = new TokenStore(io.configDir);
  }

  get apiUrl(): string {
    return this.options.apiUrl;
  }

  /** The client with no session: login and the development outbox. */
  anonymousClient(): ApiClient {
    return createClient({
      baseUrl: this.apiUrl,
      fetch: this.io.fetch,
      getToken: (role) => this.tokens.get(role),
    });
  }

  /** The client signed in as a role, from the token store; a clear error when not signed in. */
  async clientAs(role: LoginType): Promise<ApiClient> {
    const session = await this.store.get(this.apiUrl, role);
    if (!session) {
      throw new CliError(
        `Not signed in as ${role} at ${this.apiUrl}. Run \`siwes login --role ${role}\` first.`,
        EXIT.usage,
      );
    }
    this.useSession(session);
    return this.anonymousClient();
  }

  useSession(session: StoredSession): void {
    this.tokens.set(session.role, session.token);
  }

  /** Options for a single call: its fallback message and Ctrl-C. */
  call(fallback?: string) {
    return { signal: this.io.signal, ...(fallback ? { fallback } : {}) };
  }

  /** A result line on stdout (human mode only). */
  out(text: string): void {
    if (!this.options.json) this.io.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  }

  /** Machine-readable data on stdout (--json only). */
  json(data: unknown): void {
    if (this.options.json) this.io.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
  }

  /** A diagnostic on stderr, unless --quiet. */
  info(text: string): void {
    if (!this.options.quiet) this.io.stderr.write(text.endsWith('\n') ? text : `${text}\n`);
  }

  /** A warning on stderr, even with --quiet. */
  warn(text: string): void {
    this.io.stderr.write(text.endsWith('\n') ? text : `${text}\n`);
  }

  /** Asks a yes/no question unless --yes; refuses to guess when there is no one to ask. */
  async confirm(question: string): Promise<boolean> {
    if (this.options.yes) return true;
    return confirm(this.io, question);
  }

  /** Resolves a path the user typed against the working directory. */
  path(file: string): string {
    return resolve(this.io.cwd, file);
  }
}
