import { useDeferredValue, type ReactNode } from 'react';
import { describeLagosTime } from '@siwes/api';
import { ErrorScreen } from '../ErrorScreen/ErrorScreen.tsx';
import { Notice } from '../Notice/Notice.tsx';
import { PageLoading } from '../Spinner/Spinner.tsx';

/** Said above what the device kept, shown because the network failed. */
export function seenOfflineNotice(at: string): string {
  return `You are offline. This is what the portal showed on ${describeLagosTime(at)}; it may have changed since.`;
}

export interface LoadGateProps<TData> {
  /** What the load machine says: `loading`, `failed` or `loaded`. */
  status: 'loading' | 'failed' | 'loaded';
  data: TData | null;
  /** The server's message (or the screen's fallback) when loading failed. */
  error: string | null;
  onRetry?: () => void;
  /** Said while loading, e.g. `Loading your details…`. */
  loadingLabel?: string;
  /** When the data were loaded, if they are what the device kept because the network failed. */
  seenAt?: string | null;
  children: (data: TData) => ReactNode;
}

/**
 * The three states of a page that loads (spec section 4): a spinner while loading; on failure the
 * server's message replaces the page content, with Try again; the page once loaded. Loading again
 * (`reload`, after an upload say) keeps the page as it was until the new data arrive.
 *
 * The page is drawn from its data as a transition: React builds it in slices of a few
 * milliseconds and lets the phone paint and answer taps in between, where a list of twenty rows of
 * inputs had held a slow phone's main thread for 100 ms and more in one piece. The spinner stays
 * until the page is ready to show.
 *
 * Data the device kept, shown because the network failed (`useLoad`'s `keep`), come under a
 * notice saying so and when they were loaded.
 */
export function LoadGate<TData>({
  status,
  data,
  error,
  onRetry,
  loadingLabel,
  seenAt,
  children,
}: LoadGateProps<TData>) {
  const shown = useDeferredValue(data);
  if (status === 'failed') return <ErrorScreen title={error ?? undefined} onRetry={onRetry} />;
  if (shown === null) return <PageLoading label={loadingLabel} />;
  return (
    <>
      {seenAt && <Notice tone="info">{seenOfflineNotice(seenAt)}</Notice>}
      {children(shown)}
    </>
  );
}
