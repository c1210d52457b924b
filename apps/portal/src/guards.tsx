import type { ReactNode } from 'react';
import type { LoginType } from '@siwes/api';
import { ScreenOf } from '@siwes/ui/registry/ScreenRoutes.tsx';
import { ROLE_AREAS } from '@siwes/ui/registry/screens.ts';
import { useSession } from '@siwes/ui/services/services.tsx';

/** A role's page: its content with that role's session, that role's login page without one. */
export function RequireRole({ role, children }: { role: LoginType; children: ReactNode }) {
  const session = useSession(role);
  if (!session.user) return <ScreenOf name={ROLE_AREAS[role].login} />;
  return <>{children}</>;
}
