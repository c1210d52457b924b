import { DetailGrid, DetailList } from '../../components/DetailList/DetailList.tsx';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { useServices, useSession } from '../../services/services.tsx';
import { useLoad } from '../../kit/useLoad.ts';
import { studentSections } from '../../kit/studentSections.ts';
import { WorkplaceSupervisorNotice } from '../../kit/WorkplaceSupervisorNotice.tsx';

/**
 * Student's Home (`/students/dashboard`): School Details and Work Details always; Supervision
 * Details only when an inspection supervisor is assigned; Defense Details only when a defense
 * supervisor is. N/A for anything missing. A placed student with no workplace supervisor's email
 * is asked for one, with a link to Work Details (issue 24). While loading a spinner; on failure the server's message.
 * With no network, the details this phone last loaded, saying when (forgotten at logout).
 */
export function StudentHomeScreen() {
  const { client } = useServices();
  const user = useSession('student').user?.data._id;
  const page = useLoad(
    async (options) => (await client.getStudentDetails(options)).data,
    undefined,
    // Kept on the phone, so the page still shows the student's details with no network.
    { keep: { user, name: 'studentDetails' } },
  );
  return (
    <LoadedAreaPage role="student" title="Student's Home" page={page} loadingLabel="Loading your details…">
      {(student) => {
        const sections = studentSections(student);
        return (
          <>
            <p>Welcome, {student.firstName}.</p>
            <WorkplaceSupervisorNotice student={student} />
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
    </LoadedAreaPage>
  );
}
