/**
 * The request bodies, queries and pages of the coordinator's calls (spec section 7): grades,
 * accounts, forms, the student lists and their edits, assignments, the deadline. Score limits
 * are not written here: the server configures them (constants.ts GRADE_MAXIMA holds the defaults).
 */
import * as z from 'zod';
import { COORDINATOR_GRADE_TYPES, FIELD_LIMITS } from '../constants.ts';
import { day, email, id, instant, newPassword, optionalText, score, text } from './fields.ts';
import { WorkplaceSupervisorBodySchema } from './workplace.ts';
import {
  FormPurposeSchema,
  LevelSchema,
  SexSchema,
  StudentSchema,
  WeeklyReportScoreRowSchema,
} from './entities.ts';

/** The coordinator's grade: reports, inspection or defense. */
export const GradeSubmissionSchema = z.object({
  studentId: id(),
  type: z.enum(COORDINATOR_GRADE_TYPES),
  score: score(),
});

/** One row of the batch grading table (the spec's screen sends them one grade at a time). */
export const BatchGradeEntrySchema = z.object({
  id: id(),
  weeklyReportGrade: score(),
  inspectionGrade: score(),
  defenceGrade: score(),
});

export const CoordinatorUpdateBodySchema = z.object({
  firstName: text('name'),
  lastName: text('name'),
  phone1: text('phone'),
  phone2: optionalText('phone').optional(),
  office: text('label'),
});

export const FormUploadBodySchema = z.object({
  purpose: FormPurposeSchema,
  form: z.file(),
  description: text('description'),
});

export const DeleteFormQuerySchema = z.object({ formId: id(), publicId: text('id') });

export const NewCoordinatorBodySchema = z.object({
  firstName: text('name'),
  lastName: text('name'),
  email: email(),
  password: newPassword(),
  phone1: text('phone'),
  faculty: text('label'),
  office: text('label'),
});

export const NewSupervisorBodySchema = z.object({
  firstName: text('name'),
  lastName: text('name'),
  email: email(),
  office: text('label'),
  password: newPassword(),
  phone: text('phone'),
});

export const SortOrderSchema = z.enum(['asc', 'desc']);

export const StudentsQuerySchema = z.object({
  limit: z.coerce.number<number>().int().positive().optional(),
  page: z.coerce.number<number>().int().positive().optional(),
  /** A Student field name, e.g. course (the default), name, matricNo, level. */
  sortBy: z.string().max(FIELD_LIMITS.sortBy).optional(),
  sortOrder: SortOrderSchema.optional(),
});

export const StudentsPageSchema = z.object({
  students: z.array(StudentSchema),
  totalStudents: z.number().int().nonnegative(),
});

export const SearchQuerySchema = z.object({ q: z.string().max(FIELD_LIMITS.search) });

export const AssignSupervisorBodySchema = z.object({ studentCode: text('id'), supervisorId: id() });

export const RegistrationDeadlineBodySchema = z.object({ time: instant() });

/**
 * Issue 34: the deadline as set (`time`, the instant; null until one is set) and whether
 * registration is open now (`registrationDeadlineAt` in @siwes/api/rules).
 */
export const RegistrationDeadlineSchema = z.object({ time: z.string().nullable(), open: z.boolean() });

/** The coordinator's student edit: only the changed fields are sent; empty company fields are left out. */
export const StudentUpdateBodySchema = z
  .object({
    firstName: optionalText('name'),
    middleName: optionalText('name'),
    lastName: optionalText('name'),
    course: optionalText('label'),
    sex: SexSchema,
    level: LevelSchema,
    faculty: optionalText('label'),
    company: z
      .object({
        name: optionalText('label'),
        email: optionalText('email'),
        phone: optionalText('phone'),
        address: optionalText('address'),
        state: optionalText('label'),
        LGA: optionalText('label'),
        assignedDepartment: optionalText('label'),
        jobDescription: optionalText('jobDescription'),
        resumptionDate: day().or(z.literal('')),
        expectedEndDate: day().or(z.literal('')),
      })
      .partial(),
    /** Our addition (issue 24): the fields sent replace those recorded. */
    workplaceSupervisor: WorkplaceSupervisorBodySchema,
    /**
     * Shown on the edit screen but never changeable (spec section 5): accepted only when equal
     * to the stored value, so a client that sends the whole record still works.
     */
    studentCode: optionalText('id'),
    matricNo: optionalText('matricNo'),
    email: optionalText('email'),
    phone: optionalText('phone'),
  })
  .partial();

export const WeeklyReportScoreQuerySchema = z.object({
  page: z.coerce.number<number>().int().positive().optional(),
  limit: z.coerce.number<number>().int().positive().optional(),
  /**
   * Issue 34: only the students a search finds (as `searchStudents` finds them, 3 characters or
   * more), paged and counted in `totalStudents` alike. Left out: every student, as the spec's call.
   */
  q: z.string().max(FIELD_LIMITS.search).optional(),
});

export const WeeklyReportScoresPageSchema = z.object({
  data: z.array(WeeklyReportScoreRowSchema),
  totalStudents: z.number().int().nonnegative(),
});

// ---------------------------------------------------------------------------------------------
// Types

export type GradeSubmission = z.infer<typeof GradeSubmissionSchema>;
export type BatchGradeEntry = z.infer<typeof BatchGradeEntrySchema>;
export type CoordinatorUpdateBody = z.infer<typeof CoordinatorUpdateBodySchema>;
export type FormUploadBody = z.infer<typeof FormUploadBodySchema>;
export type NewCoordinatorBody = z.infer<typeof NewCoordinatorBodySchema>;
export type NewSupervisorBody = z.infer<typeof NewSupervisorBodySchema>;
export type SortOrder = z.infer<typeof SortOrderSchema>;
export type StudentsQuery = z.infer<typeof StudentsQuerySchema>;
export type StudentsPage = z.infer<typeof StudentsPageSchema>;
export type AssignSupervisorBody = z.infer<typeof AssignSupervisorBodySchema>;
export type RegistrationDeadlineBody = z.infer<typeof RegistrationDeadlineBodySchema>;
export type RegistrationDeadline = z.infer<typeof RegistrationDeadlineSchema>;
export type StudentUpdateBody = z.infer<typeof StudentUpdateBodySchema>;
export type WeeklyReportScoresPage = z.infer<typeof WeeklyReportScoresPageSchema>;
