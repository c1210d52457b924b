/** Students as the handlers read and change them. */
import type { AssignedStudent, Student } from '@siwes/api';
import {
  placementDatesProblem,
  supervisorOn,
  type PlacementDates,
  type SupervisorList,
} from '@siwes/api/rules';
import type { FakeDb, Session } from '../db.ts';
import { refuseField } from '../http.ts';

export function nonEmpty(value: string | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The signed-in student's record. */
export function ownStudent(ctx: { db: FakeDb; session: Session | undefined }): Student {
  const student = ctx.db.students.find((s) => s._id === ctx.session?.id);
  // A student session always names a stored student: sessions are made from accounts.
  if (!student) throw new Error('session without a student');
  return student;
}

/** Like the server: the placement's dates as this call would leave them must not end before they start. */
export function refusePlacementDates(
  student: Student,
  sent: PlacementDates,
  prefix = '',
): Response | undefined {
  const refused = placementDatesProblem(student.company ?? {}, sent);
  return refused ? refuseField(refused, prefix) : undefined;
}

const NO_COMPANY = {
  name: '',
  email: '',
  phone: '',
  address: '',
  state: '',
  LGA: '',
  street: '',
  assignedDepartment: '',
  jobDescription: '',
  resumptionDate: '',
  expectedEndDate: '',
};

/** Sets the non-empty fields of `changes` on the student's company; a first company gets blanks elsewhere. */
export function mergeCompany(
  student: Student,
  changes: Partial<Record<keyof NonNullable<Student['company']>, string>>,
) {
  const entries = Object.entries(changes).filter(([, v]) => nonEmpty(v));
  if (entries.length === 0) return;
  student.company = { ...(student.company ?? NO_COMPANY), ...Object.fromEntries(entries) };
}

/** A student as a supervisor's list shows them. */
export function toAssignedStudent(student: Student, list: SupervisorList): AssignedStudent {
  const company = student.company;
  return {
    _id: student._id,
    studentDetails: {
      name: student.name,
      phone: student.phone,
      email: student.email,
      studentCode: student.studentCode,
      _id: student._id,
      matricNo: student.matricNo,
      course: student.course,
    },
    companyDetails: company ? { name: company.name, address: company.address, state: company.state } : null,
    assignedDate: supervisorOn(student, list)?.assignedDate ?? null,
    grade: {
      inspectionScore: student.grade?.inspectionScore ?? null,
      defenseScore: student.grade?.defenseScore ?? null,
    },
  };
}
