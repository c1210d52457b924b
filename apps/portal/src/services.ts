import { CONTACT_FILE, createClient, fetchContactDetails } from '@siwes/api';
import { browserFiles } from '@siwes/ui/services/files.ts';
import { accessToken, endRefusedSession } from '@siwes/ui/services/sessions.ts';
import type { PortalServices } from '@siwes/ui/services/services.tsx';
import { parseTiming } from '@siwes/ui/services/timing.ts';
import { apiBaseUrl } from './config.ts';
import { createStorageSessionStore } from './sessions.ts';

/** The key under which tests (and curious operators) may shorten the spec's timings. */
export const TIMING_KEY = 'siwes:timing';

/** The real services: the API client on the configured base, sessions and storage of this browser, its downloads and clock. */
export function createPortalServices(): PortalServices {
  const sessions = createStorageSessionStore(window.localStorage);
  return {
    client: createClient({
      baseUrl: apiBaseUrl(),
      getToken: (role) => accessToken(sessions, role),
      onUnauthorized: endRefusedSession(sessions),
    }),
    sessions,
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    timing: parseTiming(window.localStorage.getItem(TIMING_KEY)),
    files: browserFiles,
    now: () => new Date(),
    // Beside the portal (not the API, which may live elsewhere), so a deployer can edit it.
    contact: ({ signal }) =>
      fetchContactDetails(`${import.meta.env.BASE_URL}${CONTACT_FILE}`, signal ? { signal } : {}),
  };
}
