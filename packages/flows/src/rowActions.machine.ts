/**
 * Per-row actions on a table: assign a supervisor, set an inspection or defence date, grade,
 * delete a form (spec sections 2, 4 and 9). Each row gets its own `rowAction` actor, spawned the
 * first time it is acted on, so a row's spinner, notice or error never touches another row.
 *
 * `rowActions` (the table) — input `{ successMessage, fallback? }`; events
 * `RUN { rowId, payload }`; context `rows` (row id → that row's actor; read a row with
 * `useSelector(rows[id], s => s)`).
 *
 * `rowAction` (one row) — states `idle` → `working` → `succeeded` (`message`, cleared after
 * `noticeTimeout`, 3 s, back to `idle`) or `failed` (`error`: the server's errors, else message,
 * else `fallback`); `RUN` while `working` is ignored. Context: `rowId`, `payload`, `message`,
 * `error`, `done` (the payload of the last call that succeeded, kept after the notice clears, so
 * a row can show what it now holds: the supervisor just assigned, say).
 *
 * Provide the row's call with `createRowActionsMachine({ actors: { act }, delays? })`, where
 * `act` takes `{ rowId, payload }`.
 */
import { assign, sendTo, setup } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { MESSAGES, SUCCESS_NOTICE_MS } from '@siwes/api';
import { failureText, notProvided } from './shared.ts';

export interface RowActionInput {
  rowId: string;
  successMessage: string;
  fallback?: string;
}

export interface RowActionContext<TPayload> {
  rowId: string;
  successMessage: string;
  fallback: string;
  payload: TPayload | null;
  /** The payload of the last call that succeeded, or null. */
  done: TPayload | null;
  message: string | null;
  error: string | null;
}

/** Builds the machine of one row's action. */
export function createRowActionMachine<TPayload = unknown>() {
  return setup({
    types: {
      input: {} as RowActionInput,
      context: {} as RowActionContext<TPayload>,
      events: {} as { type: 'RUN'; payload: TPayload },
    },
    actors: {
      act: notProvided<unknown, { rowId: string; payload: TPayload }>('act'),
    },
    delays: {
      noticeTimeout: SUCCESS_NOTICE_MS,
    },
  }).createMachine({
    id: 'rowAction',
    context: ({ input }) => ({
      rowId: input.rowId,
      successMessage: input.successMessage,
      fallback: input.fallback ?? MESSAGES.genericError,
      payload: null,
      done: null,
      message: null,
      error: null,
    }),
    initial: 'idle',
    states: {
      idle: {
        on: { RUN: 'working' },
      },
      working: {
        entry: assign({ payload: ({ event }) => event.payload, message: null, error: null }),
        invoke: {
          id: 'act',
          src: 'act',
          input: ({ context, event }) => ({ rowId: context.rowId, payload: event.payload }),
          onDone: {
            target: 'succeeded',
            actions: assign({
              message: ({ context }) => context.successMessage,
              done: ({ context }) => context.payload,
            }),
          },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ context, event }) => failureText(event.error, context.fallback) }),
          },
        },
      },
      succeeded: {
        on: { RUN: 'working' },
        after: { noticeTimeout: { target: 'idle', actions: assign({ message: null }) } },
      },
      failed: {
        on: { RUN: 'working' },
      },
    },
  });
}

export type RowActionMachine<TPayload = unknown> = ReturnType<typeof createRowActionMachine<TPayload>>;

export interface RowActionsContext<TPayload> {
  successMessage: string;
  fallback: string | undefined;
  rows: Record<string, ActorRefFrom<RowActionMachine<TPayload>>>;
}

/** Builds the table's machine; prefer `createRowActionsMachine`, which also provides the row's call. */
export function createRowActionsTable<TPayload = unknown>() {
  return setup({
    types: {
      input: {} as { successMessage: string; fallback?: string },
      context: {} as RowActionsContext<TPayload>,
      events: {} as { type: 'RUN'; rowId: string; payload: TPayload },
    },
    actors: {
      rowAction: createRowActionMachine<TPayload>(),
    },
  }).createMachine({
    id: 'rowActions',
    context: ({ input }) => ({ successMessage: input.successMessage, fallback: input.fallback, rows: {} }),
    on: {
      RUN: {
        actions: [
          assign({
            rows: ({ context, event, spawn }) =>
              context.rows[event.rowId]
                ? context.rows
                : {
                    ...context.rows,
                    [event.rowId]: spawn('rowAction', {
                      id: `row:${event.rowId}`,
                      input: {
                        rowId: event.rowId,
                        successMessage: context.successMessage,
                        ...(context.fallback === undefined ? {} : { fallback: context.fallback }),
                      },
                    }),
                  },
          }),
          sendTo(
            ({ context, event }) => context.rows[event.rowId]!,
            ({ event }) => ({ type: 'RUN' as const, payload: event.payload }),
          ),
        ],
      },
    },
  });
}

/** The table's machine with each row's call (`act`) and, optionally, its notice delay provided. */
export function createRowActionsMachine<TPayload = unknown>(
  row: Parameters<RowActionMachine<TPayload>['provide']>[0],
) {
  return createRowActionsTable<TPayload>().provide({
    actors: { rowAction: createRowActionMachine<TPayload>().provide(row) },
  });
}

/** The default instances (untyped payloads, calls not provided), as the catalogue measures them. */
export const rowActionMachine = createRowActionMachine();
export const rowActionsMachine = createRowActionsTable();
