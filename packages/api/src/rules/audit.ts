/**
 * The audit trail's row-building rule (issue 27), written once for the server and the fake:
 * which calls are audited and under what kind, how a change's fields are recorded (secrets as
 * "changed", never their value; long values cut), and the canonical text a row's digest covers.
 */
import type { RouteKey } from '../routes.ts';

/** What a row is about, for the Activity page's "kind" filter. */
export const AUDIT_KINDS = [
  'security',
  'account',
  'details',
  'logbook',
  'signoff',
  'assignment',
  'grade',
  'collation',
  'form',
  'deadline',
  'notification',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Actions that are not calls: security events the server records itself. */
export const AUDIT_EVENTS = { loginFailed: 'loginFailed' } as const;

/**
 * Every write the API takes, by its call, with its kind. A call missing here that writes is a
 * test failure (apps/server/src/audit.test.ts); marking a notification read is the only write
 * left out: it changes nothing anyone else sees, and a list read often would fill the trail.
 */
export const AUDITED_CALLS = {
  login: 'security',
  logout: 'security',
  register: 'account',
  sendOtp: 'security',
  verifyOtp: 'security',
  resetStudentPassword: 'security',
  resetSupervisorPassword: 'security',
  signWeek: 'signoff',
  submitWorkDetails: 'details',
  updateStudentDetails: 'details',
  submitWeeklyReport: 'logbook',
  changeStudentPassword: 'security',
  requestSignoff: 'signoff',
  changeSupervisorPassword: 'security',
  updateSupervisor: 'account',
  setInspectionDate: 'assignment',
  setDefenseDate: 'assignment',
  supervisorAssignGrade: 'grade',
  supervisorCommentOnWeek: 'logbook',
  supervisorReopenWeek: 'logbook',
  changeCoordinatorPassword: 'security',
  updateCoordinator: 'account',
  uploadInspectionForms: 'form',
  deleteForm: 'form',
  addCoordinator: 'account',
  createSupervisor: 'account',
  assignInspectionSupervisor: 'assignment',
  assignDefenseSupervisor: 'assignment',
  assignSupervisors: 'assignment',
  setRegistrationDeadline: 'deadline',
  sendTestMail: 'notification',
  updateStudent: 'details',
  coordinatorAssignGrade: 'grade',
  collateGrades: 'collation',
  collateAllGrades: 'collation',
  coordinatorCommentOnWeek: 'logbook',
  coordinatorReopenWeek: 'logbook',
  setStudentNotificationPreferences: 'notification',
  setSupervisorNotificationPreferences: 'notification',
  setCoordinatorNotificationPreferences: 'notification',
  unsubscribe: 'notification',
} as const satisfies Partial<Record<RouteKey, AuditKind>>;
export type AuditedCall = keyof typeof AUDITED_CALLS;

/** Writes the trail leaves out, on purpose (see AUDITED_CALLS). */
export const UNAUDITED_WRITES: readonly RouteKey[] = [
  'readStudentNotification',
  'readAllStudentNotifications',
  'readSupervisorNotification',
  'readAllSupervisorNotifications',
  'readCoordinatorNotification',
  'readAllCoordinatorNotifications',
];

export function auditKindOf(action: string): AuditKind {
  if (action === AUDIT_EVENTS.loginFailed) return 'security';
  return (AUDITED_CALLS as Record<string, AuditKind>)[action] ?? 'account';
}

/** Fields whose value never enters the trail: a change is recorded as "changed". */
export const AUDIT_SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'password_hash',
  'passwordHash',
  'newPassword',
  'oldPassword',
  'token',
  'otp',
  'code',
  'image',
  'signature',
]);

/** What a secret's before and after read as. */
export const AUDIT_SECRET = 'changed';

/** The longest value a row keeps of one field (longer ones end in "…"): rows stay bounded. */
export const AUDIT_VALUE_MAX = 500;

/** A field's value as the trail keeps it: text, a number, a boolean or null. */
export type AuditValue = string | number | boolean | null;
/** A change's fields: each field's value before and after. */
export type AuditChanges = Record<string, [AuditValue, AuditValue]>;

/** A value as the trail keeps it (cut to AUDIT_VALUE_MAX). */
export function auditValue(value: unknown): AuditValue {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX - 1)}…` : text;
}

/** A text as the trail keeps it: cut to AUDIT_VALUE_MAX, empty as null. */
export function auditText(text: string): AuditValue {
  return auditValue(text);
}

/**
 * The fields that differ between before and after (those `after` names), secrets as
 * "changed". Undefined when nothing changed.
 */
export function auditChanges(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): AuditChanges | undefined {
  const changes: AuditChanges = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    if (AUDIT_SECRET_FIELDS.has(field)) {
      changes[field] = [AUDIT_SECRET, AUDIT_SECRET];
      continue;
    }
    const was = auditValue(before?.[field]);
    const now = auditValue(value);
    if (was !== now) changes[field] = [was, now];
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/** One row's content, as the digest covers it. */
export interface AuditRowContent {
  seq: number;
  at: string;
  actorId: string | null;
  actorRole: string;
  address: string;
  action: string;
  kind: string;
  recordType: string | null;
  recordId: string | null;
  studentId: string | null;
  /** The changes as stored (JSON text), or null. */
  changes: string | null;
}

/** The canonical text of a row (fields in a fixed order, JSON-escaped), chained after `previous`. */
export function auditDigestInput(previous: string, row: AuditRowContent): string {
  return (
    previous +
    '\n' +
    JSON.stringify([
      row.seq,
      row.at,
      row.actorId,
      row.actorRole,
      row.address,
      row.action,
      row.kind,
      row.recordType,
      row.recordId,
      row.studentId,
      row.changes,
    ])
  );
}
