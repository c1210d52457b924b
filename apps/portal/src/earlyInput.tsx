import { useEffect } from 'react';
import { handOverEarlyInput, PRERENDERED_ATTRIBUTE, releaseSubmits } from './prerendered.ts';

/**
 * Rendered after the routes inside the root's Suspense boundary, so its effect runs once the
 * page has hydrated: React now holds what was typed, handles submits itself, and is handed the
 * one made too early (Login pressed before the portal had the page signs in now).
 */
export function HandOverEarlyInput() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
    handOverEarlyInput(root);
    releaseSubmits();
    root.removeAttribute(PRERENDERED_ATTRIBUTE);
  }, []);
  return null;
}
