import '@siwes/ui/tokens.css';
import { holdSubmits, PRERENDERED_ATTRIBUTE } from './prerendered.ts';

declare const __SIWES_FAKE_API__: boolean;

/** `npm run dev` and the mock build answer the API from the fake in a service worker: no server needed. */
async function startFakeApi() {
  const { setupFakeWorker } = await import('@siwes/mocks/browser');
  const { worker } = setupFakeWorker();
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
}

/** A moment for the browser to paint and answer taps before the next piece of start-up. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function main() {
  if (__SIWES_FAKE_API__) await startFakeApi();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A prerendered page is on screen already; until React takes it over, a submit would reload it.
  if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) holdSubmits();
  // React's DOM renderer, then the portal (router, routes, services), each set up in a task of
  // its own: a slow phone never spends one long stretch on start-up code while the page is shown.
  await import('./reactDom.ts');
  await yieldToBrowser();
  const { startPortal } = await import('./start.tsx');
  startPortal(root);
}

void main();
