/**
 * Every business constant of spec section 9, in one place. Times are in milliseconds unless
 * the name says seconds; flows turn them into named delays so tests can shorten them.
 */

/** The OTP page counts down from this many seconds before `Resend OTP` is offered. */
export const OTP_COUNTDOWN_SECONDS = 300;
/**
 * How long a one-time code lasts from its send (the mail says so, and the OTP page): the
 * server's default (`SIWES_OTP_TTL_SECONDS`) and the fake's. Not the countdown above, which is
 * how long before a new code may be asked for.
 */
export const OTP_TTL_SECONDS = 10 * 60;
/** How long the resend notice (success or failure) stays on screen. */
export const OTP_RESEND_NOTICE_MS = 3_000;
/** Redirect after registration and after supervisor or coordinator profile and password success. */
export const REDIRECT_AFTER_SUCCESS_MS = 2_000;
/** Redirect to the coordinator's home after the registration deadline is set. */
export const REDIRECT_AFTER_DEADLINE_MS = 3_000;
/** Success notices on assign, grade, delete and collate clear after this long. */
export const SUCCESS_NOTICE_MS = 3_000;

/** Coordinator student lists and the weekly report score list are paged by this many rows. */
export const PAGE_SIZE = 10;
/** The most rows one page of a list may ask for (the server, the fake and the CLI all cap here). */
export const MAX_PAGE_SIZE = 100;
/** Coordinator search runs only from this many characters. */
export const MIN_SEARCH_LENGTH = 3;
/**
 * What the coordinator's student list may be sorted by (`listStudents`' `sortBy`): the server and
 * the fake sort by each of these and refuse any other (400).
 */
export const STUDENT_SORT_KEYS = [
  'name',
  'firstName',
  'middleName',
  'lastName',
  'matricNo',
  'studentCode',
  'level',
  'sex',
  'faculty',
  'department',
  'course',
  'email',
  'phone',
  'company',
  'inspection_supervisor',
  'defense_supervisor',
] as const;
export type StudentSortKey = (typeof STUDENT_SORT_KEYS)[number];

/**
 * Password length, in characters as people count them (Unicode code points). 15 is NIST SP
 * 800-63B-4's minimum for a password used alone (ASVS 5.0 V6.2.1 asks at least 8 and recommends
 * 15); up to 128 lets passphrases through (both ask that at least 64 be allowed). No composition
 * rules. docs/security.md says why.
 */
export const PASSWORD_MIN_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The longest value of each kind of field the contract accepts (characters), so no request can
 * store more than a bounded amount. Emails: RFC 5321's 254.
 */
export const FIELD_LIMITS = {
  email: 254,
  name: 100,
  phone: 32,
  matricNo: 64,
  id: 100,
  /** Faculty, department, course, bank name, office, company name, state, LGA, assigned department. */
  label: 200,
  /** Addresses and streets. */
  address: 500,
  jobDescription: 2_000,
  /** One day's entry of a weekly report. */
  reportDay: 5_000,
  /** A form's description. */
  description: 500,
  /** Account numbers and sort codes. */
  bankNumber: 32,
  /** A one-time code or a reset token as typed or pasted. */
  token: 128,
  search: 100,
  sortBy: 50,
  /** A comment on a week (the workplace supervisor's at sign-off, or the institution's). */
  comment: 2_000,
  /** Why a week was reopened. */
  reason: 1_000,
} as const;

/**
 * The kind of limit (FIELD_LIMITS) of each field of the workplace supervisor (issue 24): the
 * contract checks them, and the forms that take them bound their inputs by the same numbers.
 */
export const WORKPLACE_SUPERVISOR_LIMITS = {
  name: 'name',
  position: 'label',
  email: 'email',
  phone: 'phone',
} as const satisfies Record<string, keyof typeof FIELD_LIMITS>;

export const LEVELS = ['100', '200', '300', '400'] as const;
export type Level = (typeof LEVELS)[number];

export const SEXES = ['Male', 'Female'] as const;
export type Sex = (typeof SEXES)[number];

export const FORM_PURPOSES = ['Defence', 'Inspection'] as const;
export type FormPurpose = (typeof FORM_PURPOSES)[number];
/**
 * The largest form a coordinator may upload: the server and the fake refuse more (413), and the
 * upload screen refuses it before sending.
 */
export const MAX_FORM_BYTES = 10 * 1024 * 1024;
/** Every PDF starts with these bytes; forms are judged PDF by them, never by name or declared type. */
export const PDF_SIGNATURE = '%PDF-';
/** A form is a PDF when its bytes start as one: the one test of the server, the fake, the CLI and the upload screen. */
export function isPdf(bytes: Uint8Array): boolean {
  return (
    bytes.length >= PDF_SIGNATURE.length && [...PDF_SIGNATURE].every((c, i) => bytes[i] === c.charCodeAt(0))
  );
}

/** Grade types a supervisor may send. */
export const SUPERVISOR_GRADE_TYPES = ['inspection', 'defense'] as const;
export type SupervisorGradeType = (typeof SUPERVISOR_GRADE_TYPES)[number];
/** Grade types the coordinator may send: the supervisor's plus weekly reports. */
export const COORDINATOR_GRADE_TYPES = ['reports', 'inspection', 'defense'] as const;
export type CoordinatorGradeType = (typeof COORDINATOR_GRADE_TYPES)[number];

