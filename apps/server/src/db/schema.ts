/**
 * The tables, as Kysely sees them. Column names are snake_case; times are ISO 8601 strings in
 * UTC (`Date#toISOString`), so they compare as text the same way on SQLite and PostgreSQL.
 */
import type { Generated, Kysely } from 'kysely';

export interface UserTable {
  id: string;
  role: 'student' | 'supervisor' | 'coordinator';
  /** Lower case; unique across every role. */
  email: string;
  password_hash: string;
  created_at: string;
}

export interface StudentTable {
  id: string;
  student_code: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  /** "First Middle Last", kept for sorting. */
  name: string;
  /** Lower-case name, matric number, email and code: what search looks in. */
  search_text: string;
  matric_no: string;
  level: string;
  sex: string;
  faculty: string;
  department: string;
  course: string;
  email: string;
  phone: string;
  bank_name: string | null;
  bank_account: string | null;
  bank_sort_code: string | null;
  company_name: string | null;
  company_email: string | null;
  company_phone: string | null;
  company_address: string | null;
  company_state: string | null;
  company_lga: string | null;
  company_street: string | null;
  company_department: string | null;
  company_job: string | null;
  company_resumption: string | null;
  company_end: string | null;
  inspection_supervisor_id: string | null;
  inspection_date: string | null;
  defense_supervisor_id: string | null;
  defense_date: string | null;
  /** The weekly-report score the coordinator gave; it stands over the computed one. */
  score_reports_given: number | null;
  /** The weekly-report score computed at the last collation. */
  score_reports_collated: number | null;
  score_inspection: number | null;
  score_defense: number | null;
  score_total: number | null;
  created_at: string;
  /** The workplace supervisor (migration 011): who signs the student's weeks; null until given. */
  workplace_supervisor_name?: string | null;
  workplace_supervisor_position?: string | null;
  workplace_supervisor_email?: string | null;
  workplace_supervisor_phone?: string | null;
}

export interface SupervisorTable {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  office: string;
}

export interface CoordinatorTable {
  id: string;
  first_name: string;
  last_name: string;
  phone1: string;
  phone2: string | null;
  email: string;
  office: string;
  faculty: string;
}

export interface WeeklyReportTable {
  id: string;
  student_id: string;
  /** The Monday of the week (Africa/Lagos), YYYY-MM-DD. */
  week_start: string;
  monday: string;
  tuesday: string;
  wednesday: string;
  thursday: string;
  friday: string;
  /** How many of the five days have text. */
  days_reported: number;
  updated_at: string;
  /** 1 while signed and not reopened (migration 011, default 0): writes are refused. */
  locked?: number;
  /** Counts the writes (default 0): a signing names the revision it read. */
  revision?: number;
  /** When each day's entry was first written and last changed (migration 017); null: not known. */
  monday_written_at?: string | null;
  monday_changed_at?: string | null;
  tuesday_written_at?: string | null;
  tuesday_changed_at?: string | null;
  wednesday_written_at?: string | null;
  wednesday_changed_at?: string | null;
  thursday_written_at?: string | null;
  thursday_changed_at?: string | null;
  friday_written_at?: string | null;
  friday_changed_at?: string | null;
}

/** A sign-off link; the token itself is never stored, only its keyed hash. */
export interface SignoffRequestTable {
  id: string;
  token_hash: string;
  student_id: string;
  week_start: string;
  sent_to: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  signed_at: string | null;
}

export interface SignoffTable {
  id: string;
  request_id: string;
  student_id: string;
  week_start: string;
  name: string;
  comment: string;
  /** The client address the signing came from. */
  address: string;
  image: Uint8Array | null;
  image_type: string | null;
  /** The five days as signed, JSON. */
  days_json: string;
  digest: string;
  signed_at: string;
}

export interface WeekCommentTable {
  seq: Generated<number>;
  id: string;
  student_id: string;
  week_start: string;
  author_id: string;
  author_name: string;
  author_role: string;
  text: string;
  created_at: string;
}

export interface WeekReopeningTable {
  seq: Generated<number>;
  id: string;
  student_id: string;
  week_start: string;
  by_id: string;
  by_name: string;
  by_role: string;
  reason: string;
  created_at: string;
}

export interface SignoffAutoClaimTable {
  student_id: string;
  week_start: string;
  claimed_at: string;
}

export interface FormTable {
  id: string;
  purpose: string;
  description: string;
  name: string;
  public_id: string;
  /** The generated file name under `<dataDir>/forms/`, also the name a moved file had there. */
  stored_name: string;
  size: number;
  created_at: string;
  /**
   * Where the bytes are: a file under `<dataDir>/forms/` (SQLite, and forms PostgreSQL has not
   * moved yet), or rows of `form_chunks` (PostgreSQL, migration 008).
   */
  stored_in: 'disk' | 'database';
}

