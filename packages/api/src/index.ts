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
  AssignSupervisorBody,
  BankDetails,
  BatchGradeEntry,
  ChangePasswordBody,
  Company,
  Coordinator,
  CoordinatorUpdateBody,
  DefenseSupervisor,
  Form,
  FormUploadBody,
  GradeSubmission,
  InspectionSupervisor,
  LoginBody,
  LoginResponse,
  LoginUser,
  MessageResponse,
  NewCoordinatorBody,
  NewSupervisorBody,
  OutboxMessage,
  RegistrationBody,
  RegistrationDeadlineBody,
  ResetPasswordBody,
  ScheduleBody,
  SendOtpBody,
  SortOrder,
  Student,
  StudentDetailsBody,
  StudentGrade,
  StudentsPage,
  StudentsQuery,
  StudentUpdateBody,
  Supervisor,
  SupervisorGradeSubmission,
  SupervisorUpdateBody,
  Tokens,
  Verification,
  VerifyOtpBody,
  VerifyOtpResponse,
  WeeklyReport,
  WeeklyReportBody,
  WeeklyReportScoreRow,
  WeeklyReportScoresPage,
  WorkDetailsBody,
} from './contract/schemas.ts';
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
export type { WorkplaceSupervisor, WorkplaceSupervisorBody } from './contract/workplace.ts';
export type { Endpoints, EndpointSchemas } from './contract/endpoints.ts';
export { CSV_HEADERS, csvRow, gradesName, gradesRow, neutraliseCsvCell, toCsv } from './csv.ts';
export * from './time.ts';
export * from './contact.ts';
