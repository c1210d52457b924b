/**
 * The weekly reports waiting on this phone (`Outbox` of `@siwes/ui`), kept in IndexedDB so the
 * portal's pages, its other tabs and its service worker share them: a report put to wait in a
 * page is sent by the service worker when Background Sync wakes it, and the page learns what
 * became of it. Each change is announced on a BroadcastChannel; sending holds a Web Lock, so a
 * report is never sent twice at once.
 *
 * A waiting report keeps the student's access token and the API's address, for the service
 * worker, which has neither; the token goes once the report is sent or refused, and at logout.
 */
import type { Outbox, OutboxEntry } from '@siwes/ui/services/outbox.ts';

const DB_NAME = 'siwes-offline';
const STORE = 'weeklyReports';
/** The channel and the lock every context of the portal uses for the outbox. */
export const OUTBOX_CHANNEL = 'siwes-outbox';
/** The tag a page registers with Background Sync, which wakes the service worker. */
export const OUTBOX_SYNC_TAG = 'siwes-outbox';

export interface StoredReport extends OutboxEntry {
  id: string;
  /** The student's access token while the report waits; null once sent, refused, or at logout. */
  token: string | null;
  /** The API's base address the page was talking to ('' for its own origin). */
  baseUrl: string;
}

export interface OutboxStore extends Outbox {
  /** The stored records, with their tokens (the service worker sends with them). */
  stored(): readonly StoredReport[];
  /** Drops a student's token from every report kept for them (at logout). */
  forgetTokens(studentId: string): Promise<void>;
}

export interface OutboxStoreOptions {
  /** The token of the student signed in on this page, if `studentId` is signed in. */
  tokenFor?: (studentId: string) => string | null;
  baseUrl?: string;
}

const idOf = (studentId: string, weekStart: string) => `${studentId}/${weekStart}`;

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
  return settle(request);
}

/** Opens the outbox and reads what it holds. */
export async function openOutbox({ tokenFor, baseUrl }: OutboxStoreOptions = {}): Promise<OutboxStore> {
  const db = await openDatabase();
  const records = new Map<string, StoredReport>();
  const listeners = new Set<() => void>();
  // One array per change, so a page's store hook sees the same one until something changes.
  let snapshot: readonly StoredReport[] = [];
  const notify = () => {
    snapshot = [...records.values()];
    listeners.forEach((listener) => listener());
  };
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);

  const store = (mode: IDBTransactionMode) => db.transaction(STORE, mode).objectStore(STORE);
  async function reload() {
    const all = await settle(store('readonly').getAll() as IDBRequest<StoredReport[]>);
    records.clear();
    for (const record of all) records.set(record.id, record);
    snapshot = [...records.values()];
  }
  async function write(record: StoredReport) {
    await settle(store('readwrite').put(record));
    records.set(record.id, record);
    notify();
    channel?.postMessage('changed');
  }
  if (channel) {
    channel.onmessage = () => void reload().then(notify);
  }
  await reload();

  return {
    entry: (studentId, weekStart) => records.get(idOf(studentId, weekStart)),
    all: () => snapshot,
    stored: () => snapshot,
    put(entry) {
      const id = idOf(entry.studentId, entry.weekStart);
      const kept = records.get(id);
      const token = entry.status === 'waiting' ? (tokenFor?.(entry.studentId) ?? kept?.token ?? null) : null;
      return write({ ...entry, id, token, baseUrl: baseUrl ?? kept?.baseUrl ?? '' });
    },
    async remove(studentId, weekStart) {
      const id = idOf(studentId, weekStart);
      await settle(store('readwrite').delete(id));
      records.delete(id);
      notify();
      channel?.postMessage('changed');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async exclusive(work) {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      const run = async () => {
        await reload();
        notify();
        return work();
      };
      return locks ? locks.request(OUTBOX_CHANNEL, run) : run();
    },
    requestBackgroundSend() {
      if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
      void navigator.serviceWorker.ready
        .then((registration) =>
          (
            registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
          ).sync?.register(OUTBOX_SYNC_TAG),
        )
        .catch(() => undefined);
    },
    async forgetTokens(studentId) {
      for (const record of [...records.values()]) {
        if (record.studentId === studentId && record.token !== null) await write({ ...record, token: null });
      }
    },
  };
}
