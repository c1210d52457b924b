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
export { ServicesProvider, useOnline, useServices, useSession, type PortalServices } from './services.tsx';
export { browserNetwork, createNetworkSwitch, type NetworkStatus, type NetworkSwitch } from './network.ts';
export {
  clientSender,
  createMemoryOutbox,
  currentWeekStart,
  daysWritten,
  sendWaitingReports,
  weekEndedMessage,
  type Outbox,
  type OutboxEntry,
  type OutboxStatus,
  type SendOutcome,
  type SendReport,
  type WeekText,
} from './outbox.ts';
export { createManualUpdates, type AppUpdates, type ManualUpdates } from './updates.ts';
