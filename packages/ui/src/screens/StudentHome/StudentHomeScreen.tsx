import { DetailGrid, DetailList } from '../../components/DetailList/DetailList.tsx';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { useServices } from '../../services/services.tsx';
import { useLoad } from '../../kit/useLoad.ts';
import { studentSections } from '../../kit/studentSections.ts';

/**
 * Student's Home (`/students/dashboard`): School Details and Work Details always; Supervision
 * Details only when an inspection supervisor is assigned; Defense Details only when a defense
 * supervisor is. N/A for anything missing. While loading a spinner; on failure the server's message.
 */
export function StudentHomeScreen() {
  const { client } = useServices();
  const page = useLoad(async (options) => (await client.getStudentDetails(options)).data);
  return (
    <LoadedAreaPage role="student" title="Student's Home" page={page} loadingLabel="Loading your details…">
      {(student) => {
        const sections = studentSections(student);
        return (
          <>
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
    </LoadedAreaPage>
  );
}
