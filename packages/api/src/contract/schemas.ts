/**
 * The spec's entities (section 3) and request bodies (section 7) as zod 4 schemas.
 * Field names are the spec's, exactly. Score limits are not written here: the server
 * configures them (constants.ts GRADE_MAXIMA holds the defaults).
 *
 * Server, fake, OpenAPI and tests import these; browser code imports only the types,
 * re-exported from `@siwes/api`.
 */
import * as z from 'zod';
import {
  COORDINATOR_GRADE_TYPES,
  FIELD_LIMITS,
  FORM_PURPOSES,
  LEVELS,
  LOGIN_TYPES,
  OTP_PURPOSES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SEXES,
  SUPERVISOR_GRADE_TYPES,
} from '../constants.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { passwordProblem } from '../password.ts';
import { day, email, id, instant, optionalText, text } from './fields.ts';
import { WorkplaceSupervisorBodySchema, WorkplaceSupervisorSchema } from './workplace.ts';

/** A new password: 15 to 128 characters (code points), no composition rules (docs/security.md). */
const newPassword = () =>
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
const currentPassword = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(PASSWORD_MAX_LENGTH * 2);

/**
 * A score: from 0, with at most two decimal places (27.5 is a score, 27.345 is not); the
 * maximum is the server's grading policy.
 */
const score = () =>
  z
    .number()
    .min(0, SERVER_MESSAGES.scoreNegative)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, SERVER_MESSAGES.scorePrecision)
    .meta({ multipleOf: 0.01 });

export const LevelSchema = z.enum(LEVELS);
export const SexSchema = z.enum(SEXES);
export const FormPurposeSchema = z.enum(FORM_PURPOSES);
export const LoginTypeSchema = z.enum(LOGIN_TYPES);
export const OtpPurposeSchema = z.enum(OTP_PURPOSES);

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** `{ message }`: the answer of calls whose success the screen shows as a fixed text. */
export const MessageSchema = z.object({ message: z.string() });

export const BankDetailsSchema = z.object({
  name: text('label'),
  accountNumber: text('bankNumber'),
  sortCode: text('bankNumber'),
});

// ---------------------------------------------------------------------------------------------
// Student as read

/** Company: where the student is placed. `street` is optional because the coordinator's edit omits it. */
export const CompanySchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  state: z.string(),
  LGA: z.string(),
  street: z.string().optional(),
  assignedDepartment: z.string(),
  jobDescription: z.string(),
  resumptionDate: z.string(),
  expectedEndDate: z.string(),
});

/** The inspection supervisor as a student's record shows it; `assignedDate` is the inspection date once set. */
export const InspectionSupervisorSchema = z.object({
  _id: z.string().optional(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  assignedDate: z.string().nullable().optional(),
});

/** The defence supervisor as a student's record shows it; `assignedDate` (our addition) is the defence date once set. */
export const DefenseSupervisorSchema = z.object({
  _id: z.string().optional(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  office: z.string(),
  assignedDate: z.string().nullable().optional(),
});

/** A student's grades; a score is null (shown N/A) until given. */
export const StudentGradeSchema = z.object({
  weeklyReportsScore: z.number().nullable().optional(),
  inspectionScore: z.number().nullable().optional(),
  defenseScore: z.number().nullable().optional(),
  total: z.number().nullable().optional(),
});

export const StudentSchema = z.object({
  _id: id(),
  studentCode: z.string(),
  firstName: z.string(),
  middleName: z.string().optional(),
  lastName: z.string(),
  /** Display name, "First Middle Last". */
  name: z.string(),
  matricNo: z.string(),
  level: LevelSchema,
  sex: SexSchema,
  faculty: z.string().optional(),
  department: z.string().optional(),
  course: z.string().optional(),
  email: z.string(),
  phone: z.string(),
  company: CompanySchema.nullable().optional(),
  inspection_supervisor: InspectionSupervisorSchema.nullable().optional(),
  defense_supervisor: DefenseSupervisorSchema.nullable().optional(),
  assignedSupervisorInfo: z.object({ firstName: z.string(), lastName: z.string() }).nullable().optional(),
  bankDetails: BankDetailsSchema.partial().optional(),
  grade: StudentGradeSchema.optional(),
  /** Our addition (issue 24): who signs the student's weeks at the workplace; null until given. */
  workplaceSupervisor: WorkplaceSupervisorSchema.nullable().optional(),
});

// ---------------------------------------------------------------------------------------------
// Other entities

export const WeeklyReportSchema = z.object({
  _id: id(),
  /** The Monday of the week, as an ISO date. */
  weekStart: z.string(),
  monday: z.string(),
  tuesday: z.string(),
  wednesday: z.string(),
  thursday: z.string(),
  friday: z.string(),
});

export const WeeklyReportScoreRowSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  matricNumber: z.string(),
  reportCount: z.number(),
  marks: z.number(),
  /** Weeks that stand signed by the workplace supervisor (issue 24; `isSignedWeek`). */
  signedWeeks: z.number().int().nonnegative(),
  /** Weeks not signed whose sign-off link may still sign: asked, not signed, not expired. */
  waitingWeeks: z.number().int().nonnegative(),
  /** When a week was last signed (ISO instant), or null. */
  lastSignedAt: z.string().nullable(),
});

