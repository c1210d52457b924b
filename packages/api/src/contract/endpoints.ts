/**
 * The endpoint table: for every key of the route table, the zod schemas of its path
 * parameters, query, body and successful response. The server mounts it, the fake answers
 * through it, the OpenAPI document is generated from it, and the client takes its types.
 */
import * as z from 'zod';
import type { RouteKey } from '../routes.ts';
import {
  AssignedStudentSchema,
  CoordinatorSchema,
  FormSchema,
  IdParamsSchema,
  MessageSchema,
  messageWith,
  StudentSchema,
  SupervisorSchema,
  WeeklyReportSchema,
} from './entities.ts';
import {
  ChangePasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  RegistrationBodySchema,
  ResetPasswordBodySchema,
  SendOtpBodySchema,
  VerifyOtpBodySchema,
  VerifyOtpResponseSchema,
} from './auth.ts';
import { CohortDashboardSchema } from './dashboard.ts';
import { AT_RISK_ENDPOINTS } from './atRiskEndpoints.ts';
import { StudentDetailsBodySchema, WeeklyReportBodySchema, WorkDetailsBodySchema } from './student.ts';
import {
  ScheduleBodySchema,
  SupervisorGradeSubmissionSchema,
  SupervisorUpdateBodySchema,
} from './supervisor.ts';
import {
  AssignSupervisorBodySchema,
  AssignSupervisorsBodySchema,
  AssignSupervisorsResultSchema,
  CoordinatorUpdateBodySchema,
  DeleteFormQuerySchema,
  FormUploadBodySchema,
  GradeSubmissionSchema,
  NewCoordinatorBodySchema,
  NewSupervisorBodySchema,
  RegistrationDeadlineBodySchema,
  RegistrationDeadlineSchema,
  SearchQuerySchema,
  StudentsPageSchema,
  StudentsQuerySchema,
  StudentUpdateBodySchema,
  WeeklyReportScoreQuerySchema,
  WeeklyReportScoresPageSchema,
} from './coordinator.ts';
import {
  LogbookPageSchema,
  LogbookParamsSchema,
  LogbookQuerySchema,
  ReopenWeekBodySchema,
  SignoffRequestBodySchema,
  SignoffRequestedSchema,
  SignoffTokenParamsSchema,
  SignoffViewSchema,
  SignWeekBodySchema,
  WeekCommentBodySchema,
  WeekCommentSchema,
} from './logbook.ts';
import {
  NotificationParamsSchema,
  NotificationPreferencesBodySchema,
  NotificationPreferencesSchema,
  NotificationsPageSchema,
  NotificationsQuerySchema,
  UnsubscribeParamsSchema,
  UnsubscribeResultSchema,
} from './notifications.ts';
import { HOME_ENDPOINTS } from './homeEndpoints.ts';
import { TestMailBodySchema, UndeliveredMailPageSchema } from './mailDelivery.ts';

/** The logbook's reads, comments and reopenings: the same for the supervisor and the coordinator. */
const logbookRead = {
  params: LogbookParamsSchema,
  query: LogbookQuerySchema,
  response: LogbookPageSchema,
} as const;
const weekComment = {
  status: 201,
  params: LogbookParamsSchema,
  body: WeekCommentBodySchema,
  response: messageWith(WeekCommentSchema),
} as const;
const weekReopening = {
  params: LogbookParamsSchema,
  body: ReopenWeekBodySchema,
  response: MessageSchema,
} as const;

/** A person's notifications and choices (issue 26): the same for each role, on its own path. */
const notificationCalls = {
  list: {
    summary: 'My notifications, newest first, a page at a time, with the number unread',
    query: NotificationsQuerySchema,
    response: NotificationsPageSchema,
  },
  read: {
    summary: 'Mark one of my notifications read',
    params: NotificationParamsSchema,
    response: MessageSchema,
  },
  readAll: { summary: 'Mark all my notifications read', response: MessageSchema },
  getPreferences: {
    summary: 'My notification choices: per event email, portal only or off',
    response: z.object({ data: NotificationPreferencesSchema }),
  },
  setPreferences: {
    summary: 'Change my notification choices (only the events named)',
    body: NotificationPreferencesBodySchema,
    response: messageWith(NotificationPreferencesSchema),
  },
} as const;

