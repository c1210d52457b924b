/**
 * The supervisor's home's panels (issue 29, point 3), under What is next on Lecturer's Home: their
 * students' weeks and grades, and who needs them next, from one call (`supervisorGetDashboard`).
 * The coordinator's dashboard's panel kit (plain SVG charts, ADR 021), each chart with its numbers
 * in a table under it. Loaded on its own (`lazy` in LecturerHomeScreen), so its code and the
 * charts' stay out of the home's chunk; its loading and failure leave the rest of the home be.
 */
import { MESSAGES, shortLagosDate, type SupervisorHome, type SupervisorHomeStudent } from '@siwes/api';
import { DataTable } from '../../components/DataTable/DataTable.tsx';
import { useLoad } from '../../kit/useLoad.ts';
import { ScreenLink } from '../../registry/ScreenLink.tsx';
import { useServices } from '../../services/services.tsx';
import { BarChart, type Series } from '../../kit/DashboardPanels/charts.tsx';
import {
  LoadedPanels,
  DashboardPanel as Panel,
  dashboardStyles as styles,
} from '../../kit/DashboardPanels/DashboardPanel.tsx';

/** The panels' titles, as their headings and regions are named. */
export const SUPERVISOR_PANEL_TITLES = {
  weeks: "Your Students' Weeks",
  grades: 'Your Grades',
  next: 'Who Needs You Next',
} as const;

const ONE_SERIES: readonly Series[] = [{ name: 'Weeks', tone: 'primary' }];
const GRADE_SERIES: readonly Series[] = [
  { name: 'Students', tone: 'primary' },
  { name: 'Graded', tone: 'secondary' },
];
const GRADE_NAMES = { inspection: 'Inspection', defense: 'Defence' } as const;

function WeeksPanel({ home }: { home: SupervisorHome }) {
  const rows = [
    { key: 'written', label: 'Written', weeks: home.weeksWritten },
    { key: 'signed', label: 'Signed', weeks: home.weeksSigned },
    { key: 'unsigned', label: 'Past and not signed', weeks: home.weeksUnsigned },
  ];
  return (
    <Panel title={SUPERVISOR_PANEL_TITLES.weeks}>
      <BarChart rows={rows.map((r) => ({ label: r.label, values: [r.weeks] }))} series={ONE_SERIES} />
      <DataTable
        caption="Weeks written, signed and not signed"
        rowKey={(r) => r.key}
        rows={rows}
        columns={[
          { key: 'weeks', header: 'Weeks', rowHeader: true, value: (r) => r.label },
          { key: 'count', header: 'Count', value: (r) => r.weeks },
        ]}
      />
    </Panel>
  );
}

function GradesPanel({ home }: { home: SupervisorHome }) {
  const rows = [
    { key: 'inspection', label: GRADE_NAMES.inspection, to: 'lecturerGradeInspection', ...home.inspection },
    { key: 'defense', label: GRADE_NAMES.defense, to: 'lecturerGradeDefence', ...home.defense },
  ] as const;
  return (
    <Panel title={SUPERVISOR_PANEL_TITLES.grades}>
      <BarChart
        rows={rows.map((r) => ({ label: r.label, values: [r.students, r.graded] }))}
        series={GRADE_SERIES}
      />
      <DataTable
        caption="Grades given and still to give"
        rowKey={(r) => r.key}
        rows={rows}
        columns={[
          {
            key: 'list',
            header: 'Grade',
            rowHeader: true,
            render: (r) => <ScreenLink to={r.to}>{r.label}</ScreenLink>,
          },
          { key: 'students', header: 'Students', value: (r) => r.students },
          { key: 'graded', header: 'Graded', value: (r) => r.graded },
          { key: 'toGive', header: 'To give', value: (r) => r.students - r.graded },
        ]}
      />
    </Panel>
  );
}

function NextPanel({ home }: { home: SupervisorHome }) {
  return (
    <Panel title={SUPERVISOR_PANEL_TITLES.next}>
      {home.needingYou === 0 ? (
        <p className={styles.note}>No one is waiting: every grade is given and every past week signed.</p>
      ) : (
        <>
          {home.needingYou > home.next.length && (
            <p className={styles.note}>
              The first {home.next.length} of {home.needingYou} students waiting for you.
            </p>
          )}
          <DataTable<SupervisorHomeStudent>
            caption="Students waiting for you"
            rowKey={(s) => s.id}
            rows={home.next}
            columns={[
              {
                key: 'name',
                header: 'Student',
                rowHeader: true,
                render: (s) => (
                  <ScreenLink to="lecturerLogbook" params={{ id: s.studentCode }}>
                    {s.name}
                  </ScreenLink>
                ),
              },
              { key: 'matricNo', header: 'Matric No.', value: (s) => s.matricNo },
              {
                key: 'toGrade',
                header: 'To grade',
                value: (s) => s.toGrade.map((g) => GRADE_NAMES[g]).join(', ') || 'None',
              },
              { key: 'unsigned', header: 'Weeks not signed', value: (s) => s.weeksUnsigned },
              { key: 'written', header: 'Weeks written', value: (s) => s.weeksWritten },
              {
                key: 'last',
                header: 'Last week written',
                value: (s) => (s.lastWeekWritten ? shortLagosDate(s.lastWeekWritten) : 'None'),
              },
            ]}
          />
        </>
      )}
      <p className={styles.more}>
        <ScreenLink to="lecturerStudents">See all your students</ScreenLink>
      </p>
    </Panel>
  );
}

/** The supervisor's panels: loading, the server's message with Try again, or the three panels. */
export function SupervisorDashboard() {
  const { client } = useServices();
  const page = useLoad(async (call) => (await client.supervisorGetDashboard(call)).data, MESSAGES.fetchError);
  return (
    <LoadedPanels page={page} loadingLabel="Loading your students' numbers…">
      {(home) =>
        home.students === 0 ? (
          <p className={styles.note}>No students are assigned to you yet, so there is nothing to count.</p>
        ) : (
          <>
            <NextPanel home={home} />
            <WeeksPanel home={home} />
            <GradesPanel home={home} />
          </>
        )
      }
    </LoadedPanels>
  );
}
