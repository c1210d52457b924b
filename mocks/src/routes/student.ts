/** The signed-in student's own record, placement, weekly reports and password. */
import { MESSAGES, SERVER_MESSAGES, type RouteKeysOf } from '@siwes/api';
import { compareText, mergeReportDays, reportWeek } from '@siwes/api/rules';
import { nextId, reportsOf } from '../db.ts';
import { fail, type Resolvers } from '../http.ts';
import { changeOwnPassword } from '../services/passwordChange.ts';
import { mergeCompany, nonEmpty, ownStudent, refusePlacementDates } from '../services/students.ts';

export const studentResolvers: Resolvers<RouteKeysOf<'student'>> = {
  getStudentDetails: (ctx) => ({ data: ownStudent(ctx) }),

  submitWorkDetails(ctx) {
    const student = ownStudent(ctx);
    const backwards = refusePlacementDates(student, ctx.body);
    if (backwards) return backwards;
    student.company = { ...ctx.body };
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
    const { weekStart, editable } = reportWeek(db.now());
    const reports = [...reportsOf(db, student._id)];
    const existing = reports.find((r) => r.weekStart === weekStart);
    const days = mergeReportDays(existing, body, editable);
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
};
