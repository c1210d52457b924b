/** The signed-in student's own record, placement, weekly reports and password. */
import { MESSAGES, SERVER_MESSAGES, type RouteKeysOf } from '@siwes/api';
import {
  compareText,
  daysReported,
  entryTimesAfterWrite,
  mergeReportDays,
  mergeWorkplaceSupervisor,
  reportWeek,
  signoffRequestProblem,
  weekWriteProblem,
  writableDays,
} from '@siwes/api/rules';
import { entryKey, entryTimesOf, nextId, reportsOf } from '../db.ts';
import { fail, refuseField, type Resolvers } from '../http.ts';
import type { NotificationKeys } from './notifications.ts';
import { createSignoffRequest, daysOf, logbookPage, weekFacts } from '../services/logbook.ts';
import { changeOwnPassword } from '../services/passwordChange.ts';
import { mergeCompany, nonEmpty, ownStudent, refusePlacementDates } from '../services/students.ts';

export const studentResolvers: Resolvers<Exclude<RouteKeysOf<'student'>, NotificationKeys<'student'>>> = {
  getStudentDetails: (ctx) => ({ data: ownStudent(ctx) }),

  submitWorkDetails(ctx) {
    const student = ownStudent(ctx);
    const backwards = refusePlacementDates(student, ctx.body);
    if (backwards) return backwards;
    const { workplaceSupervisor, ...company } = ctx.body;
    student.company = company;
    if (workplaceSupervisor) {
      student.workplaceSupervisor = mergeWorkplaceSupervisor(
        student.workplaceSupervisor,
        workplaceSupervisor,
      );
    }
    return { message: MESSAGES.workUploaded, data: student };
  },

  updateStudentDetails(ctx) {
    const student = ownStudent(ctx);
    const b = ctx.body;
    const backwards = refusePlacementDates(student, b);
    if (backwards) return backwards;
    if (nonEmpty(b.phone)) student.phone = b.phone;
    const bank = Object.entries({ name: b.bankName, sortCode: b.sortCode, accountNumber: b.accountNumber });
    const banked = bank.filter(([, v]) => nonEmpty(v));
    if (banked.length > 0) student.bankDetails = { ...student.bankDetails, ...Object.fromEntries(banked) };
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

  submitWeeklyReport(ctx) {
    const { db, body } = ctx;
    const student = ownStudent(ctx);
    if (!student.company) return fail(400, SERVER_MESSAGES.noCompany);
    const { weekStart: sentWeek, ...sent } = body;
    const weekStart = sentWeek ?? reportWeek(db.now()).weekStart;
    const problem = weekWriteProblem(weekFacts(db, student._id, weekStart));
    if (problem === SERVER_MESSAGES.weekSignedLocked || problem === SERVER_MESSAGES.weekClosed) {
      return fail(409, problem);
    }
    if (problem) return refuseField({ field: 'weekStart', problem });
    const reports = [...reportsOf(db, student._id)];
    const existing = reports.find((r) => r.weekStart === weekStart);
    const days = mergeReportDays(existing, sent, writableDays(weekStart, db.now()));
    const previous = existing && { days: existing, times: entryTimesOf(db, student._id, weekStart) };
    db.entryTimes.set(entryKey(student._id, weekStart), entryTimesAfterWrite(previous, days, db.now()));
    const report = { _id: existing?._id ?? nextId(db, 'rep'), weekStart, ...days };
    const others = reports.filter((r) => r !== existing);
    db.reports.set(
      student._id,
      [...others, report].sort((a, b) => compareText(a.weekStart, b.weekStart)),
    );
    return { message: MESSAGES.reportUploaded, data: report };
  },

  changeStudentPassword: ({ db, request, session, body }) =>
    changeOwnPassword(db, request, session, body.oldPassword, body.newPassword) ?? {
      message: MESSAGES.passwordChangeSuccessful,
    },

  requestSignoff(ctx) {
    const { db, body } = ctx;
    const student = ownStudent(ctx);
    const problem = signoffRequestProblem({
      ...weekFacts(db, student._id, body.weekStart),
      daysReported: daysReported(daysOf(db, student._id, body.weekStart)),
      supervisorEmail: student.workplaceSupervisor?.email,
    });
    if (problem === SERVER_MESSAGES.weekAlreadySigned) return fail(409, problem);
    if (problem === SERVER_MESSAGES.noWorkplaceSupervisor) {
      return refuseField({ field: 'workplaceSupervisor.email', problem });
    }
    if (problem) return refuseField({ field: 'weekStart', problem });
    const request = createSignoffRequest(db, student, body.weekStart, new URL(ctx.request.url).origin);
    return {
      message: MESSAGES.signoffRequested,
      data: {
        weekStart: body.weekStart,
        sentTo: request.sentTo,
        requestedAt: request.createdAt,
        expiresAt: request.expiresAt,
      },
    };
  },

  getLogbook: (ctx) => logbookPage(ctx.db, ownStudent(ctx), ctx.query),
};
