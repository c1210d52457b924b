/**
 * The workplace supervisor (issue 24): the person at the company who signs the student's weeks.
 * Optional everywhere; the sign-off link is mailed to `email`.
 */
import * as z from 'zod';
import { FIELD_LIMITS, WORKPLACE_SUPERVISOR_LIMITS as LIMITS } from '../constants.ts';
import { email, optionalText } from './fields.ts';

/** As a student's record shows it: each field `''` until given. */
export const WorkplaceSupervisorSchema = z.object({
  name: z.string(),
  position: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** As sent on work details, the student's update and the coordinator's edit: any subset; `''` clears a field. */
export const WorkplaceSupervisorBodySchema = z
  .object({
    name: optionalText(LIMITS.name),
    position: optionalText(LIMITS.position),
    email: email().or(z.literal('')),
    phone: optionalText(LIMITS.phone),
  })
  .partial()
  .meta({ description: `Each field at most its limit (email ${FIELD_LIMITS.email} characters).` });

export type WorkplaceSupervisor = z.infer<typeof WorkplaceSupervisorSchema>;
export type WorkplaceSupervisorBody = z.infer<typeof WorkplaceSupervisorBodySchema>;
