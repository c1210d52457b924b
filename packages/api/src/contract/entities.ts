/**
 * The spec's entities (section 3) as zod 4 schemas, as calls answer them, and the pieces every
 * subject's schemas share. Field names are the spec's, exactly.
 *
 * The request bodies are beside them, by who sends them: `auth.ts`, `student.ts`,
 * `supervisor.ts`, `coordinator.ts`. Server, fake, OpenAPI and tests import these
 * (through `@siwes/api/contract`); browser code imports only the types, re-exported from `@siwes/api`.
 */
import * as z from 'zod';
import { FORM_PURPOSES, LEVELS, LOGIN_TYPES, OTP_PURPOSES, SEXES } from '../constants.ts';
import { id, text } from './fields.ts';
import { WorkplaceSupervisorSchema } from './workplace.ts';
import { LATE_ENTRY_TOTAL_FIELDS } from './lateEntries.ts';

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
  /**
   * Issue 34: the student's code, for the link to their weekly reports
   * (`/coordinator/student/weeklyreports/{studentCode}`).
   */
  studentCode: z.string(),
  /** Issue 34: the most `reportCount` can be by now, the weeks expected so far (`expectedReportWeeks`). */
  expectedWeeks: z.number().int().nonnegative(),
  /** Issue 34: the most `marks` can be, the grading policy's weekly-report maximum. */
  maxMarks: z.number().nonnegative(),
  /** Issue 27: days written late and weeks written in a burst (contract/lateEntries.ts). */
  ...LATE_ENTRY_TOTAL_FIELDS,
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
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export type MessageResponse = z.infer<typeof MessageSchema>;
