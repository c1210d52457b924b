import { lazy, Suspense } from 'react';
import { DetailGrid, DetailList } from '../../components/DetailList/DetailList.tsx';
import { LoadGate } from '../../components/LoadGate/LoadGate.tsx';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { mergeStudents, nextSteps, nextStepSearch } from '../../kit/myStudents.ts';
import { useLoad } from '../../kit/useLoad.ts';
import { useMyStudents } from '../../kit/useMyStudents.ts';
import { ScreenLink } from '../../registry/ScreenLink.tsx';
import { useServices, useSession } from '../../services/services.tsx';

/** The home's panels' code (their charts) loads after the home's, in a chunk of its own (ADR 021). */
const SupervisorDashboard = lazy(() =>
  import('./SupervisorDashboard.tsx').then((m) => ({ default: m.SupervisorDashboard })),
);

/**
 * Lecturer's Home (`/lecturers/index`): the signed-in supervisor's own details, and what is next
 * (issue 34, point 6): how many students have no date or no grade for each visit, each a link to
 * My Students filtered that way; under them their students' weeks and grades and who needs them
 * next (issue 29).
 */
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
          <NextSteps />
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
          <Suspense fallback={<p role="status">Loading your students' numbers…</p>}>
            <SupervisorDashboard />
          </Suspense>
        </>
      )}
    </LoadedAreaPage>
  );
}

/** What is left to do for the supervisor's students, each a link to them on My Students. */
function NextSteps() {
  const lists = useMyStudents();
  return (
    <section aria-labelledby="next-steps">
      <h2 id="next-steps">What is next</h2>
      <LoadGate {...lists} onRetry={lists.retry} loadingLabel="Loading your students…">
        {({ inspection, defence }) => {
          const students = mergeStudents(inspection, defence);
          const steps = nextSteps(students);
          if (students.length === 0) return <p>No students have been assigned to you yet.</p>;
          return (
            <>
              {steps.length === 0 ? (
                <p>Nothing is waiting: each of your students has their dates and grades.</p>
              ) : (
                <ul>
                  {steps.map((step) => (
                    <li key={`${step.visit}-${step.status}`}>
                      <ScreenLink to="lecturerStudents" search={nextStepSearch(step)}>
                        {step.text}
                      </ScreenLink>
                    </li>
                  ))}
                </ul>
              )}
              <p>
                <ScreenLink to="lecturerStudents">See all your students</ScreenLink>
              </p>
            </>
          );
        }}
      </LoadGate>
    </section>
  );
}
