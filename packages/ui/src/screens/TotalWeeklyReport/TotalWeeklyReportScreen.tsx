import { EXPORT_FILES, MAX_PAGE_SIZE, MESSAGES, type WeeklyReportScoreRow } from '@siwes/api';
import type { Column } from '../../components/DataTable/DataTable.tsx';
import { PagedTableScreen } from '../../kit/PagedTableScreen/PagedTableScreen.tsx';
import { NO_STUDENTS_YET } from '../../kit/PagedTableScreen/StudentTableScreen.tsx';
import { useExportCsv } from '../../kit/useExportCsv.ts';
import { usePagedList } from '../../kit/usePagedList.ts';
import { ScreenLink } from '../../registry/ScreenLink.tsx';
import { useServices } from '../../services/services.tsx';

/** A total out of the most it can be, as the table shows it: `7 / 10`. */
export function outOf(value: number, most: number): string {
  return `${value} / ${most}`;
}

const COLUMNS: ReadonlyArray<Column<WeeklyReportScoreRow>> = [
  {
    key: 'name',
    header: 'Student Name',
    rowHeader: true,
    // The student's weekly reports, where the coordinator reads what the totals count.
    render: (r) => (
      <ScreenLink to="coordinatorWeeklyReports" params={{ id: r.studentCode }}>
        {r.firstName} {r.lastName}
      </ScreenLink>
    ),
  },
  { key: 'matricNumber', header: 'Matric Number', value: (r) => r.matricNumber },
  { key: 'reportCount', header: 'Total Weeks', value: (r) => outOf(r.reportCount, r.expectedWeeks) },
  { key: 'marks', header: 'Total Score', value: (r) => outOf(r.marks, r.maxMarks) },
  { key: 'signedWeeks', header: 'Signed Weeks', value: (r) => r.signedWeeks },
  // Issue 27: what the graders are asked to look at; blank from a backend that does not count them.
  { key: 'lateDays', header: 'Days Written Late', value: (r) => r.lateDays ?? '' },
  { key: 'burstWeeks', header: 'Weeks in a Burst', value: (r) => r.burstWeeks ?? '' },
];

/** Said above the table: what each total is out of. */
export const TOTALS_LEAD =
  "Total Weeks is out of the weeks expected so far in the student's placement, Total Score out of the weekly-report maximum. Days Written Late counts days first written long after the day, Weeks in a Burst the weeks first written together within a short time. A name opens the student's weekly reports.";

/**
 * Students Total Weekly Report (/coordinator/totalweeklyreport; spec sections 2, 7, 8 and 9): each
 * student's weeks reported out of the weeks expected so far, weekly-report score out of its
 * maximum, weeks signed by the workplace supervisor (issue 24), days written late and weeks
 * written in a burst (issue 27), 10 a page in name order, with
 * numbered pages (the first, last, current and neighbouring ones); each name links to the
 * student's weekly reports. The search (from 3 characters) looks through the whole cohort on the
 * server, by name, matric number, email or code, as the students' tables do (issue 34: the
 * spec's searched only the page shown); Export saves weekly_reports.csv from the server.
 */
export function TotalWeeklyReportScreen() {
  const { client } = useServices();
  const list = usePagedList<WeeklyReportScoreRow>({
    fetchPage: async ({ page, limit }, call) => {
      const answer = await client.getWeeklyReportScores({ page, limit }, call);
      return { rows: answer.data, total: answer.totalStudents };
    },
    // Every match at once, as the students' search answers (at most 100), in name order.
    search: async (q, call) => (await client.getWeeklyReportScores({ q, limit: MAX_PAGE_SIZE }, call)).data,
    fallback: MESSAGES.fetchError,
    searchFallback: MESSAGES.searchError,
  });
  const exportCsv = useExportCsv({
    fileName: EXPORT_FILES.weeklyReports,
    download: (call) => client.downloadWeeklyReportScores(call),
  });
  return (
    <PagedTableScreen
      role="coordinator"
      title="Students Total Weekly Report"
      lead={TOTALS_LEAD}
      list={list}
      caption="Weekly report totals"
      columns={COLUMNS}
      rowKey={(r) => r.studentCode}
      search={{ label: 'Search students', placeholder: 'Search by name or matric...' }}
      exportCsv={exportCsv}
      emptyText={NO_STUDENTS_YET}
    />
  );
}
