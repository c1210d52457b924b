/** The coordinator: accounts, forms, students, assignments, grades, collation, exports, deadline. */
import { MESSAGES } from '@siwes/api';
import type { Resolvers } from '../context.ts';
import { telling, userId } from '../context.ts';
import { created, fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import * as assignments from '../services/assignments.ts';
import * as dashboard from '../services/dashboard.ts';
import * as downloads from '../services/downloads.ts';
import * as forms from '../services/forms.ts';
import * as grades from '../services/grades.ts';
import * as logbook from '../services/logbook.ts';
import * as passwordChange from '../services/passwordChange.ts';
import * as registration from '../services/registration.ts';
import * as staffAccounts from '../services/staffAccounts.ts';
import * as studentDetails from '../services/studentDetails.ts';
import * as studentList from '../services/studentList.ts';
import * as weeklyReports from '../services/weeklyReports.ts';
import * as undeliveredMail from '../services/undeliveredMail.ts';

export const coordinatorResolvers: Resolvers<
  | 'getCoordinator'
  | 'changeCoordinatorPassword'
  | 'updateCoordinator'
  | 'listCoordinatorForms'
  | 'uploadInspectionForms'
  | 'deleteForm'
  | 'addCoordinator'
  | 'createSupervisor'
  | 'listStudents'
  | 'listSupervisors'
  | 'searchStudents'
  | 'downloadInspectionList'
  | 'downloadStudents'
  | 'assignInspectionSupervisor'
  | 'assignDefenseSupervisor'
  | 'assignSupervisors'
  | 'getWeeklyReports'
  | 'coordinatorGetLogbook'
  | 'coordinatorCommentOnWeek'
  | 'coordinatorReopenWeek'
  | 'setRegistrationDeadline'
  | 'getRegistrationDeadline'
  | 'getDashboard'
  | 'getUndeliveredMail'
  | 'sendTestMail'
  | 'getStudent'
  | 'updateStudent'
  | 'coordinatorAssignGrade'
  | 'collateGrades'
  | 'collateAllGrades'
  | 'getWeeklyReportScores'
  | 'downloadWeeklyReportScores'
> = {
  async getCoordinator(ctx) {
    if (ctx.params.id !== userId(ctx)) fail(403, SERVER_MESSAGES.onlyOwnDetails);
    return { data: await staffAccounts.getCoordinator(ctx.deps, ctx.params.id) };
  },

  async changeCoordinatorPassword(ctx) {
    const { oldPassword, newPassword } = ctx.body;
    await passwordChange.changeCoordinatorPassword(ctx.deps, ctx.session, oldPassword, newPassword);
    return { message: MESSAGES.passwordChangeSuccessful };
  },

  async updateCoordinator(ctx) {
    if (ctx.params.id !== userId(ctx)) fail(403, SERVER_MESSAGES.onlyOwnDetails);
    const data = await staffAccounts.updateCoordinator(ctx.deps, ctx.params.id, ctx.body);
    return { message: MESSAGES.profileUpdated, data };
  },

  async listCoordinatorForms(ctx) {
    return forms.listCoordinatorForms(ctx.deps);
  },

  async uploadInspectionForms(ctx) {
    const data = await forms.uploadInspectionForms(ctx.deps, ctx.body, telling(ctx));
    return created({ message: MESSAGES.formUploaded, data });
  },

  async deleteForm(ctx) {
    await forms.deleteForm(ctx.deps, ctx.query.formId, ctx.query.publicId);
    return { message: MESSAGES.deleted };
  },

  async addCoordinator(ctx) {
    const data = await staffAccounts.addCoordinator(ctx.deps, ctx.body, telling(ctx));
    return created({ message: MESSAGES.accountCreated, data });
  },

  async createSupervisor(ctx) {
    const data = await staffAccounts.createSupervisor(ctx.deps, ctx.body, telling(ctx));
    return created({ message: MESSAGES.accountCreated, data });
  },

  async listStudents(ctx) {
    return studentList.listStudents(ctx.deps, ctx.query, ctx.sessionCheck, ctx.now);
  },

  async listSupervisors(ctx) {
    return staffAccounts.listSupervisors(ctx.deps);
  },

  async searchStudents(ctx) {
    return studentList.searchStudents(ctx.deps, ctx.query, ctx.sessionCheck, ctx.now);
  },

  async downloadInspectionList(ctx) {
    return downloads.downloadInspectionList(ctx.deps);
  },

  async downloadStudents(ctx) {
    return downloads.downloadStudents(ctx.deps);
  },

  async assignInspectionSupervisor(ctx) {
    await assignments.assignInspectionSupervisor(ctx.deps, ctx.body, telling(ctx));
    return { message: MESSAGES.assigned };
  },

  async assignDefenseSupervisor(ctx) {
    await assignments.assignDefenseSupervisor(ctx.deps, ctx.body, telling(ctx));
    return { message: MESSAGES.assigned };
  },

  async assignSupervisors(ctx) {
    return assignments.assignSupervisors(ctx.deps, ctx.body, telling(ctx));
  },

  async getWeeklyReports(ctx) {
    return { reports: await weeklyReports.getWeeklyReports(ctx.deps, ctx.params.id) };
  },

  async setRegistrationDeadline(ctx) {
    await registration.setRegistrationDeadline(ctx.deps, ctx.body);
    return { message: MESSAGES.deadlineSet };
  },

  async getRegistrationDeadline(ctx) {
    return { data: await registration.getRegistrationDeadline(ctx.deps, ctx.now) };
  },

  async getDashboard(ctx) {
    return { data: await dashboard.getDashboard(ctx.deps, ctx.now) };
  },

  async getUndeliveredMail(ctx) {
    return undeliveredMail.getUndeliveredMail(ctx.deps);
  },

  async sendTestMail(ctx) {
    return undeliveredMail.sendTestMail(ctx.deps, userId(ctx), ctx.body.to, ctx.now);
  },

  async getStudent(ctx) {
    return studentDetails.getStudent(ctx.deps, ctx.params.id);
  },

  async updateStudent(ctx) {
    await studentDetails.updateStudent(ctx.deps, ctx.params.id, ctx.body);
    return { message: MESSAGES.detailsUpdated };
  },

  async coordinatorAssignGrade(ctx) {
    await grades.coordinatorAssignGrade(ctx.deps, ctx.body, telling(ctx));
    return { message: MESSAGES.graded };
  },

  async collateGrades(ctx) {
    return {
      message: MESSAGES.collated,
      data: await grades.collateGrades(ctx.deps, ctx.params.id, telling(ctx)),
    };
  },

  async collateAllGrades(ctx) {
    await grades.collateAllGrades(ctx.deps, telling(ctx));
    return { message: MESSAGES.collated };
  },

  async getWeeklyReportScores(ctx) {
    return grades.getWeeklyReportScores(ctx.deps, ctx.query, ctx.now);
  },

  async downloadWeeklyReportScores(ctx) {
    return downloads.downloadWeeklyReportScores(ctx.deps, ctx.now);
  },

  async coordinatorGetLogbook(ctx) {
    return logbook.coordinatorGetLogbook(ctx.deps, ctx.params.id, ctx.query, ctx.now);
  },

  async coordinatorCommentOnWeek(ctx) {
    const data = await logbook.coordinatorCommentOnWeek(
      ctx.deps,
      userId(ctx),
      ctx.params.id,
      ctx.body,
      telling(ctx),
    );
    return created({ message: MESSAGES.commentAdded, data });
  },

  async coordinatorReopenWeek(ctx) {
    await logbook.coordinatorReopenWeek(ctx.deps, userId(ctx), ctx.params.id, ctx.body, telling(ctx));
    return { message: MESSAGES.weekReopened };
  },
};
