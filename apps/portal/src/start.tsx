import { startTransition } from 'react';
import { createRoot, hydrateRoot } from './reactDom.ts';
import { BrowserRouter } from 'react-router';
import { preloadScreenAt } from '@siwes/ui/routes/ScreenRoutes.tsx';
import { PortalRoot } from './PortalRoot.tsx';
import { PRERENDERED_ATTRIBUTE } from './prerendered.ts';
import { PortalRoutes } from './routes.tsx';
import { createPortalServices } from './services.ts';

declare const __SIWES_FAKE_API__: boolean;

/** Renders the portal into `root`, taking over its markup when the page arrived prerendered. */
export function startPortal(root: HTMLElement) {
  const services = createPortalServices();
  // Not in the builds on the fake: MSW's worker answers their API, and a page has one worker.
  if (!__SIWES_FAKE_API__) services.updates.register();
  preloadScreenAt(window.location.pathname, (role) => services.sessions.get(role).user !== null);
  const app = (
    <PortalRoot services={services}>
      {/* Urgent location updates: PortalRoutes defers the page itself, and knows while it waits. */}
      <BrowserRouter useTransitions={false}>
        <PortalRoutes />
      </BrowserRouter>
    </PortalRoot>
  );
  // As a transition, React renders in slices of a few milliseconds and lets the phone paint and
  // answer taps in between, rather than holding the main thread for the whole first render.
  startTransition(() => {
    if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
