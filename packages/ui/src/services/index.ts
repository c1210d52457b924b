export {
  EMPTY_SESSION,
  accessToken,
  createMemorySessionStore,
  endRefusedSession,
  createMemoryStorage,
  type RoleSession,
  type SessionStore,
} from './sessions.ts';
export { DEFAULT_TIMING, parseTiming, type Timing } from './timing.ts';
export {
  browserFiles,
  createRecordingFiles,
  type FileSaver,
  type RecordingFiles,
  type SavedFile,
} from './files.ts';
export { ServicesProvider, useServices, useSession, type PortalServices } from './services.tsx';
