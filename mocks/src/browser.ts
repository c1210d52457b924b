/**
 * The fake in a browser (the portal's `npm run dev` without a server). Storybook does not
 * need this: its MSW addon takes `createFakeApi().handlers` per story.
 *
 * @example
 * const { worker } = setupFakeWorker();
 * await worker.start({ onUnhandledFrame: 'bypass' });
 */
import { setupWorker } from 'msw/browser';
import { createFakeApi, type FakeApiOptions } from './index.ts';

export function setupFakeWorker(options: FakeApiOptions = {}) {
  const fake = createFakeApi(options);
  const worker = setupWorker(...fake.handlers);
  return { worker, fake };
}

export * from './index.ts';
