import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { describeLagosTime, MESSAGES, NOTIFICATIONS, type LoginType, type Notification } from '@siwes/api';
import { Button } from '../../components/Button/Button.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { AreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { ListPages } from '../../kit/PagedTableScreen/PagedTableScreen.tsx';
import { useFormSubmission } from '../../kit/useFormSubmission.ts';
import { usePagedList, usePagedListState, type PagedList } from '../../kit/usePagedList.ts';
import { useNotificationCalls } from '../../kit/useNotifications.ts';
import { ScreenLink } from '../../registry/ScreenLink.tsx';
import { NOTIFICATION_SCREENS } from '../../registry/roleAreas.ts';
import styles from './NotificationsScreen.module.css';
import { LoadFailed } from '../../kit/LoadFailed/LoadFailed.tsx';

export interface NotificationsScreenProps {
  role: LoginType;
}

/** What the list calls itself: its pages' navigation is `Your notifications pages`. */
export const NOTIFICATIONS_CAPTION = 'Your notifications';
export const NO_NOTIFICATIONS = 'Nothing yet: what happens to your placement will be listed here.';
export const MARK_ALL_READ = 'Mark all as read';

/**
 * A role's notifications (issue 26): newest first, a page at a time (its page kept in the
 * address), each unread one marked so in words; opening one marks it read and goes where the
 * thing is (the week, the student, the grade). Mark all as read, and a link to the settings.
 */
export function NotificationsScreen({ role }: NotificationsScreenProps) {
  const calls = useNotificationCalls(role);
  const [unread, setUnread] = useState<number | null>(null);
  const list = usePagedList<Notification>({
    fetchPage: async ({ page, limit }, call) => {
      const answer = await calls.list({ page, limit }, call);
      setUnread(answer.unread);
      return { rows: answer.data, total: answer.total };
    },
    pageSize: NOTIFICATIONS.pageSize,
    fallback: MESSAGES.fetchError,
  });

  const markAll = useFormSubmission({
    submit: (_: null, call) => calls.readAll(call),
    onSuccess: () => list.reload(),
  });

  return (
    <AreaPage
      role={role}
      title="Notifications"
      lead={unread === null ? undefined : unread === 0 ? 'All read.' : `${unread} unread.`}
    >
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => markAll.submit(null)}
          loading={markAll.busy}
          disabled={!unread}
        >
          {MARK_ALL_READ}
        </Button>
        <ScreenLink to={NOTIFICATION_SCREENS[role].settings}>Notification settings</ScreenLink>
      </div>
      <Notice tone="success">{markAll.message}</Notice>
      <Notice tone="error">{markAll.error}</Notice>
      <Items list={list} role={role} />
      <ListPages list={list} caption={NOTIFICATIONS_CAPTION} />
    </AreaPage>
  );
}

function Items({ list, role }: { list: PagedList<Notification>; role: LoginType }) {
  const status = usePagedListState(list, (v) => v.status);
  const rows = usePagedListState(list, (v) => v.rows);
  const error = usePagedListState(list, (v) => v.error);
  if (status === 'failed') return <LoadFailed error={error} onRetry={list.retry} />;
  if (status === 'loading' && rows.length === 0) return <Spinner label="Loading your notifications…" />;
  if (rows.length === 0) return <p>{NO_NOTIFICATIONS}</p>;
  return (
    <ol className={styles.items} aria-label={NOTIFICATIONS_CAPTION}>
      {rows.map((item) => (
        <li key={item._id} className={item.read ? styles.item : `${styles.item} ${styles.unread}`}>
          <Item item={item} role={role} />
        </li>
      ))}
    </ol>
  );
}

function Item({ item, role }: { item: Notification; role: LoginType }) {
  const calls = useNotificationCalls(role);
  const navigate = useNavigate();
  /** Marked read before leaving, so the bell on the next page counts it; a failure does not keep the person here. */
  async function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (!item.read) await calls.read(item._id).catch(() => undefined);
    await navigate(item.link);
  }
  return (
    <article>
      <h2 className={styles.title}>
        <a href={item.link} onClick={(e) => void open(e)}>
          {item.title}
        </a>
        {!item.read && <span className={styles.flag}> (unread)</span>}
      </h2>
      <p className={styles.text}>{item.text}</p>
      <p className={styles.when}>
        <time dateTime={item.createdAt}>{describeLagosTime(item.createdAt)}</time>
      </p>
    </article>
  );
}
