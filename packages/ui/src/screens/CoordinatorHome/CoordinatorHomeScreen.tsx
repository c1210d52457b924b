import { lazy, Suspense } from 'react';
import { DetailGrid, DetailList } from '../../components/DetailList/DetailList.tsx';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { RegistrationDeadlineCard, useRegistrationDeadline } from '../../kit/RegistrationDeadlineCard.tsx';
import { useServices, useSession } from '../../services/services.tsx';
import { useLoad } from '../../kit/useLoad.ts';
import { AtRiskCount } from './AtRiskCount.tsx';

/** The dashboard's code (its charts) loads after the home's, in a chunk of its own (ADR 021). */
const CohortDashboard = lazy(() =>
  import('./CohortDashboard.tsx').then((m) => ({ default: m.CohortDashboard })),
);

/**
 * The coordinator's home (`/coordinator/index`): the signed-in coordinator's own details, the
 * registration deadline set with whether registration is open now (issue 34), and under them the
 * count of the students at risk, a link to their page, and the cohort's dashboard (issue 29).
 */
export function CoordinatorHomeScreen() {
  const { client } = useServices();
  const session = useSession('coordinator');
  const id = session.user?.data._id ?? '';
  const page = useLoad(async (options) => (await client.getCoordinator({ id }, options)).data);
  const deadline = useRegistrationDeadline();
  return (
    <LoadedAreaPage
      role="coordinator"
      title="Coordinator's Home"
      page={page}
      loadingLabel="Loading your details…"
    >
      {(coordinator) => (
        <>
          <p>Welcome, {coordinator.firstName}.</p>
          <DetailGrid>
            <DetailList
              title="Your Details"
              details={[
                { label: 'Name', value: `${coordinator.firstName} ${coordinator.lastName}` },
                { label: 'Email', value: coordinator.email },
                { label: 'Phone Number', value: coordinator.phone1 },
                { label: 'Second Phone Number', value: coordinator.phone2 },
                { label: 'Office', value: coordinator.office },
                { label: 'Faculty', value: coordinator.faculty },
              ]}
            />
            <RegistrationDeadlineCard deadline={deadline} />
          </DetailGrid>
          <AtRiskCount />
          <Suspense fallback={<p role="status">Loading the cohort's numbers…</p>}>
            <CohortDashboard />
          </Suspense>
        </>
      )}
    </LoadedAreaPage>
  );
}
