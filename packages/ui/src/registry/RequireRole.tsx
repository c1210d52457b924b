import type { ReactNode } from 'react';
import type { LoginType } from '@siwes/api';
import { useSession } from '../services/services.tsx';
import { ScreenOf } from './ScreenRoutes.tsx';
import { ROLE_AREAS } from './screens.ts';

/**
 * A role's page: its content with that role's session, that role's login page in its place
 * without one (spec section 6). The session may end while the page is open (the server refused
 * its token): the login then shows here at once, says why, and signing in shows this page again.
 * The portal's guard, and the journey stories'.
 */
export function RequireRole({ role, children }: { role: LoginType; children: ReactNode }) {
  const session = useSession(role);
  if (!session.user) return <ScreenOf name={ROLE_AREAS[role].login} />;
  return <>{children}</>;
}
