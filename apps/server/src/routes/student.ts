/** The signed-in student's own record, placement, weekly reports and password. */
import { MESSAGES } from '@siwes/api';
import type { Resolvers } from '../context.ts';
import { userId } from '../context.ts';
import { linkOrigin } from '../addressing.ts';
import * as logbook from '../services/logbook.ts';
import * as passwordChange from '../services/passwordChange.ts';
import * as signoff from '../services/signoff.ts';
import * as studentDetails from '../services/studentDetails.ts';
import * as weeklyReports from '../services/weeklyReports.ts';

export const studentResolvers: Resolvers<
  | 'getStudentDetails'
  | 'submitWorkDetails'
  | 'updateStudentDetails'
  | 'submitWeeklyReport'
  | 'changeStudentPassword'
  | 'requestSignoff'
  | 'getLogbook'
> = {
  async getStudentDetails(ctx) {
    return { data: await studentDetails.getStudentDetails(ctx.deps, userId(ctx)) };
  },

  async submitWorkDetails(ctx) {
    const data = await studentDetails.submitWorkDetails(ctx.deps, userId(ctx), ctx.body);
    return { message: MESSAGES.workUploaded, data };
  },

  async updateStudentDetails(ctx) {
    const data = await studentDetails.updateStudentDetails(ctx.deps, userId(ctx), ctx.body);
    return { message: MESSAGES.detailsUpdated, data };
  },

  async submitWeeklyReport(ctx) {
    const data = await weeklyReports.submitWeeklyReport(ctx.deps, userId(ctx), ctx.body, ctx.now);
    return { message: MESSAGES.reportUploaded, data };
  },

  async changeStudentPassword(ctx) {
    const { oldPassword, newPassword } = ctx.body;
    await passwordChange.changeStudentPassword(ctx.deps, ctx.session, oldPassword, newPassword);
    return { message: MESSAGES.passwordChangeSuccessful };
  },

  async requestSignoff(ctx) {
    const origin = linkOrigin(ctx.c, ctx.deps.config);
    const data = await signoff.requestSignoff(ctx.deps, userId(ctx), ctx.body, origin, ctx.now);
    return { message: MESSAGES.signoffRequested, data };
  },

  async getLogbook(ctx) {
    return logbook.getLogbook(ctx.deps, userId(ctx), ctx.query, ctx.now);
  },
};
