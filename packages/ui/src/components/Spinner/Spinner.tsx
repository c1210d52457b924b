import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Text for screen readers. Leave it out when the spinner sits beside a visible label (as in Button). */
  label?: string;
  size?: 'small' | 'large';
}

/** A spinning ring. With a label it is a polite status; without one it is decoration. */
export function Spinner({ label, size = 'small' }: SpinnerProps) {
  const ring = (
    <span className={`${styles.spinner} ${size === 'large' ? styles.large : ''}`} aria-hidden="true" />
  );
  if (!label) return ring;
  return (
    <span role="status">
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export interface PageLoadingProps {
  /** What is loading, said to screen readers and shown under the spinner. */
  label?: string;
}

/** The page-level loading state: a large spinner and a line of text, announced politely. */
export function PageLoading({ label = 'Loading…' }: PageLoadingProps) {
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <Spinner size="large" />
      <span>{label}</span>
    </div>
  );
}
