import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { stateLgaMachine } from './stateLga.machine.ts';
import { deferred, startFlow } from './testing/harness.ts';

const LGAS: Record<string, string[]> = {
  Lagos: ['Ikeja', 'Lagos Island'],
  Ogun: ['Abeokuta North', 'Ijebu Ode'],
};

function start(
  input: { state?: string; lga?: string } = {},
  calls: { loadStates?: () => Promise<string[]>; loadLgas?: (state: string) => Promise<string[]> } = {},
) {
  const logFailure = vi.fn();
  const loadLgas = vi.fn(calls.loadLgas ?? ((state: string) => Promise.resolve(LGAS[state] ?? [])));
  const machine = stateLgaMachine.provide({
    actors: {
      loadStates: fromPromise<readonly string[], void>(
        calls.loadStates ?? (() => Promise.resolve(Object.keys(LGAS))),
      ),
      loadLgas: fromPromise(({ input }) => loadLgas(input.state)),
    },
    actions: { logFailure: (_, params) => logFailure(params) },
  });
  return { ...startFlow(machine, { input }), logFailure, loadLgas };
}

describe('state and LGA machine', () => {
  it('loads the states, then the LGAs of the chosen state, clearing the LGA when the state changes', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches('loadingStates')).toBe(true);
    await waitFor(actor, (s) => s.matches('choosingState'));
    expect(actor.getSnapshot().context.states).toEqual(['Lagos', 'Ogun']);

    actor.send({ type: 'SELECT_STATE', state: 'Lagos' });
    expect(actor.getSnapshot().matches('loadingLgas')).toBe(true);
    await waitFor(actor, (s) => s.matches('choosingLga'));
    expect(actor.getSnapshot().context.lgas).toEqual(['Ikeja', 'Lagos Island']);
    actor.send({ type: 'SELECT_LGA', lga: 'Ikeja' });
    expect(actor.getSnapshot().context.lga).toBe('Ikeja');

    actor.send({ type: 'SELECT_STATE', state: 'Ogun' });
    expect(actor.getSnapshot().context).toMatchObject({ state: 'Ogun', lga: '', lgas: [] });
    await waitFor(actor, (s) => s.matches('choosingLga'));
    expect(actor.getSnapshot().context.lgas).toEqual(['Abeokuta North', 'Ijebu Ode']);

    actor.send({ type: 'SELECT_STATE', state: '' });
    expect(actor.getSnapshot().matches('choosingState')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ state: '', lga: '', lgas: [] });
  });

  it('starts from the current state and LGA', async () => {
    const { actor, loadLgas } = start({ state: 'Lagos', lga: 'Ikeja' });
    await waitFor(actor, (s) => s.matches('choosingLga'));
    expect(loadLgas).toHaveBeenCalledWith('Lagos');
    expect(actor.getSnapshot().context).toMatchObject({
      state: 'Lagos',
      lga: 'Ikeja',
      lgas: ['Ikeja', 'Lagos Island'],
    });
  });

  it('drops the LGAs of a state the user moved away from', async () => {
    const slow = deferred<string[]>();
    const { actor, loadLgas } = start(
      {},
      {
        loadLgas: (state) => (state === 'Lagos' ? slow.promise : Promise.resolve(LGAS[state] ?? [])),
      },
    );
    await waitFor(actor, (s) => s.matches('choosingState'));
    actor.send({ type: 'SELECT_STATE', state: 'Lagos' });
    actor.send({ type: 'SELECT_STATE', state: 'Ogun' });
    await waitFor(actor, (s) => s.matches('choosingLga'));
    slow.resolve(LGAS.Lagos!);
    await Promise.resolve();
    expect(loadLgas).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toMatchObject({
      state: 'Ogun',
      lgas: ['Abeokuta North', 'Ijebu Ode'],
    });
  });

  it('only logs a failed fetch, leaving the select empty', async () => {
    const statesError = new Error('states service down');
    const lgasError = new Error('lgas service down');
    const { actor, logFailure } = start(
      {},
      {
        loadStates: () => Promise.reject(statesError),
        loadLgas: () => Promise.reject(lgasError),
      },
    );
    await waitFor(actor, (s) => s.matches('choosingState'));
    expect(logFailure).toHaveBeenCalledWith({ error: statesError });
    expect(actor.getSnapshot().context.states).toEqual([]);

    actor.send({ type: 'SELECT_STATE', state: 'Lagos' });
    await waitFor(actor, (s) => s.matches('choosingLga'));
    expect(logFailure).toHaveBeenLastCalledWith({ error: lgasError });
    expect(actor.getSnapshot().context.lgas).toEqual([]);
  });
});
