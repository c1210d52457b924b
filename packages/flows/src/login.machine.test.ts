import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { ApiError, MESSAGES } from '@siwes/api';
import type { LoginResponse, LoginType } from '@siwes/api';
import { createLoginMachine, loginMachine } from './login.machine.ts';
import { deferred, startFlow } from './testing/harness.ts';

function httpError(message: string) {
  return new ApiError({ status: 401, code: 'http', message });
}

const response: LoginResponse = {
  message: 'Login successful',
  tokens: { accessToken: 'access', refreshToken: 'refresh', clientToken: 'client' },
  data: { _id: 'u1', email: 'ada@uni.edu', firstName: 'Ada', lastName: 'Obi', role: 'coordinator' },
};

function start(
  role: LoginType,
  login: (input: { email: string; password: string }) => Promise<LoginResponse>,
) {
  const storeSession = vi.fn();
  const goHome = vi.fn();
  const machine = loginMachine.provide({
    actors: { login: fromPromise(({ input }) => login(input)) },
    actions: {
      storeSession: (_, params) => storeSession(params),
      goHome: (_, params) => goHome(params),
    },
  });
  const { actor } = startFlow(machine, { input: { role } });
  return { actor, storeSession, goHome };
}

describe('login machine', () => {
  it('hands the response to storeSession, then goes to the role home', async () => {
    const login = vi.fn(() => Promise.resolve(response));
    const { actor, storeSession, goHome } = start('coordinator', login);
    expect(actor.getSnapshot().matches('idle')).toBe(true);

    actor.send({ type: 'SUBMIT', email: 'ada@uni.edu', password: 'secret' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('success'));

    expect(login).toHaveBeenCalledWith({ role: 'coordinator', email: 'ada@uni.edu', password: 'secret' });
    expect(storeSession).toHaveBeenCalledWith({ role: 'coordinator', response });
    expect(goHome).toHaveBeenCalledWith({ role: 'coordinator' });
    expect(actor.getSnapshot().context.response).toEqual(response);
  });

  it("shows the server's text, and the student's fallback when the server gives none", async () => {
    const { actor } = start('student', () => Promise.reject(new Error('boom')));
    actor.send({ type: 'SUBMIT', email: 'a@b.c', password: 'x' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.loginFailed);

    const server = start('student', () => Promise.reject(httpError('Invalid credentials')));
    server.actor.send({ type: 'SUBMIT', email: 'a@b.c', password: 'x' });
    await waitFor(server.actor, (s) => s.matches('failure'));
    expect(server.actor.getSnapshot().context.error).toBe('Invalid credentials');
  });

  it('gives supervisors and coordinators a clear message on a network failure or timeout', async () => {
    for (const [code, text] of [
      ['network', MESSAGES.networkError],
      ['timeout', MESSAGES.timeoutError],
    ] as const) {
      const { actor } = start('supervisor', () =>
        Promise.reject(new ApiError({ status: 0, code, message: '' })),
      );
      actor.send({ type: 'SUBMIT', email: 'a@b.c', password: 'x' });
      await waitFor(actor, (s) => s.matches('failure'));
      expect(actor.getSnapshot().context.error).toBe(text);
    }
  });

  it('clears the previous error while retrying, and a caller may set its own fallback', async () => {
    const attempt = deferred<LoginResponse>();
    let calls = 0;
    const { actor, goHome } = start('supervisor', () =>
      ++calls === 1 ? Promise.reject(new Error('x')) : attempt.promise,
    );
    actor.send({ type: 'SUBMIT', email: 'a@b.c', password: 'x' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.genericError);

    actor.send({ type: 'SUBMIT', email: 'a@b.c', password: 'y' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    attempt.resolve(response);
    await waitFor(actor, (s) => s.matches('success'));
    expect(goHome).toHaveBeenCalledWith({ role: 'supervisor' });

    const custom = createLoginMachine<{ ok: boolean }>().provide({
      actors: { login: fromPromise(() => Promise.reject(new Error('x'))) },
    });
    const { actor: customActor } = startFlow(custom, {
      input: { role: 'coordinator', fallback: 'Try later' },
    });
    customActor.send({ type: 'SUBMIT', email: 'a@b.c', password: 'x' });
    await waitFor(customActor, (s) => s.matches('failure'));
    expect(customActor.getSnapshot().context.error).toBe('Try later');
  });

  it('fails clearly when the caller forgot to provide the call', async () => {
    const { actor } = startFlow(loginMachine, { input: { role: 'student' } });
    actor.send({ type: 'SUBMIT', email: 'a@b.c', password: 'x' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.loginFailed);
  });
});
