import { isValidElement, useId, type ReactNode } from 'react';
import { instantOf, shortLagosDate } from '@siwes/api';
import { displayValue } from '../DataTable/DataTable.tsx';
import styles from './DetailList.module.css';

export interface Detail {
  label: string;
  /** Text (N/A when missing), or an element shown as it is (a link, say). */
  value: unknown;
}

export interface DetailListProps {
  title: string;
  details: readonly Detail[];
  /** The title's heading level: 3 for cards under a heading of their own. */
  level?: 2 | 3;
}

/** A titled card of label and value pairs (a `<dl>`), with N/A for every missing value. */
export function DetailList({ title, details, level = 2 }: DetailListProps) {
  const titleId = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <dl className={styles.list}>
        {details.map((detail) => (
          <div key={detail.label} style={{ display: 'contents' }}>
            <dt>{detail.label}</dt>
            <dd>{isValidElement(detail.value) ? detail.value : displayValue(detail.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Lays detail cards side by side where there is room, stacked on phones. */
export function DetailGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

/** A date (or date-time) as Nigerians read it, in Lagos time; undefined for a missing or bad value. */
export function formatDate(value: string | null | undefined, withTime = false): string | undefined {
  const date = instantOf(value);
  return date ? shortLagosDate(date, { time: withTime }) : undefined;
}
