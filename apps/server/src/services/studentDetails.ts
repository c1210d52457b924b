/**
 * A student's record as the student keeps it (work details, contact and bank details) and as
 * the coordinator reads and corrects it. Students are found by `_id` or student code.
 */
import type { Student } from '@siwes/api';
import type { BodyOutput } from '@siwes/api/contract';
import { academicChange } from '@siwes/api/reference';
import {
  fullName,
  mergeWorkplaceSupervisor,
  placementDatesProblem,
  searchText,
  type PlacementDates,
} from '@siwes/api/rules';
import type { WorkplaceSupervisorBody } from '@siwes/api';
import type { Deps } from '../context.ts';
import type { StudentTable } from '../db/schema.ts';
import { fail, refuseField } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { findStudentRow, toStudent, workplaceSupervisorOf } from './students.ts';
import { audited, studentBefore } from './audit.ts';

type StudentChanges = Partial<Omit<StudentTable, 'id'>>;

/** Fields of a student the coordinator's edit may not change (spec section 5). */
const READ_ONLY_FIELDS = {
  studentCode: 'student_code',
  matricNo: 'matric_no',
  email: 'email',
  phone: 'phone',
} as const;

function nonEmpty(value: string | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A student by `_id` or student code, else 404. */
export async function studentOr404(deps: Pick<Deps, 'db'>, idOrCode: string) {
  const row = await findStudentRow(deps.db, idOrCode);
  if (!row) fail(404, SERVER_MESSAGES.studentNotFound);
  return row;
}

/** The placement dates a call sent, and the name its body gives the dates' object (`company.` on the coordinator's edit). */
interface SentDates {
  dates: PlacementDates;
  prefix?: string;
}

/**
 * Writes a student's changes. With `sent` dates, the placement rule is checked on the row as
 * the write leaves it, in the same transaction, so it holds on what is stored whatever subset of
 * fields this call (or another at the same moment) sent; a refusal stores nothing.
 */
async function updateStudentRow(deps: Deps, id: string, changes: StudentChanges, sent?: SentDates) {
  const datesSent = Boolean(sent?.dates.resumptionDate?.trim() || sent?.dates.expectedEndDate?.trim());
  await audited(deps, async (trx, trail) => {
    const target = { type: 'student', id, student: id };
    if (Object.keys(changes).length === 0) return trail.touch(target);
    const before = await studentBefore(trx, deps.engine, id);
    await trx.updateTable('students').set(changes).where('id', '=', id).execute();
    // The search text is derived from the name: the name's change says it.
    const { search_text: _derived, ...shown } = changes;
    trail.change(target, before, shown);
    if (!sent || !datesSent) return;
    const stored = await trx
      .selectFrom('students')
      .select(['company_resumption', 'company_end'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const refused = placementDatesProblem(
      { resumptionDate: stored.company_resumption, expectedEndDate: stored.company_end },
      sent.dates,
    );
    if (refused) refuseField(`${sent.prefix ?? ''}${refused.field}`, refused.problem);
  });
}

/** Company changes from a partial set of fields: blanks are left out; a first company gets blanks elsewhere. */
function companyChanges(
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

/** The workplace supervisor columns a write leaves (none when nothing was sent). */
function workplaceChanges(current: StudentTable, sent: WorkplaceSupervisorBody | undefined): StudentChanges {
  if (sent === undefined) return {};
  const merged = mergeWorkplaceSupervisor(workplaceSupervisorOf(current), sent);
  return {
    workplace_supervisor_name: merged?.name || null,
    workplace_supervisor_position: merged?.position || null,
    workplace_supervisor_email: merged?.email || null,
    workplace_supervisor_phone: merged?.phone || null,
  };
}

/** The signed-in student's own record. */
export async function getStudentDetails(deps: Deps, id: string): Promise<Student> {
  return toStudent(await studentOr404(deps, id));
}

/** The student's placement, every field replaced. */
export async function submitWorkDetails(
  deps: Deps,
  id: string,
  b: BodyOutput<'submitWorkDetails'>,
): Promise<Student> {
  const current = await studentOr404(deps, id);
  await updateStudentRow(
    deps,
    id,
    {
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
      ...workplaceChanges(current, b.workplaceSupervisor),
    },
    { dates: b },
  );
  return toStudent(await studentOr404(deps, id));
}

/** The student's own changes: the fields sent and not blank. */
export async function updateStudentDetails(
  deps: Deps,
  id: string,
  b: BodyOutput<'updateStudentDetails'>,
): Promise<Student> {
  const current = await studentOr404(deps, id);
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
  await updateStudentRow(deps, id, changes, { dates: b });
  return toStudent(await studentOr404(deps, id));
}

/** A student for the coordinator, as the spec's one-element list. */
export async function getStudent(deps: Deps, idOrCode: string): Promise<Student[]> {
  return [toStudent(await studentOr404(deps, idOrCode))];
}

/** The coordinator's corrections: names, school, sex, level and company; never the identifying fields. */
export async function updateStudent(
  deps: Deps,
  idOrCode: string,
  body: BodyOutput<'updateStudent'>,
): Promise<void> {
  const current = await studentOr404(deps, idOrCode);
  const { company, studentCode, matricNo, email, phone, workplaceSupervisor, ...school } = body;
  const sent = { studentCode, matricNo, email, phone };
  for (const [field, column] of Object.entries(READ_ONLY_FIELDS)) {
    const value = sent[field as keyof typeof sent];
    if (value !== undefined && value.trim() !== String(current[column]).trim()) {
      fail(400, SERVER_MESSAGES.readOnlyStudentFields);
    }
  }
  const academic = academicChange(current, school);
  if ('refused' in academic) refuseField(academic.refused.field, academic.refused.problem);
  const names = {
    first_name: school.firstName?.trim() || current.first_name,
    middle_name:
      school.middleName !== undefined ? school.middleName.trim() || current.middle_name : current.middle_name,
    last_name: school.lastName?.trim() || current.last_name,
  };
  const name = fullName({
    firstName: names.first_name,
    middleName: names.middle_name,
    lastName: names.last_name,
  });
  await updateStudentRow(
    deps,
    current.id,
    {
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
      ...workplaceChanges(current, workplaceSupervisor),
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
    },
    company && { dates: company, prefix: 'company.' },
  );
}
