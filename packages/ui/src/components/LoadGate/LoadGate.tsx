import type { ReactNode } from 'react';
import { ErrorScreen } from '../ErrorScreen/ErrorScreen.tsx';
import { PageLoading } from '../Spinner/Spinner.tsx';

export interface LoadGateProps<TData> {
  /** What the load machine says: `loading`, `failed` or `loaded`. */
  status: 'loading' | 'failed' | 'loaded';
  data: TData | null;
  /** The server's message (or the screen's fallback) when loading failed. */
  error: string | null;
  onRetry?: () => void;
  /** Said while loading, e.g. `Loading your details…`. */
  loadingLabel?: string;
  children: (data: TData) => ReactNode;
}

/**
 * The three states of a page that loads (spec section 4): a spinner while loading; on failure the
 * server's message replaces the page content, with Try again; the page once loaded. A reload
 * (after an edit, a grade) keeps the page shown, so what it holds (a notice, typed values) stays.
 */
export function LoadGate<TData>({
  status,
  data,
  error,
  onRetry,
  loadingLabel,
  children,
}: LoadGateProps<TData>) {
  if (status === 'failed') return <ErrorScreen title={error ?? undefined} onRetry={onRetry} />;
  if (data === null) return <PageLoading label={loadingLabel} />;
  return <>{children(data)}</>;
}
