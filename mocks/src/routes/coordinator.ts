/** The coordinator: accounts, forms, students, assignments, grades, collation, exports, deadline. */
import { HttpResponse } from 'msw';
import {
  CSV_HEADERS,
  FORMS_PATH,
  isPdf,
  MAX_FORM_BYTES,
  MESSAGES,
  pdfFileName,
  SERVER_MESSAGES,
  toCsv,
  UNDELIVERED_MAIL_LIMIT,
  type RouteKeysOf,
  type Student,
} from '@siwes/api';
import { academicChange, academicChoice } from '@siwes/api/reference';
import {
  assignmentStep,
  assignmentsMessage,
  compareByName,
  DEV_OUTBOX_REFUSAL,
  devOutboxRefuses,
  fullName,
  inspectionListCsvRow,
  matchesStudentFilters,
  mergeWorkplaceSupervisor,
  normalEmail,
  pageOf,
  matchesSearch,
  registrationDeadlineAt,
  searchStudents,
  searchTerm,
  studentOrder,
  studentsCsvRow,
  studentSort,
  testMail,
  testMailAnswer,
  weeklyReportsCsvRow,
} from '@siwes/api/rules';
import { findAccount, findStudent, nextId, reportsOf, sendMail, type FakeDb } from '../db.ts';
import { fail, refuseField, type Resolvers } from '../http.ts';
import type { NotificationKeys } from './notifications.ts';
import type { AtRiskKeys } from './atRisk.ts';
import { commentOnWeek, logbookPage, reopenWeek } from '../services/logbook.ts';
import { notify, notifySupervisors, originOf } from '../services/notifications.ts';
import { assignSupervisor, putOnList } from '../services/assignments.ts';
import { refuseGuessablePassword, supervisorView } from '../services/accounts.ts';
import { collateAllAndTell, collateAndTell, weeklyReportScoreRow } from '../services/collate.ts';
import { dashboardOf } from '../services/dashboard.ts';
import { checkScore, setScore } from '../services/grading.ts';
import { changeOwnPassword } from '../services/passwordChange.ts';
import { mergeCompany, nonEmpty, refusePlacementDates } from '../services/students.ts';

/** Fields of a student the coordinator's edit may not change (spec section 5). */
const READ_ONLY_FIELDS = ['studentCode', 'matricNo', 'email', 'phone'] as const;

type RefusedRow = { studentCode: string; message: string };

const byName = (db: FakeDb) => [...db.students].sort(compareByName);

/** A new supervisor's or coordinator's record, with its sign-in; refused for a taken email or a guessable password. */
function newStaff<B extends { email: string; password: string }>(
  db: FakeDb,
  role: 'supervisor' | 'coordinator',
  body: B,
  origin: string,
) {
  if (findAccount(db, body.email)) return fail(409, SERVER_MESSAGES.emailTaken);
  const refused = refuseGuessablePassword(body.password, 'password', body.email);
  if (refused) return refused;
  const { password, ...details } = body;
  const record = {
    ...details,
    _id: nextId(db, role === 'supervisor' ? 'sup' : 'coord'),
    email: normalEmail(body.email),
  };
  db.accounts.push({ email: record.email, password, role, id: record._id });
  const facts = { event: 'accountCreated', role, email: record.email } as const;
  notify(db, { id: record._id, email: record.email }, facts, origin);
  return record;
}

/** Not one of the contract's calls: the file behind a form's pathToFile, for supervisors and coordinators. */
export function downloadForm(db: FakeDb, publicId: string): Response {
  const form = db.forms.find((f) => f.publicId === publicId);
  const bytes = db.formFiles.get(publicId);
  if (!form || !bytes) return fail(404, SERVER_MESSAGES.formNotFound);
  return new HttpResponse(bytes.slice().buffer, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename="${form.name.replace(/"/g, '')}"`,
    },
  });
}

export const coordinatorResolvers: Resolvers<
  Exclude<RouteKeysOf<'coordinator'>, NotificationKeys<'coordinator'> | AtRiskKeys>
