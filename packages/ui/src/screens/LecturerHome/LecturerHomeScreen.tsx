import { DetailGrid, DetailList } from '../../components/DetailList/DetailList.tsx';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { useServices, useSession } from '../../services/services.tsx';
import { useLoad } from '../../kit/useLoad.ts';

/** Lecturer's Home (`/lecturers/index`): the signed-in supervisor's own details. */
export function LecturerHomeScreen() {
  const { client } = useServices();
  const session = useSession('supervisor');
  const id = session.user?.data._id ?? '';
  const page = useLoad(async (options) => (await client.getSupervisor({ id }, options)).data);
  return (
    <LoadedAreaPage
      role="supervisor"
      title="Lecturer's Home"
      page={page}
      loadingLabel="Loading your details…"
    >
      {(supervisor) => (
        <>
          <p>Welcome, {supervisor.firstName}.</p>
          <DetailGrid>
            <DetailList
              title="Your Details"
              details={[
                { label: 'Name', value: `${supervisor.firstName} ${supervisor.lastName}` },
                { label: 'Email', value: supervisor.email },
                { label: 'Phone Number', value: supervisor.phone },
                { label: 'Office', value: supervisor.office },
                { label: 'Students Assigned', value: supervisor.noOfAssignedStudents },
              ]}
            />
          </DetailGrid>
        </>
      )}
    </LoadedAreaPage>
  );
}
