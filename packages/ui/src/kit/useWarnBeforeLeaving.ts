import { useEffect } from 'react';

/**
 * While `active` (work typed and not sent), closing the tab, reloading or leaving the portal asks
 * first: the browser's own "Leave site? Changes you made may not be saved." The portal's own
 * links do not ask; a screen that keeps its work across them (Batch Grading) says so itself.
 */
export function useWarnBeforeLeaving(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is returned.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
