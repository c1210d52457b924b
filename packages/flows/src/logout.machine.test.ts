import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { ApiError } from '@siwes/api';
import { logoutMachine } from './logout.machine.ts';
import { deferred, startFlow } from './testing/harness.ts';

function start(logout: () => Promise<unknown>) {
  const clearSession = vi.fn();
  const goToLogin = vi.fn();
  const order: string[] = [];
  const machine = logoutMachine.provide({
    actors: { logout: fromPromise(() => logout()) },
    actions: {
      clearSession: (_, params) => {
        order.push('clearSession');
        clearSession(params);
      },
      goToLogin: (_, params) => {
        order.push('goToLogin');
        goToLogin(params);
      },
    },
  });
  const { actor } = startFlow(machine, { input: { role: 'supervisor' } });
  return { actor, clearSession, goToLogin, order };
}

describe('logout machine', () => {
  it("posts, then clears only that role's session and goes to that role's login", async () => {
    const call = deferred<unknown>();
    const { actor, clearSession, goToLogin, order } = start(() => call.promise);
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
    expect(clearSession).not.toHaveBeenCalled();

    call.resolve({});
    await waitFor(actor, (s) => s.status === 'done');
    expect(clearSession).toHaveBeenCalledWith({ role: 'supervisor' });
    expect(goToLogin).toHaveBeenCalledWith({ role: 'supervisor' });
    expect(order).toEqual(['clearSession', 'goToLogin']);
  });

  it('clears the local session even when the call fails', async () => {
    const { actor, clearSession, goToLogin } = start(() =>
      Promise.reject(new ApiError({ status: 0, code: 'network', message: '' })),
    );
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(clearSession).toHaveBeenCalledWith({ role: 'supervisor' });
    expect(goToLogin).toHaveBeenCalledWith({ role: 'supervisor' });
    expect(actor.getSnapshot().context.error).toMatch(/reach the server/);
  });
});
