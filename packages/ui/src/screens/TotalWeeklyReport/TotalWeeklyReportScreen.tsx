import { EXPORT_FILES, MESSAGES, type WeeklyReportScoreRow } from '@siwes/api';
import { filterWeeklyTotals } from '@siwes/flows';
import type { Column } from '../../components/DataTable/DataTable.tsx';
import { PagedTableScreen } from '../../kit/PagedTableScreen/PagedTableScreen.tsx';
import { NO_STUDENTS_YET } from '../../kit/PagedTableScreen/StudentTableScreen.tsx';
import { useExportCsv } from '../../kit/useExportCsv.ts';
import { usePagedList } from '../../kit/usePagedList.ts';
import { useServices } from '../../services/services.tsx';

const COLUMNS: ReadonlyArray<Column<WeeklyReportScoreRow>> = [
  {
    key: 'name',
    header: 'Student Name',
    rowHeader: true,
    value: (r) => `${r.firstName} ${r.lastName}`,
  },
  { key: 'matricNumber', header: 'Matric Number', value: (r) => r.matricNumber },
  { key: 'reportCount', header: 'Total Weeks', value: (r) => r.reportCount },
  { key: 'marks', header: 'Total Score', value: (r) => r.marks },
  { key: 'signedWeeks', header: 'Signed Weeks', value: (r) => r.signedWeeks },
];

/**
 * Students Total Weekly Report (/coordinator/totalweeklyreport; spec sections 2, 7, 8 and 9): each
 * student's weeks reported, weekly-report score and weeks signed by the workplace supervisor
 * (issue 24), 10 a page in name order, with numbered pages
 * (the first, last, current and neighbouring ones). The search box filters the page shown by
 * name or matric number (case-insensitive contains) with Search and Reset; Export saves
 * weekly_reports.csv from the server.
 */
export function TotalWeeklyReportScreen() {
  const { client } = useServices();
  const list = usePagedList<WeeklyReportScoreRow>({
    fetchPage: async ({ page, limit }, call) => {
      const answer = await client.getWeeklyReportScores({ page, limit }, call);
      return { rows: answer.data, total: answer.totalStudents };
    },
    fallback: MESSAGES.fetchError,
  });
  const exportCsv = useExportCsv({
    fileName: EXPORT_FILES.weeklyReports,
    download: (call) => client.downloadWeeklyReportScores(call),
  });
  return (
    <PagedTableScreen
      role="coordinator"
      title="Students Total Weekly Report"
      list={list}
      caption="Weekly report totals"
      columns={COLUMNS}
      rowKey={(r) => r.matricNumber}
      search={{
        label: 'Search this page',
        placeholder: 'Search by name or matric...',
        mode: 'page',
        apply: filterWeeklyTotals,
      }}
      exportCsv={exportCsv}
      emptyText={NO_STUDENTS_YET}
    />
  );
}
