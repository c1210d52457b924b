import type { ReactNode } from 'react';
import type { LoginType } from '@siwes/api';
import { useSession } from '@siwes/ui/services/services.tsx';
import { LoginScreen } from './screens.ts';

/** A role's page: its content with that role's session, that role's login page without one. */
export function RequireRole({ role, children }: { role: LoginType; children: ReactNode }) {
  const session = useSession(role);
  if (!session.user) return <LoginScreen role={role} />;
  return <>{children}</>;
}
