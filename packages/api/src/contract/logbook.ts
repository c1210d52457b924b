/**
 * The logbook's calls (issue 24): a week's sign-off by a link with no account, the institution
 * supervisor's and the coordinator's reading, comments and reopening, and the student's own
 * history. Weeks are named by their Monday in Lagos (`weekStart`, `YYYY-MM-DD`).
 */
import * as z from 'zod';
import { FIELD_LIMITS, LOGBOOK, LOGIN_TYPES, SIGNOFF_IMAGE_TYPES, WEEK_STATES } from '../constants.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { day, id, optionalText, text } from './fields.ts';
import { LATE_ENTRY_WEEK_FIELDS } from './lateEntries.ts';

/** A week's Monday, `YYYY-MM-DD`. */
const weekStart = () => day();

/** The five days of a week as written (`''`: nothing written that day). */
export const WeekDaysSchema = z.object({
  monday: z.string(),
  tuesday: z.string(),
  wednesday: z.string(),
  thursday: z.string(),
  friday: z.string(),
});

/** A week's sign-off by the workplace supervisor. */
export const SignOffSchema = z.object({
  /** The name typed as a signature. */
  name: z.string(),
  signedAt: z.string(),
  comment: z.string(),
  /** The stamp or signature image as a `data:` URL, or null when none was given. */
  image: z.string().nullable(),
  /** SHA-256 (hex) of the week's text as signed (`weekDigestText` in @siwes/api/rules). */
  digest: z.string(),
});

/** A comment of the institution supervisor or the coordinator on a week. */
export const WeekCommentSchema = z.object({
  _id: id(),
  author: z.string(),
  role: z.enum(LOGIN_TYPES),
  text: z.string(),
  createdAt: z.string(),
});

/** A reopening of a week: who opened it, when, and why. */
export const ReopeningSchema = z.object({
  by: z.string(),
  role: z.enum(LOGIN_TYPES),
  reason: z.string(),
  at: z.string(),
});

/** A link waiting to be used: when it was sent, to whom, until when. */
export const PendingSignoffSchema = z.object({
  sentTo: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
});

/** One week of a logbook: its days, where it stands, its sign-off, comments and reopenings. */
export const LogbookWeekSchema = WeekDaysSchema.extend({
  weekStart: z.string(),
  state: z.enum(WEEK_STATES),
  /** Whether the student may write it now (open or reopened). */
  editable: z.boolean(),
  signOff: SignOffSchema.nullable(),
  pendingSignoff: PendingSignoffSchema.nullable(),
  comments: z.array(WeekCommentSchema),
  reopenings: z.array(ReopeningSchema),
}).extend(LATE_ENTRY_WEEK_FIELDS);

/** A page of a student's logbook, newest week first. */
export const LogbookPageSchema = z.object({
  student: z.object({ _id: id(), name: z.string(), studentCode: z.string(), course: z.string() }),
  weeks: z.array(LogbookWeekSchema),
  totalWeeks: z.number().int().nonnegative(),
});

export const LogbookQuerySchema = z.object({
  page: z.coerce.number<number>().int().positive().optional(),
  limit: z.coerce.number<number>().int().positive().max(LOGBOOK.maxPageSize).optional(),
});

export const LogbookParamsSchema = z.object({ id: id() });

export const SignoffRequestBodySchema = z.object({ weekStart: weekStart() });

export const SignoffRequestedSchema = z.object({
  message: z.string(),
  data: PendingSignoffSchema.extend({ weekStart: z.string() }),
});

export const WeekCommentBodySchema = z.object({
  weekStart: weekStart(),
  text: text('comment', SERVER_MESSAGES.commentBlank),
});

export const ReopenWeekBodySchema = z.object({
  weekStart: weekStart(),
  reason: text('reason', SERVER_MESSAGES.reasonBlank),
});

export const SignoffTokenParamsSchema = z.object({ token: z.string().min(1).max(FIELD_LIMITS.token) });

/** What a sign-off link shows: whose week, the week as written, and its sign-off once signed. */
export const SignoffViewSchema = z.object({
  student: z.object({ name: z.string(), course: z.string(), company: z.string() }),
  /** The workplace supervisor's name as the student recorded it (to prefill the signature). */
  supervisorName: z.string(),
  week: WeekDaysSchema.extend({ weekStart: z.string() }),
  /** The digest of the week as shown: signing sends it back, so a week changed since is not signed. */
  digest: z.string(),
  /** Until when the link may sign (null once signed). */
  expiresAt: z.string().nullable(),
  signOff: SignOffSchema.nullable(),
  /** Once signed: until when the link shows the signed week. */
  readOnlyUntil: z.string().nullable(),
});

/** Base64 of at most ~2 MB: larger is refused by its size before it is decoded. */
const MAX_IMAGE_TEXT = Math.ceil((LOGBOOK.maxImageBytes * 2) / 3) * 4 + 64;

export const SignWeekBodySchema = z.object({
  /** The workplace supervisor's name, typed as a signature. */
  name: text('name'),
  comment: optionalText('comment').optional(),
  /** The digest the page was shown (SignoffView.digest). */
  digest: z.string().regex(/^[0-9a-f]{64}$/),
  /**
   * Optional stamp or signature: a PNG or JPEG of at most 1 MB, as base64 or a `data:` URL;
   * judged by its bytes, never by a declared type.
   */
  image: z
    .string()
    .max(MAX_IMAGE_TEXT, SERVER_MESSAGES.imageTooLarge)
    .meta({ contentEncoding: 'base64', description: SIGNOFF_IMAGE_TYPES.join(' or ') })
    .optional(),
});

export type WeekDays = z.infer<typeof WeekDaysSchema>;
export type SignOff = z.infer<typeof SignOffSchema>;
export type WeekComment = z.infer<typeof WeekCommentSchema>;
export type Reopening = z.infer<typeof ReopeningSchema>;
export type PendingSignoff = z.infer<typeof PendingSignoffSchema>;
export type LogbookWeek = z.infer<typeof LogbookWeekSchema>;
export type LogbookPage = z.infer<typeof LogbookPageSchema>;
export type SignoffView = z.infer<typeof SignoffViewSchema>;
export type SignWeekBody = z.infer<typeof SignWeekBodySchema>;
