import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { CallOptions } from '@siwes/api';
import { rowActionMachine, rowActionsMachine } from '@siwes/flows';
import { useServices } from '../services/services.tsx';
import { useLatest } from './useLatest.ts';

export interface RowActionsOptions<TPayload> {
  /** One row's call: assign a supervisor, set a date, grade, delete. */
  act: (rowId: string, payload: TPayload, call: CallOptions) => Promise<unknown>;
  /** The row's notice, shown for 3 s (`services.timing.successNoticeMs`). */
  successMessage: string;
  /** The row's error when the server gives no text. */
  fallback?: string;
}

export interface RowActions<TPayload> {
  actor: ActorRefFrom<typeof rowActionsMachine>;
  run: (rowId: string, payload: TPayload) => void;
}

/**
 * Per-row actions on a table, wired once: each row gets its own actor the first time it is acted
 * on, so one row's pending or failed call never blocks or clears another. Each row reads its own
 * state with `useRowAction(actions, rowId)`; the table itself does not re-render when a row does.
 */
export function useRowActions<TPayload>(options: RowActionsOptions<TPayload>): RowActions<TPayload> {
  const { timing } = useServices();
  const latest = useLatest(options);
  // `provide` on the one machine, never a machine built here: @xstate/react replaces the actor
  // (a state update during render) whenever the machine's definition is a new one.
  const actor = useActorRef(
    rowActionsMachine.provide({
      actors: {
        rowAction: rowActionMachine.provide({
          actors: {
            act: fromPromise(({ input, signal }) => {
              const { act, fallback } = latest.current;
              return act(input.rowId, input.payload as TPayload, {
                signal,
                ...(fallback ? { fallback } : {}),
              });
            }),
          },
          delays: { noticeTimeout: timing.successNoticeMs },
        }),
      },
    }),
    {
      input: {
        successMessage: options.successMessage,
        ...(options.fallback ? { fallback: options.fallback } : {}),
      },
    },
  );
  return { actor, run: (rowId, payload) => actor.send({ type: 'RUN', rowId, payload }) };
}

export interface RowActionState<TPayload = unknown> {
  status: 'idle' | 'working' | 'succeeded' | 'failed';
  message: string | null;
  error: string | null;
  /** What the row's last successful call sent (the supervisor now assigned, say), or null. */
  done: TPayload | null;
}

const IDLE: RowActionState<never> = { status: 'idle', message: null, error: null, done: null };

/** One row's action: working, its notice, or its error, and what last succeeded. */
export function useRowAction<TPayload>(
  actions: RowActions<TPayload>,
  rowId: string,
): RowActionState<TPayload> {
  const row = useSelector(actions.actor, (s) => s.context.rows[rowId]);
  const status = useSelector(row, (s) => (s ? (s.value as RowActionState['status']) : 'idle'));
  const message = useSelector(row, (s) => s?.context.message ?? null);
  const error = useSelector(row, (s) => s?.context.error ?? null);
  const done = useSelector(row, (s) => (s?.context.done ?? null) as TPayload | null);
  return row ? { status, message, error, done } : IDLE;
}
