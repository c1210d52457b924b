/**
 * Services for stories: a real API client whose calls MSW answers from the fake, sessions and
 * storage in memory, timings a story may shorten, a file saver that records what was saved,
 * a clock fixed at the fake's "now", and the contact file fetched as the portal fetches it.
 */
import { CONTACT_FILE, createClient, fetchContactDetails, type LoginType } from '@siwes/api';
import { FAKE_NOW, FIXTURE_ACCOUNTS, fixtureLogin, type FixtureAccount } from '@siwes/mocks';
import {
  accessToken,
  createManualUpdates,
  createMemoryOutbox,
  createMemorySessionStore,
  createMemoryStorage,
  createNetworkSwitch,
  createRecordingFiles,
  DEFAULT_TIMING,
  endRefusedSession,
  type ManualUpdates,
  type NetworkSwitch,
  type OutboxEntry,
  type PortalServices,
  type RecordingFiles,
  type Timing,
} from '../packages/ui/src/services/index.ts';

export interface StoryServicesOptions {
  /**
   * Fixture accounts signed in from the start (mocks/README.md): `student` (placed, both
   * supervisors), `newStudent` (no company yet), `supervisor` (students on both lists),
   * `idleSupervisor` (none), `coordinator`. One account per role.
   */
  signedIn?: readonly FixtureAccount[];
  sessionStorage?: Record<string, string>;
  localStorage?: Record<string, string>;
  timing?: Partial<Timing>;
  /** The clock, as an ISO instant; the fake's own "now" (a Friday in June 2026) by default. */
  now?: string;
  /** Starts with no network (the switch `NetworkToggle` turns it back on). */
  offline?: boolean;
  /** Weekly reports already waiting, sent or refused on the device. */
  outbox?: readonly OutboxEntry[];
  /** A new version of the portal is installed and waiting. */
  updateReady?: boolean;
}

export interface StoryServices extends PortalServices {
  files: RecordingFiles;
  network: NetworkSwitch;
  updates: ManualUpdates;
}

export function createStoryServices(options: StoryServicesOptions = {}): StoryServices {
  const signedIn = Object.fromEntries(
    (options.signedIn ?? []).map((account): [LoginType, ReturnType<typeof fixtureLogin>] => [
      FIXTURE_ACCOUNTS[account].type,
      fixtureLogin(account),
    ]),
  );
  const sessions = createMemorySessionStore(signedIn);
  const now = options.now ?? FAKE_NOW;
  return {
    // As in the portal: a role whose token the fake refuses (401) is signed out, its login saying why.
    client: createClient({
      baseUrl: '',
      getToken: (role) => accessToken(sessions, role),
      onUnauthorized: endRefusedSession(sessions),
    }),
    sessions,
    sessionStorage: createMemoryStorage(options.sessionStorage),
    localStorage: createMemoryStorage(options.localStorage),
    timing: { ...DEFAULT_TIMING, ...options.timing },
    files: createRecordingFiles(),
    now: () => new Date(now),
    // The portal's own way, answered by the preview's handler (the shipped demo file) or a story's.
    contact: ({ signal }) => fetchContactDetails(`/${CONTACT_FILE}`, signal ? { signal } : {}),
    university: 'Federal University of Technology',
    network: createNetworkSwitch(!options.offline),
    outbox: createMemoryOutbox(options.outbox),
    updates: createManualUpdates(options.updateReady),
  };
}
