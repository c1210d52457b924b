import { useEffect, useRef, useState } from 'react';
import { describeDay, LOGBOOK, MESSAGES, type ApiClient, type LogbookWeek } from '@siwes/api';
import { Notice } from '../../components/Notice/Notice.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { LoadFailed } from '../../kit/LoadFailed/LoadFailed.tsx';
import { LogbookWeekDetails, weekTitle } from '../../kit/LogbookWeek/LogbookWeek.tsx';
import { ListPages } from '../../kit/PagedTableScreen/PagedTableScreen.tsx';
import { useLatest } from '../../kit/useLatest.ts';
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

/** Said when a link names a week the logbook does not hold. */
export function noSuchWeek(weekStart: string): string {
  return `Your logbook has nothing for the week of ${describeDay(weekStart)}.`;
}

/** What the history calls itself: its heading, and its pages' navigation (`Your logbook pages`). */
export const HISTORY_CAPTION = 'Your logbook';

/**
 * The student's own logbook below this week (issue 24 part 5): every earlier week, newest first,
 * a page of `LOGBOOK.pageSize` weeks at a time with the numbered pages of every paged list (its
 * page kept in the address): each week's days as written, its sign-off (who, when, comment,
 * stamp) or the link waiting for it, its reopenings with their reasons, and the comments of the
 * institution supervisor and the coordinator, with author and time. A past week is read-only
 * here; one opened again says so with its reason.
 *
 * Opened at an earlier week (`openWeek`, from a notification's `?week=`), it turns to the page
 * holding that week and moves the keyboard and the view to its heading; a week the logbook does
 * not hold is said so.
 */
export function LogbookHistory({ weekStart, openWeek }: { weekStart: string; openWeek?: string | null }) {
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
  const missing = useOpenWeek(client, openWeek ?? null, list);
  return (
    <section className={styles.history} aria-labelledby="logbook-history">
      <h2 id="logbook-history">{HISTORY_CAPTION}: earlier weeks</h2>
      {missing && openWeek && <Notice tone="info">{noSuchWeek(openWeek)}</Notice>}
      <Weeks list={list} openWeek={openWeek ?? null} />
      <ListPages list={list} caption={HISTORY_CAPTION} />
    </section>
  );
}

/** The history's page that holds `week` (newest first, `LOGBOOK.pageSize` a page), or null. */
async function pageOfWeek(client: ApiClient, week: string, signal: AbortSignal): Promise<number | null> {
  const limit = LOGBOOK.maxPageSize;
  for (let page = 1; ; page += 1) {
    const answer = await client.getLogbook({ page, limit }, { signal });
    const index = answer.weeks.findIndex((w) => w.weekStart === week);
    if (index >= 0) return Math.floor(((page - 1) * limit + index) / LOGBOOK.pageSize) + 1;
    if (answer.weeks.length === 0 || page * limit >= answer.totalWeeks) return null;
  }
}

/** Turns the history to the page of `openWeek` once its first page is shown; true when there is none. */
function useOpenWeek(client: ApiClient, openWeek: string | null, list: PagedList<LogbookWeek>): boolean {
  const [target, setTarget] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    if (!openWeek) return;
    const controller = new AbortController();
    pageOfWeek(client, openWeek, controller.signal).then(setTarget, () => {});
    return () => controller.abort();
  }, [client, openWeek]);
  const ready = usePagedListState(list, (v) => v.status === 'ready');
  const goToPage = useLatest(list.goToPage);
  const turned = useRef(false);
  useEffect(() => {
    if (!ready || typeof target !== 'number' || turned.current) return;
    turned.current = true;
    if (target > 1) goToPage.current(target);
  }, [ready, target, goToPage]);
  return target === null;
}

function Weeks({ list, openWeek }: { list: PagedList<LogbookWeek>; openWeek: string | null }) {
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
          <PastWeek week={week} onSaved={list.reload} opened={week.weekStart === openWeek} />
        </li>
      ))}
    </ol>
  );
}

function PastWeek({ week, onSaved, opened }: { week: LogbookWeek; onSaved: () => void; opened: boolean }) {
  const titleId = `logbook-${week.weekStart}`;
  const title = useRef<HTMLHeadingElement>(null);
  // The week a link opened: the keyboard and the view go to it, once.
  useEffect(() => {
    if (!opened) return;
    title.current?.focus();
    title.current?.scrollIntoView({ block: 'start' });
  }, [opened]);
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} ref={title} tabIndex={opened ? -1 : undefined} className={styles.weekTitle}>
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
