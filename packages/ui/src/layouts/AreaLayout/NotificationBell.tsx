import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { LoginType } from '@siwes/api';
import { ScreenLink } from '../../registry/ScreenLink.tsx';
import { NOTIFICATION_SCREENS } from '../../registry/roleAreas.ts';
import { useLatest } from '../../kit/useLatest.ts';
import { useLoad } from '../../kit/useLoad.ts';
import { bellLabel, useNotificationCalls } from '../../kit/useNotifications.ts';
import { bellNews, watchBell } from '../../kit/watchBell.ts';
import styles from './AreaLayout.module.css';

/**
 * The bell in a role's navigation bar (issue 26): a link to that role's notifications page whose
 * name says how many are unread (`Notifications, 2 unread`), the number shown beside it. Read
 * again on every page the role opens, so marking read on the list empties it; and when the tab
 * comes back into view and each minute while in view (`watchBell`), never while hidden. A rise is
 * said politely to screen readers (`1 new notification, 3 unread.`); nothing else is. While it
 * first loads, or if it cannot, it is the plain link; while it reads again, the last count stays.
 */
export function NotificationBell({ role }: { role: LoginType }) {
  const calls = useNotificationCalls(role);
  const { pathname } = useLocation();
  const count = useLoad((call) => calls.list({ page: 1, limit: 1 }, call).then((page) => page.unread));
  // A failed reading is tried again; a reading under way is left to finish.
  const reload = useLatest(
    count.status === 'failed' ? count.retry : count.status === 'loaded' ? count.reload : () => {},
  );
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    reload.current();
  }, [pathname, reload]);
  useEffect(() => watchBell(() => reload.current(), { doc: document }), [reload]);
  const unread = count.status === 'failed' ? null : count.data;
  const news = useNews(unread);
  return (
    <>
      <ScreenLink to={NOTIFICATION_SCREENS[role].list} className={styles.bell} aria-label={bellLabel(unread)}>
        <svg
          className={styles.bellIcon}
          viewBox="0 0 24 24"
          width="24"
          height="24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {unread !== null && unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </ScreenLink>
      {/* A live region without the status role: a page's own status message stays the one status. */}
      <span aria-live="polite" className="visually-hidden">
        {news}
      </span>
    </>
  );
}

/** What the live region says: a rise of the count, until the next reading. */
function useNews(unread: number | null): string {
  const [seen, setSeen] = useState<{ unread: number | null; news: string }>({ unread, news: '' });
  if (unread !== seen.unread && unread !== null) {
    setSeen({ unread, news: bellNews(seen.unread, unread) });
  }
  return seen.news;
}
