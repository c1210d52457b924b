/**
 * The public pages rendered to HTML at build time (vite-plugins.ts), so a phone on a slow network
 * shows the page as soon as its HTML arrives, before any JavaScript; main.tsx then hydrates it.
 * Only pages that look the same to everyone are prerendered: no session, no data from the API.
 */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createClient } from '@siwes/api';
import { createMemorySessionStore, createMemoryStorage } from '@siwes/ui/services/sessions.ts';
import { browserFiles } from '@siwes/ui/services/files.ts';
import { createNetworkSwitch } from '@siwes/ui/services/network.ts';
import { createMemoryOutbox } from '@siwes/ui/services/outbox.ts';
import type { PortalServices } from '@siwes/ui/services/services.tsx';
import { DEFAULT_TIMING } from '@siwes/ui/services/timing.ts';
import { PortalRoot } from './PortalRoot.tsx';
import { PortalRoutes } from './routes.tsx';

/** The markup of the portal's root element for `path`, with every lazy screen resolved. */
export async function renderPage(path: string): Promise<string> {
  // Nothing is called or stored while rendering: the services only have to exist.
  const services: PortalServices = {
    client: createClient({ baseUrl: '' }),
    sessions: createMemorySessionStore(),
    sessionStorage: createMemoryStorage(),
    localStorage: createMemoryStorage(),
    timing: DEFAULT_TIMING,
    files: browserFiles,
    now: () => new Date(),
    contact: () => Promise.reject(new Error('The contact file is not read while prerendering.')),
    network: createNetworkSwitch(true),
    outbox: createMemoryOutbox(),
  };
  const { prelude } = await prerender(
    <PortalRoot services={services}>
      <StaticRouter location={path}>
        <PortalRoutes />
      </StaticRouter>
    </PortalRoot>,
  );
  return new Response(prelude).text();
}
