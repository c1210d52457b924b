import { Button } from '../../components/Button/Button.tsx';
import styles from './LoadFailed.module.css';

/**
 * A part of a page whose own load failed (the rest of the page stays): the server's message (or
 * the part's fallback), announced when it appears, and Try again. A whole page that failed shows
 * the error screen instead (`LoadGate`).
 */
export function LoadFailed({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.failed}>
      <p>{error}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
