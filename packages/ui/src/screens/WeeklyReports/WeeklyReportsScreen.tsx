import { useLocation, useParams } from 'react-router';
import {
  describeDay,
  fromLagosLocal,
  lagosDay,
  lagosWorkWeek,
  LOGBOOK,
  MESSAGES,
  WEEKDAYS,
  type ApiClient,
  type CallOptions,
  type LogbookPage,
  type LogbookWeek,
} from '@siwes/api';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { useLoad } from '../../kit/useLoad.ts';
import { ScreenLink } from '../../registry/ScreenLink.tsx';
import type { StudentLinkState } from '../../registry/screens.ts';
import { useServices } from '../../services/services.tsx';
import { WeekSignoff } from './WeekSignoff.tsx';
import styles from './WeeklyReportsScreen.module.css';

/** The whole logbook, newest week first: the largest pages the call gives, until every week is read. */
async function wholeLogbook(client: ApiClient, id: string, call: CallOptions): Promise<LogbookPage> {
  const limit = LOGBOOK.maxPageSize;
  const first = await client.coordinatorGetLogbook({ id, limit }, call);
  const weeks = [...first.weeks];
  for (let page = 2; (page - 1) * limit < first.totalWeeks; page += 1) {
    weeks.push(...(await client.coordinatorGetLogbook({ id, page, limit }, call)).weeks);
  }
  return { ...first, weeks };
}

/**
 * Weekly Reports (/coordinator/student/weeklyreports/{id}, the student's code; spec sections 2,
 * 7 and 8, and issue 24): headed with the student's name, each week's start date with its Monday
 * to Friday entries, newest week first, a day left empty marked as such, a day still ahead (in
 * Lagos) as not yet come; under each week its sign-off by the workplace supervisor (who, when,
 * comment, stamp) or the link waiting for it, its reopenings and its comments. A failed load
 * shows the server's message, else 'Failed to load data'.
 */
export function WeeklyReportsScreen() {
  const { id = '' } = useParams();
  const linkedName = (useLocation().state as StudentLinkState | null)?.name;
  const { client, now } = useServices();
  const today = lagosDay(now());
  const page = useLoad((call) => wholeLogbook(client, id, call), MESSAGES.loadFailed);
  const name = page.data?.student.name ?? linkedName;
  return (
    <LoadedAreaPage
      role="coordinator"
      title={name ? `Weekly Reports: ${name}` : 'Weekly Reports'}
      lead={
        <>
          Student code {page.data?.student.studentCode ?? id} ·{' '}
          <ScreenLink to="coordinatorStudent" params={{ id }}>
            Student Details
          </ScreenLink>
        </>
      }
      page={page}
      loadingLabel="Loading the weekly reports…"
    >
      {({ weeks }) =>
        weeks.length === 0 ? (
          <p>No weekly reports yet.</p>
        ) : (
          <ol className={styles.weeks}>
            {weeks.map((week) => (
              <Week key={week.weekStart} week={week} today={today} />
            ))}
          </ol>
        )
      }
    </LoadedAreaPage>
  );
}

function Week({ week, today }: { week: LogbookWeek; today: string }) {
  const days = lagosWorkWeek(fromLagosLocal(week.weekStart) ?? new Date(week.weekStart));
  const titleId = `week-${week.weekStart}`;
  return (
    <li className={styles.week}>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.weekTitle}>
          Week of {describeDay(days[0]!)}
        </h2>
        <dl className={styles.days}>
          {WEEKDAYS.map((day, index) => {
            const entry = week[day].trim();
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
        <WeekSignoff week={week} titleId={titleId} />
      </section>
    </li>
  );
}
