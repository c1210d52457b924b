/** The coordinator: accounts, forms, students, assignments, grades, collation, exports, deadline. */
import { CSV_HEADERS, MESSAGES, pdfFileName, type RouteKey } from '@siwes/api';
import { academicChange } from '@siwes/api/reference';
import {
  fullName,
  inspectionListCsvRow,
  normalEmail,
  pageWindow,
  searchTerm,
  searchText,
  studentSort,
  weeklyReportsCsvRow,
} from '@siwes/api/rules';
import type { Deps, Resolvers } from '../context.ts';
import { userId } from '../context.ts';
import { toCsv } from '../csv.ts';
import { created, fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { hashPassword } from '../auth/passwords.ts';
import { refuseGuessablePassword } from '../auth/passwordPolicy.ts';
import {
  allSupervisors,
  coordinatorView,
  findUser,
  isUniqueViolation,
  putSetting,
  REGISTRATION_DEADLINE,
  supervisorView,
} from '../services/accounts.ts';
import { collateAll, collateStudent, weeklyReportScores } from '../services/collate.ts';
import { deleteForm, listForms, openForm, saveForm } from '../services/forms.ts';
import { checkScore } from '../services/grading.ts';
import { changeOwnPassword } from '../services/passwordChange.ts';
import {
  findStudentRow,
  readStudents,
  searchStudents,
  SORT_COLUMNS,
  studentRows,
  studentsPage,
  toStudent,
} from '../services/students.ts';
import { companyChanges, toReport, updateStudentRow } from './student.ts';

/**
 * Reads that check their session in their own statement on PostgreSQL (see SessionCheck): the
 * students page and search, the coordinator's most frequent calls.
 */
export const checkSessionInStatement: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'listStudents',
  'searchStudents',
]);

/** Fields of a student the coordinator's edit may not change (spec section 5). */
const READ_ONLY_FIELDS = {
  studentCode: 'student_code',
  matricNo: 'matric_no',
  email: 'email',
  phone: 'phone',
} as const;

async function studentOr404(deps: Deps, idOrCode: string) {
  const row = await findStudentRow(deps.db, idOrCode);
  if (!row) fail(404, SERVER_MESSAGES.studentNotFound);
  return row;
}

async function createAccount(
  deps: Deps,
  role: 'supervisor' | 'coordinator',
  email: string,
  password: string,
  insertProfile: (id: string, trx: Deps['db']) => Promise<void>,
  now: Date,
): Promise<string> {
  if (await findUser(deps.db, email)) fail(409, SERVER_MESSAGES.emailTaken);
  await refuseGuessablePassword(password, 'password', email);
  const passwordHash = await hashPassword(password);
  const id = crypto.randomUUID();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({ id, role, email, password_hash: passwordHash, created_at: now.toISOString() })
        .execute();
      await insertProfile(id, trx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) fail(409, SERVER_MESSAGES.emailTaken);
    throw error;
  }
  return id;
}

async function assignSupervisor(
  deps: Deps,
  list: 'inspection' | 'defense',
  studentCode: string,
  supervisorId: string,
) {
  const student = await studentOr404(deps, studentCode);
  const supervisor = await deps.db
    .selectFrom('supervisors')
    .select('id')
    .where('id', '=', supervisorId)
    .executeTakeFirst();
  if (!supervisor) fail(404, SERVER_MESSAGES.supervisorNotFound);
  await deps.db
    .updateTable('students')
    .set(
      list === 'inspection'
        ? { inspection_supervisor_id: supervisor.id, inspection_date: null }
        : { defense_supervisor_id: supervisor.id, defense_date: null },
    )
    .where('id', '=', student.id)
    .execute();
}

