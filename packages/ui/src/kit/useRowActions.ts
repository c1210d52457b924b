import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { CallOptions } from '@siwes/api';
import { createRowActionsMachine } from '@siwes/flows';
import { useServices } from '../services/services.tsx';
import { useLatest } from './useLatest.ts';

export interface RowActionsOptions<TPayload> {
  /** One row's call: assign a supervisor, set a date, grade, delete. */
  act: (rowId: string, payload: TPayload, call: CallOptions) => Promise<unknown>;
  /** The row's notice, shown for 3 s (`services.timing.successNoticeMs`). */
  successMessage: string;
  /** The row's error when the server gives no text. */
  fallback?: string;
  /** Runs once a row's call has succeeded, before its notice shows (e.g. to mark a deleted row). */
  onSuccess?: (rowId: string, payload: TPayload) => void;
}

type RowActionsMachine = ReturnType<typeof createRowActionsMachine<unknown>>;

export interface RowActions<TPayload> {
  actor: ActorRefFrom<RowActionsMachine>;
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
  // Built once: a machine built anew on each render has a new config, which makes the actor hook
  // replace its actor during render, again and again. The call is read from `latest` when it runs.
  const [machine] = useState(() =>
    createRowActionsMachine<unknown>({
      actors: {
        act: fromPromise(async ({ input, signal }) => {
          const { act, fallback } = latest.current;
          const payload = input.payload as TPayload;
          const output = await act(input.rowId, payload, { signal, ...(fallback ? { fallback } : {}) });
          latest.current.onSuccess?.(input.rowId, payload);
          return output;
        }),
      },
      delays: { noticeTimeout: timing.successNoticeMs },
    }),
  );
  const actor = useActorRef(machine, {
    input: {
      successMessage: options.successMessage,
      ...(options.fallback ? { fallback: options.fallback } : {}),
    },
  });
  return { actor, run: (rowId, payload) => actor.send({ type: 'RUN', rowId, payload }) };
}

export interface RowActionState<TPayload = unknown> {
  status: 'idle' | 'working' | 'succeeded' | 'failed';
  message: string | null;
  error: string | null;
  /**
   * What the row's last successful call sent (the date just set, the score just given), until
   * another succeeds: the row shows it at once, before the list is loaded again.
   */
  done: TPayload | null;
}

const IDLE: RowActionState<never> = { status: 'idle', message: null, error: null, done: null };

/** One row's action: working, its notice, its error, and what it last sent with success. */
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
