/**
 * The route table: every call of spec section 7 (46 of them) and our additions (the logbook's
 * 10, issue 24), keyed by an operation name.
 * It is plain data with no zod so the browser can carry it; the zod schemas for each key live
 * in `./contract/endpoints.ts`, and a test keeps the two tables' keys identical.
 *
 * Paths are spelled exactly as the spec spells them, so the portal can talk to the
 * university's existing backend as well as to ours. `{name}` marks a path parameter.
 */

import { AT_RISK_ROUTE_KEYS, AT_RISK_ROUTES } from './routes/atRisk.ts';
import { HOME_ROUTES } from './homeRoutes.ts';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Whose bearer token a call carries. `none`: no token (login, registration, resets).
 * `any`: the caller names the role (logout is the only one).
 */
export type RouteAuth = 'none' | 'student' | 'supervisor' | 'coordinator' | 'any';

/** How the call's body and answer travel: JSON both ways, a CSV download, or a multipart upload. */
export type RouteKind = 'json' | 'csv' | 'multipart';

export interface RouteDefinition {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: RouteAuth;
  readonly kind: RouteKind;
  /** The file name the spec saves a CSV download as. */
  readonly fileName?: string;
  /** The query string parameters the call takes, in the order they are sent. */
  readonly query?: readonly string[];
  /** A POST or PATCH that sends no body (GET and DELETE never do). */
  readonly noBody?: true;
}

