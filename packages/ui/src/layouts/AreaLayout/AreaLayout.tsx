import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { LoginType } from '@siwes/api';
import { Footer } from '../../components/Footer/Footer.tsx';
import { NavBar } from '../../components/NavBar/NavBar.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { Sidebar } from '../../components/Sidebar/Sidebar.tsx';
import { MAIN_ID, SkipLink } from '../../components/SkipLink/SkipLink.tsx';
import { ReportOutbox } from '../../kit/ReportOutbox.tsx';
import { useLogout } from '../../kit/useLogout.ts';
import { NotificationBell } from './NotificationBell.tsx';
import { ROLE_AREAS, sidebarLinks } from '../../registry/roleAreas.ts';
import { useOnline, useServices } from '../../services/services.tsx';
import styles from './AreaLayout.module.css';

/** Said on every student page with no network: what still works. */
export const STUDENT_OFFLINE =
  'You are offline. Your home, Work Details and Weekly Report still open on this phone, and a weekly report you send waits here and goes by itself when the network is back.';
/** Said on every supervisor and coordinator page with no network: their pages need it. */
export const STAFF_OFFLINE =
  'You are offline. This page needs the network: what it shows may be out of date, and nothing you send reaches the portal until the network is back.';

/** The width, in rem, from which the sidebar is a column beside the page (the CSS's container query). */
export const NARROW_REM = 48;

/** Whether the window is narrower than the two-column layout: asking costs no layout. */
function narrowWindow(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(`(width < ${NARROW_REM}rem)`).matches === true;
}

/**
 * Whether the sidebar starts folded: on a window narrower than the two-column layout (a phone),
 * known before the first render, so the menu is never drawn open on a phone. The page itself is
 * what the CSS queries, and it can be narrower than the window (a story narrowed to 320 px, a
 * window a scrollbar's width above the line): its width is read when the browser first lays it
 * out (a ResizeObserver's first report), and the fold committed before that frame is painted.
 * Reading the page's width in React's commit instead made the browser lay the whole page out in
 * the middle of it: one task of 60 to 120 ms on Lighthouse's slowed phone, counted as blocking.
 */
function useStartFolded(page: RefObject<HTMLElement | null>): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(narrowWindow);
  useLayoutEffect(() => {
    const element = page.current;
    if (collapsed || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      observer.disconnect();
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      if (entry && entry.contentRect.width < NARROW_REM * rem) flushSync(() => setCollapsed(true));
    });
    observer.observe(element);
    return () => observer.disconnect();
    // Once, at the start: later the reader folds and unfolds it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [collapsed, setCollapsed];
}

export interface AreaLayoutProps {
  role: LoginType;
  children: ReactNode;
}

/**
 * A role area's frame: the skip link, the navigation bar, the area's sidebar (its screens from the registry, and
 * Logout), and the page. From 48rem up the sidebar is a column at the left of the page, aligned
 * with the navigation bar; below it the sidebar sits above the page, folded at first so the page
 * comes first on a phone. Logout posts, clears only this role's session and goes to this role's
 * login, even when the call fails (`useLogout`). With no network it says so at the top of the page: what still
 * works for a student, and that a supervisor's or coordinator's page needs the network. A
 * student's pages send the weekly reports waiting on the phone by themselves (`ReportOutbox`).
 */
export function AreaLayout({ role, children }: AreaLayoutProps) {
  const { university } = useServices();
  const { logout, loggingOut } = useLogout(role);
  const area = ROLE_AREAS[role];
  const page = useRef<HTMLDivElement>(null);
  const [collapsed, setCollapsed] = useStartFolded(page);
  const online = useOnline();

  return (
    <div className={styles.page} ref={page}>
      <SkipLink />
      <NavBar inArea actions={<NotificationBell role={role} />} />
      <div className={styles.body}>
        <Sidebar
          className={styles.sidebar}
          collapsed={collapsed}
          onCollapsedChange={setCollapsed}
          title={area.areaTitle}
          links={sidebarLinks(role)}
          onLogout={logout}
          loggingOut={loggingOut}
        />
        <main className={styles.main} id={MAIN_ID}>
          {!online && <Notice tone="info">{role === 'student' ? STUDENT_OFFLINE : STAFF_OFFLINE}</Notice>}
          {role === 'student' ? <ReportOutbox>{children}</ReportOutbox> : children}
        </main>
      </div>
      <Footer university={university} />
    </div>
  );
}
