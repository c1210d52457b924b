/**
 * Our addition (issue 29, point 2): the students at risk, a page at a time, each with every
 * reason that applies in words (`getStudentsAtRisk`), and all of them as a CSV file
 * (`downloadStudentsAtRisk`). The reasons and their thresholds are written once in
 * @siwes/api/rules (atRisk.ts).
 */
import * as z from 'zod';
import { FIELD_LIMITS } from '../constants.ts';
import { AT_RISK_REASONS } from '../rules/atRisk.ts';

export const AtRiskReasonSchema = z.object({
  reason: z.enum(AT_RISK_REASONS),
  /** The reason in words, with its dates (Lagos). */
  text: z.string(),
});

export const AtRiskStudentSchema = z.object({
  _id: z.string(),
  studentCode: z.string(),
  name: z.string(),
  matricNo: z.string(),
  course: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Every reason that applies, in rules AT_RISK_REASONS order; never empty. */
  reasons: z.array(AtRiskReasonSchema).min(1),
});

export const StudentsAtRiskQuerySchema = z.object({
  page: z.coerce.number<number>().int().positive().optional(),
  limit: z.coerce.number<number>().int().positive().optional(),
  /** Only the students a search finds (as `searchStudents` finds them, 3 characters or more). */
  q: z.string().max(FIELD_LIMITS.search).optional(),
  /** Only the students at risk for this reason. */
  reason: z.enum(AT_RISK_REASONS).optional(),
});

export const StudentsAtRiskPageSchema = z.object({
  /** By last name, then first name, then id. */
  data: z.array(AtRiskStudentSchema),
  /** How many students the query finds at risk (all of them, without `q` and `reason`). */
  totalStudents: z.number().int().nonnegative(),
});

export type AtRiskStudent = z.infer<typeof AtRiskStudentSchema>;
export type StudentsAtRiskQuery = z.infer<typeof StudentsAtRiskQuerySchema>;
export type StudentsAtRiskPage = z.infer<typeof StudentsAtRiskPageSchema>;