/** A form's bytes in order, a slice per row, so a download reads a slice at a time. */
export interface FormChunkTable {
  form_id: string;
  seq: number;
  bytes: Uint8Array;
}

export interface SessionTable {
  id: string;
  user_id: string;
  role: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface OtpTable {
  email: string;
  purpose: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: number;
}

export interface VerifiedEmailTable {
  email: string;
  expires_at: string;
}

export interface ResetTokenTable {
  token_hash: string;
  email: string;
  expires_at: string;
  used_at: string | null;
}

export interface OutboxTable {
  id: Generated<number>;
  to_email: string;
  subject: string;
  text: string;
  sent_at: string;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface CounterTable {
  name: string;
  value: number;
}

export interface RateLimitTable {
  key: string;
  window_start: string;
  count: number;
}

export interface BackoffTable {
  /** A digest of what it limits (services/rateLimit.ts limitKey). */
  key: string;
  /** Failures in a row (a success deletes the row). */
  failures: number;
  blocked_until: string;
  updated_at: string;
}

/** Mail waiting to leave; a row is deleted once sent or given up. */
export interface MailQueueTable {
  id: Generated<number>;
  to_email: string;
  subject: string;
  text: string;
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  /** While a process sends it, no other takes it (until this time passes). */
  locked_until: string | null;
  last_error: string | null;
  /** Issue 26: the HTML part, extra headers (JSON) and the event a notification's mail is of. */
  html: string | null;
  headers_json: string | null;
  event: string | null;
  /** What it is about: a reminder's kind, or null (migration 013). */
  kind?: string | null;
  /** Null while it may leave; 'failed' once refused for good (migration 013). */
  status?: string | null;
  failed_at?: string | null;
}

export interface NotificationTable {
  seq: Generated<number>;
  id: string;
  user_id: string;
  event: string;
  title: string;
  text: string;
  link: string;
  read_at: string | null;
  created_at: string;
  /** 1 while its mail waits for the daily digest (migration 014). */
  digest_pending: Generated<number>;
}

export interface NotificationPreferenceTable {
  user_id: string;
  event: string;
  choice: string;
}

export interface NotificationSettingTable {
  user_id: string;
  digest: number;
}

export interface UnsubscribeTokenTable {
  token_hash: string;
  user_id: string;
  event: string;
  created_at: string;
  expires_at: string;
}

/** A person without an account (a workplace supervisor): their choice per event, by address (migration 014). */
export interface AddressChoiceTable {
  email: string;
  event: string;
  choice: string;
}

/** An unsubscribe link mailed to a person without an account (migration 014). */
export interface AddressUnsubscribeTokenTable {
  token_hash: string;
  email: string;
  event: string;
  created_at: string;
  expires_at: string;
}

/** A reminder sent: its insert claims it, so it leaves once per kind, person and period (migration 013). */
export interface ReminderSentTable {
  kind: string;
  person: string;
  period: string;
  sent_at: string;
}

/** One audited change (issue 27): who, when, what, before and after; append-only. */
export interface AuditLogTable {
  seq: number;
  at: string;
  actor_id: string | null;
  /** student, supervisor, coordinator, anonymous, or system (upkeep, seeds). */
  actor_role: string;
  address: string;
  action: string;
  kind: string;
  record_type: string | null;
  record_id: string | null;
  student_id: string | null;
  /** JSON: { field: [before, after] }, secrets as "changed". */
  changes: string | null;
  digest: string;
}

/** The audit chain's head: one row (id 1). */
export interface AuditHeadTable {
  id: number;
  seq: number;
  digest: string;
  pruned_seq: number;
  pruned_digest: string;
}

export interface Database {
  users: UserTable;
  students: StudentTable;
  supervisors: SupervisorTable;
  coordinators: CoordinatorTable;
  weekly_reports: WeeklyReportTable;
  forms: FormTable;
  form_chunks: FormChunkTable;
  sessions: SessionTable;
  otps: OtpTable;
  verified_emails: VerifiedEmailTable;
  reset_tokens: ResetTokenTable;
  outbox: OutboxTable;
  settings: SettingTable;
  counters: CounterTable;
  rate_limits: RateLimitTable;
  backoffs: BackoffTable;
  mail_queue: MailQueueTable;
  reminders_sent: ReminderSentTable;
  signoff_requests: SignoffRequestTable;
  signoffs: SignoffTable;
  week_comments: WeekCommentTable;
  week_reopenings: WeekReopeningTable;
  signoff_auto_claims: SignoffAutoClaimTable;
  notifications: NotificationTable;
  notification_preferences: NotificationPreferenceTable;
  address_choices: AddressChoiceTable;
  address_unsubscribe_tokens: AddressUnsubscribeTokenTable;
  notification_settings: NotificationSettingTable;
  unsubscribe_tokens: UnsubscribeTokenTable;
  audit_log: AuditLogTable;
  audit_head: AuditHeadTable;
}

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';
