import { NAVIGATION_PROGRESS_LABEL } from './label.ts';
import styles from './NavigationProgress.module.css';

export interface NavigationProgressProps {
  /** Whether a followed link's page is still on its way (its code loading on a slow network). */
  pending: boolean;
}

/** What the bar says to screen readers. */
export { NAVIGATION_PROGRESS_LABEL };

/**
 * A slim bar across the top of the window while the page of a followed link is on its way: the
 * old page stays until the new one can be drawn, so without it a tap seemed to do nothing. It
 * shows only once the wait passes about 150 ms (a page already at hand never flashes it), and
 * moves only for readers who have not asked for reduced motion.
 */
export function NavigationProgress({ pending }: NavigationProgressProps) {
  if (!pending) return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label={NAVIGATION_PROGRESS_LABEL} aria-busy="true">
      <div className={styles.slider} />
    </div>
  );
}