export async function downloadForm(deps: Deps, publicId: string): Promise<Response> {
  const { row, body } = await openForm(deps, publicId);
  return new Response(body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(row.size),
      'Content-Disposition': `attachment; filename="${pdfFileName(row.name)}"`,
    },
  });
}

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
  | 'getWeeklyReports'
  | 'setRegistrationDeadline'
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
    const data = await coordinatorView(ctx.deps.db, ctx.params.id);
    if (!data) fail(404, SERVER_MESSAGES.coordinatorNotFound);
    return { data };
  },

  async changeCoordinatorPassword(ctx) {
    await changeOwnPassword(ctx.deps, ctx.session, ctx.body.oldPassword, ctx.body.newPassword);
    return { message: MESSAGES.passwordChangeSuccessful };
  },

  async updateCoordinator(ctx) {
    if (ctx.params.id !== userId(ctx)) fail(403, SERVER_MESSAGES.onlyOwnDetails);
    const b = ctx.body;
    await ctx.deps.db
      .updateTable('coordinators')
      .set({
        first_name: b.firstName.trim(),
        last_name: b.lastName.trim(),
        phone1: b.phone1.trim(),
        ...(b.phone2 !== undefined && { phone2: b.phone2.trim() === '' ? null : b.phone2.trim() }),
        office: b.office.trim(),
      })
      .where('id', '=', ctx.params.id)
      .execute();
    const data = await coordinatorView(ctx.deps.db, ctx.params.id);
    if (!data) fail(404, SERVER_MESSAGES.coordinatorNotFound);
    return { message: MESSAGES.profileUpdated, data };
  },

  async listCoordinatorForms(ctx) {
    return listForms(ctx.deps);
  },

  async uploadInspectionForms(ctx) {
    const data = await saveForm(
      ctx.deps,
      { purpose: ctx.body.purpose, description: ctx.body.description, file: ctx.body.form },
      ctx.now,
    );
    return created({ message: MESSAGES.formUploaded, data });
  },

  async deleteForm(ctx) {
    await deleteForm(ctx.deps, ctx.query.formId, ctx.query.publicId);
    return { message: MESSAGES.deleted };
  },

  async addCoordinator(ctx) {
    const b = ctx.body;
    const email = normalEmail(b.email);
    const id = await createAccount(
      ctx.deps,
      'coordinator',
      email,
      b.password,
      async (id, trx) => {
        await trx
          .insertInto('coordinators')
          .values({
            id,
            first_name: b.firstName.trim(),
            last_name: b.lastName.trim(),
            phone1: b.phone1.trim(),
            phone2: null,
            email,
            office: b.office.trim(),
            faculty: b.faculty.trim(),
          })
          .execute();
      },
      ctx.now,
    );
    const data = await coordinatorView(ctx.deps.db, id);
    if (!data) throw new Error('created coordinator not found');
    return created({ message: MESSAGES.accountCreated, data });
  },

  async createSupervisor(ctx) {
    const b = ctx.body;
    const email = normalEmail(b.email);
    const id = await createAccount(
      ctx.deps,
      'supervisor',
      email,
      b.password,
      async (id, trx) => {
        await trx
          .insertInto('supervisors')
          .values({
            id,
            first_name: b.firstName.trim(),
            last_name: b.lastName.trim(),
            phone: b.phone.trim(),
            email,
            office: b.office.trim(),
          })
          .execute();
      },
      ctx.now,
    );
    const data = await supervisorView(ctx.deps.db, id);
    if (!data) throw new Error('created supervisor not found');
    return created({ message: MESSAGES.accountCreated, data });
  },

  async listStudents(ctx) {
    const sort = studentSort(ctx.query);
    if ('refused' in sort) fail(400, sort.refused);
    const { rows, total } = await studentsPage(
      ctx.deps,
      { columns: SORT_COLUMNS[sort.sortBy], direction: sort.direction, ...pageWindow(ctx.query) },
      ctx.sessionCheck,
      ctx.now,
    );
    return { students: rows.map(toStudent), totalStudents: total };
  },

  async listSupervisors(ctx) {
    return allSupervisors(ctx.deps.db);
  },

  async searchStudents(ctx) {
    const q = searchTerm(ctx.query.q);
    if (q === undefined) fail(400, SERVER_MESSAGES.searchTooShort);
    const rows = await searchStudents(ctx.deps, q, ctx.sessionCheck, ctx.now);
    return rows.map(toStudent);
  },

  async downloadInspectionList(ctx) {
    const rows = await readStudents(
      ctx.deps.db,
      studentRows(ctx.deps.db).orderBy('s.last_name').orderBy('s.first_name').orderBy('s.id'),
    );
    return toCsv(
      CSV_HEADERS.inspectionList,
      rows.map((s) => inspectionListCsvRow(toStudent(s))),
    );
  },

  async downloadStudents(ctx) {
    const rows = await ctx.deps.db
      .selectFrom('students')
      .select([
        'student_code',
        'name',
        'matric_no',
        'email',
        'phone',
        'level',
        'sex',
        'faculty',
        'department',
        'course',
        'company_name',
      ])
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .execute();
    return toCsv(
      CSV_HEADERS.students,
      rows.map((s) => [
        s.student_code,
        s.name,
        s.matric_no,
        s.email,
        s.phone,
        s.level,
        s.sex,
        s.faculty,
        s.department,
        s.course,
        s.company_name,
      ]),
    );
  },

  async assignInspectionSupervisor(ctx) {
    await assignSupervisor(ctx.deps, 'inspection', ctx.body.studentCode, ctx.body.supervisorId);
    return { message: MESSAGES.assigned };
  },

  async assignDefenseSupervisor(ctx) {
    await assignSupervisor(ctx.deps, 'defense', ctx.body.studentCode, ctx.body.supervisorId);
    return { message: MESSAGES.assigned };
  },

  async getWeeklyReports(ctx) {
    const student = await studentOr404(ctx.deps, ctx.params.id);
    const rows = await ctx.deps.db
      .selectFrom('weekly_reports')
      .selectAll()
      .where('student_id', '=', student.id)
      .orderBy('week_start')
      .execute();
    return { reports: rows.map(toReport) };
  },

  async setRegistrationDeadline(ctx) {
    // The contract has read the time as an instant (a zone-less one in Lagos time).
    await putSetting(ctx.deps.db, REGISTRATION_DEADLINE, ctx.body.time);
    return { message: MESSAGES.deadlineSet };
  },

  async getStudent(ctx) {
    return [toStudent(await studentOr404(ctx.deps, ctx.params.id))];
  },

  async updateStudent(ctx) {
    const current = await studentOr404(ctx.deps, ctx.params.id);
    const { company, studentCode, matricNo, email, phone, ...school } = ctx.body;
    const sent = { studentCode, matricNo, email, phone };
    for (const [field, column] of Object.entries(READ_ONLY_FIELDS)) {
      const value = sent[field as keyof typeof sent];
      if (value !== undefined && value.trim() !== String(current[column]).trim()) {
        fail(400, SERVER_MESSAGES.readOnlyStudentFields);
      }
    }
    const academic = academicChange(current, school);
    if ('refused' in academic) {
      const { field, problem } = academic.refused;
      fail(400, problem, { errors: [`${field}: ${problem}`] });
    }
    const names = {
      first_name: school.firstName?.trim() || current.first_name,
      middle_name:
        school.middleName !== undefined
          ? school.middleName.trim() || current.middle_name
          : current.middle_name,
      last_name: school.lastName?.trim() || current.last_name,
    };
    const name = fullName({
      firstName: names.first_name,
      middleName: names.middle_name,
      lastName: names.last_name,
    });
    await updateStudentRow(ctx.deps, current.id, {
      ...names,
      name,
      search_text: searchText({
        name,
        matricNo: current.matric_no,
        email: current.email,
        studentCode: current.student_code,
      }),
      ...academic.changes,
      ...(school.sex && { sex: school.sex }),
      ...(school.level && { level: school.level }),
      ...(company &&
        companyChanges(current, {
          company_name: company.name,
          company_address: company.address,
          company_state: company.state,
          company_lga: company.LGA,
          company_email: company.email,
          company_phone: company.phone,
          company_department: company.assignedDepartment,
          company_job: company.jobDescription,
          company_resumption: company.resumptionDate,
          company_end: company.expectedEndDate,
        })),
    });
    return { message: MESSAGES.detailsUpdated };
  },

  async coordinatorAssignGrade(ctx) {
    const { deps, body } = ctx;
    const student = await studentOr404(deps, body.studentId);
    checkScore(deps.config.grading, body.type, body.score);
    const column =
      body.type === 'reports'
        ? 'score_reports_given'
        : body.type === 'inspection'
          ? 'score_inspection'
          : 'score_defense';
    await deps.db
      .updateTable('students')
      .set({ [column]: body.score })
      .where('id', '=', student.id)
      .execute();
    return { message: MESSAGES.graded };
  },

  async collateGrades(ctx) {
    const student = await studentOr404(ctx.deps, ctx.params.id);
    await collateStudent(ctx.deps, student.id, ctx.now);
    return { message: MESSAGES.collated, data: toStudent(await studentOr404(ctx.deps, student.id)) };
  },

  async collateAllGrades(ctx) {
    await collateAll(ctx.deps, ctx.now);
    return { message: MESSAGES.collated };
  },

  async getWeeklyReportScores(ctx) {
    const data = await weeklyReportScores(ctx.deps, ctx.now, pageWindow(ctx.query));
    const count = await ctx.deps.db
      .selectFrom('students')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { data, totalStudents: Number(count.n) };
  },

  async downloadWeeklyReportScores(ctx) {
    const rows = await weeklyReportScores(ctx.deps, ctx.now);
    return toCsv(CSV_HEADERS.weeklyReports, rows.map(weeklyReportsCsvRow));
  },
};