export const routes = {
  // Authentication (7)
  login: { method: 'POST', path: '/api/auth/login', auth: 'none', kind: 'json' },
  register: { method: 'POST', path: '/api/auth/register', auth: 'none', kind: 'json' },
  sendOtp: { method: 'POST', path: '/api/auth/sendOTP', auth: 'none', kind: 'json' },
  verifyOtp: { method: 'POST', path: '/api/auth/verifyOTP', auth: 'none', kind: 'json' },
  resetStudentPassword: {
    method: 'PATCH',
    path: '/api/auth/forgotPassword/changePassword',
    auth: 'none',
    kind: 'json',
  },
  resetSupervisorPassword: {
    method: 'PATCH',
    path: '/api/auth/forgotPassword/changePassword/supervisor',
    auth: 'none',
    kind: 'json',
  },
  logout: { method: 'POST', path: '/api/auth/logout', auth: 'any', kind: 'json', noBody: true },

  // Our additions (issue 24), the logbook. Sign-off by a link, no account (2)
  getSignoff: { method: 'GET', path: '/api/signoff/{token}', auth: 'none', kind: 'json' },
  signWeek: { method: 'POST', path: '/api/signoff/{token}', auth: 'none', kind: 'json' },

  // Student (5)
  getStudentDetails: { method: 'GET', path: '/api/student/getDetails', auth: 'student', kind: 'json' },
  submitWorkDetails: { method: 'POST', path: '/api/student/workDetails', auth: 'student', kind: 'json' },
  updateStudentDetails: { method: 'PATCH', path: '/api/student/details', auth: 'student', kind: 'json' },
  submitWeeklyReport: { method: 'POST', path: '/api/student/weeklyReports', auth: 'student', kind: 'json' },
  changeStudentPassword: {
    method: 'PATCH',
    path: '/api/student/changePassword',
    auth: 'student',
    kind: 'json',
  },
  // Our additions (issue 24): the student's logbook (2)
  requestSignoff: { method: 'POST', path: '/api/student/requestSignoff', auth: 'student', kind: 'json' },
  getLogbook: {
    method: 'GET',
    path: '/api/student/logbook',
    auth: 'student',
    kind: 'json',
    query: ['page', 'limit'],
  },

  // Supervisor (10)
  getSupervisor: { method: 'GET', path: '/api/supervisor/get/{id}', auth: 'supervisor', kind: 'json' },
  changeSupervisorPassword: {
    method: 'PATCH',
    path: '/api/supervisor/changePassword',
    auth: 'supervisor',
    kind: 'json',
  },
  updateSupervisor: { method: 'PATCH', path: '/api/supervisor/update', auth: 'supervisor', kind: 'json' },
  listSupervisorForms: { method: 'GET', path: '/api/supervisor/forms', auth: 'supervisor', kind: 'json' },
  listInspectionStudents: {
    method: 'GET',
    path: '/api/supervisor/assignedStudentsForInspection',
    auth: 'supervisor',
    kind: 'json',
  },
  listDefenseStudents: {
    method: 'GET',
    path: '/api/supervisor/assignedStudentsForDefense',
    auth: 'supervisor',
    kind: 'json',
  },
  setInspectionDate: {
    method: 'PATCH',
    path: '/api/supervisor/updateInspectionTime',
    auth: 'supervisor',
    kind: 'json',
  },
  setDefenseDate: {
    method: 'PATCH',
    path: '/api/supervisor/updateDefenseTime',
    auth: 'supervisor',
    kind: 'json',
  },
  downloadAssignedInspectionList: {
    method: 'GET',
    path: '/api/supervisor/inspection/download-assigned',
    auth: 'supervisor',
    kind: 'csv',
    fileName: 'students_inspection_list.csv',
  },
  supervisorAssignGrade: {
    method: 'POST',
    path: '/api/supervisor/assignGrade',
    auth: 'supervisor',
    kind: 'json',
  },
  // Our additions (issue 24): an assigned student's logbook (3)
  supervisorGetLogbook: {
    method: 'GET',
    path: '/api/supervisor/logbook/{id}',
    auth: 'supervisor',
    kind: 'json',
    query: ['page', 'limit'],
  },
  supervisorCommentOnWeek: {
    method: 'POST',
    path: '/api/supervisor/logbook/{id}/comment',
    auth: 'supervisor',
    kind: 'json',
  },
  supervisorReopenWeek: {
    method: 'POST',
    path: '/api/supervisor/logbook/{id}/reopen',
    auth: 'supervisor',
    kind: 'json',
  },

  // Coordinator (24)
  getCoordinator: { method: 'GET', path: '/api/coordinators/get/{id}', auth: 'coordinator', kind: 'json' },
  changeCoordinatorPassword: {
    method: 'PATCH',
    path: '/api/coordinators/changePassword',
    auth: 'coordinator',
    kind: 'json',
  },
  updateCoordinator: {
    method: 'PATCH',
    path: '/api/coordinators/update/{id}',
    auth: 'coordinator',
    kind: 'json',
  },
  listCoordinatorForms: { method: 'GET', path: '/api/coordinators/forms', auth: 'coordinator', kind: 'json' },
  uploadInspectionForms: {
    method: 'POST',
    path: '/api/coordinators/uploadInspectionForms',
    auth: 'coordinator',
    kind: 'multipart',
  },
  deleteForm: {
    method: 'DELETE',
    path: '/api/coordinators/deleteForm',
    auth: 'coordinator',
    kind: 'json',
    query: ['formId', 'publicId'],
  },
  addCoordinator: { method: 'POST', path: '/api/coordinators/add', auth: 'coordinator', kind: 'json' },
  createSupervisor: {
    method: 'POST',
    path: '/api/coordinators/createSupervisor',
    auth: 'coordinator',
    kind: 'json',
  },
  listStudents: {
    method: 'GET',
    path: '/api/coordinators/students',
    auth: 'coordinator',
    kind: 'json',
    // unassigned, state, company and course: our additions (issue 34).
    query: ['limit', 'page', 'sortBy', 'sortOrder', 'unassigned', 'state', 'company', 'course'],
  },
  listSupervisors: {
    method: 'GET',
    path: '/api/coordinators/supervisors',
    auth: 'coordinator',
    kind: 'json',
  },
  searchStudents: {
    method: 'GET',
    path: '/api/coordinators/search/students',
    auth: 'coordinator',
    kind: 'json',
    query: ['q'],
  },
  downloadInspectionList: {
    method: 'GET',
    path: '/api/coordinators/students/inspection/download',
    auth: 'coordinator',
    kind: 'csv',
    fileName: 'students_inspection_list.csv',
  },
  downloadStudents: {
    method: 'GET',
    path: '/api/coordinators/students/download',
    auth: 'coordinator',
    kind: 'csv',
    fileName: 'students.csv',
  },
  assignInspectionSupervisor: {
    method: 'POST',
    path: '/api/coordinators/assignInspectionSupervisor',
    auth: 'coordinator',
    kind: 'json',
  },
  assignDefenseSupervisor: {
    method: 'POST',
    path: '/api/coordinators/assignDefenseSupervisor',
    auth: 'coordinator',
    kind: 'json',
  },
  // Our addition (issue 34): several students assigned in one call.
  assignSupervisors: {
    method: 'POST',
    path: '/api/coordinators/assignSupervisors',
    auth: 'coordinator',
    kind: 'json',
  },
  getWeeklyReports: {
    method: 'GET',
    path: '/api/coordinators/getWeeklyReports/{id}',
    auth: 'coordinator',
    kind: 'json',
  },
  setRegistrationDeadline: {
    method: 'POST',
    path: '/api/coordinators/setRegistrationDeadline',
    auth: 'coordinator',
    kind: 'json',
  },
  // Our addition (issue 34): the deadline as set (1)
  getRegistrationDeadline: {
    method: 'GET',
    path: '/api/coordinators/getRegistrationDeadline',
    auth: 'coordinator',
    kind: 'json',
  },
  // Our addition (issue 29): the cohort at a glance.
  getDashboard: {
    method: 'GET',
    path: '/api/coordinators/getDashboard',
    auth: 'coordinator',
    kind: 'json',
  },
  // Our additions (issue 26, delivery): the mail refused for good, a test message (2)
  getUndeliveredMail: {
    method: 'GET',
    path: '/api/coordinators/undeliveredMail',
    auth: 'coordinator',
    kind: 'json',
  },
  sendTestMail: {
    method: 'POST',
    path: '/api/coordinators/sendTestMail',
    auth: 'coordinator',
    kind: 'json',
  },
  getStudent: { method: 'GET', path: '/api/coordinators/students/{id}', auth: 'coordinator', kind: 'json' },
  updateStudent: {
    method: 'PATCH',
    path: '/api/coordinators/students/{id}',
    auth: 'coordinator',
    kind: 'json',
  },
  coordinatorAssignGrade: {
    method: 'POST',
    path: '/api/coordinators/assignGrade',
    auth: 'coordinator',
    kind: 'json',
  },
  collateGrades: {
    method: 'PATCH',
    path: '/api/coordinators/collateGrades/{id}',
    auth: 'coordinator',
    kind: 'json',
    noBody: true,
  },
  collateAllGrades: {
    method: 'PATCH',
    path: '/api/coordinators/collateAllGrades',
    auth: 'coordinator',
    kind: 'json',
    noBody: true,
  },
  getWeeklyReportScores: {
    method: 'GET',
    path: '/api/coordinators/weeklyReportScore',
    auth: 'coordinator',
    kind: 'json',
    query: ['page', 'limit', 'q'],
  },
  downloadWeeklyReportScores: {
    method: 'GET',
    path: '/api/coordinators/weeklyReportScore/csv',
    auth: 'coordinator',
    kind: 'csv',
    fileName: 'weekly_reports.csv',
  },
  // Our additions (issue 24): any student's logbook (3)
  coordinatorGetLogbook: {
    method: 'GET',
    path: '/api/coordinators/logbook/{id}',
    auth: 'coordinator',
    kind: 'json',
    query: ['page', 'limit'],
  },
  coordinatorCommentOnWeek: {
    method: 'POST',
    path: '/api/coordinators/logbook/{id}/comment',
    auth: 'coordinator',
    kind: 'json',
  },
  coordinatorReopenWeek: {
    method: 'POST',
    path: '/api/coordinators/logbook/{id}/reopen',
    auth: 'coordinator',
    kind: 'json',
  },

  // Our additions (issue 26): notifications, each role its own (5 each), and the unsubscribe link (1)
  listStudentNotifications: {
    method: 'GET',
    path: '/api/student/notifications',
    auth: 'student',
    kind: 'json',
    query: ['page', 'limit'],
  },
  readStudentNotification: {
    method: 'PATCH',
    path: '/api/student/notifications/{id}/read',
    auth: 'student',
    kind: 'json',
    noBody: true,
  },
  readAllStudentNotifications: {
    method: 'PATCH',
    path: '/api/student/notifications/readAll',
    auth: 'student',
    kind: 'json',
    noBody: true,
  },
  getStudentNotificationPreferences: {
    method: 'GET',
    path: '/api/student/notificationPreferences',
    auth: 'student',
    kind: 'json',
  },
  setStudentNotificationPreferences: {
    method: 'PATCH',
    path: '/api/student/notificationPreferences',
    auth: 'student',
    kind: 'json',
  },
  listSupervisorNotifications: {
    method: 'GET',
    path: '/api/supervisor/notifications',
    auth: 'supervisor',
    kind: 'json',
    query: ['page', 'limit'],
  },
  readSupervisorNotification: {
    method: 'PATCH',
    path: '/api/supervisor/notifications/{id}/read',
    auth: 'supervisor',
    kind: 'json',
    noBody: true,
  },
  readAllSupervisorNotifications: {
    method: 'PATCH',
    path: '/api/supervisor/notifications/readAll',
    auth: 'supervisor',
    kind: 'json',
    noBody: true,
  },
  getSupervisorNotificationPreferences: {
    method: 'GET',
    path: '/api/supervisor/notificationPreferences',
    auth: 'supervisor',
    kind: 'json',
  },
  setSupervisorNotificationPreferences: {
    method: 'PATCH',
    path: '/api/supervisor/notificationPreferences',
    auth: 'supervisor',
    kind: 'json',
  },
  listCoordinatorNotifications: {
    method: 'GET',
    path: '/api/coordinators/notifications',
    auth: 'coordinator',
    kind: 'json',
    query: ['page', 'limit'],
  },
  readCoordinatorNotification: {
    method: 'PATCH',
    path: '/api/coordinators/notifications/{id}/read',
    auth: 'coordinator',
    kind: 'json',
    noBody: true,
  },
  readAllCoordinatorNotifications: {
    method: 'PATCH',
    path: '/api/coordinators/notifications/readAll',
    auth: 'coordinator',
    kind: 'json',
    noBody: true,
  },
  getCoordinatorNotificationPreferences: {
    method: 'GET',
    path: '/api/coordinators/notificationPreferences',
    auth: 'coordinator',
    kind: 'json',
  },
  setCoordinatorNotificationPreferences: {
    method: 'PATCH',
    path: '/api/coordinators/notificationPreferences',
    auth: 'coordinator',
    kind: 'json',
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/notifications/unsubscribe/{token}',
    auth: 'none',
    kind: 'json',
    noBody: true,
  },
  // Our additions (issue 29, point 2): the students at risk (routes/atRisk.ts)
  ...AT_RISK_ROUTES,
  // Issue 29: each role's home (homeRoutes.ts).
  ...HOME_ROUTES,
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;
export type RouteKey = keyof Routes;

/**
 * The routes a role calls (`none` and `any`: the sign-in routes), as the server's and the fake's
 * route files group their handlers.
 */
export type RouteKeysOf<Auth extends RouteAuth> = {
  [K in RouteKey]: Routes[K]['auth'] extends Auth ? K : never;
}[RouteKey];

/** The calls that are ours, not spec section 7's: the logbook's (issue 24), then issue 34's, then issue 26's. */
export const ADDED_ROUTE_KEYS: readonly RouteKey[] = [
  'getSignoff',
  'signWeek',
  'requestSignoff',
  'getLogbook',
  'supervisorGetLogbook',
  'supervisorCommentOnWeek',
  'supervisorReopenWeek',
  'coordinatorGetLogbook',
  'coordinatorCommentOnWeek',
  'coordinatorReopenWeek',
  // Issue 34: the deadline as set, and a cohort assigned in one call.
  'getRegistrationDeadline',
  'assignSupervisors',
  // Issue 29: the coordinator's dashboard.
  'getDashboard',
  // Issue 26: notifications.
  'listStudentNotifications',
  'readStudentNotification',
  'readAllStudentNotifications',
  'getStudentNotificationPreferences',
  'setStudentNotificationPreferences',
  'listSupervisorNotifications',
  'readSupervisorNotification',
  'readAllSupervisorNotifications',
  'getSupervisorNotificationPreferences',
  'setSupervisorNotificationPreferences',
  'listCoordinatorNotifications',
  'readCoordinatorNotification',
  'readAllCoordinatorNotifications',
  'getCoordinatorNotificationPreferences',
  'setCoordinatorNotificationPreferences',
  'unsubscribe',
  // Issue 26 (delivery): the coordinator's page of undelivered mail, and a test message.
  'getUndeliveredMail',
  'sendTestMail',
  // Issue 29, point 2: the students at risk.
  ...AT_RISK_ROUTE_KEYS,
  // Issue 29: each role's home.
  ...(Object.keys(HOME_ROUTES) as RouteKey[]),
];

/** Every route key, in table order. */
export const routeKeys = Object.keys(routes) as RouteKey[];

/**
 * A development-only endpoint (not one of the 46): the mail the server would have sent,
 * newest first. The fake and our server both serve it so tests read OTP codes one way.
 */
export const DEV_OUTBOX_PATH = '/api/dev/outbox';

/**
 * Not one of the 46 either: where our server serves the file behind a form's `pathToFile`
 * (`/api/forms/{publicId}`, for supervisors and coordinators). The fake serves it there too.
 */
export const FORMS_PATH = '/api/forms';

/**
 * Not one of the 46 either: the grading policy in force (`{ reports, inspection, defense }`, the
 * maximum score of each), so grade inputs can show the maximum the server will accept. Anyone may
 * read it; a backend without it leaves the screens on `GRADE_MAXIMA`.
 */
export const GRADING_POLICY_PATH = '/api/grading-policy';

/**
 * Not one of the 46 either: how long a one-time code lasts on this server (`{ ttlSeconds }`;
 * `SIWES_OTP_TTL_SECONDS`, `OTP_TTL_SECONDS` by default), so the code's page says what the mail
 * says. Anyone may read it; a backend without it leaves the page on `OTP_TTL_SECONDS`.
 */
export const OTP_POLICY_PATH = '/api/otp-policy';

/** Whether a route sends a body: POST and PATCH do unless marked `noBody`. */
export function routeHasBody(route: RouteDefinition): boolean {
  return (route.method === 'POST' || route.method === 'PATCH') && !route.noBody;
}

/** Whether a route's client method takes an input object (path parameters, query or body). */
export function routeTakesInput(route: RouteDefinition): boolean {
  return routeHasBody(route) || (route.query?.length ?? 0) > 0 || /\{\w+\}/.test(route.path);
}

/** The names of a path's `{param}` placeholders, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/** Fills a path's `{param}` placeholders, URL-encoding each value. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The notification calls of each role (issue 26), so one screen serves all three. */
export const NOTIFICATION_ROUTES = {
  student: {
    list: 'listStudentNotifications',
    read: 'readStudentNotification',
    readAll: 'readAllStudentNotifications',
    getPreferences: 'getStudentNotificationPreferences',
    setPreferences: 'setStudentNotificationPreferences',
  },
  supervisor: {
    list: 'listSupervisorNotifications',
    read: 'readSupervisorNotification',
    readAll: 'readAllSupervisorNotifications',
    getPreferences: 'getSupervisorNotificationPreferences',
    setPreferences: 'setSupervisorNotificationPreferences',
  },
  coordinator: {
    list: 'listCoordinatorNotifications',
    read: 'readCoordinatorNotification',
    readAll: 'readAllCoordinatorNotifications',
    getPreferences: 'getCoordinatorNotificationPreferences',
    setPreferences: 'setCoordinatorNotificationPreferences',
  },
} as const satisfies Record<'student' | 'supervisor' | 'coordinator', Record<string, RouteKey>>;
