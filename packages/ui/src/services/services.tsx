/**
 * What screens need from the outside world, given once at the top of the tree: the API client,
 * the per-role sessions, the two browser storages, the timings, the file saver, the clock, the
 * contact details, the network's state, the weekly reports waiting on the device and the next
 * version of the portal. Screens build their machines
 * with actors that call `client`; they never call fetch. The portal provides the real services;
 * stories provide a client that MSW answers, and in-memory sessions and storage.
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiClient, ContactDetails, LoginType } from '@siwes/api';
import type { FileSaver } from './files.ts';
import type { NetworkStatus } from './network.ts';
import type { Outbox } from './outbox.ts';
import type { RoleSession, SessionStore } from './sessions.ts';
import type { Timing } from './timing.ts';
import type { AppUpdates } from './updates.ts';

export interface PortalServices {
  client: ApiClient;
  sessions: SessionStore;
  /** sessionStorage in the portal: `userEmail`, the lecturer's reset email. */
  sessionStorage: Storage;
  /** localStorage in the portal: `verification`. */
  localStorage: Storage;
  timing: Timing;
  /** Saves exports and downloaded forms under their names (the browser's download in the portal). */
  files: FileSaver;
  /** The clock: "today" and "days ahead" come from here, so stories and tests can fix them. */
  now: () => Date;
  /**
   * Whom students call (the Contact page): the deployer's `contact.json` beside the portal in the
   * portal (`fetchContactDetails`), the shipped demonstration file in stories.
   */
  contact: (options: { signal?: AbortSignal }) => Promise<ContactDetails>;
  /** The university's name for the footer. */
  university?: string;
  /** Whether the device has a network (the browser's word in the portal; a switch in stories). */
  network: NetworkStatus;
  /** The weekly reports waiting on the device to be sent (IndexedDB in the portal, memory in stories). */
  outbox: Outbox;
  /** The next version of the portal, once installed (the portal's service worker); none in stories unless set. */
  updates?: AppUpdates;
}

const ServicesContext = createContext<PortalServices | null>(null);

export function ServicesProvider({ services, children }: { services: PortalServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): PortalServices {
  const services = useContext(ServicesContext);
  if (!services)
    throw new Error('Screens need <ServicesProvider> above them (the portal or a story decorator).');
  return services;
}

/** Whether the device has a network, re-rendering when the browser says it went or came back. */
export function useOnline(): boolean {
  const { network } = useServices();
  return useSyncExternalStore(network.subscribe, network.online, () => true);
}

/** The session of one role, re-rendering when it changes. */
export function useSession(role: LoginType): RoleSession {
  const { sessions } = useServices();
  return useSyncExternalStore(sessions.subscribe, () => sessions.get(role));
}
