import type { Student } from '@siwes/api';
import { DetailGrid, DetailList, formatDate } from '../../components/DetailList/DetailList.tsx';
import { LoadGate } from '../../components/LoadGate/LoadGate.tsx';
import { AreaLayout } from '../../layouts/AreaLayout/AreaLayout.tsx';
import { useServices } from '../../services/services.tsx';
import { useLoad } from '../../kit/useLoad.ts';

/** The student's details as the dashboard shows them, card by card (spec section 2). */
export function studentHomeSections(student: Student) {
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
      { label: 'Inspection Date', value: formatDate(inspector.assignedDate, true) },
    ],
    defense: defender && [
      { label: 'Defense Supervisor', value: name(defender) },
      { label: 'Phone Number', value: defender.phone },
      { label: 'Email', value: defender.email },
      { label: 'Office', value: defender.office },
      { label: 'Defense Date', value: formatDate(defender.assignedDate, true) },
    ],
  };
}

/**
 * Student's Home (`/students/dashboard`): School Details and Work Details always; Supervision
 * Details only when an inspection supervisor is assigned; Defense Details only when a defense
 * supervisor is. N/A for anything missing. While loading a spinner; on failure the server's message.
 */
export function StudentHomeScreen() {
  const { client } = useServices();
  const page = useLoad(async (options) => (await client.getStudentDetails(options)).data);
  return (
    <AreaLayout role="student">
      <LoadGate {...page} onRetry={page.retry} loadingLabel="Loading your details…">
        {(student) => {
          const sections = studentHomeSections(student);
          return (
            <>
              <h1>Student&apos;s Home</h1>
              <p>Welcome, {student.firstName}.</p>
              <DetailGrid>
                <DetailList title="School Details" details={sections.school} />
                <DetailList title="Work Details" details={sections.work} />
                {sections.supervision && (
                  <DetailList title="Supervision Details" details={sections.supervision} />
                )}
                {sections.defense && <DetailList title="Defense Details" details={sections.defense} />}
              </DetailGrid>
            </>
          );
        }}
      </LoadGate>
    </AreaLayout>
  );
}
