/**
 * A dashboard's panel (issue 29): a region named by its heading, holding a chart and its table.
 * The coordinator's dashboard and the supervisor's home are made of these (ADR 021).
 */
import { useId, type ReactNode } from 'react';
import type { LoadState } from '../useLoad.ts';
import styles from './DashboardPanels.module.css';
import { LoadFailed } from '../LoadFailed/LoadFailed.tsx';

export function DashboardPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A dashboard's panels once loaded: till then its loading line, or the server's message with Try again. */
export function LoadedPanels<T>({
  page,
  loadingLabel,
  children,
}: {
  page: LoadState<T>;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <div className={styles.dashboard}>
      {page.status === 'failed' ? (
        <LoadFailed error={page.error} onRetry={page.retry} />
      ) : page.data === null ? (
        <p role="status">{loadingLabel}</p>
      ) : (
        children(page.data)
      )}
    </div>
  );
}

export { styles as dashboardStyles };
