/** The request bodies of the supervisor's calls (spec section 7): own details, schedules and grades. */
import * as z from 'zod';
import { SUPERVISOR_GRADE_TYPES } from '../constants.ts';
import { id, instant, score, text } from './fields.ts';

export const SupervisorUpdateBodySchema = z.object({
  firstName: text('name'),
  lastName: text('name'),
  phone: text('phone'),
  office: text('label'),
});

export const ScheduleBodySchema = z.object({ studentCode: text('id'), date: instant() });

/** A supervisor's grade: inspection or defense. */
export const SupervisorGradeSubmissionSchema = z.object({
  studentId: id(),
  type: z.enum(SUPERVISOR_GRADE_TYPES),
  score: score(),
});

// ---------------------------------------------------------------------------------------------
// Types

export type SupervisorUpdateBody = z.infer<typeof SupervisorUpdateBodySchema>;
export type ScheduleBody = z.infer<typeof ScheduleBodySchema>;
export type SupervisorGradeSubmission = z.infer<typeof SupervisorGradeSubmissionSchema>;
