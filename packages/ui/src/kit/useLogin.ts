import { useLocation, useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { LoginType } from '@siwes/api';
import { loginFallback, loginMachine } from '@siwes/flows';
import { homePath, loginPath } from '../registry/roleAreas.ts';
import { useServices } from '../services/services.tsx';
import { useLatest } from './useLatest.ts';

export interface Login {
  /** Signing in, or signed in and on the way home: Login shows its spinner. */
  busy: boolean;
  /** Why the last attempt failed, or null. */
  error: string | null;
  /** Signs in with an email (its surrounding spaces dropped) and a password. */
  signIn: (email: string, password: string) => void;
}

/**
 * Wires the login machine once for a role: the call with an abort signal and the role's fallback
 * text, the session stored for this role only, then the role's home. Shown at its own address it
 * goes home; shown in place of a role page (the guard), it stays, and the page shows.
 */
export function useLogin(role: LoginType): Login {
  const { client, sessions } = useServices();
  const navigate = useNavigate();
  const atOwnAddress = useLatest(useLocation().pathname === loginPath(role));
  const actor = useActorRef(
    loginMachine.provide({
      actors: {
        login: fromPromise(({ input, signal }) =>
          client.login(
            { email: input.email, password: input.password, type: input.role },
            { fallback: loginFallback(input.role), signal },
          ),
        ),
      },
      actions: {
        storeSession: (_, { role: r, response }) => sessions.signIn(r, response),
        goHome: (_, { role: r }) => {
          if (atOwnAddress.current) void navigate(homePath(r));
        },
      },
    }),
    { input: { role } },
  );
  const busy = useSelector(actor, (s) => s.matches('loading') || s.matches('success'));
  const error = useSelector(actor, (s) => s.context.error);
  return {
    busy,
    error,
    signIn: (email, password) => actor.send({ type: 'SUBMIT', email: email.trim(), password }),
  };
}
