/**
 * The coordinator's dashboard (issue 29), under the details on the coordinator's home: the cohort
 * in four panels from one call (`getDashboard`), each a chart with its numbers in a table under
 * it (for screen readers and for copying) and a link to the list it counts. Loaded on its own
 * (`lazy` in CoordinatorHomeScreen), so its code is a chunk of its own; its loading and failure
 * leave the rest of the home be.
 */
import {
  MESSAGES,
  shortLagosDate,
  type CohortDashboard as Dashboard,
  type DashboardFunnel,
} from '@siwes/api';
import { DataTable } from '../../components/DataTable/DataTable.tsx';
import { useLoad } from '../../kit/useLoad.ts';
import { ScreenLink, type ScreenLinkProps } from '../../registry/ScreenLink.tsx';
import { useServices } from '../../services/services.tsx';
import { BarChart, WeekChart, type Series } from '../../kit/DashboardPanels/charts.tsx';
import {
  LoadedPanels,
  DashboardPanel as Panel,
  dashboardStyles as styles,
} from '../../kit/DashboardPanels/DashboardPanel.tsx';

/** The panels' titles, as their headings and regions are named. */
export const PANEL_TITLES = {
  funnel: 'Cohort Progress',
  weeks: 'Weekly Reports by Week',
  grades: 'Grade Distribution',
  supervisors: "Supervisors' Workload",
} as const;

/** The funnel's stages in order, each with the list it counts. */
const STAGES: readonly {
  key: keyof DashboardFunnel;
  label: string;
  link: Pick<ScreenLinkProps, 'to' | 'search'>;
}[] = [
  { key: 'registered', label: 'Registered', link: { to: 'coordinatorStudents' } },
  { key: 'placed', label: 'Placed', link: { to: 'coordinatorStudents', search: '?sort=company&order=desc' } },
  {
    key: 'withBothSupervisors',
    label: 'With both supervisors',
    link: { to: 'coordinatorAssignInspector', search: '?unassigned=inspection' },
  },
  { key: 'reportsStarted', label: 'Reports started', link: { to: 'coordinatorTotalWeeklyReport' } },
  { key: 'graded', label: 'Graded', link: { to: 'coordinatorBatchGrading' } },
  { key: 'collated', label: 'Collated', link: { to: 'coordinatorCollateGrades' } },
];

/** What each band spans, as the grade table says it. */
const BAND_RANGES: Record<string, string> = {
  A: '70% and above',
  B: '60% to 69%',
  C: '50% to 59%',
  D: '45% to 49%',
  E: '40% to 44%',
  F: 'below 40%',
};

const WEEK_SERIES: readonly Series[] = [
  { name: 'Written', tone: 'primary' },
  { name: 'Signed', tone: 'secondary' },
];
const WORKLOAD_SERIES: readonly Series[] = [
  { name: 'Students', tone: 'primary' },
  { name: 'Not yet graded', tone: 'secondary' },
];

