/**
 * MSW handlers for every route of the contract, over one fake database. Each handler's path
 * comes from the route table (`{id}` becomes `:id`), never from a literal of its own. Requests
 * are checked like the server checks them: the role's token, then the endpoint table's schemas.
 */
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import {
  CSV_HEADERS,
  DEV_OUTBOX_PATH,
  FORMS_PATH,
  GRADE_MAXIMA,
  GRADING_POLICY_PATH,
  isPdf,
  MAX_FORM_BYTES,
  MAX_PAGE_SIZE,
  lagosSpreadsheetTime,
  MESSAGES,
  MIN_SEARCH_LENGTH,
  SERVER_MESSAGES,
  CODE_MAIL_SUBJECTS,
  PAGE_SIZE,
  WEEKDAYS,
  pdfFileName,
  lagosDay,
  lagosWorkWeek,
  readAccessToken,
  routeHasBody,
  routeKeys,
  routes,
  type CoordinatorGradeType,
  type LoginType,
  type RouteDefinition,
  type RouteKey,
  type Student,
  type StudentSortKey,
} from '@siwes/api';
import {
  checkInput,
  COMMON_PASSWORD_SAMPLE,
  endpoints,
  guessablePassword,
  jsonTooDeep,
  type BodyOutput,
  type InputSchema,
  type ParamsOutput,
  type QueryOutput,
  type ResponseOutput,
} from '@siwes/api/contract';
import { academicChange, academicChoice } from '@siwes/api/reference';
import { placementDatesProblem, type PlacementDates } from '@siwes/api/rules';
import { toCsv } from './csv.ts';
import {
  assignedStudentView,
  collate,
  findAccount,
  findStudent,
  fullName,
  nextId,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MS,
  reportsOf,
  RESET_TOKEN_TTL_MS,
  sameEmail,
  sendMail,
  supervisorView,
  weeklyReportScoreRow,
  type FakeDb,
  type Session,
} from './db.ts';
import type { Account } from './fixtures.ts';

/** The fake's texts for refusals: the server's own list, so screens read the same against either. */
export const FAKE_MESSAGES = SERVER_MESSAGES;

interface Context<K extends RouteKey> {
  db: FakeDb;
  request: Request;
  /** The caller's session; for public routes, whatever token was sent (if any). */
  session: Session | undefined;
  params: ParamsOutput<K>;
  query: QueryOutput<K>;
  body: BodyOutput<K>;
}

/** A resolver answers with the response body (sent as 200 JSON, or text/csv for CSV routes) or a Response. */
type Resolver<K extends RouteKey> = (
  ctx: Context<K>,
) => ResponseOutput<K> | Response | Promise<ResponseOutput<K> | Response>;

function fail(status: number, message: string, errors?: string[]): Response {
  return HttpResponse.json(errors ? { message, errors } : { message }, { status });
}

/** Like the server: a 400 naming one field, for a rule's refusal. */
function refuseField(refused: { field: string; problem: string }, prefix = ''): Response {
  return fail(400, refused.problem, [`${prefix}${refused.field}: ${refused.problem}`]);
}

/** Like the server: the placement's dates as this call would leave them must not end before they start. */
function refusePlacementDates(student: Student, sent: PlacementDates, prefix = '') {
  const refused = placementDatesProblem(student.company ?? {}, sent);
  return refused && refuseField(refused, prefix);
}

function requireRole(session: Session | undefined, role: LoginType): Response | undefined {
  if (!session) return fail(401, FAKE_MESSAGES.notSignedIn);
  if (session.role !== role) return fail(403, FAKE_MESSAGES.forbidden);
  return undefined;
}

function sessionOf(db: FakeDb, request: Request): Session | undefined {
  const header = request.headers.get('authorization') ?? '';
  const bearer = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
  const token = bearer || readAccessToken(request.headers.get('cookie') ?? '');
  return token ? db.sessions.get(token) : undefined;
}

/** The user data a login answers with: the account's record and its role. */
export function loginUser(db: FakeDb, account: Account) {
  const record =
    account.role === 'student'
      ? db.students.find((s) => s._id === account.id)
      : account.role === 'supervisor'
        ? supervisorView(db, account.id)
        : db.coordinators.find((c) => c._id === account.id);
  return record && { ...record, role: account.role };
}

function issueTokens(db: FakeDb, account: Account) {
  const token = (kind: string) => `fake.${account.role}.${kind}.${db.random.hex(24)}`;
  const tokens = {
    accessToken: token('access'),
    refreshToken: token('refresh'),
    clientToken: token('client'),
  };
  db.sessions.set(tokens.accessToken, {
    role: account.role,
    id: account.id,
    otherTokens: [tokens.refreshToken, tokens.clientToken],
  });
  return tokens;
}

function studentOf(ctx: { db: FakeDb; session: Session | undefined }): Student {
  const student = ctx.db.students.find((s) => s._id === ctx.session?.id);
  // A student session always names a stored student: sessions are made from accounts.
  if (!student) throw new Error('session without a student');
  return student;
}

