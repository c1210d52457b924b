import { DetailGrid, DetailList } from '../../components/DetailList/DetailList.tsx';
import { LoadGate } from '../../components/LoadGate/LoadGate.tsx';
import { AreaLayout } from '../../layouts/AreaLayout/AreaLayout.tsx';
import { useServices, useSession } from '../../services/services.tsx';
import { useLoad } from '../../kit/useLoad.ts';

/** Lecturer's Home (`/lecturers/index`): the signed-in supervisor's own details. */
export function LecturerHomeScreen() {
  const { client } = useServices();
  const session = useSession('supervisor');
  const id = session.user?.data._id ?? '';
  const page = useLoad(async (options) => (await client.getSupervisor({ id }, options)).data);
  return (
    <AreaLayout role="supervisor">
      <LoadGate {...page} onRetry={page.retry} loadingLabel="Loading your details…">
        {(supervisor) => (
          <>
            <h1>Lecturer&apos;s Home</h1>
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
      </LoadGate>
    </AreaLayout>
  );
}
