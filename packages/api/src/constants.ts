/**
 * Every business constant of spec section 9, in one place. Times are in milliseconds unless
 * the name says seconds; flows turn them into named delays so tests can shorten them.
 */

/** The OTP page counts down from this many seconds before `Resend OTP` is offered. */
export const OTP_COUNTDOWN_SECONDS = 300;
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
 * The password rule every account form shows beside its password field before anything is typed,
 * and that the browser checks before sending (the server has the last word and says why it
 * refuses). Lengths in characters.
 */
export const PASSWORD_POLICY = { minLength: 8, maxLength: 128 } as const;

/** The largest inspection or defence form the server takes (10 MB); the upload screen refuses a larger one before sending. */
export const MAX_FORM_BYTES = 10 * 1024 * 1024;
/** Every PDF file starts with these bytes; forms are judged PDF by them, never by name or type. */
export const PDF_SIGNATURE = '%PDF-';

/** Whether a file's first bytes are a PDF's: the one test the server, the fake, the CLI and the upload screen share. */
export function startsLikePdf(bytes: Uint8Array): boolean {
  if (bytes.length < PDF_SIGNATURE.length) return false;
  for (let i = 0; i < PDF_SIGNATURE.length; i += 1) {
    if (bytes[i] !== PDF_SIGNATURE.charCodeAt(i)) return false;
  }
  return true;
}

export const LEVELS = ['100', '200', '300', '400'] as const;
export type Level = (typeof LEVELS)[number];

export const SEXES = ['Male', 'Female'] as const;
export type Sex = (typeof SEXES)[number];

export const FORM_PURPOSES = ['Defence', 'Inspection'] as const;
export type FormPurpose = (typeof FORM_PURPOSES)[number];

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
