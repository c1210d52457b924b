import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { MESSAGES, type CallOptions } from '@siwes/api';
import { loadMachine } from '@siwes/flows';

export interface LoadState<TData> {
  status: 'loading' | 'failed' | 'loaded';
  data: TData | null;
  error: string | null;
  retry: () => void;
  reload: () => void;
}

/**
 * Drives the load machine with a call: loading, then loaded or failed (the server's message, else
 * `fallback`). The call gets the client options that carry the fallback, so an error the server
 * left unexplained reads as the spec's text. It is read on every run, so it may close over the
 * latest props.
 */
export function useLoad<TData>(
  load: (options: CallOptions) => Promise<TData>,
  fallback: string = MESSAGES.fetchError,
): LoadState<TData> {
  const [snapshot, send] = useMachine(
    loadMachine.provide({ actors: { load: fromPromise((): Promise<unknown> => load({ fallback })) } }),
    { input: { fallback } },
  );
  const status = snapshot.matches('loaded') ? 'loaded' : snapshot.matches('failed') ? 'failed' : 'loading';
  return {
    status,
    data: snapshot.context.data as TData | null,
    error: snapshot.context.error,
    retry: () => send({ type: 'RETRY' }),
    reload: () => send({ type: 'RELOAD' }),
  };
}
