/**
 * The weekly reports waiting on the phone (issue 25): a report the student asked to send while
 * the network was gone waits on the device, and this machine sends it by itself once it can:
 * at once when the phone is online, when it comes back online (the browser's `online` event, or
 * Background Sync waking the portal), and again after `retryDelay` when the phone claimed a
 * network that never reached the server. The reports and what became of each (sent, refused)
 * are kept by the caller; this machine only decides when to send.
 *
 * Input: `{ online }` (the browser's `navigator.onLine` as the portal starts).
 * Events: `ONLINE`, `OFFLINE` (the browser's network events), `FLUSH` (a report was just put
 * to wait, or another tab or the service worker changed what waits: send now if the network is
 * there). A `FLUSH` while sending sends again once the round in flight ends.
 * States: `offline` (left at once when started online) ⇄ `sending` → `idle` | `retrying` | `offline`.
 * Context: `online` (what the browser last said), `again` (a `FLUSH` came while sending).
 *
 * Provide: actor `sendWaiting` (no input → `'sent'` when every waiting report got an answer,
 * sent or refused; `'network'` when a call never reached the server, so they wait on).
 */
import { assign, setup } from 'xstate';
import { notProvided } from './shared.ts';

/** What a round of sending found: every report answered, or the network failed a call. */
export type SendRound = 'sent' | 'network';

/** Waits this long after a call that never reached the server before trying again (30 s). */
export const RETRY_WAITING_MS = 30_000;

export interface ReportOutboxContext {
  online: boolean;
  again: boolean;
}

export type ReportOutboxEvent = { type: 'ONLINE' } | { type: 'OFFLINE' } | { type: 'FLUSH' };

export const reportOutboxMachine = setup({
  types: {
    input: {} as { online: boolean },
    context: {} as ReportOutboxContext,
    events: {} as ReportOutboxEvent,
  },
  actors: {
    sendWaiting: notProvided<SendRound, void>('sendWaiting'),
  },
  delays: {
    retryDelay: RETRY_WAITING_MS,
  },
  guards: {
    online: ({ context }) => context.online,
    offline: ({ context }) => !context.online,
    again: ({ context }) => context.again,
    networkFailed: (_, params: { round: SendRound }) => params.round === 'network',
  },
}).createMachine({
  id: 'reportOutbox',
  context: ({ input }) => ({ online: input.online, again: false }),
  // Starts offline, and leaves at once for `sending` when the browser says it is online.
  initial: 'offline',
  states: {
    offline: {
      always: { guard: 'online', target: 'sending' },
      on: {
        ONLINE: { target: 'sending', actions: assign({ online: true }) },
      },
    },
    sending: {
      entry: assign({ again: false }),
      invoke: {
        id: 'sendWaiting',
        src: 'sendWaiting',
        onDone: [
          { guard: 'again', target: 'sending', reenter: true },
          { guard: 'offline', target: 'offline' },
          {
            guard: { type: 'networkFailed', params: ({ event }) => ({ round: event.output }) },
            target: 'retrying',
          },
          { target: 'idle' },
        ],
        onError: [{ guard: 'offline', target: 'offline' }, { target: 'retrying' }],
      },
      on: {
        FLUSH: { actions: assign({ again: true }) },
        OFFLINE: { actions: assign({ online: false }) },
        ONLINE: { actions: assign({ online: true }) },
      },
    },
    idle: {
      on: {
        FLUSH: 'sending',
        ONLINE: { target: 'sending', actions: assign({ online: true }) },
        OFFLINE: { target: 'offline', actions: assign({ online: false }) },
      },
    },
    retrying: {
      after: { retryDelay: 'sending' },
      on: {
        FLUSH: 'sending',
        ONLINE: { target: 'sending', actions: assign({ online: true }) },
        OFFLINE: { target: 'offline', actions: assign({ online: false }) },
      },
    },
  },
});
