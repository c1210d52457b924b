import { LOGBOOK, MESSAGES, type LogbookWeek } from '@siwes/api';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { LoadFailed } from '../../kit/LoadFailed/LoadFailed.tsx';
import { LogbookWeekDetails, weekTitle } from '../../kit/LogbookWeek/LogbookWeek.tsx';
import { ListPages } from '../../kit/PagedTableScreen/PagedTableScreen.tsx';
import { usePagedList, usePagedListState, type PagedList } from '../../kit/usePagedList.ts';
import { useServices } from '../../services/services.tsx';
import { ReopenedWeekForm } from './ReopenedWeekForm.tsx';
import styles from './WeeklyReportScreen.module.css';

/** Said when the student has no week before this one. */
export const NO_EARLIER_WEEKS = 'No earlier weeks yet: the weeks you write will be listed here.';
/** Said of a past week nobody opened again. */
export const CLOSED_SENTENCE =
  'Closed: a past week can be written again only if your institution supervisor or the coordinator opens it, with a reason.';
/** Said of a past week opened again. */
export const OPENED_SENTENCE =
  'Open again for you to write, for the reason above: change its days below and save.';

/** What the history calls itself: its heading, and its pages' navigation (`Your logbook pages`). */
export const HISTORY_CAPTION = 'Your logbook';

/**
 * The student's own logbook below this week (issue 24 part 5): every earlier week, newest first,
 * a page of `LOGBOOK.pageSize` weeks at a time with the numbered pages of every paged list (its
 * page kept in the address): each week's days as written, its sign-off (who, when, comment,
 * stamp) or the link waiting for it, its reopenings with their reasons, and the comments of the
 * institution supervisor and the coordinator, with author and time. A past week is read-only
 * here; one opened again says so with its reason.
 */
export function LogbookHistory({ weekStart }: { weekStart: string }) {
  const { client } = useServices();
  const list = usePagedList<LogbookWeek>({
    fetchPage: async ({ page, limit }, call) => {
      const answer = await client.getLogbook({ page, limit }, call);
      // This week is shown above, with its form: the first page leaves it out.
      return { rows: answer.weeks.filter((week) => week.weekStart < weekStart), total: answer.totalWeeks };
    },
    pageSize: LOGBOOK.pageSize,
    fallback: MESSAGES.fetchError,
  });
  return (
    <section className={styles.history} aria-labelledby="logbook-history">
      <h2 id="logbook-history">{HISTORY_CAPTION}: earlier weeks</h2>
      <Weeks list={list} />
      <ListPages list={list} caption={HISTORY_CAPTION} />
    </section>
  );
}

function Weeks({ list }: { list: PagedList<LogbookWeek> }) {
  const status = usePagedListState(list, (v) => v.status);
  const rows = usePagedListState(list, (v) => v.rows);
  const error = usePagedListState(list, (v) => v.error);
  if (status === 'failed') return <LoadFailed error={error} onRetry={list.retry} />;
  // Read again after a week was saved, the weeks stay on screen (and a form its notice) meanwhile.
  if (status === 'loading' && rows.length === 0) return <Spinner label="Loading your earlier weeks…" />;
  if (rows.length === 0) return <p>{NO_EARLIER_WEEKS}</p>;
  return (
    <ol className={styles.weeks}>
      {rows.map((week) => (
        <li key={week.weekStart} className={styles.week}>
          <PastWeek week={week} onSaved={list.reload} />
        </li>
      ))}
    </ol>
  );
}

function PastWeek({ week, onSaved }: { week: LogbookWeek; onSaved: () => void }) {
  const titleId = `logbook-${week.weekStart}`;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.weekTitle}>
        {weekTitle(week.weekStart)}
      </h3>
      <LogbookWeekDetails week={week} titleId={titleId} level={4}>
        {week.state === 'closed' && <p className={styles.muted}>{CLOSED_SENTENCE}</p>}
        {week.state === 'reopened' && <p>{OPENED_SENTENCE}</p>}
      </LogbookWeekDetails>
      {week.editable && <ReopenedWeekForm week={week} onSaved={onSaved} />}
    </section>
  );
}
