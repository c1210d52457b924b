/** The signed-in student's own record, placement, weekly reports and password. */
import { MESSAGES, type WeeklyReport } from '@siwes/api';
import { daysReported, mergeReportDays, reportWeek } from '@siwes/api/rules';
import type { Deps, Resolvers } from '../context.ts';
import { userId } from '../context.ts';
import type { StudentTable, WeeklyReportTable } from '../db/schema.ts';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { changeOwnPassword } from '../services/passwordChange.ts';
import { findStudentRow, toStudent } from '../services/students.ts';

type StudentChanges = Partial<Omit<StudentTable, 'id'>>;

function nonEmpty(value: string | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

async function ownStudent(deps: Deps, id: string) {
  const row = await findStudentRow(deps.db, id);
  if (!row) fail(404, SERVER_MESSAGES.studentNotFound);
  return row;
}

export async function updateStudentRow(deps: Deps, id: string, changes: StudentChanges) {
  if (Object.keys(changes).length === 0) return;
  await deps.db.updateTable('students').set(changes).where('id', '=', id).execute();
}

/** Company changes from a partial set of fields: blanks are left out; a first company gets blanks elsewhere. */
export function companyChanges(
  current: StudentTable,
  fields: Partial<Record<Exclude<keyof StudentTable, 'id'>, string | undefined>>,
): StudentChanges {
  const changes: StudentChanges = {};
  for (const [column, value] of Object.entries(fields)) {
    if (nonEmpty(value)) Object.assign(changes, { [column]: value.trim() });
  }
  if (
    Object.keys(changes).length > 0 &&
    current.company_name === null &&
    changes.company_name === undefined
  ) {
    changes.company_name = '';
  }
  return changes;
}

export function toReport(r: WeeklyReportTable): WeeklyReport {
  return {
    _id: r.id,
    weekStart: r.week_start,
    monday: r.monday,
    tuesday: r.tuesday,
    wednesday: r.wednesday,
    thursday: r.thursday,
    friday: r.friday,
  };
}

export const studentResolvers: Resolvers<
  | 'getStudentDetails'
  | 'submitWorkDetails'
  | 'updateStudentDetails'
  | 'submitWeeklyReport'
  | 'changeStudentPassword'
> = {
  async getStudentDetails(ctx) {
    return { data: toStudent(await ownStudent(ctx.deps, userId(ctx))) };
  },

  async submitWorkDetails(ctx) {
    const b = ctx.body;
    const id = userId(ctx);
    await updateStudentRow(ctx.deps, id, {
      company_name: b.name.trim(),
      company_email: b.email.trim(),
      company_phone: b.phone.trim(),
      company_address: b.address.trim(),
      company_state: b.state.trim(),
      company_lga: b.LGA.trim(),
      company_street: b.street.trim(),
      company_department: b.assignedDepartment.trim(),
      company_job: b.jobDescription.trim(),
      company_resumption: b.resumptionDate.trim(),
      company_end: b.expectedEndDate.trim(),
    });
    return { message: MESSAGES.workUploaded, data: toStudent(await ownStudent(ctx.deps, id)) };
  },

  async updateStudentDetails(ctx) {
    const b = ctx.body;
    const id = userId(ctx);
    const current = await ownStudent(ctx.deps, id);
    const changes: StudentChanges = {
      ...(nonEmpty(b.phone) && { phone: b.phone.trim() }),
      ...(nonEmpty(b.bankName) && { bank_name: b.bankName.trim() }),
      ...(nonEmpty(b.sortCode) && { bank_sort_code: b.sortCode.trim() }),
      ...(nonEmpty(b.accountNumber) && { bank_account: b.accountNumber.trim() }),
      ...companyChanges(current, {
        company_name: b.companyName,
        company_email: b.companyEmail,
        company_lga: b.companyLga,
        company_state: b.companyState,
        company_phone: b.companyPhone,
        company_address: b.companyAddress,
        company_street: b.street,
        company_department: b.assignedDept,
        company_job: b.assignedDesc,
        company_resumption: b.resumptionDate,
        company_end: b.expectedEndDate,
      }),
    };
    await updateStudentRow(ctx.deps, id, changes);
    return { message: MESSAGES.detailsUpdated, data: toStudent(await ownStudent(ctx.deps, id)) };
  },

  async submitWeeklyReport(ctx) {
    const { deps, body, now } = ctx;
    const id = userId(ctx);
    const student = await ownStudent(deps, id);
    if (student.company_name === null) fail(400, SERVER_MESSAGES.noCompany);
    const { weekStart, editable } = reportWeek(now);
    const report = await deps.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('weekly_reports')
        .selectAll()
        .where('student_id', '=', id)
        .where('week_start', '=', weekStart)
        .executeTakeFirst();
      // The rule of spec section 5 (@siwes/api/rules): fill or replace, keep blanks, not ahead of today.
      const days = mergeReportDays(existing, body, editable);
      const row: WeeklyReportTable = {
        id: existing?.id ?? crypto.randomUUID(),
        student_id: id,
        week_start: weekStart,
        ...days,
        days_reported: daysReported(days),
        updated_at: now.toISOString(),
      };
      if (existing) {
        await trx.updateTable('weekly_reports').set(row).where('id', '=', existing.id).execute();
      } else {
        await trx.insertInto('weekly_reports').values(row).execute();
      }
      return row;
    });
    return { message: MESSAGES.reportUploaded, data: toReport(report) };
  },

  async changeStudentPassword(ctx) {
    await changeOwnPassword(ctx.deps, ctx.session, ctx.body.oldPassword, ctx.body.newPassword);
    return { message: MESSAGES.passwordChangeSuccessful };
  },
};
