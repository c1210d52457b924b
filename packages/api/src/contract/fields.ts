/**
 * The field kinds the schemas are built from: bounded text, emails, ids, days and instants,
 * passwords and scores. Shared by the schema file of every subject (entities.ts, auth.ts,
 * student.ts, supervisor.ts, coordinator.ts).
 */
import * as z from 'zod';
import { FIELD_LIMITS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { parseDay, parseInstant } from '../dates.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { passwordProblem } from '../password.ts';

export type Limit = keyof typeof FIELD_LIMITS;

/**
 * A required text field: present, not blank, and at most its kind's limit (FIELD_LIMITS);
 * `whenBlank` is the sentence a blank one is refused with, where zod's own would not be plain.
 */
export const text = (limit: Limit, whenBlank?: string) =>
  z.string().trim().min(1, whenBlank).max(FIELD_LIMITS[limit]);
/** A text field that may be blank, with the same limit. */
export const optionalText = (limit: Limit) => z.string().trim().max(FIELD_LIMITS[limit]);
export const email = () => z.email().max(FIELD_LIMITS.email);
export const id = () => z.string().min(1).max(FIELD_LIMITS.id);

/**
 * An instant (docs/api.md "Dates"): ISO 8601 with an offset, or `YYYY-MM-DDTHH:mm[:ss]` read in
 * Africa/Lagos. Handlers receive it as a UTC ISO string (`2026-07-01T09:00:00.000Z`).
 */
export const instant = () =>
  z
    .string()
    .max(40)
    .transform((value, ctx) => {
      const date = parseInstant(value);
      if (date) return date.toISOString();
      ctx.addIssue({ code: 'custom', message: SERVER_MESSAGES.invalidInstant, input: value });
      return z.NEVER;
    });

/** A calendar day, `YYYY-MM-DD` (a date picker's value). */
export const day = () =>
  z
    .string()
    .max(40)
    .refine((value) => parseDay(value) !== undefined, SERVER_MESSAGES.invalidDay)
    .transform((value) => value.trim());

/** A new password: 15 to 128 characters (code points), no composition rules (docs/security.md). */
export const newPassword = () =>
  z
    .string()
    .trim()
    .max(PASSWORD_MAX_LENGTH * 2)
    .check((payload) => {
      const problem = passwordProblem(payload.value);
      if (problem) payload.issues.push({ code: 'custom', message: problem, input: payload.value });
    })
    .meta({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });

/** A password as typed at sign-in or as the old password: not checked against the policy. */
export const currentPassword = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(PASSWORD_MAX_LENGTH * 2);

/**
 * A score: from 0, with at most two decimal places (27.5 is a score, 27.345 is not); the
 * maximum is the server's grading policy.
 */
export const score = () =>
  z
    .number()
    .min(0, SERVER_MESSAGES.scoreNegative)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, SERVER_MESSAGES.scorePrecision)
    .meta({ multipleOf: 0.01 });
