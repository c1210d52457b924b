/**
 * A new version of the portal (issue 25): the page runs the version it started with until the
 * user chooses to reload, so it never mixes the code of two versions. When the browser has the
 * next version ready (its service worker installed and waiting), the page offers "A new version
 * is ready" with Reload; Reload hands over to that version and loads the page afresh from it.
 *
 * Events: `UPDATE_READY` (the next version is installed and waiting), `RELOAD` (the user asked).
 * States: `current` → `ready` → `reloading` (final).
 *
 * Provide: action `applyUpdate` (activate the waiting version, then reload the page).
 */
import { setup } from 'xstate';
import { noop } from './shared.ts';

export const appUpdateMachine = setup({
  types: {
    events: {} as { type: 'UPDATE_READY' } | { type: 'RELOAD' },
  },
  actions: {
    applyUpdate: () => noop(),
  },
}).createMachine({
  id: 'appUpdate',
  initial: 'current',
  states: {
    current: {
      on: { UPDATE_READY: 'ready' },
    },
    ready: {
      on: { RELOAD: 'reloading' },
    },
    reloading: {
      type: 'final',
      entry: 'applyUpdate',
    },
  },
});
