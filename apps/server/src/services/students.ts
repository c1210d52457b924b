/**
 * Students as the contract reads them ("Student as read", spec section 3): one query shape
 * joining both supervisors, one mapping from a row.
 */
import type { AssignedStudent, Company, Student } from '@siwes/api';
import type { Db, StudentTable } from '../db/schema.ts';

export function studentRows(db: Db) {
  return db
    .selectFrom('students as s')
    .leftJoin('supervisors as i', 'i.id', 's.inspection_supervisor_id')
    .leftJoin('supervisors as d', 'd.id', 's.defense_supervisor_id')
    .selectAll('s')
    .select([
      'i.first_name as i_first_name',
      'i.last_name as i_last_name',
      'i.phone as i_phone',
      'i.email as i_email',
      'd.first_name as d_first_name',
      'd.last_name as d_last_name',
      'd.phone as d_phone',
      'd.email as d_email',
      'd.office as d_office',
    ]);
}

export type StudentRow = StudentTable & {
  i_first_name: string | null;
  i_last_name: string | null;
  i_phone: string | null;
  i_email: string | null;
  d_first_name: string | null;
  d_last_name: string | null;
  d_phone: string | null;
  d_email: string | null;
  d_office: string | null;
};

export function fullName(parts: { first_name: string; middle_name: string | null; last_name: string }) {
  return [parts.first_name, parts.middle_name, parts.last_name].filter(Boolean).join(' ');
}

export function searchText(parts: {
  name: string;
  matric_no: string;
  email: string;
  student_code: string;
}): string {
  return [parts.name, parts.matric_no, parts.email, parts.student_code].join('\u0001').toLowerCase();
}

export function companyOf(r: StudentTable): Company | null {
  if (r.company_name === null) return null;
  const company: Company = {
    name: r.company_name,
    email: r.company_email ?? '',
    phone: r.company_phone ?? '',
    address: r.company_address ?? '',
    state: r.company_state ?? '',
    LGA: r.company_lga ?? '',
    assignedDepartment: r.company_department ?? '',
    jobDescription: r.company_job ?? '',
    resumptionDate: r.company_resumption ?? '',
    expectedEndDate: r.company_end ?? '',
  };
  if (r.company_street !== null) company.street = r.company_street;
  return company;
}

export function toStudent(r: StudentRow): Student {
  const student: Student = {
    _id: r.id,
    studentCode: r.student_code,
    firstName: r.first_name,
    lastName: r.last_name,
    name: r.name,
    matricNo: r.matric_no,
    level: r.level as Student['level'],
    sex: r.sex as Student['sex'],
    faculty: r.faculty,
    department: r.department,
    course: r.course,
    email: r.email,
    phone: r.phone,
    company: companyOf(r),
    inspection_supervisor:
      r.inspection_supervisor_id && r.i_first_name !== null
        ? {
            _id: r.inspection_supervisor_id,
            firstName: r.i_first_name,
            lastName: r.i_last_name ?? '',
            phone: r.i_phone ?? '',
            email: r.i_email ?? '',
            assignedDate: r.inspection_date,
          }
        : null,
    defense_supervisor:
      r.defense_supervisor_id && r.d_first_name !== null
        ? {
            _id: r.defense_supervisor_id,
            firstName: r.d_first_name,
            lastName: r.d_last_name ?? '',
            phone: r.d_phone ?? '',
            email: r.d_email ?? '',
            office: r.d_office ?? '',
            assignedDate: r.defense_date,
          }
        : null,
    assignedSupervisorInfo:
      r.i_first_name !== null ? { firstName: r.i_first_name, lastName: r.i_last_name ?? '' } : null,
    bankDetails: {
      ...(r.bank_name !== null && { name: r.bank_name }),
      ...(r.bank_account !== null && { accountNumber: r.bank_account }),
      ...(r.bank_sort_code !== null && { sortCode: r.bank_sort_code }),
    },
    grade: {
      weeklyReportsScore: r.score_reports_given ?? r.score_reports_collated ?? null,
      inspectionScore: r.score_inspection,
      defenseScore: r.score_defense,
      total: r.score_total,
    },
  };
  if (r.middle_name !== null && r.middle_name !== '') student.middleName = r.middle_name;
  return student;
}

export function toAssignedStudent(r: StudentRow, list: 'inspection' | 'defense'): AssignedStudent {
  return {
    _id: r.id,
    studentDetails: {
      name: r.name,
      phone: r.phone,
      email: r.email,
      studentCode: r.student_code,
      _id: r.id,
      matricNo: r.matric_no,
      course: r.course,
    },
    companyDetails:
      r.company_name !== null
        ? { name: r.company_name, address: r.company_address ?? '', state: r.company_state ?? '' }
        : null,
    assignedDate: list === 'inspection' ? r.inspection_date : r.defense_date,
    grade: { inspectionScore: r.score_inspection, defenseScore: r.score_defense },
  };
}

/** A student by `_id` or student code. */
export async function findStudentRow(db: Db, idOrCode: string): Promise<StudentRow | undefined> {
  return studentRows(db)
    .where((eb) => eb.or([eb('s.id', '=', idOrCode), eb('s.student_code', '=', idOrCode)]))
    .executeTakeFirst();
}
