/** The signed-in student's own record, placement, weekly reports and password. */
import { MESSAGES } from '@siwes/api';
import type { Resolvers } from '../context.ts';
import { userId } from '../context.ts';
import * as passwordChange from '../services/passwordChange.ts';
import * as studentDetails from '../services/studentDetails.ts';
import * as weeklyReports from '../services/weeklyReports.ts';

export const studentResolvers: Resolvers<
  | 'getStudentDetails'
  | 'submitWorkDetails'
  | 'updateStudentDetails'
  | 'submitWeeklyReport'
  | 'changeStudentPassword'
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
};
