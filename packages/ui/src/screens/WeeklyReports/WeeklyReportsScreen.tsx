import { useParams } from 'react-router';
import {
  describeDay,
  fromLagosLocal,
  lagosWorkWeek,
  MESSAGES,
  WEEKDAYS,
  type WeeklyReport,
} from '@siwes/api';
import { LoadGate } from '../../components/LoadGate/LoadGate.tsx';
import { AreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { useLoad } from '../../kit/useLoad.ts';
import { ScreenLink } from '../../registry/ScreenRoutes.tsx';
import { useServices } from '../../services/services.tsx';
import styles from './WeeklyReportsScreen.module.css';

/** The five days of a report's week, Monday first, as `YYYY-MM-DD`. */
function daysOf(report: WeeklyReport): string[] {
  const start = fromLagosLocal(report.weekStart.slice(0, 10)) ?? new Date(report.weekStart);
  return lagosWorkWeek(start);
}

/**
 * Weekly Reports (/coordinator/student/weeklyreports/{id}, the student's code; spec sections 2,
 * 7 and 8): each week's start date with its Monday to Friday entries, newest week first, a day
 * left empty marked as such. A failed load shows the server's message, else 'Failed to load data'.
 */
export function WeeklyReportsScreen() {
  const { id = '' } = useParams();
  const { client } = useServices();
  const page = useLoad(async (call) => {
    const { reports } = await client.getWeeklyReports({ id }, call);
    return [...reports].sort((a, b) => b.weekStart.localeCompare(a.weekStart));
  }, MESSAGES.loadFailed);
  return (
    <AreaPage
      role="coordinator"
      title="Weekly Reports"
      lead={
        <>
          Student {id} ·{' '}
          <ScreenLink to="coordinatorStudent" params={{ id }}>
            Student Details
          </ScreenLink>
        </>
      }
    >
      <LoadGate {...page} onRetry={page.retry} loadingLabel="Loading the weekly reports…">
        {(reports) =>
          reports.length === 0 ? (
            <p>No weekly reports yet.</p>
          ) : (
            <ol className={styles.weeks}>
              {reports.map((report) => (
                <Week key={report._id} report={report} />
              ))}
            </ol>
          )
        }
      </LoadGate>
    </AreaPage>
  );
}

function Week({ report }: { report: WeeklyReport }) {
  const days = daysOf(report);
  const titleId = `week-${report._id}`;
  return (
    <li className={styles.week}>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.weekTitle}>
          Week of {describeDay(days[0]!)}
        </h2>
        <dl className={styles.days}>
          {WEEKDAYS.map((day, index) => {
            const entry = report[day].trim();
            return (
              <div key={day} className={styles.day}>
                <dt>{describeDay(days[index]!)}</dt>
                <dd className={entry ? undefined : styles.empty}>{entry || 'No report for this day'}</dd>
              </div>
            );
          })}
        </dl>
      </section>
    </li>
  );
}