function nonEmpty(value: string | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function emptyCompany() {
  return {
    name: '',
    email: '',
    phone: '',
    address: '',
    state: '',
    LGA: '',
    street: '',
    assignedDepartment: '',
    jobDescription: '',
    resumptionDate: '',
    expectedEndDate: '',
  };
}

/** Sets the non-empty fields of `changes` on the student's company, creating it when absent. */
function mergeCompany(
  student: Student,
  changes: Partial<Record<keyof NonNullable<Student['company']>, string>>,
) {
  const entries = Object.entries(changes).filter(([, v]) => nonEmpty(v));
  if (entries.length === 0) return;
  student.company = { ...(student.company ?? emptyCompany()), ...Object.fromEntries(entries) };
}

const SORT_KEYS: Record<string, (s: Student) => string> = {
  name: (s) => s.name,
  firstName: (s) => s.firstName,
  middleName: (s) => s.middleName ?? '',
  lastName: (s) => s.lastName,
  matricNo: (s) => s.matricNo,
  studentCode: (s) => s.studentCode,
  level: (s) => s.level,
  sex: (s) => s.sex,
  faculty: (s) => s.faculty ?? '',
  department: (s) => s.department ?? '',
  course: (s) => s.course ?? '',
  email: (s) => s.email,
  phone: (s) => s.phone,
  company: (s) => s.company?.name ?? '',
  // As the server: by the supervisor's last name, then first name.
  inspection_supervisor: (s) =>
    s.inspection_supervisor ? `${s.inspection_supervisor.lastName} ${s.inspection_supervisor.firstName}` : '',
  defense_supervisor: (s) =>
    s.defense_supervisor ? `${s.defense_supervisor.lastName} ${s.defense_supervisor.firstName}` : '',
} satisfies Record<StudentSortKey, (s: Student) => string>;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function byName(a: Student, b: Student): number {
  return (
    collator.compare(a.lastName, b.lastName) ||
    collator.compare(a.firstName, b.firstName) ||
    a._id.localeCompare(b._id)
  );
}

function page<T>(items: readonly T[], pageNumber = 1, limit = PAGE_SIZE): T[] {
  const size = Math.min(Math.max(limit, 1), MAX_PAGE_SIZE);
  return items.slice((pageNumber - 1) * size, pageNumber * size);
}

function gradeLabel(type: CoordinatorGradeType): string {
  return type === 'reports' ? 'weekly report' : type === 'defense' ? 'defence' : 'inspection';
}

function checkScore(type: CoordinatorGradeType, score: number): Response | undefined {
  const max = GRADE_MAXIMA[type];
  if (!Number.isFinite(score) || score < 0 || score > max) {
    return fail(400, `The ${gradeLabel(type)} score must be between 0 and ${max}.`);
  }
  return undefined;
}

function setScore(student: Student, type: CoordinatorGradeType, score: number) {
  const grade = { ...student.grade };
  if (type === 'reports') grade.weeklyReportsScore = score;
  if (type === 'inspection') grade.inspectionScore = score;
  if (type === 'defense') grade.defenseScore = score;
  student.grade = grade;
}

function supervisorName(person: { firstName: string; lastName: string } | null | undefined): string {
  return person ? `${person.firstName} ${person.lastName}` : '';
}

/** The fake's list of breached passwords: a handful that the server's million also holds. */
const COMMON_PASSWORDS = new Set<string>(COMMON_PASSWORD_SAMPLE);

/** Like the server: a guessable new password is a 400 naming its field. */
function refuseGuessable(password: string, field: string, email: string): Response | undefined {
  if (!guessablePassword(password, { list: COMMON_PASSWORDS, email })) return undefined;
  return fail(400, FAKE_MESSAGES.passwordCommon, [`${field}: ${FAKE_MESSAGES.passwordCommon}`]);
}

function bearerOf(request: Request): string | undefined {
  return /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim();
}

/** Ends the account's sessions, all but `keep`. */
function endSessions(db: FakeDb, account: Account, keep?: string) {
  for (const [token, session] of db.sessions) {
    if (token !== keep && session.id === account.id && session.role === account.role)
      db.sessions.delete(token);
  }
}

/** Whether the registration deadline has passed on the fake's clock. */
function registrationClosed(db: FakeDb): boolean {
  return db.registrationDeadline !== null && db.now().getTime() > new Date(db.registrationDeadline).getTime();
}

function changePassword(
  db: FakeDb,
  request: Request,
  session: Session | undefined,
  oldPassword: string,
  newPassword: string,
) {
  const account = db.accounts.find((a) => a.id === session?.id && a.role === session?.role);
  if (!account || account.password !== oldPassword) return fail(400, FAKE_MESSAGES.wrongOldPassword);
  const refused = refuseGuessable(newPassword, 'newPassword', account.email);
  if (refused) return refused;
  account.password = newPassword;
  // Like the server: every other session of the account ends; the caller's stays.
  endSessions(db, account, bearerOf(request) ?? readAccessToken(request.headers.get('cookie') ?? ''));
  return undefined;
}

function resetPassword(db: FakeDb, role: LoginType, email: string, password: string, token: string) {
  const reset = db.resetTokens.get(token);
  const account = findAccount(db, email, role);
  if (!reset || !account || !sameEmail(reset.email, email) || reset.expiresAt < db.now().getTime()) {
    return fail(400, FAKE_MESSAGES.resetTokenInvalid);
  }
  const refused = refuseGuessable(password, 'password', account.email);
  if (refused) return refused;
  db.resetTokens.delete(token);
  account.password = password;
  endSessions(db, account);
  return undefined;
}

const resolvers: { [K in RouteKey]: Resolver<K> } = {
  // ----------------------------------------------------------------------------- Authentication
  login: ({ db, body }) => {
    const account = findAccount(db, body.email, body.type);
    if (!account || account.password !== body.password) return fail(401, FAKE_MESSAGES.invalidCredentials);
    const user = loginUser(db, account);
    if (!user) return fail(401, FAKE_MESSAGES.invalidCredentials);
    return { message: FAKE_MESSAGES.loginSuccessful, tokens: issueTokens(db, account), data: user };
  },

  register: ({ db, body }) => {
    if (registrationClosed(db)) return fail(403, FAKE_MESSAGES.registrationClosed);
    const email = body.email.trim().toLowerCase();
    // Like the server: the verification first, so an unverified email answers the same whoever owns it.
    if (!db.verifiedForRegistration.has(email)) return fail(403, FAKE_MESSAGES.notVerified);
    if (findAccount(db, email)) return fail(409, FAKE_MESSAGES.emailTaken);
    const refused = refuseGuessable(body.password, 'password', email);
    if (refused) return refused;
    const academic = academicChoice(body);
    if ('refused' in academic) return refuseField(academic.refused);
    if (db.students.some((s) => s.matricNo.toLowerCase() === body.matricNo.trim().toLowerCase())) {
      return fail(409, FAKE_MESSAGES.matricTaken);
    }
    const id = nextId(db, 'stu');
    const student: Student = {
      _id: id,
      studentCode: `SIW26${String(db.students.length + 1).padStart(4, '0')}`,
      firstName: body.firstName,
      middleName: body.middleName,
      lastName: body.lastName,
      name: fullName(body),
      matricNo: body.matricNo,
      level: body.level,
      sex: body.sex,
      ...academic.choice,
      email,
      phone: body.phone,
      company: null,
      inspection_supervisor: null,
      defense_supervisor: null,
      assignedSupervisorInfo: null,
      bankDetails: body.bankDetails,
      grade: { weeklyReportsScore: null, inspectionScore: null, defenseScore: null, total: null },
    };
    db.students.push(student);
    db.accounts.push({ email, password: body.password, role: 'student', id });
    db.verifiedForRegistration.delete(email);
    return { message: MESSAGES.registrationSuccessful, data: student };
  },

  sendOtp: ({ db, body }) => {
    const email = body.email.trim().toLowerCase();
    // As on the server: once the deadline has passed, no registration code is sent.
    if (body.purpose === 'registration' && registrationClosed(db)) {
      return fail(403, FAKE_MESSAGES.registrationClosed);
    }
    if (body.purpose === 'registration' && findAccount(db, email)) {
      // The same answer as for a new email; the owner is told instead of sent a code.
      db.otps.delete(email);
      sendMail(
        db,
        email,
        'You already have a SIWES account',
        'Someone asked to register a new SIWES account with this email, but it already has one. ' +
          'If it was you, sign in, or use "Forgot Password" on the login page. If not, ignore this mail.',
      );
      return { message: FAKE_MESSAGES.otpSent };
    }
    if (
      body.purpose === 'changePassword' &&
      !findAccount(db, email, 'student') &&
      !findAccount(db, email, 'supervisor')
    ) {
      // The same answer as for an account, and no mail: the server never tells who has an account.
      return { message: FAKE_MESSAGES.otpSent };
    }
    const code = db.random.digits(6);
    db.otps.set(email, {
      code,
      purpose: body.purpose,
      expiresAt: db.now().getTime() + OTP_TTL_MS,
      attempts: 0,
    });
    sendMail(
      db,
      email,
      CODE_MAIL_SUBJECTS[body.purpose],
      `Your verification code is ${code}. It expires in ${OTP_TTL_MS / 60_000} minutes.`,
    );
    return { message: FAKE_MESSAGES.otpSent };
  },

  verifyOtp: ({ db, body }) => {
    const email = body.email.trim().toLowerCase();
    const pending = db.otps.get(email);
    if (!pending) return fail(400, FAKE_MESSAGES.otpMissing);
    if (pending.expiresAt < db.now().getTime()) {
      db.otps.delete(email);
      return fail(400, FAKE_MESSAGES.otpExpired);
    }
    if (pending.attempts >= OTP_MAX_ATTEMPTS) return fail(429, FAKE_MESSAGES.otpLocked);
    if (pending.code !== body.token.trim()) {
      pending.attempts += 1;
      return fail(400, FAKE_MESSAGES.otpInvalid);
    }
    db.otps.delete(email);
    if (pending.purpose === 'registration') {
      db.verifiedForRegistration.add(email);
      return {
        message: FAKE_MESSAGES.otpVerified,
        data: { email, purpose: pending.purpose, verified: true as const },
      };
    }
    const resetToken = `reset.${db.random.hex(32)}`;
    db.resetTokens.set(resetToken, { email, expiresAt: db.now().getTime() + RESET_TOKEN_TTL_MS });
    return {
      message: FAKE_MESSAGES.otpVerified,
      data: { email, purpose: pending.purpose, verified: true as const, resetToken },
    };
  },

  resetStudentPassword: ({ db, body }) =>
    resetPassword(db, 'student', body.email, body.password, body.token) ?? {
      message: MESSAGES.passwordChangedSuccessfully,
    },

  resetSupervisorPassword: ({ db, body }) =>
    resetPassword(db, 'supervisor', body.email, body.password, body.token) ?? {
      message: MESSAGES.supervisorResetSuccessful,
    },

  logout: ({ db, request }) => {
    const token = bearerOf(request);
    // Any of the session's three tokens ends it, as on the server.
    for (const [access, session] of db.sessions) {
      if (token && (access === token || session.otherTokens?.includes(token))) db.sessions.delete(access);
    }
    return { message: FAKE_MESSAGES.loggedOut };
  },

  // ----------------------------------------------------------------------------- Student
  getStudentDetails: (ctx) => ({ data: studentOf(ctx) }),

  submitWorkDetails: (ctx) => {
    const student = studentOf(ctx);
    const backwards = refusePlacementDates(student, ctx.body);
    if (backwards) return backwards;
    student.company = { ...ctx.body };
    return { message: MESSAGES.workUploaded, data: student };
  },

  updateStudentDetails: (ctx) => {
    const student = studentOf(ctx);
    const b = ctx.body;
    const backwards = refusePlacementDates(student, b);
    if (backwards) return backwards;
    if (nonEmpty(b.phone)) student.phone = b.phone;
    const bank = Object.entries({
      name: b.bankName,
      sortCode: b.sortCode,
      accountNumber: b.accountNumber,
    }).filter(([, v]) => nonEmpty(v));
    if (bank.length > 0) student.bankDetails = { ...student.bankDetails, ...Object.fromEntries(bank) };
    mergeCompany(student, {
      name: b.companyName,
      email: b.companyEmail,
      LGA: b.companyLga,
      state: b.companyState,
      phone: b.companyPhone,
      address: b.companyAddress,
      street: b.street,
      assignedDepartment: b.assignedDept,
      jobDescription: b.assignedDesc,
      resumptionDate: b.resumptionDate,
      expectedEndDate: b.expectedEndDate,
    });
    return { message: MESSAGES.detailsUpdated, data: student };
  },

  submitWeeklyReport: (ctx) => {
    const { db, body } = ctx;
    const student = studentOf(ctx);
    if (!student.company) return fail(400, FAKE_MESSAGES.noCompany);
    // The week and "today" in Lagos, whatever zone this runs in (spec section 5, docs/api.md).
    const now = db.now();
    const week = lagosWorkWeek(now);
    const today = lagosDay(now);
    const weekStart = week[0]!;
    const reports = [...reportsOf(db, student._id)];
    let report = reports.find((r) => r.weekStart === weekStart);
    if (!report) {
      report = {
        _id: nextId(db, 'rep'),
        weekStart,
        monday: '',
        tuesday: '',
        wednesday: '',
        thursday: '',
        friday: '',
      };
      reports.push(report);
    }
    // A day's text fills or replaces that day; a blank or absent day keeps what was sent before;
    // days ahead of today are not recorded.
    WEEKDAYS.forEach((day, index) => {
      const text = body[day];
      if (text !== undefined && text.trim() !== '' && week[index]! <= today && report) report[day] = text;
    });
    reports.sort((a, b) => a.weekStart.localeCompare(b.weekStart));
    db.reports.set(student._id, reports);
    return { message: MESSAGES.reportUploaded, data: report };
  },

  changeStudentPassword: ({ db, request, session, body }) =>
    changePassword(db, request, session, body.oldPassword, body.newPassword) ?? {
      message: MESSAGES.passwordChangeSuccessful,
    },

  // ----------------------------------------------------------------------------- Supervisor
  getSupervisor: ({ db, params, session }) => {
    // Like the server: a supervisor reads only their own record.
    if (session?.id !== params.id) return fail(403, FAKE_MESSAGES.forbidden);
    const supervisor = supervisorView(db, params.id);
    return supervisor ? { data: supervisor } : fail(404, FAKE_MESSAGES.supervisorNotFound);
  },

  changeSupervisorPassword: ({ db, request, session, body }) =>
    changePassword(db, request, session, body.oldPassword, body.newPassword) ?? {
      message: MESSAGES.passwordChangeSuccessful,
    },

  updateSupervisor: ({ db, session, body }) => {
    const stored = db.supervisors.find((s) => s._id === session?.id);
    if (!stored) return fail(404, FAKE_MESSAGES.supervisorNotFound);
    Object.assign(stored, body);
    const data = supervisorView(db, stored._id);
    return data ? { message: MESSAGES.profileUpdated, data } : fail(404, FAKE_MESSAGES.supervisorNotFound);
  },

  listSupervisorForms: ({ db }) => db.forms,

  listInspectionStudents: ({ db, session }) =>
    db.students
      .filter((s) => s.inspection_supervisor?._id === session?.id)
      .sort(byName)
      .map((s) => assignedStudentView(s, 'inspection')),

  listDefenseStudents: ({ db, session }) =>
    db.students
      .filter((s) => s.defense_supervisor?._id === session?.id)
      .sort(byName)
      .map((s) => assignedStudentView(s, 'defense')),

  setInspectionDate: ({ db, session, body }) => {
    const student = findStudent(db, body.studentCode);
    if (!student) return fail(404, FAKE_MESSAGES.studentNotFound);
    if (!student.inspection_supervisor || student.inspection_supervisor._id !== session?.id) {
      return fail(403, FAKE_MESSAGES.notYourStudent);
    }
    student.inspection_supervisor = { ...student.inspection_supervisor, assignedDate: body.date };
    return { message: FAKE_MESSAGES.inspectionDateSet };
  },

  setDefenseDate: ({ db, session, body }) => {
    const student = findStudent(db, body.studentCode);
    if (!student) return fail(404, FAKE_MESSAGES.studentNotFound);
    if (!student.defense_supervisor || student.defense_supervisor._id !== session?.id) {
      return fail(403, FAKE_MESSAGES.notYourStudent);
    }
    student.defense_supervisor = { ...student.defense_supervisor, assignedDate: body.date };
    return { message: FAKE_MESSAGES.defenseDateSet };
  },

  downloadAssignedInspectionList: ({ db, session }) =>
    toCsv(
      CSV_HEADERS.assignedInspectionList,
      db.students
        .filter((s) => s.inspection_supervisor?._id === session?.id)
        .sort(byName)
        .map((s) => [
          s.name,
          s.matricNo,
          s.course,
          s.email,
          s.phone,
          s.company?.name,
          s.company?.address,
          s.company?.state,
          lagosSpreadsheetTime(s.inspection_supervisor?.assignedDate),
        ]),
    ),

  supervisorAssignGrade: ({ db, session, body }) => {
    const student = findStudent(db, body.studentId);
    if (!student) return fail(404, FAKE_MESSAGES.studentNotFound);
    const assigned = body.type === 'inspection' ? student.inspection_supervisor : student.defense_supervisor;
    if (assigned?._id !== session?.id) return fail(403, FAKE_MESSAGES.notYourStudent);
    const refused = checkScore(body.type, body.score);
    if (refused) return refused;
    setScore(student, body.type, body.score);
    return { message: MESSAGES.graded };
  },

  // ----------------------------------------------------------------------------- Coordinator
  getCoordinator: ({ db, params, session }) => {
    if (session?.id !== params.id) return fail(403, FAKE_MESSAGES.forbidden);
    const coordinator = db.coordinators.find((c) => c._id === params.id);
    return coordinator ? { data: coordinator } : fail(404, FAKE_MESSAGES.coordinatorNotFound);
  },

  changeCoordinatorPassword: ({ db, request, session, body }) =>
    changePassword(db, request, session, body.oldPassword, body.newPassword) ?? {
      message: MESSAGES.passwordChangeSuccessful,
    },

  updateCoordinator: ({ db, session, params, body }) => {
    // Ownership first, as on the server: another id is refused whether or not it is a coordinator's.
    if (params.id !== session?.id) return fail(403, FAKE_MESSAGES.onlyOwnDetails);
    const coordinator = db.coordinators.find((c) => c._id === params.id);
    if (!coordinator) return fail(404, FAKE_MESSAGES.coordinatorNotFound);
    Object.assign(coordinator, body);
    return { message: MESSAGES.profileUpdated, data: coordinator };
  },

  listCoordinatorForms: ({ db }) => db.forms,

  uploadInspectionForms: async ({ db, body }) => {
    const file = body.form;
    if (file.size > MAX_FORM_BYTES)
      return fail(413, FAKE_MESSAGES.fileTooLarge(MAX_FORM_BYTES / 1024 / 1024));
    // Like the server: a PDF by its first bytes, whatever its name or type says.
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!isPdf(bytes)) return fail(400, FAKE_MESSAGES.pdfOnly);
    const id = nextId(db, 'form');
    const publicId = `form_${id.replace(/\W/g, '')}`;
    const form = {
      _id: id,
      purpose: body.purpose,
      description: body.description,
      name: pdfFileName(file.name),
      pathToFile: `${FORMS_PATH}/${publicId}`,
      publicId,
    };
    db.forms.push(form);
    db.formFiles.set(publicId, bytes);
    return { message: MESSAGES.formUploaded, data: form };
  },

  deleteForm: ({ db, query }) => {
    const index = db.forms.findIndex((f) => f._id === query.formId && f.publicId === query.publicId);
    if (index === -1) return fail(404, FAKE_MESSAGES.formNotFound);
    db.forms.splice(index, 1);
    db.formFiles.delete(query.publicId);
    return { message: MESSAGES.deleted };
  },

  addCoordinator: ({ db, body }) => {
    const academic = academicChoice({ faculty: body.faculty });
    if ('refused' in academic) return refuseField(academic.refused);
    if (findAccount(db, body.email)) return fail(409, FAKE_MESSAGES.emailTaken);
    const refused = refuseGuessable(body.password, 'password', body.email);
    if (refused) return refused;
    const { password, ...details } = body;
    const coordinator = {
      _id: nextId(db, 'coord'),
      ...details,
      faculty: academic.choice.faculty,
      email: body.email.toLowerCase(),
    };
    db.coordinators.push(coordinator);
    db.accounts.push({ email: coordinator.email, password, role: 'coordinator', id: coordinator._id });
    return { message: MESSAGES.accountCreated, data: coordinator };
  },

  createSupervisor: ({ db, body }) => {
    if (findAccount(db, body.email)) return fail(409, FAKE_MESSAGES.emailTaken);
    const refused = refuseGuessable(body.password, 'password', body.email);
    if (refused) return refused;
    const { password, ...details } = body;
    const stored = { _id: nextId(db, 'sup'), ...details, email: body.email.toLowerCase() };
    db.supervisors.push(stored);
    db.accounts.push({ email: stored.email, password, role: 'supervisor', id: stored._id });
    return { message: MESSAGES.accountCreated, data: { ...stored, noOfAssignedStudents: 0 } };
  },

  listStudents: ({ db, query }) => {
    const sortBy = query.sortBy || 'course';
    const key = SORT_KEYS[sortBy];
    if (!key) return fail(400, `Students cannot be sorted by "${sortBy}".`);
    const direction = query.sortOrder === 'desc' ? -1 : 1;
    const sorted = [...db.students].sort(
      (a, b) => direction * collator.compare(key(a), key(b)) || byName(a, b),
    );
    return { students: page(sorted, query.page, query.limit), totalStudents: sorted.length };
  },

  listSupervisors: ({ db }) =>
    db.supervisors
      .map((s) => supervisorView(db, s._id))
      .filter((s): s is NonNullable<typeof s> => s !== undefined),

  searchStudents: ({ db, query }) => {
    const q = query.q.trim().toLowerCase();
    if (q.length < MIN_SEARCH_LENGTH) return fail(400, FAKE_MESSAGES.searchTooShort);
    return db.students
      .filter((s) =>
        [s.name, s.matricNo, s.email, s.studentCode].some((field) => field.toLowerCase().includes(q)),
      )
      .sort(byName);
  },

  downloadInspectionList: ({ db }) =>
    toCsv(
      CSV_HEADERS.inspectionList,
      [...db.students]
        .sort(byName)
        .map((s) => [
          s.name,
          s.matricNo,
          s.course,
          s.company?.name,
          s.company?.state,
          supervisorName(s.inspection_supervisor),
          lagosSpreadsheetTime(s.inspection_supervisor?.assignedDate),
        ]),
    ),

  downloadStudents: ({ db }) =>
    toCsv(
      CSV_HEADERS.students,
      [...db.students]
        .sort(byName)
        .map((s) => [
          s.studentCode,
          s.name,
          s.matricNo,
          s.email,
          s.phone,
          s.level,
          s.sex,
          s.faculty,
          s.department,
          s.course,
          s.company?.name,
        ]),
    ),

  assignInspectionSupervisor: ({ db, body }) => {
    const student = findStudent(db, body.studentCode);
    if (!student) return fail(404, FAKE_MESSAGES.studentNotFound);
    const supervisor = db.supervisors.find((s) => s._id === body.supervisorId);
    if (!supervisor) return fail(404, FAKE_MESSAGES.supervisorNotFound);
    const { _id, firstName, lastName, phone, email } = supervisor;
    student.inspection_supervisor = { _id, firstName, lastName, phone, email, assignedDate: null };
    student.assignedSupervisorInfo = { firstName, lastName };
    return { message: MESSAGES.assigned };
  },

  assignDefenseSupervisor: ({ db, body }) => {
    const student = findStudent(db, body.studentCode);
    if (!student) return fail(404, FAKE_MESSAGES.studentNotFound);
    const supervisor = db.supervisors.find((s) => s._id === body.supervisorId);
    if (!supervisor) return fail(404, FAKE_MESSAGES.supervisorNotFound);
    const { _id, firstName, lastName, phone, email, office } = supervisor;
    student.defense_supervisor = { _id, firstName, lastName, phone, email, office, assignedDate: null };
    return { message: MESSAGES.assigned };
  },

  getWeeklyReports: ({ db, params }) => {
    const student = findStudent(db, params.id);
    if (!student) return fail(404, FAKE_MESSAGES.studentNotFound);
    return { reports: reportsOf(db, student._id) };
  },

  setRegistrationDeadline: ({ db, body }) => {
    const time = new Date(body.time);
    if (Number.isNaN(time.getTime())) return fail(400, FAKE_MESSAGES.invalidDate);
    db.registrationDeadline = time.toISOString();
    return { message: MESSAGES.deadlineSet };
  },

  getStudent: ({ db, params }) => {
    const student = findStudent(db, params.id);
    return student ? [student] : fail(404, FAKE_MESSAGES.studentNotFound);
  },

  updateStudent: ({ db, params, body }) => {
    const student = findStudent(db, params.id);
    if (!student) return fail(404, FAKE_MESSAGES.studentNotFound);
    const { company, studentCode, matricNo, email, phone, ...school } = body;
    const readOnly = { studentCode, matricNo, email, phone };
    for (const [field, value] of Object.entries(readOnly)) {
      if (value !== undefined && value.trim() !== String(student[field as keyof typeof readOnly]).trim()) {
        return fail(400, FAKE_MESSAGES.readOnlyStudentFields);
      }
    }
    const { course, faculty, ...rest } = school;
    const academic = academicChange(student, { course, faculty });
    if ('refused' in academic) return refuseField(academic.refused);
    const backwards = company && refusePlacementDates(student, company, 'company.');
    if (backwards) return backwards;
    for (const [field, value] of Object.entries({ ...rest, ...academic.changes })) {
      if (nonEmpty(value)) Object.assign(student, { [field]: value });
    }
    student.name = fullName(student);
    if (company) mergeCompany(student, company);
    return { message: MESSAGES.detailsUpdated };
  },

  coordinatorAssignGrade: ({ db, body }) => {
    const student = findStudent(db, body.studentId);
    if (!student) return fail(404, FAKE_MESSAGES.studentNotFound);
    const refused = checkScore(body.type, body.score);
    if (refused) return refused;
    setScore(student, body.type, body.score);
    return { message: MESSAGES.graded };
  },

  collateGrades: ({ db, params }) => {
    const student = findStudent(db, params.id);
    if (!student) return fail(404, FAKE_MESSAGES.studentNotFound);
    return { message: MESSAGES.collated, data: collate(db, student) };
  },

  collateAllGrades: ({ db }) => {
    for (const student of db.students) collate(db, student);
    return { message: MESSAGES.collated };
  },

  getWeeklyReportScores: ({ db, query }) => {
    const rows = [...db.students].sort(byName).map((s) => weeklyReportScoreRow(db, s));
    return { data: page(rows, query.page, query.limit), totalStudents: rows.length };
  },

  downloadWeeklyReportScores: ({ db }) =>
    toCsv(
      CSV_HEADERS.weeklyReports,
      [...db.students]
        .sort(byName)
        .map((s) => weeklyReportScoreRow(db, s))
        .map((r) => [r.firstName, r.lastName, r.matricNumber, r.reportCount, r.marks]),
    ),
};

