export { PATHS, type PathName } from './paths.ts';
export { ROLE_AREAS, type RoleArea } from './roles.ts';
export {
  EMPTY_SESSION,
  accessToken,
  createMemorySessionStore,
  createMemoryStorage,
  type RoleSession,
  type SessionStore,
} from './sessions.ts';
export { DEFAULT_TIMING, parseTiming, type Timing } from './timing.ts';
export { ServicesProvider, useServices, useSession, type PortalServices } from './services.tsx';
