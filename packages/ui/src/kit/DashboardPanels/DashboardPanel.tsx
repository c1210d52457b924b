/**
 * A dashboard's panel (issue 29): a region named by its heading, holding a chart and its table.
 * The coordinator's dashboard and the supervisor's home are made of these (ADR 021).
 */
import { useId, type ReactNode } from 'react';
import styles from './DashboardPanels.module.css';

export function DashboardPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export { styles as dashboardStyles };
