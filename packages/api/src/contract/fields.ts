/**
 * The field kinds the schemas are built from: bounded text, emails, ids, days and instants.
 * Shared by schemas.ts and the logbook's schemas (logbook.ts, workplace.ts).
 */
import * as z from 'zod';
import { FIELD_LIMITS } from '../constants.ts';
import { parseDay, parseInstant } from '../dates.ts';
import { SERVER_MESSAGES } from '../messages.ts';

export type Limit = keyof typeof FIELD_LIMITS;

/** A required text field: present, not blank, and at most its kind's limit (FIELD_LIMITS). */
export const text = (limit: Limit) => z.string().trim().min(1).max(FIELD_LIMITS[limit]);
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
