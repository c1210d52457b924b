import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { isApiError, MESSAGES, type CallOptions } from '@siwes/api';
import { loadMachine } from '@siwes/flows';
import { useServices } from '../services/services.tsx';
import { keepSeen, lastSeenKey, readSeen } from './lastSeen.ts';
import { useLatest } from './useLatest.ts';

export interface LoadState<TData> {
  status: 'loading' | 'failed' | 'loaded';
  data: TData | null;
  error: string | null;
  /**
   * When the data shown were loaded, if the network failed and they are what the device kept
   * (see `keep`): an ISO instant; null for data fresh from the server.
   */
  seenAt: string | null;
  retry: () => void;
  /** Loads again, keeping the page (after an edit, say). */
  reload: () => void;
}

export interface LoadOptions {
  /**
   * Keeps what loads on the device for the signed-in user (`lastSeen.ts`), and shows it when the
   * network fails, saying when it was loaded: the student's own pages, which open offline.
   * Forgotten at logout. Nothing is kept without a user.
   */
  keep?: { user: string | undefined; name: string };
}

/** A call that never reached the server. */
function networkFailure(error: unknown): boolean {
  return isApiError(error) && (error.code === 'network' || error.code === 'timeout');
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
  { keep }: LoadOptions = {},
): LoadState<TData> {
  const { localStorage, now } = useServices();
  const latest = useLatest(load);
  const key = keep?.user ? lastSeenKey(keep.user, keep.name) : null;
  const [seenAt, setSeenAt] = useState<string | null>(null);
  const actor = useActorRef(
    loadMachine.provide({
      actors: {
        load: fromPromise(async ({ signal }): Promise<unknown> => {
          try {
            const data = await latest.current({ fallback, signal });
            if (key) keepSeen(localStorage, key, data, now());
            setSeenAt(null);
            return data;
          } catch (error) {
            const seen = key && networkFailure(error) ? readSeen<TData>(localStorage, key) : null;
            if (!seen) throw error;
            setSeenAt(seen.at);
            return seen.data;
          }
        }),
      },
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
    seenAt,
    retry: () => actor.send({ type: 'RETRY' }),
    reload: () => actor.send({ type: 'RELOAD' }),
  };
}
