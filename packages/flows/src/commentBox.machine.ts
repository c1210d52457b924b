/**
 * A week's comment box (issue 24): the institution supervisor or the coordinator writes a note on
 * one week of a student's logbook and sends it. The same machine sends a reopening's reason: both
 * are one text sent for one week, refused by the server with a sentence naming the field.
 *
 * Input: `{ successMessage, fallback? }`: what a success says when the server says nothing, and
 * the text of a failure the server did not explain.
 * Events: `EDIT { text }` (typing; from any state but `sending`), `SEND` (from any state but
 * `sending` and `sent`: sends the text as typed, even empty, so the server's refusal says what is
 * missing; a second `SEND` while sending is ignored).
 * States: `idle` (nothing typed yet) → `editing` → `sending` → `sent` (the box empties, the
 * server's message shows) | `refused` (the server's sentence, and beside the field the one naming
 * it) | `offline` (the call never reached the server: the text is kept to send again).
 * Context: `text` (as typed), `message` (the success text), `error`, `fieldErrors` (by the body's
 * field name: `text`, `reason`, `weekStart`).
 *
 * Provide: actor `send` ({ text } → { message }); action `announceSent` (the caller reloads the
 * week, to show the new comment or the reopening).
 */
import { assign, setup } from 'xstate';
import { isApiError, MESSAGES } from '@siwes/api';
import { noop, notProvided, refusal } from './shared.ts';

export interface CommentBoxInput {
  successMessage: string;
  fallback?: string;
}

export interface CommentBoxContext {
  successMessage: string;
  fallback: string;
  text: string;
  message: string | null;
  error: string | null;
  fieldErrors: Record<string, string>;
}

export type CommentBoxEvent = { type: 'EDIT'; text: string } | { type: 'SEND' };

/** A call that never reached the server: no network, so the text waits on the device. */
const neverArrived = (error: unknown) => isApiError(error) && error.code === 'network';

export const commentBoxMachine = setup({
  types: {
    input: {} as CommentBoxInput,
    context: {} as CommentBoxContext,
    events: {} as CommentBoxEvent,
  },
  actors: {
    send: notProvided<{ message?: string }, { text: string }>('send'),
  },
  actions: {
    keepText: assign(({ event }) => ({
      text: (event as Extract<CommentBoxEvent, { type: 'EDIT' }>).text,
      message: null,
    })),
    announceSent: noop,
  },
  guards: {
    offline: (_, params: { error: unknown }) => neverArrived(params.error),
  },
}).createMachine({
  id: 'commentBox',
  context: ({ input }) => ({
    successMessage: input.successMessage,
    fallback: input.fallback ?? MESSAGES.fetchError,
    text: '',
    message: null,
    error: null,
    fieldErrors: {},
  }),
  initial: 'idle',
  states: {
    // Send with nothing typed goes to the server too: its 400 names the field, in its words.
    idle: { on: { EDIT: { target: 'editing', actions: 'keepText' }, SEND: 'sending' } },
    editing: {
      on: {
        EDIT: { actions: 'keepText' },
        SEND: 'sending',
      },
    },
    sending: {
      entry: assign({ error: null, fieldErrors: {}, message: null }),
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ text: context.text }),
        onDone: {
          target: 'sent',
          actions: [
            assign(({ context, event }) => ({
              text: '',
              message: event.output.message || context.successMessage,
            })),
            'announceSent',
          ],
        },
        onError: [
          {
            guard: { type: 'offline', params: ({ event }) => ({ error: event.error }) },
            target: 'offline',
            actions: assign({ error: MESSAGES.networkError }),
          },
          {
            target: 'refused',
            actions: assign(({ context, event }) => refusal(event.error, context.fallback)),
          },
        ],
      },
    },
    sent: { on: { EDIT: { target: 'editing', actions: 'keepText' } } },
    refused: {
      on: {
        EDIT: { target: 'editing', actions: ['keepText', assign({ error: null, fieldErrors: {} })] },
        SEND: 'sending',
      },
    },
    offline: {
      on: {
        EDIT: { actions: 'keepText' },
        SEND: 'sending',
      },
    },
  },
});
