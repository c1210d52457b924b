/** Supervisors: their own profile, their assigned students, dates, grades and forms. */
import { HttpResponse } from 'msw';
import { CSV_HEADERS, MESSAGES, SERVER_MESSAGES, toCsv, type RouteKeysOf } from '@siwes/api';
import {
  assignedInspectionListCsvRow,
  assignedTo,
  compareByName,
  supervisorOn,
  type SupervisorList,
} from '@siwes/api/rules';
import { findStudent, type FakeDb, type Session } from '../db.ts';
import { fail, type Context, type Resolvers } from '../http.ts';
import type { NotificationKeys } from './notifications.ts';
import { supervisorView } from '../services/accounts.ts';
import { checkScore, setScore } from '../services/grading.ts';
import { changeOwnPassword } from '../services/passwordChange.ts';
import { assignedStudent, commentOnWeek, logbookPage, reopenWeek } from '../services/logbook.ts';
import { toAssignedStudent } from '../services/students.ts';
import { supervisorHomeOf } from '../services/homes.ts';
import { originOf } from '../services/notifications.ts';

/** The supervisor's students on a list, by name. */
function assignedStudents(db: FakeDb, session: Session | undefined, list: SupervisorList) {
  return db.students.filter((s) => assignedTo(s, list, session?.id)).sort(compareByName);
}

function setDate(ctx: Context<'setInspectionDate' | 'setDefenseDate'>, list: SupervisorList) {
  const { db, session, body } = ctx;
  const student = findStudent(db, body.studentCode);
  if (!student) return fail(404, SERVER_MESSAGES.studentNotFound);
  const supervisor = supervisorOn(student, list);
  if (!supervisor || !assignedTo(student, list, session?.id))
    return fail(403, SERVER_MESSAGES.notYourStudent);
  Object.assign(supervisor, { assignedDate: body.date });
  return undefined;
}

export const supervisorResolvers: Resolvers<
  Exclude<RouteKeysOf<'supervisor'>, NotificationKeys<'supervisor'>>
> = {
  getSupervisor({ db, params, session }) {
    // Like the server: a supervisor reads only their own record.
    if (session?.id !== params.id) return fail(403, SERVER_MESSAGES.onlyOwnDetails);
    const supervisor = supervisorView(db, params.id);
    return supervisor ? { data: supervisor } : fail(404, SERVER_MESSAGES.supervisorNotFound);
  },

  changeSupervisorPassword: ({ db, request, session, body }) =>
    changeOwnPassword(db, request, session, body.oldPassword, body.newPassword) ?? {
      message: MESSAGES.passwordChangeSuccessful,
    },

  updateSupervisor({ db, session, body }) {
    const stored = db.supervisors.find((s) => s._id === session?.id);
    if (stored) Object.assign(stored, body);
    const data = stored && supervisorView(db, stored._id);
    return data ? { message: MESSAGES.profileUpdated, data } : fail(404, SERVER_MESSAGES.supervisorNotFound);
  },

  listSupervisorForms: ({ db }) => db.forms,

  listInspectionStudents: ({ db, session }) =>
    assignedStudents(db, session, 'inspection').map((s) => toAssignedStudent(s, 'inspection')),

  listDefenseStudents: ({ db, session }) =>
    assignedStudents(db, session, 'defense').map((s) => toAssignedStudent(s, 'defense')),

  setInspectionDate: (ctx) => setDate(ctx, 'inspection') ?? { message: SERVER_MESSAGES.inspectionDateSet },

  setDefenseDate: (ctx) => setDate(ctx, 'defense') ?? { message: SERVER_MESSAGES.defenseDateSet },

  downloadAssignedInspectionList: ({ db, session }) =>
    toCsv(
      CSV_HEADERS.assignedInspectionList,
      assignedStudents(db, session, 'inspection').map(assignedInspectionListCsvRow),
    ),

  supervisorAssignGrade({ db, session, body, request }) {
    const student = findStudent(db, body.studentId);
    if (!student) return fail(404, SERVER_MESSAGES.studentNotFound);
    if (!assignedTo(student, body.type, session?.id)) return fail(403, SERVER_MESSAGES.notYourStudent);
    const refused = checkScore(body.type, body.score);
    if (refused) return refused;
    const by = db.supervisors.find((s) => s._id === session?.id);
    const tell = { by: by ? `${by.firstName} ${by.lastName}` : '', origin: originOf(request) };
    setScore(db, student, body.type, body.score, tell);
    return { message: MESSAGES.graded };
  },

  supervisorGetDashboard: ({ db, session }) => ({ data: supervisorHomeOf(db, session?.id ?? '') }),

  supervisorGetLogbook({ db, session, params, query }) {
    const student = assignedStudent(db, session?.id, params.id);
    return student instanceof Response ? student : logbookPage(db, student, query);
  },

  supervisorCommentOnWeek({ db, session, params, body, request }) {
    const student = assignedStudent(db, session?.id, params.id);
    if (student instanceof Response) return student;
    const data = commentOnWeek(db, { role: 'supervisor', id: session?.id }, student, body, originOf(request));
    return data instanceof Response
      ? data
      : HttpResponse.json({ message: MESSAGES.commentAdded, data }, { status: 201 });
  },

  supervisorReopenWeek({ db, session, params, body, request }) {
    const student = assignedStudent(db, session?.id, params.id);
    if (student instanceof Response) return student;
    return (
      reopenWeek(db, { role: 'supervisor', id: session?.id }, student, body, originOf(request)) ?? {
        message: MESSAGES.weekReopened,
      }
    );
  },
};
