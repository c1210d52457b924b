/**
 * Services for stories: a real API client whose calls MSW answers from the fake, sessions and
 * storage in memory, and timings a story may shorten.
 */
import { createClient, type LoginResponse, type LoginType } from '@siwes/api';
import { FIXTURE_ACCOUNTS, FIXTURE_IDS, FIXTURE_TOKENS } from '@siwes/mocks';
import {
  accessToken,
  createMemorySessionStore,
  createMemoryStorage,
  DEFAULT_TIMING,
  type PortalServices,
  type Timing,
} from '../packages/ui/src/services/index.ts';

const NAMES: Record<LoginType, { firstName: string; lastName: string }> = {
  student: { firstName: 'Chidi', lastName: 'Okafor' },
  supervisor: { firstName: 'Emeka', lastName: 'Nwosu' },
  coordinator: { firstName: 'Ngozi', lastName: 'Adeyemi' },
};

/** The login response of a fixture account of the fake, as if that role had just signed in. */
export function fixtureLogin(role: LoginType): LoginResponse {
  return {
    message: 'Login successful',
    tokens: {
      accessToken: FIXTURE_TOKENS[role],
      refreshToken: `${role}-refresh`,
      clientToken: `${role}-client`,
    },
    data: { _id: FIXTURE_IDS[role], email: FIXTURE_ACCOUNTS[role].email, role, ...NAMES[role] },
  };
}

export interface StoryServicesOptions {
  /** Roles signed in from the start. */
  signedIn?: readonly LoginType[];
  sessionStorage?: Record<string, string>;
  localStorage?: Record<string, string>;
  timing?: Partial<Timing>;
}

export function createStoryServices(options: StoryServicesOptions = {}): PortalServices {
  const sessions = createMemorySessionStore(
    Object.fromEntries((options.signedIn ?? []).map((role) => [role, fixtureLogin(role)])),
  );
  return {
    client: createClient({ baseUrl: '', getToken: (role) => accessToken(sessions, role) }),
    sessions,
    sessionStorage: createMemoryStorage(options.sessionStorage),
    localStorage: createMemoryStorage(options.localStorage),
    timing: { ...DEFAULT_TIMING, ...options.timing },
    university: 'Federal University of Technology',
  };
}
