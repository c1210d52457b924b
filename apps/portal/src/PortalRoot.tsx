import { StrictMode, Suspense, type ReactNode } from 'react';
import { PageLoading } from '@siwes/ui/components/Spinner/Spinner.tsx';
import { UpdatePrompt } from '@siwes/ui/kit/UpdatePrompt/UpdatePrompt.tsx';
import { ServicesProvider } from '@siwes/ui/services/services.tsx';
import type { PortalServices } from '@siwes/ui/services/services.tsx';
import { HandOverEarlyInput } from './earlyInput.tsx';

/**
 * The tree around the router: the same in the browser (main.tsx) and at build time
 * (prerender.tsx), so a prerendered page hydrates onto exactly the markup it was built with; the
 * offer of a new version (`UpdatePrompt`) sits over every page.
 */
export function PortalRoot({ services, children }: { services: PortalServices; children: ReactNode }) {
  return (
    <StrictMode>
      <ServicesProvider services={services}>
        <Suspense fallback={<PageLoading />}>
          {children}
          <HandOverEarlyInput />
          <UpdatePrompt />
        </Suspense>
      </ServicesProvider>
    </StrictMode>
  );
}
