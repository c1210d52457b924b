/** Supervisors: their own profile, their assigned students, dates, grades and forms. */
import { MESSAGES } from '@siwes/api';
import type { Resolvers } from '../context.ts';
import { telling, userId } from '../context.ts';
import { created, fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import * as assignments from '../services/assignments.ts';
import * as downloads from '../services/downloads.ts';
import * as forms from '../services/forms.ts';
import * as grades from '../services/grades.ts';
import * as homes from '../services/homes.ts';
import * as logbook from '../services/logbook.ts';
import * as passwordChange from '../services/passwordChange.ts';
import * as staffAccounts from '../services/staffAccounts.ts';

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
  | 'supervisorGetLogbook'
  | 'supervisorCommentOnWeek'
  | 'supervisorReopenWeek'
  | 'supervisorGetDashboard'
> = {
  async getSupervisor(ctx) {
    // A supervisor sees only their own profile; another id answers as if it were not there to see.
    if (ctx.params.id !== userId(ctx)) fail(403, SERVER_MESSAGES.onlyOwnDetails);
    return { data: await staffAccounts.getSupervisor(ctx.deps, ctx.params.id) };
  },

  async changeSupervisorPassword(ctx) {
    const { oldPassword, newPassword } = ctx.body;
    await passwordChange.changeSupervisorPassword(ctx.deps, ctx.session, oldPassword, newPassword);
    return { message: MESSAGES.passwordChangeSuccessful };
  },

  async updateSupervisor(ctx) {
    const data = await staffAccounts.updateSupervisor(ctx.deps, userId(ctx), ctx.body);
    return { message: MESSAGES.profileUpdated, data };
  },

  async listSupervisorForms(ctx) {
    return forms.listSupervisorForms(ctx.deps);
  },

  async listInspectionStudents(ctx) {
    return assignments.listInspectionStudents(ctx.deps, userId(ctx));
  },

  async listDefenseStudents(ctx) {
    return assignments.listDefenseStudents(ctx.deps, userId(ctx));
  },

  async setInspectionDate(ctx) {
    await assignments.setInspectionDate(ctx.deps, userId(ctx), ctx.body);
    return { message: SERVER_MESSAGES.inspectionDateSet };
  },

  async setDefenseDate(ctx) {
    await assignments.setDefenseDate(ctx.deps, userId(ctx), ctx.body);
    return { message: SERVER_MESSAGES.defenseDateSet };
  },

  async downloadAssignedInspectionList(ctx) {
    return downloads.downloadAssignedInspectionList(ctx.deps, userId(ctx));
  },

  async supervisorAssignGrade(ctx) {
    await grades.supervisorAssignGrade(ctx.deps, userId(ctx), ctx.body, telling(ctx));
    return { message: MESSAGES.graded };
  },

  async supervisorGetDashboard(ctx) {
    // Their own students only: the statement reads the caller's lists, never an id from the request.
    return { data: await homes.supervisorGetDashboard(ctx.deps, userId(ctx), ctx.now) };
  },

  async supervisorGetLogbook(ctx) {
    return logbook.supervisorGetLogbook(ctx.deps, userId(ctx), ctx.params.id, ctx.query, ctx.now);
  },

  async supervisorCommentOnWeek(ctx) {
    const data = await logbook.supervisorCommentOnWeek(
      ctx.deps,
      userId(ctx),
      ctx.params.id,
      ctx.body,
      telling(ctx),
    );
    return created({ message: MESSAGES.commentAdded, data });
  },

  async supervisorReopenWeek(ctx) {
    await logbook.supervisorReopenWeek(ctx.deps, userId(ctx), ctx.params.id, ctx.body, telling(ctx));
    return { message: MESSAGES.weekReopened };
  },
};
