import { MAX_PAGE_SIZE, MESSAGES, routes, type AtRiskStudent } from '@siwes/api';
import type { Column } from '../../components/DataTable/DataTable.tsx';
import { PagedTableScreen } from '../../kit/PagedTableScreen/PagedTableScreen.tsx';
import { useExportCsv } from '../../kit/useExportCsv.ts';
import { usePagedList } from '../../kit/usePagedList.ts';
import { ScreenLink } from '../../registry/ScreenLink.tsx';
import { useServices } from '../../services/services.tsx';
import styles from './StudentsAtRiskScreen.module.css';

const COLUMNS: ReadonlyArray<Column<AtRiskStudent>> = [
  {
    key: 'name',
    header: 'Student Name',
    rowHeader: true,
    // The student's weekly reports, where the coordinator reads what they wrote and when.
    render: (r) => (
      <ScreenLink to="coordinatorWeeklyReports" params={{ id: r.studentCode }}>
        {r.name}
      </ScreenLink>
    ),
  },
  { key: 'matricNo', header: 'Matric Number', value: (r) => r.matricNo },
  { key: 'course', header: 'Course', value: (r) => r.course },
  {
    key: 'reasons',
    header: 'Reasons',
    render: (r) => (
      <ul className={styles.reasons}>
        {r.reasons.map((reason) => (
          <li key={reason.reason}>{reason.text}</li>
        ))}
      </ul>
    ),
  },
];

/** Said above the table: what the list holds. */
export const AT_RISK_LEAD =
  'Students falling behind, each with every reason: no entry for a while, no placement, no inspection visit graded, written weeks left unsigned, or grades missing after the defence. A name opens the student’s weekly reports.';

/** Said when no student is at risk. */
export const NO_STUDENTS_AT_RISK = 'No students are at risk.';

/**
 * Students at risk (/coordinator/studentsatrisk; our addition, issue 29): the students the rules
 * find falling behind (@siwes/api rules/atRisk.ts, thresholds set by the deployer), 10 a page in
 * name order, each with every reason that applies in words with its dates; the search (from 3
 * characters) looks through all of them on the server, by name, matric number, email or code;
 * Export saves students_at_risk.csv.
 */
export function StudentsAtRiskScreen() {
  const { client } = useServices();
  const list = usePagedList<AtRiskStudent>({
    fetchPage: async ({ page, limit }, call) => {
      const answer = await client.getStudentsAtRisk({ page, limit }, call);
      return { rows: answer.data, total: answer.totalStudents };
    },
    search: async (q, call) => (await client.getStudentsAtRisk({ q, limit: MAX_PAGE_SIZE }, call)).data,
    fallback: MESSAGES.fetchError,
    searchFallback: MESSAGES.searchError,
  });
  const exportCsv = useExportCsv({
    fileName: routes.downloadStudentsAtRisk.fileName,
    download: (call) => client.downloadStudentsAtRisk(call),
  });
  return (
    <PagedTableScreen
      role="coordinator"
      title="Students at Risk"
      lead={AT_RISK_LEAD}
      list={list}
      caption="Students at risk"
      columns={COLUMNS}
      rowKey={(r) => r._id}
      search={{ label: 'Search students', placeholder: 'Search by name or matric...' }}
      exportCsv={exportCsv}
      emptyText={NO_STUDENTS_AT_RISK}
    />
  );
}
