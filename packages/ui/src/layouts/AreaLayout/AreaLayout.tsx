import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { LoginType } from '@siwes/api';
import { logoutMachine } from '@siwes/flows';
import { Footer } from '../../components/Footer/Footer.tsx';
import { NavBar } from '../../components/NavBar/NavBar.tsx';
import { Sidebar } from '../../components/Sidebar/Sidebar.tsx';
import { loginPath, ROLE_AREAS, sidebarLinks } from '../../registry/screens.ts';
import { useServices } from '../../services/services.tsx';
import styles from './AreaLayout.module.css';

/** The width, in rem, from which the sidebar is a column beside the page (the CSS's container query). */
export const NARROW_REM = 48;

/** Whether the page is narrower than the two-column layout: the same element and width the CSS queries. */
export function isNarrow(page: HTMLElement): boolean {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return page.getBoundingClientRect().width < NARROW_REM * rem;
}

export interface AreaLayoutProps {
  role: LoginType;
  children: ReactNode;
}

/**
 * A role area's frame: the navigation bar, the area's sidebar (its screens from the registry, and
 * Logout), and the page. From 48rem up the sidebar is a column at the left of the page, aligned
 * with the navigation bar; below it the sidebar sits above the page, folded at first so the page
 * comes first on a phone. Logout posts, clears only this role's session and goes to this role's
 * login, even when the call fails.
 */
export function AreaLayout({ role, children }: AreaLayoutProps) {
  const { client, sessions, university } = useServices();
  const navigate = useNavigate();
  const area = ROLE_AREAS[role];
  const page = useRef<HTMLDivElement>(null);
  const [collapsed, setCollapsed] = useState(false);
  // Measured before the first paint, so a phone never shows the menu open for a frame.
  useLayoutEffect(() => {
    if (page.current && isNarrow(page.current)) setCollapsed(true);
  }, []);
  const logout = useActorRef(
    logoutMachine.provide({
      actors: {
        logout: fromPromise(({ input, signal }) => client.logout({ role: input.role, signal })),
      },
      actions: {
        clearSession: (_, { role: r }) => sessions.signOut(r),
        goToLogin: (_, { role: r }) => void navigate(loginPath(r)),
      },
    }),
    { input: { role } },
  );
  const loggingOut = useSelector(logout, (s) => s.matches('loggingOut'));

  return (
    <div className={styles.page} ref={page}>
      <NavBar />
      <div className={styles.body}>
        <Sidebar
          className={styles.sidebar}
          collapsed={collapsed}
          onCollapsedChange={setCollapsed}
          title={area.areaTitle}
          links={sidebarLinks(role)}
          onLogout={() => logout.send({ type: 'LOGOUT' })}
          loggingOut={loggingOut}
        />
        <main className={styles.main} id="main">
          {children}
        </main>
      </div>
      <Footer university={university} />
    </div>
  );
}