> = {
  getCoordinator({ db, params, session }) {
    if (session?.id !== params.id) return fail(403, SERVER_MESSAGES.onlyOwnDetails);
    const coordinator = db.coordinators.find((c) => c._id === params.id);
    return coordinator ? { data: coordinator } : fail(404, SERVER_MESSAGES.coordinatorNotFound);
  },

  changeCoordinatorPassword: ({ db, request, session, body }) =>
    changeOwnPassword(db, request, session, body.oldPassword, body.newPassword) ?? {
      message: MESSAGES.passwordChangeSuccessful,
    },

  updateCoordinator({ db, session, params, body }) {
    // Ownership first, as on the server: another id is refused whether or not it is a coordinator's.
    if (params.id !== session?.id) return fail(403, SERVER_MESSAGES.onlyOwnDetails);
    const coordinator = db.coordinators.find((c) => c._id === params.id);
    if (!coordinator) return fail(404, SERVER_MESSAGES.coordinatorNotFound);
    Object.assign(coordinator, body);
    return { message: MESSAGES.profileUpdated, data: coordinator };
  },

  listCoordinatorForms: ({ db }) => db.forms,

  async uploadInspectionForms({ db, body, request }) {
    const file = body.form;
    if (file.size > MAX_FORM_BYTES)
      return fail(413, SERVER_MESSAGES.fileTooLarge(MAX_FORM_BYTES / 1024 / 1024));
    // Like the server: a PDF by its first bytes, whatever its name or type says.
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!isPdf(bytes)) return fail(400, SERVER_MESSAGES.pdfOnly);
    const id = nextId(db, 'form');
    const publicId = `form_${id.replace(/\W/g, '')}`;
    const { purpose, description } = body;
    const form = {
      _id: id,
      purpose,
      description,
      name: pdfFileName(file.name),
      pathToFile: `${FORMS_PATH}/${publicId}`,
      publicId,
    };
    db.forms.push(form);
    db.formFiles.set(publicId, bytes);
    notifySupervisors(db, { event: 'formUploaded', purpose, description }, originOf(request));
    return { message: MESSAGES.formUploaded, data: form };
  },

  deleteForm({ db, query }) {
    const index = db.forms.findIndex((f) => f._id === query.formId && f.publicId === query.publicId);
    if (index === -1) return fail(404, SERVER_MESSAGES.formNotFound);
    db.forms.splice(index, 1);
    db.formFiles.delete(query.publicId);
    return { message: MESSAGES.deleted };
  },

  addCoordinator({ db, body, request }) {
    const academic = academicChoice({ faculty: body.faculty });
    if ('refused' in academic) return refuseField(academic.refused);
    const coordinator = newStaff(
      db,
      'coordinator',
      { ...body, faculty: academic.choice.faculty },
      originOf(request),
    );
    if (coordinator instanceof Response) return coordinator;
    db.coordinators.push(coordinator);
    return { message: MESSAGES.accountCreated, data: coordinator };
  },

  createSupervisor({ db, body, request }) {
    const supervisor = newStaff(db, 'supervisor', body, originOf(request));
    if (supervisor instanceof Response) return supervisor;
    db.supervisors.push(supervisor);
    return { message: MESSAGES.accountCreated, data: { ...supervisor, noOfAssignedStudents: 0 } };
  },

  listStudents({ db, query }) {
    const sort = studentSort(query);
    if ('refused' in sort) return fail(400, sort.refused);
    const sorted = db.students
      .filter((s) => matchesStudentFilters(s, query))
      .sort(studentOrder(sort.sortBy, sort.direction));
    return { students: pageOf(sorted, query), totalStudents: sorted.length };
  },

  listSupervisors: ({ db }) =>
    [...db.supervisors].sort(compareByName).flatMap((s) => supervisorView(db, s._id) ?? []),

  searchStudents({ db, query }) {
    const term = searchTerm(query.q);
    if (term === undefined) return fail(400, SERVER_MESSAGES.searchTooShort);
    return searchStudents(db.students, term);
  },

  downloadInspectionList: ({ db }) => toCsv(CSV_HEADERS.inspectionList, byName(db).map(inspectionListCsvRow)),

  downloadStudents: ({ db }) => toCsv(CSV_HEADERS.students, byName(db).map(studentsCsvRow)),

  assignInspectionSupervisor: ({ db, body, request }) =>
    assignSupervisor(db, 'inspection', body, originOf(request)),

  assignDefenseSupervisor: ({ db, body, request }) =>
    assignSupervisor(db, 'defense', body, originOf(request)),

  assignSupervisors({ db, body, request }) {
    const supervisor = db.supervisors.find((s) => s._id === body.supervisorId);
    if (!supervisor) return fail(404, SERVER_MESSAGES.supervisorNotFound);
    const result = { assigned: [] as string[], unchanged: [] as string[], refused: [] as RefusedRow[] };
    const toAssign: Array<{ student: Student; keepDate: boolean }> = [];
    for (const studentCode of body.studentCodes) {
      const student = findStudent(db, studentCode);
      const step = assignmentStep(student, body.type, supervisor._id, body.replace ?? false);
      if (step.action === 'refused') result.refused.push({ studentCode, message: step.message });
      else if (step.action === 'unchanged' || !student) result.unchanged.push(studentCode);
      else {
        result.assigned.push(studentCode);
        toAssign.push({ student, keepDate: body.keepDate ?? false });
      }
    }
    putOnList(db, body.type, toAssign, supervisor, originOf(request));
    return { message: assignmentsMessage(result.refused.length, body.studentCodes.length), ...result };
  },

  getWeeklyReports({ db, params }) {
    const student = findStudent(db, params.id);
    return student ? { reports: reportsOf(db, student._id) } : fail(404, SERVER_MESSAGES.studentNotFound);
  },

  setRegistrationDeadline({ db, body }) {
    // The contract has read the time as an instant.
    db.registrationDeadline = body.time;
    return { message: MESSAGES.deadlineSet };
  },

  getDashboard: ({ db }) => ({ data: dashboardOf(db) }),

  getRegistrationDeadline: ({ db }) => ({ data: registrationDeadlineAt(db.registrationDeadline, db.now()) }),

  sendTestMail({ db, body }) {
    const to = normalEmail(body.to);
    // As the server's development outbox: an address at .invalid is refused.
    if (devOutboxRefuses(to)) return fail(502, testMailAnswer(to, DEV_OUTBOX_REFUSAL));
    sendMail(db, to, testMail());
    return { message: testMailAnswer(to) };
  },

  getUndeliveredMail({ db }) {
    const newest = [...db.undeliveredMail].reverse();
    return { data: newest.slice(0, UNDELIVERED_MAIL_LIMIT), total: newest.length };
  },

  getStudent({ db, params }) {
    const student = findStudent(db, params.id);
    return student ? [student] : fail(404, SERVER_MESSAGES.studentNotFound);
  },

  updateStudent({ db, params, body }) {
    const student = findStudent(db, params.id);
    if (!student) return fail(404, SERVER_MESSAGES.studentNotFound);
    const { company, studentCode, matricNo, email, phone, course, faculty, workplaceSupervisor, ...rest } =
      body;
    const sent = { studentCode, matricNo, email, phone };
    if (READ_ONLY_FIELDS.some((f) => sent[f] !== undefined && sent[f].trim() !== student[f].trim())) {
      return fail(400, SERVER_MESSAGES.readOnlyStudentFields);
    }
    const academic = academicChange(student, { course, faculty });
    if ('refused' in academic) return refuseField(academic.refused);
    const backwards = company && refusePlacementDates(student, company, 'company.');
    if (backwards) return backwards;
    for (const [field, value] of Object.entries({ ...rest, ...academic.changes })) {
      if (nonEmpty(value)) Object.assign(student, { [field]: value });
    }
    student.name = fullName(student);
    if (company) mergeCompany(student, company);
    if (workplaceSupervisor) {
      student.workplaceSupervisor = mergeWorkplaceSupervisor(
        student.workplaceSupervisor,
        workplaceSupervisor,
      );
    }
    return { message: MESSAGES.detailsUpdated };
  },

  coordinatorAssignGrade({ db, body, request }) {
    const student = findStudent(db, body.studentId);
    if (!student) return fail(404, SERVER_MESSAGES.studentNotFound);
    const refused = checkScore(body.type, body.score);
    if (refused) return refused;
    setScore(db, student, body.type, body.score, { by: 'The coordinator', origin: originOf(request) });
    return { message: MESSAGES.graded };
  },

  collateGrades({ db, params, request }) {
    const student = findStudent(db, params.id);
    return student
      ? { message: MESSAGES.collated, data: collateAndTell(db, student, originOf(request)) }
      : fail(404, SERVER_MESSAGES.studentNotFound);
  },

  collateAllGrades({ db, request }) {
    collateAllAndTell(db, originOf(request));
    return { message: MESSAGES.collated };
  },

  getWeeklyReportScores({ db, query }) {
    // Issue 34: `q` keeps the students a search finds, paged and counted alike.
    const term = query.q === undefined ? undefined : searchTerm(query.q);
    if (query.q !== undefined && term === undefined) {
      return refuseField({ field: 'q', problem: SERVER_MESSAGES.searchTooShort });
    }
    const found = term === undefined ? byName(db) : byName(db).filter((s) => matchesSearch(s, term));
    return {
      data: pageOf(found, query).map((s) => weeklyReportScoreRow(db, s)),
      totalStudents: found.length,
    };
  },

  downloadWeeklyReportScores: ({ db }) =>
    toCsv(
      CSV_HEADERS.weeklyReports,
      byName(db)
        .map((s) => weeklyReportScoreRow(db, s))
        .map(weeklyReportsCsvRow),
    ),

  coordinatorGetLogbook({ db, params, query }) {
    const student = findStudent(db, params.id);
    return student ? logbookPage(db, student, query) : fail(404, SERVER_MESSAGES.studentNotFound);
  },

  coordinatorCommentOnWeek({ db, session, params, body, request }) {
    const student = findStudent(db, params.id);
    if (!student) return fail(404, SERVER_MESSAGES.studentNotFound);
    const data = commentOnWeek(
      db,
      { role: 'coordinator', id: session?.id },
      student,
      body,
      originOf(request),
    );
    return data instanceof Response
      ? data
      : HttpResponse.json({ message: MESSAGES.commentAdded, data }, { status: 201 });
  },

  coordinatorReopenWeek({ db, session, params, body, request }) {
    const student = findStudent(db, params.id);
    if (!student) return fail(404, SERVER_MESSAGES.studentNotFound);
    return (
      reopenWeek(db, { role: 'coordinator', id: session?.id }, student, body, originOf(request)) ?? {
        message: MESSAGES.weekReopened,
      }
    );
  },
};
