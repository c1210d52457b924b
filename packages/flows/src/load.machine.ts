/**
 * Loading a list or a detail page (spec sections 4 and 8): `loading`, then `loaded` or
 * `failed`, where the server's message replaces the page content.
 *
 * Input: `{ params?, fallback? }` (`fallback` defaults to 'Error fetching data'; the weekly
 * report page uses 'Failed to load data').
 * Events: `RETRY` (from `failed`), `RELOAD { params? }` (from `loaded`, e.g. after an edit).
 * Context: `params`, `data` (after a load), `error` (text to show instead of the page).
 *
 * Provide: actor `load` ({ params } → data).
 */
import { assign, setup } from 'xstate';
import { MESSAGES } from '@siwes/api';
import { failureText, notProvided } from './shared.ts';

export interface LoadInput<TParams> {
  params?: TParams;
  fallback?: string;
}

export interface LoadContext<TData, TParams> {
  params: TParams | undefined;
  fallback: string;
  data: TData | null;
  error: string | null;
}

export type LoadEvent<TParams> = { type: 'RETRY' } | { type: 'RELOAD'; params?: TParams };

/** Builds a load machine for one kind of page data and its parameters (an id, a page). */
export function createLoadMachine<TData = unknown, TParams = undefined>() {
  return setup({
    types: {
      input: {} as LoadInput<TParams>,
      context: {} as LoadContext<TData, TParams>,
      events: {} as LoadEvent<TParams>,
    },
    actors: {
      load: notProvided<TData, { params: TParams | undefined }>('load'),
    },
  }).createMachine({
    id: 'load',
    context: ({ input }) => ({
      params: input.params,
      fallback: input.fallback ?? MESSAGES.fetchError,
      data: null,
      error: null,
    }),
    initial: 'loading',
    states: {
      loading: {
        entry: assign({ error: null }),
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ params: context.params }),
          onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ context, event }) => failureText(event.error, context.fallback) }),
          },
        },
      },
      loaded: {
        on: {
          RELOAD: {
            target: 'loading',
            actions: assign({ params: ({ context, event }) => event.params ?? context.params }),
          },
        },
      },
      failed: {
        on: { RETRY: 'loading' },
      },
    },
  });
}

/** The load machine with untyped data; `createLoadMachine<Data, Params>()` types it. */
export const loadMachine = createLoadMachine<unknown, unknown>();
