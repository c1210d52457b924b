import { useLocation, useParams } from 'react-router';
import {
  describeDay,
  fromLagosLocal,
  lagosDay,
  lagosWorkWeek,
  MESSAGES,
  WEEKDAYS,
  type WeeklyReport,
} from '@siwes/api';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { useLoad } from '../../kit/useLoad.ts';
import { ScreenLink } from '../../registry/ScreenLink.tsx';
import type { StudentLinkState } from '../../registry/screens.ts';
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
 * left empty marked as such, a day still ahead (in Lagos) as not yet come. Headed with the
 * student's name when reached from Student Details, with the code alone otherwise. A failed load
 * shows the server's message, else 'Failed to load data'.
 */
export function WeeklyReportsScreen() {
  const { id = '' } = useParams();
  const name = (useLocation().state as StudentLinkState | null)?.name;
  const { client, now } = useServices();
  const today = lagosDay(now());
  const page = useLoad(async (call) => {
    const { reports } = await client.getWeeklyReports({ id }, call);
    return [...reports].sort((a, b) => b.weekStart.localeCompare(a.weekStart));
  }, MESSAGES.loadFailed);
  return (
    <LoadedAreaPage
      role="coordinator"
      title="Weekly Reports"
      lead={
        <>
          {name ? `${name} (${id})` : `Student ${id}`} ·{' '}
          <ScreenLink to="coordinatorStudent" params={{ id }}>
            Student Details
          </ScreenLink>
        </>
      }
      page={page}
      loadingLabel="Loading the weekly reports…"
    >
      {(reports) =>
        reports.length === 0 ? (
          <p>No weekly reports yet.</p>
        ) : (
          <ol className={styles.weeks}>
            {reports.map((report) => (
              <Week key={report._id} report={report} today={today} />
            ))}
          </ol>
        )
      }
    </LoadedAreaPage>
  );
}

function Week({ report, today }: { report: WeeklyReport; today: string }) {
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
            const date = days[index]!;
            const missing = date > today ? 'Not yet: this day is still ahead' : 'No report for this day';
            return (
              <div key={day} className={styles.day}>
                <dt>{describeDay(date)}</dt>
                <dd className={entry ? undefined : styles.empty}>{entry || missing}</dd>
              </div>
            );
          })}
        </dl>
      </section>
    </li>
  );
}
