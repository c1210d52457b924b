/** The request bodies of the student's calls (spec section 7): work details, own details, weekly reports. */
import * as z from 'zod';
import { FIELD_LIMITS } from '../constants.ts';
import { day, optionalText, text } from './fields.ts';
import { WorkplaceSupervisorBodySchema } from './workplace.ts';

/**
 * The placement's dates are days; their order (the end not before the start) is a rule on what
 * is stored, `placementDatesProblem` in `@siwes/api/rules`, which the server and the fake apply
 * to every call that writes them.
 */
export const WorkDetailsBodySchema = z.object({
  name: text('label'),
  address: text('address'),
  state: text('label'),
  LGA: text('label'),
  email: text('email'),
  phone: text('phone'),
  assignedDepartment: text('label'),
  jobDescription: text('jobDescription'),
  resumptionDate: day(),
  expectedEndDate: day(),
  street: text('address'),
  /** Our addition (issue 24), optional: left out, the one recorded stays. */
  workplaceSupervisor: WorkplaceSupervisorBodySchema.optional(),
});

/** The student's own update (PATCH /api/student/details): flat fields, any subset. */
export const StudentDetailsBodySchema = z
  .object({
    phone: optionalText('phone'),
    bankName: optionalText('label'),
    sortCode: optionalText('bankNumber'),
    accountNumber: optionalText('bankNumber'),
    resumptionDate: day().or(z.literal('')),
    expectedEndDate: day().or(z.literal('')),
    companyName: optionalText('label'),
    companyEmail: optionalText('email'),
    companyLga: optionalText('label'),
    companyState: optionalText('label'),
    companyPhone: optionalText('phone'),
    companyAddress: optionalText('address'),
    street: optionalText('address'),
    assignedDept: optionalText('label'),
    assignedDesc: optionalText('jobDescription'),
  })
  .partial();

export const WeeklyReportBodySchema = z
  .object({
    monday: z.string().max(FIELD_LIMITS.reportDay),
    tuesday: z.string().max(FIELD_LIMITS.reportDay),
    wednesday: z.string().max(FIELD_LIMITS.reportDay),
    thursday: z.string().max(FIELD_LIMITS.reportDay),
    friday: z.string().max(FIELD_LIMITS.reportDay),
    /**
     * Our addition (issue 24): the Monday of the week written, when it is not this week; a past
     * week only while it is reopened. Left out: this week (Lagos).
     */
    weekStart: day(),
  })
  .partial();

// ---------------------------------------------------------------------------------------------
// Types

export type WorkDetailsBody = z.infer<typeof WorkDetailsBodySchema>;
export type StudentDetailsBody = z.infer<typeof StudentDetailsBodySchema>;
export type WeeklyReportBody = z.infer<typeof WeeklyReportBodySchema>;
