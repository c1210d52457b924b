import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useServices } from '../../services/services.tsx';
import styles from './UpdatePrompt.module.css';

const UpdateOffer = lazy(() => import('./UpdateOffer.tsx').then((m) => ({ default: m.UpdateOffer })));

const never = () => () => undefined;

/**
 * Offers the next version of the portal once the browser has it (issue 25), at the foot of the
 * screen over any page: "A new version is ready." with Reload (`UpdateOffer`). What a student was
 * typing is in its draft. The live region is always there, so the offer is announced when it
 * comes; the offer's code loads only then.
 */
export function UpdatePrompt() {
  const { updates } = useServices();
  const ready = useSyncExternalStore(
    updates?.subscribe ?? never,
    () => updates?.ready() ?? false,
    () => false,
  );
  return (
    // A polite live region, not a status: a page's own status messages stay the only ones.
    <div className={styles.region} aria-live="polite">
      {ready && (
        <Suspense fallback={null}>
          <UpdateOffer />
        </Suspense>
      )}
    </div>
  );
}
