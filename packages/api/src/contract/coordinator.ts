/**
 * The request bodies, queries and pages of the coordinator's calls (spec section 7): grades,
 * accounts, forms, the student lists and their edits, assignments, the deadline. Score limits
 * are not written here: the server configures them (constants.ts GRADE_MAXIMA holds the defaults).
 */
import * as z from 'zod';
import {
  COORDINATOR_GRADE_TYPES,
  FIELD_LIMITS,
  MAX_STUDENTS_PER_ASSIGNMENT,
  SUPERVISOR_GRADE_TYPES,
} from '../constants.ts';
import { SERVER_MESSAGES } from '../messages.ts';
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
  // Our additions (issue 34): the assignment tables' filters (rules: `matchesStudentFilters`).
  /** Only students with no supervisor on this list. */
  unassigned: z.enum(SUPERVISOR_GRADE_TYPES).optional(),
  /** Only students whose company is in this state (ignoring case). */
  state: optionalText('label').optional(),
  /** Only students whose company's name contains this text (ignoring case). */
  company: optionalText('label').optional(),
  /** Only students on this course (ignoring case). */
  course: optionalText('label').optional(),
});

export const StudentsPageSchema = z.object({
  students: z.array(StudentSchema),
  totalStudents: z.number().int().nonnegative(),
});

export const SearchQuerySchema = z.object({ q: z.string().max(FIELD_LIMITS.search) });

export const AssignSupervisorBodySchema = z.object({ studentCode: text('id'), supervisorId: id() });

/**
 * Our addition (issue 34): several students put on one supervisor's inspection or defence list
 * in one call. A student who has another supervisor there is refused unless `replace` is true;
 * the date that supervisor set is cleared, as the spec's single assignment clears it, unless
 * `keepDate` is true (the date belongs to the student's placement, not to the supervisor).
 */
export const AssignSupervisorsBodySchema = z.object({
  type: z.enum(SUPERVISOR_GRADE_TYPES),
  supervisorId: id(),
  /** Student codes (or ids), each once. */
  studentCodes: z
    .array(text('id'))
    .min(1)
    .max(MAX_STUDENTS_PER_ASSIGNMENT)
    .refine((codes) => new Set(codes).size === codes.length, SERVER_MESSAGES.studentNamedTwice),
  replace: z.boolean().optional(),
  keepDate: z.boolean().optional(),
});

/** What `assignSupervisors` did with each student it was given, by the code it was given. */
export const AssignSupervisorsResultSchema = z.object({
  /** 'Assigned Successfully!' when none was refused, else how many were assigned of how many. */
  message: z.string(),
  /** Put on the supervisor's list (replacing another where `replace` allowed it). */
  assigned: z.array(z.string()),
  /** Already on the supervisor's list: nothing changed. */
  unchanged: z.array(z.string()),
  /** Left as they were, each with the reason. */
  refused: z.array(z.object({ studentCode: z.string(), message: z.string() })),
});

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
export type AssignSupervisorsBody = z.infer<typeof AssignSupervisorsBodySchema>;
export type AssignSupervisorsResult = z.infer<typeof AssignSupervisorsResultSchema>;
export type RegistrationDeadlineBody = z.infer<typeof RegistrationDeadlineBodySchema>;
export type RegistrationDeadline = z.infer<typeof RegistrationDeadlineSchema>;
export type StudentUpdateBody = z.infer<typeof StudentUpdateBodySchema>;
export type WeeklyReportScoresPage = z.infer<typeof WeeklyReportScoresPageSchema>;
