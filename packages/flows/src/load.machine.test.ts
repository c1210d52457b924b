import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { ApiError, MESSAGES } from '@siwes/api';
import { createLoadMachine } from './load.machine.ts';
import { startFlow } from './testing/harness.ts';

interface Student {
  name: string;
}

function start(load: (params: { id: string } | undefined) => Promise<Student>, fallback?: string) {
  const call = vi.fn(load);
  const machine = createLoadMachine<Student, { id: string }>().provide({
    actors: { load: fromPromise(({ input }) => call(input.params)) },
  });
  const flow = startFlow(machine, { input: { params: { id: 's1' }, ...(fallback ? { fallback } : {}) } });
  return { ...flow, call };
}

describe('load machine', () => {
  it('loads with its params, then holds the data', async () => {
    const { actor, call } = start(() => Promise.resolve({ name: 'Ada' }));
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(call).toHaveBeenCalledWith({ id: 's1' });
    expect(actor.getSnapshot().context.data).toEqual({ name: 'Ada' });
  });

  it("replaces the content with the server's message, and retries", async () => {
    let calls = 0;
    const { actor } = start(() =>
      ++calls === 1
        ? Promise.reject(new ApiError({ status: 403, code: 'http', message: 'Not allowed' }))
        : Promise.resolve({ name: 'Ada' }),
    );
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Not allowed');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('loaded'));
  });

  it("falls back to the page's own text ('Error fetching data' unless told)", async () => {
    const plain = start(() => Promise.reject(new Error('x')));
    await waitFor(plain.actor, (s) => s.matches('failed'));
    expect(plain.actor.getSnapshot().context.error).toBe(MESSAGES.fetchError);

    const weekly = start(() => Promise.reject(new Error('x')), MESSAGES.loadFailed);
    await waitFor(weekly.actor, (s) => s.matches('failed'));
    expect(weekly.actor.getSnapshot().context.error).toBe(MESSAGES.loadFailed);
  });

  it('reloads with new params, or the same ones', async () => {
    const { actor, call } = start((params) => Promise.resolve({ name: params?.id ?? '' }));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'RELOAD', params: { id: 's2' } });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.data).toEqual({ name: 's2' });
    actor.send({ type: 'RELOAD' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(call).toHaveBeenLastCalledWith({ id: 's2' });
  });
});
