/**
 * Late entries (issue 27, point 3): our additions to the logbook's weeks and to the weekly
 * totals, for the graders. Each weekday entry's first writing and last change (server time,
 * null when written before the server kept them); the days written late and the burst a week
 * was first written in (`lateEntryFlags` in @siwes/api/rules); per student, how many of each.
 * Optional, so a backend that does not keep them still fits the contract.
 */
import * as z from 'zod';
import { WEEKDAYS } from '../constants.ts';

/** When a day's entry was first written and last changed; null when not known. */
export const EntryTimeSchema = z.object({
  firstWrittenAt: z.string().nullable(),
  changedAt: z.string().nullable(),
});

export const EntryTimesSchema = z.object({
  monday: EntryTimeSchema,
  tuesday: EntryTimeSchema,
  wednesday: EntryTimeSchema,
  thursday: EntryTimeSchema,
  friday: EntryTimeSchema,
});

/** A day first written more than the policy's days after it. */
export const LateDaySchema = z.object({
  day: z.enum(WEEKDAYS),
  /** The day, `YYYY-MM-DD`. */
  date: z.string(),
  firstWrittenAt: z.string(),
});

/** Weeks first written within the policy's window: its first and last first writes, how many weeks. */
export const BurstSchema = z.object({
  from: z.string(),
  to: z.string(),
  weeks: z.number().int().positive(),
});

/** What a logbook week gains. */
export const LATE_ENTRY_WEEK_FIELDS = {
  entryTimes: EntryTimesSchema.optional(),
  lateDays: z.array(LateDaySchema).optional(),
  burst: BurstSchema.nullable().optional(),
};

/** What a row of the weekly totals gains. */
export const LATE_ENTRY_TOTAL_FIELDS = {
  /** Days first written late, over all the student's weeks. */
  lateDays: z.number().int().nonnegative().optional(),
  /** Weeks first written in a burst. */
  burstWeeks: z.number().int().nonnegative().optional(),
};

/** `GET /api/late-entry-policy` (outside the table, as the OTP and grading policies). */
export const LateEntryPolicySchema = z.object({
  lateAfterDays: z.number().int().nonnegative(),
  burstWeeks: z.number().int().positive(),
  burstMinutes: z.number().int().positive(),
});

export type EntryTime = z.infer<typeof EntryTimeSchema>;
export type EntryTimesPayload = z.infer<typeof EntryTimesSchema>;
export type LateDayPayload = z.infer<typeof LateDaySchema>;
export type BurstPayload = z.infer<typeof BurstSchema>;