export const OTP_PURPOSES = ['registration', 'changePassword'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const LOGIN_TYPES = ['student', 'supervisor', 'coordinator'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Cookies set on student and coordinator login (spec section 9). */
export const ACCESS_TOKEN_COOKIE = 'umis_siwesA';
/** Not named by the spec: our names for the refresh and client token cookies. */
export const REFRESH_TOKEN_COOKIE = 'umis_siwesR';
export const CLIENT_TOKEN_COOKIE = 'umis_siwesC';
/** Roles whose login sets the session cookies (the supervisor login sets none). */
export const COOKIE_ROLES = ['student', 'coordinator'] as const;
export const COOKIE_DAYS = { accessToken: 7, refreshToken: 14, clientToken: 7 } as const;

/** Client storage keys (spec section 3). */
export const STORAGE_KEYS = {
  /** sessionStorage: the email being verified. */
  userEmail: 'userEmail',
  /** localStorage: the OTP verification result. */
  verification: 'verification',
  /** sessionStorage: the supervisor's reset email. */
  lecturerEmail: 'lecturerEmail',
} as const;

/** File names of the CSV exports (spec sections 7 and 9). */
export const EXPORT_FILES = {
  inspectionList: 'students_inspection_list.csv',
  students: 'students.csv',
  grades: 'Student-Grades.csv',
  weeklyReports: 'weekly_reports.csv',
} as const;

/** Scheme facts shown on the home page and footer. */
export const SCHEME = {
  fundEstablished: 1973,
  copyrightYear: 2022,
  scafWeeks: 2,
} as const;

/**
 * Grading policy defaults (ARCHITECTURE.md "Grading policy"); the spec leaves them open.
 * The server makes them configurable; clients read the defaults for their checks.
 */
export const GRADE_MAXIMA = { reports: 30, inspection: 30, defense: 40 } as const;

/** The maximum score of each grade type, as a server configures it (`GET /api/grading-policy`). */
export type GradingPolicy = Record<CoordinatorGradeType, number>;
export const GRADE_TOTAL_MAX = GRADE_MAXIMA.reports + GRADE_MAXIMA.inspection + GRADE_MAXIMA.defense;

/** The logbook (issue 24): a week's sign-off by a link, comments and reopening. */
export const LOGBOOK = {
  /** The portal's public page a sign-off link opens: `/signoff/{token}`. */
  signoffPage: '/signoff',
  /** Days a sign-off link may be used to sign (the server's default; `SIWES_SIGNOFF_LINK_DAYS`). */
  linkDays: 14,
  /** Days a used link keeps showing the signed week, read-only. */
  readOnlyDays: 30,
  /** The largest stamp or signature image, in bytes (checked before and after sending). */
  maxImageBytes: 1024 * 1024,
  /** Weeks per page of a logbook read. */
  pageSize: 10,
  /** The most weeks one page may hold. */
  maxPageSize: 60,
} as const;

/** Image types a stamp or signature may be, known by their first bytes (rules/signoff.ts). */
export const SIGNOFF_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type SignoffImageType = (typeof SIGNOFF_IMAGE_TYPES)[number];

/**
 * Where a week of the logbook stands for its student: `open` (this week), `closed` (a past week
 * nobody opened), `signed` (locked by its sign-off), `reopened` (opened again, with a reason).
 */
export const WEEK_STATES = ['open', 'closed', 'signed', 'reopened'] as const;
export type WeekState = (typeof WEEK_STATES)[number];

/**
 * Our addition (issue 34): the page sizes the assignment tables offer (`listStudents`' `limit`),
 * the spec's 10 first, up to MAX_PAGE_SIZE.
 */
export const ASSIGN_PAGE_SIZES = [PAGE_SIZE, 25, 50, MAX_PAGE_SIZE] as const;
/** Our addition (issue 34): the most students one `assignSupervisors` call may name (a page of the largest size). */
export const MAX_STUDENTS_PER_ASSIGNMENT = MAX_PAGE_SIZE;

/**
 * Notifications (issue 26): the scheme's events, each reaching a person in the portal and by
 * mail as they choose. `accountCreated` is an account mail: it cannot be switched off.
 */
export const NOTIFICATION_EVENTS = [
  'supervisorAssigned',
  'studentsAssigned',
  'weekSigned',
  'weekCommented',
  'weekReopened',
  'gradeGiven',
  'gradesCollated',
  'formUploaded',
  'accountCreated',
  // The reminders the server sends on its schedule (issue 26).
  'studentWeek',
  'signoffWaiting',
  'ungraded',
  'registrationDeadline',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** How a person hears of an event: by mail (and in the portal), in the portal only, or not at all. */
export const NOTIFICATION_CHOICES = ['email', 'portal', 'off'] as const;
export type NotificationChoice = (typeof NOTIFICATION_CHOICES)[number];

/** The reminders among the events: the server sends them on its schedule, once per person and period. */
export const REMINDER_EVENTS = ['studentWeek', 'signoffWaiting', 'ungraded', 'registrationDeadline'] as const;
export type ReminderEvent = (typeof REMINDER_EVENTS)[number];

export const NOTIFICATIONS = {
  /** The portal's public page an unsubscribe link opens: `/unsubscribe/{token}`. */
  unsubscribePage: '/unsubscribe',
  /** Notifications per page of the list. */
  pageSize: 20,
  /** The most one page may hold. */
  maxPageSize: 50,
  /** Days an unsubscribe link works. */
  unsubscribeDays: 180,
  /** The hour (Lagos) the supervisors' daily digest leaves, unless the deployer sets another. */
  digestHour: 18,
} as const;
/** Issue 26: the most messages the page of undelivered mail lists (the newest); its `total` counts them all. */
export const UNDELIVERED_MAIL_LIMIT = 100;
