import { CONTACT_FILE, createClient, fetchContactDetails, type LoginType } from '@siwes/api';
import { forgetLastSeen } from '@siwes/ui/kit/lastSeen.ts';
import { browserFiles } from '@siwes/ui/services/files.ts';
import { browserNetwork } from '@siwes/ui/services/network.ts';
import { accessToken, endRefusedSession } from '@siwes/ui/services/sessions.ts';
import type { PortalServices } from '@siwes/ui/services/services.tsx';
import { parseTiming } from '@siwes/ui/services/timing.ts';
import { apiBaseUrl } from './config.ts';
import { lazyOutbox } from './offline/lazyOutbox.ts';
import { serviceWorkerUpdates, type ServiceWorkerUpdates } from './offline/updates.ts';
import { createStorageSessionStore } from './sessions.ts';

/** The key under which tests (and curious operators) may shorten the spec's timings. */
export const TIMING_KEY = 'siwes:timing';

export interface BrowserServices extends PortalServices {
  updates: ServiceWorkerUpdates;
}

/**
 * The real services: the API client on the configured base, sessions and storage of this browser,
 * its downloads and clock, its network, the weekly reports waiting in IndexedDB, and the next
 * version of the portal from its service worker.
 */
export function createPortalServices(): BrowserServices {
  const baseUrl = apiBaseUrl();
  // At logout (or when the server ends the session), what the device kept of that user's data
  // goes: their last-seen pages, and the token their waiting reports were kept with. The reports
  // and drafts stay, for the student's next sign-in: only that student sees them.
  const forget = (role: LoginType, userId: string) => {
    forgetLastSeen(window.localStorage, userId);
    if (role === 'student') void outbox.forgetTokens(userId);
  };
  const sessions = createStorageSessionStore(window.localStorage, undefined, { onSignOut: forget });
  const outbox = lazyOutbox({
    baseUrl,
    tokenFor: (studentId) =>
      sessions.get('student').user?.data._id === studentId
        ? (accessToken(sessions, 'student') ?? null)
        : null,
  });
  return {
    client: createClient({
      baseUrl,
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
    network: browserNetwork,
    outbox,
    updates: serviceWorkerUpdates(),
  };
}
