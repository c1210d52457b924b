import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { LoginType } from '@siwes/api';
import { logoutMachine } from '@siwes/flows';
import { loginPath } from '../registry/roleAreas.ts';
import { useServices } from '../services/services.tsx';

export interface Logout {
  /** The logout call is on its way: the button shows its spinner. */
  loggingOut: boolean;
  logout: () => void;
}

/**
 * Wires the logout machine once for a role's sidebar: the call with an abort signal, then only
 * this role's session cleared and this role's login shown, even when the call fails.
 */
export function useLogout(role: LoginType): Logout {
  const { client, sessions } = useServices();
  const navigate = useNavigate();
  const actor = useActorRef(
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
  const loggingOut = useSelector(actor, (s) => s.matches('loggingOut'));
  return { loggingOut, logout: () => actor.send({ type: 'LOGOUT' }) };
}
