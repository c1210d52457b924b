/** Supervisors: their own profile, their assigned students, dates, grades and forms. */
import { CSV_HEADERS, lagosSpreadsheetTime, MESSAGES } from '@siwes/api';
import type { Deps, Resolvers } from '../context.ts';
import { userId } from '../context.ts';
import { toCsv } from '../csv.ts';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { supervisorView } from '../services/accounts.ts';
import { listForms } from '../services/forms.ts';
import { checkScore } from '../services/grading.ts';
import { changeOwnPassword } from '../services/passwordChange.ts';
import { findStudentRow, studentRows, toAssignedStudent } from '../services/students.ts';

function assignedTo(deps: Deps, supervisorId: string, list: 'inspection' | 'defense') {
  return studentRows(deps.db)
    .where(
      list === 'inspection' ? 's.inspection_supervisor_id' : 's.defense_supervisor_id',
      '=',
      supervisorId,
    )
    .orderBy('s.last_name')
    .orderBy('s.first_name')
    .orderBy('s.id');
}

async function setDate(
  deps: Deps,
  supervisorId: string,
  list: 'inspection' | 'defense',
  code: string,
  date: string,
) {
  const student = await findStudentRow(deps.db, code);
  if (!student) fail(404, SERVER_MESSAGES.studentNotFound);
  const assigned = list === 'inspection' ? student.inspection_supervisor_id : student.defense_supervisor_id;
  if (assigned !== supervisorId) fail(403, SERVER_MESSAGES.notYourStudent);
  // `date` is an instant (UTC ISO), read by the contract; stored as such.
  await deps.db
    .updateTable('students')
    .set(list === 'inspection' ? { inspection_date: date } : { defense_date: date })
    .where('id', '=', student.id)
    .execute();
}

export const supervisorResolvers: Resolvers<
  | 'getSupervisor'
  | 'changeSupervisorPassword'
  | 'updateSupervisor'
  | 'listSupervisorForms'
  | 'listInspectionStudents'
  | 'listDefenseStudents'
  | 'setInspectionDate'
  | 'setDefenseDate'
  | 'downloadAssignedInspectionList'
  | 'supervisorAssignGrade'
> = {
  async getSupervisor(ctx) {
    // A supervisor sees only their own profile; another id answers as if it were not there to see.
    if (ctx.params.id !== userId(ctx)) fail(403, SERVER_MESSAGES.onlyOwnDetails);
    const supervisor = await supervisorView(ctx.deps.db, ctx.params.id);
    if (!supervisor) fail(404, SERVER_MESSAGES.supervisorNotFound);
    return { data: supervisor };
  },

  async changeSupervisorPassword(ctx) {
    await changeOwnPassword(ctx.deps, ctx.session, ctx.body.oldPassword, ctx.body.newPassword);
    return { message: MESSAGES.passwordChangeSuccessful };
  },

  async updateSupervisor(ctx) {
    const id = userId(ctx);
    const b = ctx.body;
    await ctx.deps.db
      .updateTable('supervisors')
      .set({
        first_name: b.firstName.trim(),
        last_name: b.lastName.trim(),
        phone: b.phone.trim(),
        office: b.office.trim(),
      })
      .where('id', '=', id)
      .execute();
    const data = await supervisorView(ctx.deps.db, id);
    if (!data) fail(404, SERVER_MESSAGES.supervisorNotFound);
    return { message: MESSAGES.profileUpdated, data };
  },

  async listSupervisorForms(ctx) {
    return listForms(ctx.deps);
  },

  async listInspectionStudents(ctx) {
    const rows = await assignedTo(ctx.deps, userId(ctx), 'inspection').execute();
    return rows.map((r) => toAssignedStudent(r, 'inspection'));
  },

  async listDefenseStudents(ctx) {
    const rows = await assignedTo(ctx.deps, userId(ctx), 'defense').execute();
    return rows.map((r) => toAssignedStudent(r, 'defense'));
  },

  async setInspectionDate(ctx) {
    await setDate(ctx.deps, userId(ctx), 'inspection', ctx.body.studentCode, ctx.body.date);
    return { message: SERVER_MESSAGES.inspectionDateSet };
  },

  async setDefenseDate(ctx) {
    await setDate(ctx.deps, userId(ctx), 'defense', ctx.body.studentCode, ctx.body.date);
    return { message: SERVER_MESSAGES.defenseDateSet };
  },

  async downloadAssignedInspectionList(ctx) {
    const rows = await assignedTo(ctx.deps, userId(ctx), 'inspection').execute();
    return toCsv(
      CSV_HEADERS.assignedInspectionList,
      rows.map((s) => [
        s.name,
        s.matric_no,
        s.course,
        s.email,
        s.phone,
        s.company_name,
        s.company_address,
        s.company_state,
        lagosSpreadsheetTime(s.inspection_date),
      ]),
    );
  },

  async supervisorAssignGrade(ctx) {
    const { deps, body } = ctx;
    const student = await findStudentRow(deps.db, body.studentId);
    if (!student) fail(404, SERVER_MESSAGES.studentNotFound);
    const assigned =
      body.type === 'inspection' ? student.inspection_supervisor_id : student.defense_supervisor_id;
    if (assigned !== userId(ctx)) fail(403, SERVER_MESSAGES.notYourStudent);
    checkScore(deps.config.grading, body.type, body.score);
    await deps.db
      .updateTable('students')
      .set(body.type === 'inspection' ? { score_inspection: body.score } : { score_defense: body.score })
      .where('id', '=', student.id)
      .execute();
    return { message: MESSAGES.graded };
  },
};
