import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { MESSAGES, type CallOptions } from '@siwes/api';
import { loadMachine } from '@siwes/flows';
import { useLatest } from './useLatest.ts';

export interface LoadState<TData> {
  status: 'loading' | 'failed' | 'loaded';
  data: TData | null;
  error: string | null;
  retry: () => void;
  /** Loads again, keeping the page (after an edit, say). */
  reload: () => void;
}

/**
 * Loads a page's data through the load machine: loading, then loaded or failed (the server's
 * message, else `fallback`). The call gets the screen's fallback and an abort signal, so leaving
 * the page cancels it; it is read on every run, so it may close over the latest props.
 *
 * @example const page = useLoad((call) => client.getSupervisor({ id }, call).then((a) => a.data));
 */
export function useLoad<TData>(
  load: (call: CallOptions) => Promise<TData>,
  fallback: string = MESSAGES.fetchError,
): LoadState<TData> {
  const latest = useLatest(load);
  const actor = useActorRef(
    loadMachine.provide({
      actors: { load: fromPromise(({ signal }): Promise<unknown> => latest.current({ fallback, signal })) },
    }),
    { input: { fallback } },
  );
  const status = useSelector(actor, (s) =>
    s.matches('loaded') ? 'loaded' : s.matches('failed') ? 'failed' : 'loading',
  );
  const data = useSelector(actor, (s) => s.context.data) as TData | null;
  const error = useSelector(actor, (s) => s.context.error);
  return {
    status,
    data,
    error,
    retry: () => actor.send({ type: 'RETRY' }),
    reload: () => actor.send({ type: 'RELOAD' }),
  };
}
