/**
 * Logout (spec sections 4 and 6): posts the logout call, then clears only that role's session
 * and goes to that role's login page. The local session is cleared even when the call fails, so
 * a dead network never keeps a user signed in on a shared machine.
 *
 * Input: `{ role }`. Events: `LOGOUT`. States: `idle` → `loggingOut` → `loggedOut` (final).
 * Context: `role`, `error` (the failed call's text, for logging; the user is logged out anyway).
 *
 * Provide: actor `logout` ({ role }); actions `clearSession` ({ role }) and `goToLogin` ({ role }).
 */
import { assign, setup } from 'xstate';
import { MESSAGES } from '@siwes/api';
import type { LoginType } from '@siwes/api';
import { failureText, noop, notProvided } from './shared.ts';

export interface LogoutContext {
  role: LoginType;
  error: string | null;
}

export const logoutMachine = setup({
  types: {
    input: {} as { role: LoginType },
    context: {} as LogoutContext,
    events: {} as { type: 'LOGOUT' },
  },
  actors: {
    logout: notProvided<unknown, { role: LoginType }>('logout'),
  },
  actions: {
    clearSession: (_, _params: { role: LoginType }) => noop(),
    goToLogin: (_, _params: { role: LoginType }) => noop(),
  },
}).createMachine({
  id: 'logout',
  context: ({ input }) => ({ role: input.role, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { LOGOUT: 'loggingOut' },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ role: context.role }),
        onDone: 'loggedOut',
        onError: {
          target: 'loggedOut',
          actions: assign({ error: ({ event }) => failureText(event.error, MESSAGES.genericError) }),
        },
      },
    },
    loggedOut: {
      type: 'final',
      entry: [
        { type: 'clearSession', params: ({ context }) => ({ role: context.role }) },
        { type: 'goToLogin', params: ({ context }) => ({ role: context.role }) },
      ],
    },
  },
});