/** An MSW path for a route: `{id}` becomes `:id`, under a base (default `*`, any origin). */
export function mswPath(route: RouteDefinition, base = '*'): string {
  return `${base.replace(/\/+$/, '')}${route.path.replace(/\{(\w+)\}/g, ':$1')}`;
}

export function mswMethod(route: RouteDefinition) {
  return {
    GET: http.get,
    POST: http.post,
    PATCH: http.patch,
    DELETE: http.delete,
  }[route.method];
}

/**
 * Paths with parameters would also match a sibling's fixed path (GET students/{id} matches
 * students/download): such requests belong to the sibling's handler.
 */
function shadowedByFixedRoute(route: RouteDefinition, pathname: string): boolean {
  if (!route.path.includes('{')) return false;
  return Object.values(routes).some(
    (other: RouteDefinition) =>
      other !== route &&
      other.method === route.method &&
      !other.path.includes('{') &&
      pathname.endsWith(other.path),
  );
}

export { shadowedByFixedRoute };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Like the server: a state-changing call from a page of another origin is refused. */
function foreignOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  return origin !== null && STATE_CHANGING.has(request.method) && origin !== new URL(request.url).origin;
}

type Body = { ok: true; value: unknown } | { ok: false; response: Response };

/** The body as the server reads it: JSON only for JSON calls (415 otherwise), never too deep. */
async function readBody(route: RouteDefinition, request: Request): Promise<Body> {
  if (!routeHasBody(route)) return { ok: true, value: undefined };
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() || undefined;
  const refuse = (status: number, message: string, errors?: string[]): Body => ({
    ok: false,
    response: fail(status, message, errors),
  });
  if (route.kind === 'multipart') {
    if (type !== 'multipart/form-data') return refuse(415, FAKE_MESSAGES.multipartOnly);
    try {
      return { ok: true, value: Object.fromEntries((await request.formData()).entries()) };
    } catch {
      return refuse(400, FAKE_MESSAGES.invalidRequest, ['The form data could not be read.']);
    }
  }
  if (type !== undefined && type !== 'application/json') return refuse(415, FAKE_MESSAGES.jsonOnly);
  const text = await request.text();
  if (text.trim() === '') return { ok: true, value: {} };
  if (type === undefined) return refuse(415, FAKE_MESSAGES.jsonOnly);
  if (jsonTooDeep(text)) return refuse(400, FAKE_MESSAGES.invalidRequest, [FAKE_MESSAGES.tooDeep]);
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return refuse(400, FAKE_MESSAGES.invalidJson);
  }
}