export interface EndpointSchemas {
  readonly summary: string;
  /** The success status when it is not 200 (calls that create something answer 201). */
  readonly status?: 201;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The successful answer's body; for CSV routes, the file's text. */
  readonly response: z.ZodType;
}

/** A CSV download's body. */
export const CsvSchema = z.string();

export const endpoints = {
  // Authentication
  login: {
    summary: 'Sign in as a student, supervisor or coordinator',
    body: LoginBodySchema,
    response: LoginResponseSchema,
  },
  register: {
    summary: 'Register a student whose email has a verified code',
    status: 201,
    body: RegistrationBodySchema,
    response: messageWith(StudentSchema),
  },
  sendOtp: { summary: 'Email a one-time code', body: SendOtpBodySchema, response: MessageSchema },
  verifyOtp: {
    summary: 'Check a one-time code',
    body: VerifyOtpBodySchema,
    response: VerifyOtpResponseSchema,
  },
  resetStudentPassword: {
    summary: "Set a student's new password with a reset token",
    body: ResetPasswordBodySchema,
    response: MessageSchema,
  },
  resetSupervisorPassword: {
    summary: "Set a supervisor's new password with a reset token",
    body: ResetPasswordBodySchema,
    response: MessageSchema,
  },
  logout: { summary: 'End the session of the role whose token is sent', response: MessageSchema },

  // Sign-off by a link (no account)
  getSignoff: {
    summary: 'The week a sign-off link is for, and its sign-off once signed',
    params: SignoffTokenParamsSchema,
    response: z.object({ data: SignoffViewSchema }),
  },
  signWeek: {
    summary: "Sign a week by its link: the workplace supervisor's name, comment and optional image",
    params: SignoffTokenParamsSchema,
    body: SignWeekBodySchema,
    response: messageWith(SignoffViewSchema),
  },

  // Student
  getStudentDetails: {
    summary: "The signed-in student's record",
    response: z.object({ data: StudentSchema }),
  },
  submitWorkDetails: {
    summary: "Record the student's placement company",
    body: WorkDetailsBodySchema,
    response: messageWith(StudentSchema),
  },
  updateStudentDetails: {
    summary: "Update the student's phone, bank and company details",
    body: StudentDetailsBodySchema,
    response: messageWith(StudentSchema),
  },
  submitWeeklyReport: {
    summary: "Record this week's report, Monday to Friday",
    body: WeeklyReportBodySchema,
    response: messageWith(WeeklyReportSchema),
  },
  changeStudentPassword: {
    summary: "Change the student's password",
    body: ChangePasswordBodySchema,
    response: MessageSchema,
  },
  requestSignoff: {
    summary: 'Mail the workplace supervisor a link to sign a week',
    body: SignoffRequestBodySchema,
    response: SignoffRequestedSchema,
  },
  getLogbook: {
    summary: "The student's own logbook, newest week first",
    query: LogbookQuerySchema,
    response: LogbookPageSchema,
  },

  // Supervisor
  getSupervisor: {
    summary: 'A supervisor',
    params: IdParamsSchema,
    response: z.object({ data: SupervisorSchema }),
  },
  changeSupervisorPassword: {
    summary: "Change the supervisor's password",
    body: ChangePasswordBodySchema,
    response: MessageSchema,
  },
  updateSupervisor: {
    summary: "Update the supervisor's own details",
    body: SupervisorUpdateBodySchema,
    response: messageWith(SupervisorSchema),
  },
  listSupervisorForms: { summary: 'Inspection and defence forms', response: z.array(FormSchema) },
  listInspectionStudents: {
    summary: 'Students assigned to the supervisor for inspection',
    response: z.array(AssignedStudentSchema),
  },
  listDefenseStudents: {
    summary: 'Students assigned to the supervisor for defence',
    response: z.array(AssignedStudentSchema),
  },
  setInspectionDate: {
    summary: "Set a student's inspection date",
    body: ScheduleBodySchema,
    response: MessageSchema,
  },
  setDefenseDate: {
    summary: "Set a student's defence date",
    body: ScheduleBodySchema,
    response: MessageSchema,
  },
  downloadAssignedInspectionList: { summary: "The supervisor's inspection list as CSV", response: CsvSchema },
  supervisorAssignGrade: {
    summary: 'Grade a student for inspection or defence',
    body: SupervisorGradeSubmissionSchema,
    response: MessageSchema,
  },
  supervisorGetLogbook: { summary: "An assigned student's logbook, newest week first", ...logbookRead },
  supervisorCommentOnWeek: { summary: "Comment on a week of an assigned student's logbook", ...weekComment },
  supervisorReopenWeek: {
    summary: 'Reopen a signed or past week of an assigned student, with a reason',
    ...weekReopening,
  },

  // Coordinator
  getCoordinator: {
    summary: 'A coordinator',
    params: IdParamsSchema,
    response: z.object({ data: CoordinatorSchema }),
  },
  changeCoordinatorPassword: {
    summary: "Change the coordinator's password",
    body: ChangePasswordBodySchema,
    response: MessageSchema,
  },
  updateCoordinator: {
    summary: "Update the coordinator's own details",
    params: IdParamsSchema,
    body: CoordinatorUpdateBodySchema,
    response: messageWith(CoordinatorSchema),
  },
  listCoordinatorForms: { summary: 'Inspection and defence forms', response: z.array(FormSchema) },
  uploadInspectionForms: {
    summary: 'Upload an inspection or defence form (multipart)',
    status: 201,
    body: FormUploadBodySchema,
    response: messageWith(FormSchema),
  },
  deleteForm: { summary: 'Delete a form', query: DeleteFormQuerySchema, response: MessageSchema },
  addCoordinator: {
    summary: 'Create a coordinator account',
    status: 201,
    body: NewCoordinatorBodySchema,
    response: messageWith(CoordinatorSchema),
  },
  createSupervisor: {
    summary: 'Create a supervisor account',
    status: 201,
    body: NewSupervisorBodySchema,
    response: messageWith(SupervisorSchema),
  },
  listStudents: {
    summary: 'A sorted page of students',
    query: StudentsQuerySchema,
    response: StudentsPageSchema,
  },
  listSupervisors: {
    summary: 'Every supervisor with their number of students',
    response: z.array(SupervisorSchema),
  },
  searchStudents: {
    summary: 'Students whose name, matric number, email or code contains q (3 characters or more)',
    query: SearchQuerySchema,
    response: z.array(StudentSchema),
  },
  downloadInspectionList: {
    summary: 'Students with their inspection supervisors as CSV',
    response: CsvSchema,
  },
  downloadStudents: { summary: 'Every student as CSV', response: CsvSchema },
  assignInspectionSupervisor: {
    summary: 'Assign a student an inspection supervisor',
    body: AssignSupervisorBodySchema,
    response: MessageSchema,
  },
  assignDefenseSupervisor: {
    summary: 'Assign a student a defence supervisor',
    body: AssignSupervisorBodySchema,
    response: MessageSchema,
  },
  assignSupervisors: {
    summary:
      "Our addition (issue 34): put several students on one supervisor's inspection or defence list; answers which were assigned and which refused, with why",
    body: AssignSupervisorsBodySchema,
    response: AssignSupervisorsResultSchema,
  },
  getWeeklyReports: {
    summary: "A student's weekly reports (id: student code or id)",
    params: IdParamsSchema,
    response: z.object({ reports: z.array(WeeklyReportSchema) }),
  },
  setRegistrationDeadline: {
    summary: 'Set the registration deadline',
    body: RegistrationDeadlineBodySchema,
    response: MessageSchema,
  },
  // Issue 34: the deadline as set.
  getRegistrationDeadline: {
    summary: 'The registration deadline as set, and whether registration is open now',
    response: z.object({ data: RegistrationDeadlineSchema }),
  },
  // Issue 29: the coordinator's dashboard.
  getDashboard: {
    summary:
      "The cohort at a glance: the funnel, each week's reports, the grade bands, the supervisors' workload",
    response: z.object({ data: CohortDashboardSchema }),
  },
  // Issue 26 (delivery): the mail refused for good.
  getUndeliveredMail: {
    summary:
      'Our addition (issue 26): the mail the mail server refused for good, newest first (at most 100), with how many',
    response: UndeliveredMailPageSchema,
  },
  sendTestMail: {
    summary:
      "Our addition (issue 26): send a test message to an address at once through the configured mail; 502 with the mail server's answer when it refuses",
    body: TestMailBodySchema,
    response: MessageSchema,
  },
  getStudent: {
    summary: 'A student (an array whose first item is the student)',
    params: IdParamsSchema,
    response: z.array(StudentSchema),
  },
  updateStudent: {
    summary: "Edit a student's school and company details (changed fields only)",
    params: IdParamsSchema,
    body: StudentUpdateBodySchema,
    response: MessageSchema,
  },
  coordinatorAssignGrade: {
    summary: 'Grade a student for reports, inspection or defence',
    body: GradeSubmissionSchema,
    response: MessageSchema,
  },
  collateGrades: {
    summary: "Total one student's grades",
    params: IdParamsSchema,
    response: messageWith(StudentSchema),
  },
  collateAllGrades: { summary: "Total every student's grades", response: MessageSchema },
  getWeeklyReportScores: {
    summary: 'A page of weekly report totals per student (q: only those a search finds)',
    query: WeeklyReportScoreQuerySchema,
    response: WeeklyReportScoresPageSchema,
  },
  downloadWeeklyReportScores: { summary: 'Weekly report totals as CSV', response: CsvSchema },
  coordinatorGetLogbook: {
    summary: "A student's logbook, newest week first (id: student code or id)",
    ...logbookRead,
  },
  coordinatorCommentOnWeek: { summary: "Comment on a week of a student's logbook", ...weekComment },
  coordinatorReopenWeek: {
    summary: 'Reopen a signed or past week of a student, with a reason',
    ...weekReopening,
  },

  // Notifications (issue 26)
  listStudentNotifications: notificationCalls.list,
  readStudentNotification: notificationCalls.read,
  readAllStudentNotifications: notificationCalls.readAll,
  getStudentNotificationPreferences: notificationCalls.getPreferences,
  setStudentNotificationPreferences: notificationCalls.setPreferences,
  listSupervisorNotifications: notificationCalls.list,
  readSupervisorNotification: notificationCalls.read,
  readAllSupervisorNotifications: notificationCalls.readAll,
  getSupervisorNotificationPreferences: notificationCalls.getPreferences,
  setSupervisorNotificationPreferences: notificationCalls.setPreferences,
  listCoordinatorNotifications: notificationCalls.list,
  readCoordinatorNotification: notificationCalls.read,
  readAllCoordinatorNotifications: notificationCalls.readAll,
  getCoordinatorNotificationPreferences: notificationCalls.getPreferences,
  setCoordinatorNotificationPreferences: notificationCalls.setPreferences,
  unsubscribe: {
    summary:
      "Stop one event's mail for the person an unsubscribe link was sent to (no sign-in; one-click POST)",
    params: UnsubscribeParamsSchema,
    response: UnsubscribeResultSchema,
  },
  // Issue 29, point 2: the students at risk (atRiskEndpoints.ts)
  ...AT_RISK_ENDPOINTS,
  // Issue 29: each role's home.
  ...HOME_ENDPOINTS,
} as const satisfies Record<RouteKey, EndpointSchemas>;

export type Endpoints = typeof endpoints;

type Def<K extends RouteKey> = Endpoints[K];
/** What a handler receives once the request has been validated, and what it must answer. */
export type ParamsOutput<K extends RouteKey> =
  Def<K> extends { params: infer P extends z.ZodType } ? z.output<P> : undefined;
export type QueryOutput<K extends RouteKey> =
  Def<K> extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
export type BodyOutput<K extends RouteKey> =
  Def<K> extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
export type ResponseOutput<K extends RouteKey> = z.output<Def<K>['response']>;
