import { useEffect, useRef, type ReactNode } from 'react';
import type { LoginType } from '@siwes/api';
import { focusMainHeading } from '../components/SkipLink/SkipLink.tsx';
import { ScreenOf } from '../registry/ScreenLink.tsx';
import { ROLE_AREAS } from '../registry/roleAreas.ts';
import { useSession } from '../services/services.tsx';

/**
 * A role's page: its content with that role's session, that role's login page in its place
 * without one (spec section 6). The session may end while the page is open (the server refused
 * its token): the login then shows here at once, says why, and signing in shows this page again.
 * Either swap happens at the same address, so no navigation moves the keyboard's focus: it is
 * moved here to the heading of what now shows (the login's, then the page's), rather than left
 * on the page that went. The portal's guard, and the journey stories'.
 */
export function RequireRole({ role, children }: { role: LoginType; children: ReactNode }) {
  const signedIn = useSession(role).user !== null;
  const was = useRef(signedIn);
  useEffect(() => {
    if (was.current === signedIn) return;
    was.current = signedIn;
    focusMainHeading();
  }, [signedIn]);
  if (!signedIn) return <ScreenOf name={ROLE_AREAS[role].login} />;
  return <>{children}</>;
}