function percent(part: number, whole: number): string {
  return whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`;
}

function FunnelPanel({ funnel }: { funnel: DashboardFunnel }) {
  const rows = STAGES.map((stage) => ({ ...stage, students: funnel[stage.key] }));
  return (
    <Panel title={PANEL_TITLES.funnel}>
      <BarChart
        rows={rows.map((r) => ({ label: r.label, values: [r.students] }))}
        series={[WEEK_SERIES[0]!]}
      />
      <DataTable
        caption="Students at each stage"
        rowKey={(r) => r.key}
        rows={rows}
        columns={[
          {
            key: 'stage',
            header: 'Stage',
            rowHeader: true,
            render: (r) => (
              <ScreenLink to={r.link.to} search={r.link.search}>
                {r.label}
              </ScreenLink>
            ),
          },
          { key: 'students', header: 'Students', value: (r) => r.students },
          { key: 'share', header: 'Of registered', value: (r) => percent(r.students, funnel.registered) },
        ]}
      />
    </Panel>
  );
}

function WeeksPanel({ weeks }: { weeks: Dashboard['weeks'] }) {
  return (
    <Panel title={PANEL_TITLES.weeks}>
      {weeks.length === 0 ? (
        <p className={styles.note}>No training weeks yet: no student has a resumption date.</p>
      ) : (
        <>
          <WeekChart
            weeks={weeks.map((w) => ({ label: shortLagosDate(w.weekStart), values: [w.written, w.signed] }))}
            series={WEEK_SERIES}
          />
          <div
            className={styles.scroll}
            role="region"
            aria-label="Each week's reports, scrollable"
            tabIndex={0}
          >
            <DataTable
              caption="Reports written and signed each week"
              rowKey={(w) => w.weekStart}
              rows={[...weeks].reverse()}
              columns={[
                {
                  key: 'week',
                  header: 'Week of',
                  rowHeader: true,
                  value: (w) => shortLagosDate(w.weekStart),
                },
                { key: 'written', header: 'Written', value: (w) => w.written },
                { key: 'signed', header: 'Signed', value: (w) => w.signed },
              ]}
            />
          </div>
        </>
      )}
      <p className={styles.more}>
        <ScreenLink to="coordinatorTotalWeeklyReport">Each student's weekly report totals</ScreenLink>
      </p>
    </Panel>
  );
}

function GradesPanel({ grades, collated }: { grades: Dashboard['grades']; collated: number }) {
  return (
    <Panel title={PANEL_TITLES.grades}>
      {collated === 0 ? (
        <p className={styles.note}>No grades collated yet.</p>
      ) : (
        <BarChart
          rows={grades.map((g) => ({ label: g.band, values: [g.students] }))}
          series={[WEEK_SERIES[0]!]}
        />
      )}
      <DataTable
        caption="Collated students by grade"
        rowKey={(g) => g.band}
        rows={grades}
        columns={[
          { key: 'band', header: 'Grade', rowHeader: true, value: (g) => g.band },
          { key: 'range', header: 'Total', value: (g) => BAND_RANGES[g.band] },
          { key: 'students', header: 'Students', value: (g) => g.students },
        ]}
      />
      <p className={styles.more}>
        <ScreenLink to="coordinatorCollateGrades">Every student's grades</ScreenLink>
      </p>
    </Panel>
  );
}

function SupervisorsPanel({ dashboard }: { dashboard: Dashboard }) {
  const { supervisors, totalSupervisors } = dashboard;
  return (
    <Panel title={PANEL_TITLES.supervisors}>
      {supervisors.length === 0 ? (
        <p className={styles.note}>No supervisors yet.</p>
      ) : (
        <>
          {totalSupervisors > supervisors.length && (
            <p className={styles.note}>
              The {supervisors.length} with the most grades to give, of {totalSupervisors} supervisors.
            </p>
          )}
          <BarChart
            rows={supervisors.map((s) => ({ label: s.name, values: [s.students, s.notGraded] }))}
            series={WORKLOAD_SERIES}
          />
          <DataTable
            caption="Students and grades still to give, by supervisor"
            rowKey={(s) => s.id}
            rows={supervisors}
            columns={[
              { key: 'name', header: 'Supervisor', rowHeader: true, value: (s) => s.name },
              { key: 'students', header: 'Students', value: (s) => s.students },
              { key: 'notGraded', header: 'Not yet graded', value: (s) => s.notGraded },
            ]}
          />
        </>
      )}
      <p className={styles.more}>
        <ScreenLink to="coordinatorSupervisors">Every supervisor</ScreenLink>
      </p>
    </Panel>
  );
}

/** The dashboard: loading, the server's message with Try again, or the four panels. */
export function CohortDashboard() {
  const { client } = useServices();
  const page = useLoad(async (call) => (await client.getDashboard(call)).data, MESSAGES.fetchError);
  return (
    <LoadedPanels page={page} loadingLabel="Loading the cohort's numbers…">
      {(dashboard) => (
        <>
          <FunnelPanel funnel={dashboard.funnel} />
          <WeeksPanel weeks={dashboard.weeks} />
          <GradesPanel grades={dashboard.grades} collated={dashboard.funnel.collated} />
          <SupervisorsPanel dashboard={dashboard} />
        </>
      )}
    </LoadedPanels>
  );
}
