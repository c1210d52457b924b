/**
 * The portal's service worker (issue 25; docs/decisions/020-service-worker-of-our-own.md), built
 * by apps/portal/vite-plugins.ts into `sw.js` at the root of the production build, the line
 * before this code giving its version and the files it keeps (`self.SIWES_BUILD`).
 *
 * - Keeps the app shell, the public pages and the student's screens (their hashed files) in a
 *   cache of its version, and answers the portal's own pages and files from it: after one visit
 *   the student's home, Work Details and Weekly Report open with no network. Nothing personal is
 *   ever cached: no call to the API goes through the cache.
 * - Runs one version at a time: a new version installs beside the running one and waits; the page
 *   offers it, and the worker takes over only when asked (SKIP_WAITING), then drops the older
 *   caches. So a page never mixes two versions' code.
 * - Sends the weekly reports waiting on the phone when Background Sync says the network is back,
 *   even with no page open (the outbox in IndexedDB, shared with the pages).
 */
import { createClient } from '@siwes/api';
import { clientSender, sendWaitingReports, type OutboxEntry } from '@siwes/ui/services/outbox.ts';
import { openOutbox, OUTBOX_SYNC_TAG, type OutboxStore } from '../offline/outboxStore.ts';
import { CACHE_PREFIX, cacheName, pageFor, type ServiceWorkerBuild } from './precache.ts';

// The few parts of the worker's global scope used here (the DOM library types the rest).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
interface WorkerScope {
  SIWES_BUILD: ServiceWorkerBuild;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const build = worker.SIWES_BUILD;
const current = cacheName(build.version);

worker.addEventListener('install', (event) => {
  // Hashed files the page has just loaded come from the HTTP cache; the pages are checked anew.
  event.waitUntil(caches.open(current).then((cache) => cache.addAll(build.files)));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then(async (keys) => {
      const older = keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== current);
      await Promise.all(older.map((key) => caches.delete(key)));
      // The very first version takes the open page at once, so its next page opens offline too.
      // A later one takes over only when the page asks (SKIP_WAITING), and then every page.
      if (older.length === 0) await worker.clients.claim();
    }),
  );
});

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  const kept =
    request.mode === 'navigate'
      ? pageFor(url.pathname, build.files)
      : build.files.includes(url.pathname)
        ? url.pathname
        : null;
  // Anything else (the API above all) is the network's alone.
  if (!kept) return;
  event.respondWith(
    caches
      .open(current)
      .then((cache) => cache.match(kept))
      .then((response) => response ?? fetch(request)),
  );
});

worker.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendInBackground());
});

/**
 * Sends every student's waiting reports, each with the token it was kept with (none after a
 * logout: it then waits for that student's next sign-in). Fails while the network is still
 * not there, so the browser tries again later.
 */
async function sendInBackground(): Promise<void> {
  const outbox = await openOutbox();
  const round = await sendWaitingReports({
    outbox,
    studentId: null,
    now: () => new Date(),
    send: sendKept(outbox),
  });
  if (round === 'network') throw new Error('The network is not back yet.');
}

function sendKept(outbox: OutboxStore) {
  return async (entry: OutboxEntry) => {
    const record = outbox
      .stored()
      .find((kept) => kept.studentId === entry.studentId && kept.weekStart === entry.weekStart);
    if (!record?.token) return { kind: 'signedOut' } as const;
    const token = record.token;
    return clientSender(createClient({ baseUrl: record.baseUrl, getToken: () => token }))(entry);
  };
}
