/**
 * `@siwes/api`: what the browser may import. Constants, messages, errors, the route table,
 * the typed client and the contract's types. No zod: the schemas are re-exported as types only
 * (import them from `@siwes/api/contract` where zod is welcome: server, fake, tests).
 */
export * from './constants.ts';
export * from './messages.ts';
export * from './errors.ts';
export * from './password.ts';
export { parseDay, parseInstant } from './dates.ts';
export { pdfFileName, tinyPdf } from './files.ts';
export * from './routes.ts';
export * from './client/index.ts';
export type {
  AssignedStudent,
  BankDetails,
  Company,
  Coordinator,
  DefenseSupervisor,
  Form,
  InspectionSupervisor,
  MessageResponse,
  OutboxMessage,
  Student,
  StudentGrade,
  Supervisor,
  WeeklyReport,
  WeeklyReportScoreRow,
} from './contract/entities.ts';
export type {
  ChangePasswordBody,
  LoginBody,
  LoginResponse,
  LoginUser,
  RegistrationBody,
  ResetPasswordBody,
  SendOtpBody,
  Tokens,
  Verification,
  VerifyOtpBody,
  VerifyOtpResponse,
} from './contract/auth.ts';
export type { StudentDetailsBody, WeeklyReportBody, WorkDetailsBody } from './contract/student.ts';
export type { ScheduleBody, SupervisorGradeSubmission, SupervisorUpdateBody } from './contract/supervisor.ts';
export type {
  AssignSupervisorBody,
  AssignSupervisorsBody,
  AssignSupervisorsResult,
  BatchGradeEntry,
  CoordinatorUpdateBody,
  FormUploadBody,
  GradeSubmission,
  NewCoordinatorBody,
  NewSupervisorBody,
  RegistrationDeadlineBody,
  RegistrationDeadline,
  SortOrder,
  StudentsPage,
  StudentsQuery,
  StudentUpdateBody,
  WeeklyReportScoresPage,
} from './contract/coordinator.ts';
export type {
  LogbookPage,
  LogbookWeek,
  PendingSignoff,
  Reopening,
  SignOff,
  SignoffView,
  SignWeekBody,
  WeekComment,
  WeekDays,
} from './contract/logbook.ts';
export type { BurstPayload, EntryTime, EntryTimesPayload, LateDayPayload } from './contract/lateEntries.ts';
export type { WorkplaceSupervisor, WorkplaceSupervisorBody } from './contract/workplace.ts';
export type {
  CohortDashboard,
  DashboardFunnel,
  DashboardWeek,
  GradeBandCount,
  SupervisorWorkload,
} from './contract/dashboard.ts';
export type { SupervisorHome, SupervisorHomeStudent } from './contract/homes.ts';
export type {
  Notification,
  NotificationPreference,
  NotificationPreferences,
  NotificationPreferencesBody,
  NotificationsPage,
  NotificationsQuery,
  UnsubscribeResult,
} from './contract/notifications.ts';
export type { TestMailBody, UndeliveredMail, UndeliveredMailPage } from './contract/mailDelivery.ts';
export type { AtRiskStudent, StudentsAtRiskPage, StudentsAtRiskQuery } from './contract/atRisk.ts';
export type { Endpoints, EndpointSchemas } from './contract/endpoints.ts';
export { CSV_HEADERS, csvRow, gradesName, gradesRow, neutraliseCsvCell, toCsv } from './csv.ts';
export * from './time.ts';
export * from './contact.ts';
export * from './lateEntryPolicy.ts';