export const SupervisorSchema = z.object({
  _id: id(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  office: z.string(),
  noOfAssignedStudents: z.number(),
});

/** The coordinator. `_id` is our addition: the spec's get/{id} and update/{id} calls need it. */
export const CoordinatorSchema = z.object({
  _id: id(),
  firstName: z.string(),
  lastName: z.string(),
  phone1: z.string(),
  phone2: z.string().optional(),
  email: z.string(),
  office: z.string(),
  faculty: z.string(),
});

export const FormSchema = z.object({
  _id: id(),
  purpose: FormPurposeSchema,
  description: z.string(),
  /** The uploaded file's name. */
  name: z.string(),
  /** Where the file can be downloaded from. */
  pathToFile: z.string(),
  publicId: z.string(),
});

/** A student on a supervisor's inspection or defence list. */
export const AssignedStudentSchema = z.object({
  _id: id(),
  studentDetails: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    studentCode: z.string(),
    _id: id(),
    matricNo: z.string(),
    course: z.string().optional(),
  }),
  companyDetails: z
    .object({ name: z.string(), address: z.string(), state: z.string() })
    .nullable()
    .optional(),
  /** The inspection (or, on the defence list, defence) date once set. */
  assignedDate: z.string().nullable().optional(),
  /** `defenseScore` is our addition for the defence list. */
  grade: z
    .object({
      inspectionScore: z.number().nullable().optional(),
      defenseScore: z.number().nullable().optional(),
    })
    .optional(),
});

// ---------------------------------------------------------------------------------------------
// Request bodies

export const LoginBodySchema = z.object({
  email: text('email'),
  password: currentPassword(),
  type: LoginTypeSchema,
});

export const TokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  clientToken: z.string(),
});

/** The signed-in user: at least who they are and their role; the rest of their record may follow. */
export const LoginUserSchema = z.looseObject({
  _id: id(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: LoginTypeSchema,
});

export const LoginResponseSchema = z.object({
  message: z.string(),
  tokens: TokensSchema,
  data: LoginUserSchema,
});

export const RegistrationBodySchema = z.object({
  firstName: text('name'),
  lastName: text('name'),
  middleName: text('name'),
  sex: SexSchema,
  email: email(),
  phone: text('phone'),
  faculty: optionalText('label').optional(),
  department: optionalText('label').optional(),
  course: optionalText('label').optional(),
  level: LevelSchema,
  matricNo: text('matricNo'),
  bankDetails: BankDetailsSchema,
  password: newPassword(),
});

export const SendOtpBodySchema = z.object({ email: email(), purpose: OtpPurposeSchema });

export const VerifyOtpBodySchema = z.object({ token: text('token'), email: email() });

/** What a verified code yields; `resetToken` only for purpose changePassword. */
export const VerificationSchema = z.object({
  email: z.string(),
  purpose: OtpPurposeSchema,
  verified: z.literal(true),
  resetToken: z.string().optional(),
});

export const VerifyOtpResponseSchema = z.object({ message: z.string(), data: VerificationSchema });

export const ResetPasswordBodySchema = z.object({
  email: email(),
  password: newPassword(),
  /** The reset token verifyOTP returned. */
  token: text('token'),
});

export const ChangePasswordBodySchema = z.object({
  oldPassword: currentPassword(),
  newPassword: newPassword(),
});

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
});

export const WeeklyReportScoresPageSchema = z.object({
  data: z.array(WeeklyReportScoreRowSchema),
  totalStudents: z.number().int().nonnegative(),
});

export const IdParamsSchema = z.object({ id: id() });

/** One mail in the development outbox (GET /api/dev/outbox?email=). */
export const OutboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
});

/** `{ message, data }`: the answer of calls that change a record and hand it back. */
export function messageWith<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

// ---------------------------------------------------------------------------------------------
// Types

export type BankDetails = z.infer<typeof BankDetailsSchema>;
export type Company = z.infer<typeof CompanySchema>;
export type InspectionSupervisor = z.infer<typeof InspectionSupervisorSchema>;
export type DefenseSupervisor = z.infer<typeof DefenseSupervisorSchema>;
export type StudentGrade = z.infer<typeof StudentGradeSchema>;
export type Student = z.infer<typeof StudentSchema>;
export type WeeklyReport = z.infer<typeof WeeklyReportSchema>;
export type WeeklyReportScoreRow = z.infer<typeof WeeklyReportScoreRowSchema>;
export type Supervisor = z.infer<typeof SupervisorSchema>;
export type Coordinator = z.infer<typeof CoordinatorSchema>;
export type Form = z.infer<typeof FormSchema>;
export type AssignedStudent = z.infer<typeof AssignedStudentSchema>;
export type LoginBody = z.infer<typeof LoginBodySchema>;
export type Tokens = z.infer<typeof TokensSchema>;
export type LoginUser = z.infer<typeof LoginUserSchema>;
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
export type RegistrationBody = z.infer<typeof RegistrationBodySchema>;
export type SendOtpBody = z.infer<typeof SendOtpBodySchema>;
export type VerifyOtpBody = z.infer<typeof VerifyOtpBodySchema>;
export type Verification = z.infer<typeof VerificationSchema>;
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponseSchema>;
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
export type WorkDetailsBody = z.infer<typeof WorkDetailsBodySchema>;
export type StudentDetailsBody = z.infer<typeof StudentDetailsBodySchema>;
export type WeeklyReportBody = z.infer<typeof WeeklyReportBodySchema>;
export type SupervisorUpdateBody = z.infer<typeof SupervisorUpdateBodySchema>;
export type ScheduleBody = z.infer<typeof ScheduleBodySchema>;
export type SupervisorGradeSubmission = z.infer<typeof SupervisorGradeSubmissionSchema>;
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
export type StudentUpdateBody = z.infer<typeof StudentUpdateBodySchema>;
export type WeeklyReportScoresPage = z.infer<typeof WeeklyReportScoresPageSchema>;
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export type MessageResponse = z.infer<typeof MessageSchema>;