async function handle(key: RouteKey, db: FakeDb, request: Request, rawParams: Record<string, unknown>) {
  const route: RouteDefinition = routes[key];
  const def = endpoints[key] as { params?: InputSchema; query?: InputSchema; body?: InputSchema };
  if (foreignOrigin(request)) return fail(403, FAKE_MESSAGES.foreignOrigin);
  const session = sessionOf(db, request);
  if (route.auth !== 'none' && route.auth !== 'any') {
    const refused = requireRole(session, route.auth);
    if (refused) return refused;
  }
  const params = checkInput(def.params, rawParams, 'path');
  if (!params.ok) return fail(400, FAKE_MESSAGES.invalidRequest, params.errors);
  const url = new URL(request.url);
  const query = checkInput(def.query, Object.fromEntries(url.searchParams), 'query');
  if (!query.ok) return fail(400, FAKE_MESSAGES.invalidRequest, query.errors);
  const raw = await readBody(route, request);
  if (!raw.ok) return raw.response;
  const body = checkInput(def.body, raw.value, 'body');
  if (!body.ok) return fail(400, FAKE_MESSAGES.invalidRequest, body.errors);

  const resolver = resolvers[key] as Resolver<RouteKey>;
  const result = await resolver({
    db,
    request,
    session,
    params: params.data as never,
    query: query.data as never,
    body: body.data as never,
  });
  if (result instanceof Response) return result;
  if (route.kind === 'csv') {
    return new HttpResponse(String(result), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${route.fileName ?? `${key}.csv`}"`,
      },
    });
  }
  return HttpResponse.json(result as JsonBodyType, {
    status: (endpoints[key] as { status?: number }).status ?? 200,
  });
}

