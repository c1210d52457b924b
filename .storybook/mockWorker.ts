/**
 * The mock service worker for stories, started once before the first story renders, and a
 * record of every API request it did not answer (docs/storybook.md, "The mock
 * never missed").
 *
 * Why a request once reached the static host (about 2 in 100 direct-link loads, Coordinator/
 * UploadForm "Idle" turning into "Error fetching data"): `worker.start()` resolves when the
 * worker is active and has answered this page, not when it controls the page. On a first visit
 * the page is controlled only once the worker's `clients.claim()` lands (`controllerchange`); a
 * screen that fetched in between went past the worker to the network, and the static host
 * answered 404. The addon's own setup could not say so: it passes MSW 2's `onUnhandledRequest`,
 * which MSW 3 ignores (now `onUnhandledFrame`). So here the loader waits until the page is
 * controlled, and a request for the API that no handler answers is refused and recorded, which
 * fails the story (`expectNoMissedRequests`, after each story).
 */
import type { SetupWorker } from 'msw/browser';

/** What the stories' fake answers: the API and the portal's contact file. */
const MOCKED = /^\/api\/|\/contact\.json$/;

const missed: string[] = [];

/** Resolves once a service worker controls this page (at most `ms` later, then throws). */
function controlled(ms = 5000): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The mock service worker never took control of the story page.')),
      ms,
    );
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

export async function startMockWorker(): Promise<SetupWorker> {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      const request = (frame.data as { request?: Request } | undefined)?.request;
      if (!request || !MOCKED.test(new URL(request.url).pathname)) return;
      missed.push(`${request.method} ${request.url}`);
      defaults.error();
    },
  });
  await controlled();
  return worker;
}

/** Fails a story when one of its API requests went unanswered by the fake, or the page is not controlled. */
export function missedRequests(): string[] {
  const found = [...missed];
  missed.length = 0;
  if (!navigator.serviceWorker.controller)
    found.push('the page is not controlled by the mock service worker');
  return found;
}
