/**
 * What a signed-in user last saw of their own data (the student's details), kept on the device
 * so their pages still show it with no network (issue 25): in the services' local storage under
 * `siwes:seen:<user id>:<name>`, per account, and forgotten at logout (`forgetLastSeen`): unlike
 * a draft, it is the server's to give again.
 */

/** Where last-seen data live in local storage. */
export const LAST_SEEN_PREFIX = 'siwes:seen:';

export interface Seen<TData> {
  data: TData;
  /** When it was loaded (an ISO instant). */
  at: string;
}

/** The storage key of a user's last-seen `name`. */
export function lastSeenKey(userId: string, name: string): string {
  return `${LAST_SEEN_PREFIX}${encodeURIComponent(userId)}:${encodeURIComponent(name)}`;
}

export function keepSeen<TData>(storage: Storage, key: string, data: TData, at: Date): void {
  try {
    storage.setItem(key, JSON.stringify({ data, at: at.toISOString() } satisfies Seen<TData>));
  } catch (error) {
    console.warn('Could not keep this page on the device', error);
  }
}

export function readSeen<TData>(storage: Storage, key: string): Seen<TData> | null {
  try {
    const seen = JSON.parse(storage.getItem(key) ?? 'null') as Partial<Seen<TData>> | null;
    return seen && typeof seen.at === 'string' && seen.data !== undefined ? (seen as Seen<TData>) : null;
  } catch {
    return null;
  }
}

/** Forgets everything kept of a user's data (at logout, or when the server ended the session). */
export function forgetLastSeen(storage: Storage, userId: string): void {
  const prefix = `${LAST_SEEN_PREFIX}${encodeURIComponent(userId)}:`;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}
