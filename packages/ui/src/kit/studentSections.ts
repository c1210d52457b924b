import type { Student } from '@siwes/api';
import { formatDate } from '../components/DetailList/DetailList.tsx';

/**
 * A student's details card by card, as the student's dashboard and the coordinator's Student
 * Details show them (spec section 2): School Details, Work Details (where Job Description is the
 * job description: the spec's coordinator page showed the assigned department there, fixed),
 * and Supervision and Defense Details only when those supervisors are assigned (null otherwise).
 * Missing values are left undefined for the cards to show N/A; an inspection or defence date not
 * chosen yet says so ("Not set yet"). "Defence" throughout, as the spec's pages spell it, but for
 * the spec's own heading "Defense Details".
 */
export const DATE_NOT_SET = 'Not set yet';
export function studentSections(student: Student) {
  const company = student.company ?? null;
  const inspector = student.inspection_supervisor ?? null;
  const defender = student.defense_supervisor ?? null;
  const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
  return {
    school: [
      { label: 'Name', value: student.name },
      { label: 'Student Code', value: student.studentCode },
      { label: 'Matric Number', value: student.matricNo },
      { label: 'Level', value: student.level },
      { label: 'Sex', value: student.sex },
      { label: 'Faculty', value: student.faculty },
      { label: 'Department', value: student.department },
      { label: 'Course', value: student.course },
      { label: 'Email', value: student.email },
      { label: 'Phone Number', value: student.phone },
      { label: 'Bank Name', value: student.bankDetails?.name },
      { label: 'Account Number', value: student.bankDetails?.accountNumber },
      { label: 'Sort Code', value: student.bankDetails?.sortCode },
    ],
    work: [
      { label: 'Company Name', value: company?.name },
      { label: 'Company Address', value: company?.address },
      { label: 'State', value: company?.state },
      { label: 'LGA', value: company?.LGA },
      { label: 'Office Email', value: company?.email },
      { label: 'Office Phone', value: company?.phone },
      { label: 'Assigned Department', value: company?.assignedDepartment },
      { label: 'Job Description', value: company?.jobDescription },
      { label: 'Resumption Date', value: formatDate(company?.resumptionDate) },
      { label: 'Termination Date', value: formatDate(company?.expectedEndDate) },
    ],
    supervision: inspector && [
      { label: 'Inspection Supervisor', value: name(inspector) },
      { label: 'Phone Number', value: inspector.phone },
      { label: 'Email', value: inspector.email },
      { label: 'Inspection Date', value: formatDate(inspector.assignedDate, true) ?? DATE_NOT_SET },
    ],
    defense: defender && [
      { label: 'Defence Supervisor', value: name(defender) },
      { label: 'Phone Number', value: defender.phone },
      { label: 'Email', value: defender.email },
      { label: 'Office', value: defender.office },
      { label: 'Defence Date', value: formatDate(defender.assignedDate, true) ?? DATE_NOT_SET },
    ],
  };
}

export type StudentSections = ReturnType<typeof studentSections>;
