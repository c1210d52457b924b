import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { LoginType } from '@siwes/api';
import { logoutMachine } from '@siwes/flows';
import { Footer } from '../../components/Footer/Footer.tsx';
import { NavBar } from '../../components/NavBar/NavBar.tsx';
import { Sidebar } from '../../components/Sidebar/Sidebar.tsx';
import { ROLE_AREAS } from '../../services/roles.ts';
import { useServices } from '../../services/services.tsx';
import styles from './AreaLayout.module.css';

/** Phones start with the sidebar folded, so the page comes first on a small screen. */
function narrowScreen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 47.99rem)').matches === true;
}

export interface AreaLayoutProps {
  role: LoginType;
  children: ReactNode;
}

/**
 * A role area's frame: the navigation bar, the area's collapsible sidebar with Logout, and the
 * page. Logout posts, clears only this role's session and goes to this role's login, even when
 * the call fails.
 */
export function AreaLayout({ role, children }: AreaLayoutProps) {
  const { client, sessions, university } = useServices();
  const navigate = useNavigate();
  const area = ROLE_AREAS[role];
  const [snapshot, send] = useMachine(
    logoutMachine.provide({
      actors: { logout: fromPromise(({ input }) => client.logout({ role: input.role })) },
      actions: {
        clearSession: (_, { role: r }) => sessions.signOut(r),
        goToLogin: (_, { role: r }) => navigate(ROLE_AREAS[r].loginPath),
      },
    }),
    { input: { role } },
  );

  return (
    <div className={styles.page}>
      <NavBar />
      <div className={styles.body}>
        <Sidebar
          defaultCollapsed={narrowScreen()}
          title={area.areaTitle}
          links={area.links}
          onLogout={() => send({ type: 'LOGOUT' })}
          loggingOut={snapshot.matches('loggingOut')}
        />
        <main className={styles.main} id="main">
          {children}
        </main>
      </div>
      <Footer university={university} />
    </div>
  );
}
