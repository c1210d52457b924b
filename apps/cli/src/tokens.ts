/**
 * The token store: one signed-in session per role per API address, in
 * `<config dir>/credentials.json`, readable by the user alone (file 0600, folder 0700).
 */
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoginType } from '@siwes/api';

export interface StoredSession {
  role: LoginType;
  token: string;
  id: string;
  email: string;
  name: string;
  savedAt: string;
}

type StoreFile = Record<string, Partial<Record<LoginType, StoredSession>>>;

export const CREDENTIALS_FILE = 'credentials.json';

/** The key an API address is stored under: its origin and path, without a trailing slash. */
export function apiKey(apiUrl: string): string {
  const url = new URL(apiUrl);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export class TokenStore {
  readonly file: string;
  private readonly dir: string;

  constructor(configDir: string) {
    this.dir = configDir;
    this.file = join(configDir, CREDENTIALS_FILE);
  }

  private async readAll(): Promise<StoreFile> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw error;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' ? (parsed as StoreFile) : {};
    } catch {
      // A damaged file holds nothing usable; the next login rewrites it.
      return {};
    }
  }

  private async writeAll(data: StoreFile): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    // Write beside, then rename: a crash never leaves half a file, and the mode is set before
    // any token is in it.
    const temp = `${this.file}.${process.pid}.tmp`;
    await writeFile(temp, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
    await chmod(temp, 0o600);
    await rename(temp, this.file);
  }

  async sessions(apiUrl: string): Promise<StoredSession[]> {
    const all = await this.readAll();
    return Object.values(all[apiKey(apiUrl)] ?? {}).filter((s): s is StoredSession => Boolean(s?.token));
  }

  async get(apiUrl: string, role: LoginType): Promise<StoredSession | undefined> {
    const all = await this.readAll();
    return all[apiKey(apiUrl)]?.[role];
  }

  async save(apiUrl: string, session: StoredSession): Promise<void> {
    const all = await this.readAll();
    const key = apiKey(apiUrl);
    all[key] = { ...all[key], [session.role]: session };
    await this.writeAll(all);
  }

  /** Forgets one role's session (or every role's) at an address; returns what was removed. */
  async remove(apiUrl: string, role?: LoginType): Promise<StoredSession[]> {
    const all = await this.readAll();
    const key = apiKey(apiUrl);
    const entry = all[key] ?? {};
    const removed = Object.values(entry).filter(
      (s): s is StoredSession => Boolean(s) && (role === undefined || s?.role === role),
    );
    if (removed.length === 0) return [];
    if (role) delete entry[role];
    if (!role || Object.keys(entry).length === 0) delete all[key];
    else all[key] = entry;
    if (Object.keys(all).length === 0) await rm(this.file, { force: true });
    else await this.writeAll(all);
    return removed;
  }
}
