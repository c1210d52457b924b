import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { RETRY_WAITING_MS, reportOutboxMachine, type SendRound } from './reportOutbox.machine.ts';
import { deferred, flush, startFlow } from './testing/harness.ts';

/** A machine whose rounds of sending the test answers one by one. */
function start(online: boolean) {
  const rounds: Array<ReturnType<typeof deferred<SendRound>>> = [];
  const machine = reportOutboxMachine.provide({
    actors: {
      sendWaiting: fromPromise(() => {
        const round = deferred<SendRound>();
        rounds.push(round);
        return round.promise;
      }),
    },
  });
  const { actor, clock } = startFlow(machine, { input: { online } });
  const state = () => actor.getSnapshot().value;
  return { actor, clock, rounds, state };
}

describe('report outbox machine', () => {
  it('sends what waits as soon as it starts online, then rests', async () => {
    const { rounds, state } = start(true);
    expect(state()).toBe('sending');
    rounds[0]!.resolve('sent');
    await flush();
    expect(state()).toBe('idle');
  });

  it('waits offline, and sends by itself when the network is back', async () => {
    const { actor, rounds, state } = start(false);
    expect(state()).toBe('offline');
    expect(rounds).toHaveLength(0);
    actor.send({ type: 'ONLINE' });
    expect(state()).toBe('sending');
    rounds[0]!.resolve('sent');
    await flush();
    expect(state()).toBe('idle');
  });

  it('sends a report queued while resting, and goes offline when the network goes', async () => {
    const { actor, rounds, state } = start(true);
    rounds[0]!.resolve('sent');
    await flush();
    actor.send({ type: 'FLUSH' });
    expect(state()).toBe('sending');
    rounds[1]!.resolve('sent');
    await flush();
    actor.send({ type: 'ONLINE' });
    expect(state()).toBe('sending');
    rounds[2]!.resolve('sent');
    await flush();
    actor.send({ type: 'OFFLINE' });
    expect(state()).toBe('offline');
  });

  it('sends again once the round ends when a report is queued meanwhile', async () => {
    const { actor, rounds, state } = start(true);
    actor.send({ type: 'FLUSH' });
    actor.send({ type: 'ONLINE' });
    rounds[0]!.resolve('sent');
    await flush();
    expect(state()).toBe('sending');
    expect(rounds).toHaveLength(2);
    rounds[1]!.resolve('sent');
    await flush();
    expect(state()).toBe('idle');
  });

  it('retries after a while when the phone claimed a network that never answered', async () => {
    const { actor, clock, rounds, state } = start(true);
    rounds[0]!.resolve('network');
    await flush();
    expect(state()).toBe('retrying');
    clock.increment(RETRY_WAITING_MS - 1);
    expect(state()).toBe('retrying');
    clock.increment(1);
    expect(state()).toBe('sending');
    rounds[1]!.resolve('network');
    await flush();
    actor.send({ type: 'FLUSH' });
    expect(state()).toBe('sending');
    rounds[2]!.reject(new Error('storage refused'));
    await flush();
    expect(state()).toBe('retrying');
    actor.send({ type: 'ONLINE' });
    expect(state()).toBe('sending');
    rounds[3]!.resolve('network');
    await flush();
    actor.send({ type: 'OFFLINE' });
    expect(state()).toBe('offline');
  });

  it('goes offline when the network went during a round, whatever the round found', async () => {
    const { actor, rounds, state } = start(true);
    actor.send({ type: 'OFFLINE' });
    expect(state()).toBe('sending');
    rounds[0]!.resolve('network');
    await flush();
    expect(state()).toBe('offline');

    actor.send({ type: 'ONLINE' });
    actor.send({ type: 'OFFLINE' });
    rounds[1]!.reject(new Error('the call threw'));
    await flush();
    expect(state()).toBe('offline');
  });
});
