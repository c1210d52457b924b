/**
 * The portal's service worker from the page's side (issue 25): registered once the page has
 * loaded (production builds only: the mock build and `npm run dev` answer the API from MSW's
 * worker, and one page has one worker), and the next version reported to the page's `updates`
 * once it is installed and waiting. Reload hands over to it and loads the page afresh, so no
 * page runs code of two versions (docs/decisions/020-service-worker-of-our-own.md).
 */
import type { AppUpdates } from '@siwes/ui/services/updates.ts';

/** Where the build writes the service worker (apps/portal/vite-plugins.ts), at the origin's root. */
export const SERVICE_WORKER_URL = '/sw.js';

export interface ServiceWorkerUpdates extends AppUpdates {
  /** Registers the service worker once the page has loaded, and watches for the next version. */
  register(): void;
}

export function serviceWorkerUpdates(): ServiceWorkerUpdates {
  let waiting: ServiceWorker | null = null;
  let ready = false;
  let reloading = false;
  const listeners = new Set<() => void>();
  const becomeReady = (worker: ServiceWorker | null) => {
    waiting = worker;
    if (ready) return;
    ready = true;
    listeners.forEach((listener) => listener());
  };
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };

  function watch(worker: ServiceWorker | null) {
    if (!worker) return;
    // A worker installed beside a controlling one is the next version; the first one ever is not.
    const check = () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) becomeReady(worker);
    };
    check();
    worker.addEventListener('statechange', check);
  }

  async function start() {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    watch(registration.waiting);
    watch(registration.installing);
    registration.addEventListener('updatefound', () => watch(registration.installing));
    // Another tab reloaded into the next version: this one still runs the previous one. (The very
    // first worker taking the page, from none, is the version the page runs.)
    let controller = navigator.serviceWorker.controller;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (controller && !reloading) becomeReady(null);
      controller = navigator.serviceWorker.controller;
    });
    // A page left open for days still hears of a new version: when it comes back into view,
    // and when the network returns.
    const update = () => void registration.update().catch(() => undefined);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') update();
    });
    window.addEventListener('online', update);
  }

  return {
    ready: () => ready,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply() {
      if (!waiting) return reload();
      navigator.serviceWorker.addEventListener('controllerchange', reload);
      waiting.postMessage({ type: 'SKIP_WAITING' });
    },
    register() {
      if (!('serviceWorker' in navigator)) return;
      const go = () =>
        void start().catch((error: unknown) => console.warn('The portal will not open offline', error));
      // After the page's own loads, so keeping the portal for offline never slows the first visit.
      if (document.readyState === 'complete') go();
      else window.addEventListener('load', go, { once: true });
    },
  };
}
