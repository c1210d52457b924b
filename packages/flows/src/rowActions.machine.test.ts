import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { ApiError, MESSAGES, SUCCESS_NOTICE_MS } from '@siwes/api';
import { createRowActionsMachine } from './rowActions.machine.ts';
import { deferred, flush, startFlow } from './testing/harness.ts';

interface Assignment {
  supervisorId: string;
}

function start(act: (input: { rowId: string; payload: Assignment }) => Promise<unknown>, fallback?: string) {
  const call = vi.fn(act);
  const machine = createRowActionsMachine<Assignment>({
    actors: { act: fromPromise(({ input }) => call(input)) },
  });
  const flow = startFlow(machine, {
    input: { successMessage: MESSAGES.assigned, ...(fallback ? { fallback } : {}) },
  });
  const row = (id: string) => {
    const ref = flow.actor.getSnapshot().context.rows[id];
    if (!ref) throw new Error(`row ${id} was never acted on`);
    return ref;
  };
  return { ...flow, call, row };
}

describe('row actions machine', () => {
  it('gives each row its own state: acting on one row never disturbs another', async () => {
    const first = deferred<unknown>();
    const second = deferred<unknown>();
    const { actor, row, call } = start(({ rowId }) => (rowId === 'ST1' ? first.promise : second.promise));
    actor.send({ type: 'RUN', rowId: 'ST1', payload: { supervisorId: 'sup-1' } });
    actor.send({ type: 'RUN', rowId: 'ST2', payload: { supervisorId: 'sup-2' } });
    expect(row('ST1').getSnapshot().matches('working')).toBe(true);
    expect(row('ST2').getSnapshot().matches('working')).toBe(true);
    expect(call).toHaveBeenCalledWith({ rowId: 'ST1', payload: { supervisorId: 'sup-1' } });

    second.reject(new ApiError({ status: 404, code: 'http', message: 'Student not found' }));
    await waitFor(row('ST2'), (s) => s.matches('failed'));
    expect(row('ST2').getSnapshot().context.error).toBe('Student not found');
    expect(row('ST1').getSnapshot().matches('working')).toBe(true);

    first.resolve({});
    await waitFor(row('ST1'), (s) => s.matches('succeeded'));
    expect(row('ST1').getSnapshot().context.message).toBe(MESSAGES.assigned);
    expect(row('ST2').getSnapshot().context.error).toBe('Student not found');
  });

  it("keeps the payload of the row's last success, through a later failure", async () => {
    let calls = 0;
    const { actor, row, clock } = start(() =>
      ++calls === 2 ? Promise.reject(new Error('x')) : Promise.resolve({}),
    );
    actor.send({ type: 'RUN', rowId: 'ST1', payload: { supervisorId: 'sup-1' } });
    await waitFor(row('ST1'), (s) => s.matches('succeeded'));
    expect(row('ST1').getSnapshot().context.done).toEqual({ supervisorId: 'sup-1' });
    clock.increment(SUCCESS_NOTICE_MS);
    expect(row('ST1').getSnapshot().context.done).toEqual({ supervisorId: 'sup-1' });
    actor.send({ type: 'RUN', rowId: 'ST1', payload: { supervisorId: 'sup-2' } });
    await waitFor(row('ST1'), (s) => s.matches('failed'));
    expect(row('ST1').getSnapshot().context.done).toEqual({ supervisorId: 'sup-1' });
  });

  it('clears the success notice after 3 seconds', async () => {
    const { actor, clock, row } = start(() => Promise.resolve({}));
    actor.send({ type: 'RUN', rowId: 'ST1', payload: { supervisorId: 'sup-1' } });
    await waitFor(row('ST1'), (s) => s.matches('succeeded'));
    clock.increment(SUCCESS_NOTICE_MS - 1);
    expect(row('ST1').getSnapshot().context.message).toBe(MESSAGES.assigned);
    clock.increment(1);
    expect(row('ST1').getSnapshot().matches('idle')).toBe(true);
    expect(row('ST1').getSnapshot().context.message).toBeNull();
    expect(row('ST1').getSnapshot().context.done).toEqual({ supervisorId: 'sup-1' });
  });

  it('ignores a second run of a row that is working, and runs again after a success or failure', async () => {
    const pending = deferred<unknown>();
    let calls = 0;
    const { actor, row, call } = start(() => {
      calls++;
      if (calls === 1) return pending.promise;
      if (calls === 2) return Promise.resolve({});
      if (calls === 3) return Promise.reject(new Error('x'));
      return new Promise(() => {});
    }, MESSAGES.assignInspectorError);
    actor.send({ type: 'RUN', rowId: 'ST1', payload: { supervisorId: 'a' } });
    actor.send({ type: 'RUN', rowId: 'ST1', payload: { supervisorId: 'b' } });
    expect(call).toHaveBeenCalledTimes(1);
    pending.resolve({});
    await waitFor(row('ST1'), (s) => s.matches('succeeded'));

    actor.send({ type: 'RUN', rowId: 'ST1', payload: { supervisorId: 'c' } });
    await waitFor(row('ST1'), (s) => s.matches('succeeded') && call.mock.calls.length === 2);
    actor.send({ type: 'RUN', rowId: 'ST1', payload: { supervisorId: 'd' } });
    await waitFor(row('ST1'), (s) => s.matches('failed'));
    expect(row('ST1').getSnapshot().context.error).toBe(MESSAGES.assignInspectorError);
    expect(row('ST1').getSnapshot().context.message).toBeNull();
    // What the row holds is still what last succeeded, not what failed.
    expect(row('ST1').getSnapshot().context.done).toEqual({ supervisorId: 'c' });

    actor.send({ type: 'RUN', rowId: 'ST1', payload: { supervisorId: 'e' } });
    await flush();
    expect(row('ST1').getSnapshot().matches('working')).toBe(true);
    expect(row('ST1').getSnapshot().context).toMatchObject({ error: null, payload: { supervisorId: 'e' } });
  });
});
