import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { ApiError, MESSAGES, SUCCESS_NOTICE_MS } from '@siwes/api';
import { collateMachine } from './collate.machine.ts';
import { deferred, startFlow } from './testing/harness.ts';

function start(calls: {
  collateAll?: () => Promise<unknown>;
  collateOne?: (id: string) => Promise<unknown>;
}) {
  const all = vi.fn(calls.collateAll ?? (() => Promise.resolve({})));
  const one = vi.fn(calls.collateOne ?? ((_: string) => Promise.resolve({})));
  const machine = collateMachine.provide({
    actors: {
      collateAll: fromPromise(() => all()),
      collateOne: fromPromise(({ input }) => one(input.studentId)),
    },
  });
  return { ...startFlow(machine), all, one };
}

describe('collate machine', () => {
  it("collates all students, shows 'Collated Successfully!' for 3 seconds, then is idle", async () => {
    const call = deferred<unknown>();
    const { actor, clock, all } = start({ collateAll: () => call.promise });
    actor.send({ type: 'COLLATE_ALL' });
    expect(actor.getSnapshot().matches('collatingAll')).toBe(true);
    actor.send({ type: 'COLLATE_ALL' });
    expect(all).toHaveBeenCalledTimes(1);

    call.resolve({});
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(actor.getSnapshot().context.message).toBe(MESSAGES.collated);
    clock.increment(SUCCESS_NOTICE_MS - 1);
    expect(actor.getSnapshot().context.message).toBe(MESSAGES.collated);
    clock.increment(1);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('collates again straight from the success notice', async () => {
    const { actor, one } = start({});
    actor.send({ type: 'COLLATE_ALL' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    actor.send({ type: 'COLLATE_ONE', studentId: 'st-2' });
    expect(actor.getSnapshot().matches('collatingOne')).toBe(true);
    expect(actor.getSnapshot().context.message).toBeNull();
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(one).toHaveBeenCalledWith('st-2');
  });

  it('collates one student by id', async () => {
    const { actor, one } = start({});
    actor.send({ type: 'COLLATE_ONE', studentId: 'st-9' });
    expect(actor.getSnapshot().matches('collatingOne')).toBe(true);
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(one).toHaveBeenCalledWith('st-9');
    expect(actor.getSnapshot().context.studentId).toBe('st-9');

    actor.send({ type: 'COLLATE_ALL' });
    expect(actor.getSnapshot().context).toMatchObject({ studentId: null, message: null });
    await waitFor(actor, (s) => s.matches('succeeded'));
  });

  it("shows the server's error, else the fallback, and collates again", async () => {
    const { actor } = start({
      collateAll: () => Promise.reject(new ApiError({ status: 500, code: 'http', message: 'No grades yet' })),
      collateOne: () => Promise.reject(new Error('x')),
    });
    actor.send({ type: 'COLLATE_ALL' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('No grades yet');
    actor.send({ type: 'COLLATE_ONE', studentId: 'st-1' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.genericError);
    actor.send({ type: 'COLLATE_ALL' });
    expect(actor.getSnapshot().matches('collatingAll')).toBe(true);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('No grades yet');
  });
});