export interface HandlerOptions {
  /** Where the API is served, e.g. `http://localhost:3000`; default any origin. */
  baseUrl?: string;
}

/**
 * The fake's handlers over the database `getDb` returns at request time: fixed paths first,
 * so `students/download` is never taken for `students/{id}`; then forms' files and the
 * development outbox.
 */
export function createHandlers(getDb: () => FakeDb, options: HandlerOptions = {}): HttpHandler[] {
  const base = options.baseUrl ?? '*';
  const ordered = [...routeKeys].sort(
    (a, b) => Number(routes[a].path.includes('{')) - Number(routes[b].path.includes('{')),
  );
  const handlers = ordered.map((key) => {
    const route: RouteDefinition = routes[key];
    return mswMethod(route)(mswPath(route, base), async ({ request, params }) => {
      if (shadowedByFixedRoute(route, new URL(request.url).pathname)) return undefined;
      return handle(key, getDb(), request, params);
    });
  });
  handlers.push(
    // Not one of the 46 calls: the file behind a form's pathToFile, for supervisors and coordinators.
    http.get(`${base.replace(/\/+$/, '')}${FORMS_PATH}/:publicId`, ({ request, params }) => {
      const db = getDb();
      const session = sessionOf(db, request);
      if (!session) return fail(401, FAKE_MESSAGES.notSignedIn);
      if (session.role === 'student') return fail(403, FAKE_MESSAGES.forbidden);
      const publicId = String(params.publicId);
      const form = db.forms.find((f) => f.publicId === publicId);
      const bytes = db.formFiles.get(publicId);
      if (!form || !bytes) return fail(404, FAKE_MESSAGES.formNotFound);
      return new HttpResponse(bytes.slice().buffer, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Length': String(bytes.length),
          'Content-Disposition': `attachment; filename="${form.name.replace(/"/g, '')}"`,
        },
      });
    }),
    http.get(`${base.replace(/\/+$/, '')}${GRADING_POLICY_PATH}`, () =>
      HttpResponse.json({ ...GRADE_MAXIMA }),
    ),
    http.get(`${base.replace(/\/+$/, '')}${DEV_OUTBOX_PATH}`, ({ request }) => {
      const email = new URL(request.url).searchParams.get('email');
      if (!email) return fail(400, FAKE_MESSAGES.emailRequired);
      return HttpResponse.json(
        getDb()
          .outbox.filter((m) => sameEmail(m.to, email))
          .reverse(),
      );
    }),
  );
  return handlers;
}
