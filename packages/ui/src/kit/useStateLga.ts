import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { stateLgaMachine } from '@siwes/flows';

export interface StateLga {
  loading: boolean;
  states: string[];
  lgas: string[];
  state: string;
  lga: string;
  selectState: (state: string) => void;
  selectLga: (lga: string) => void;
}

/**
 * The State and LGA selects' machine, wired once to the shipped reference data (36 states and the
 * FCT, 774 LGAs), loaded lazily: the lists travel in their own chunk, fetched the first time a
 * screen with these selects opens. A failure is only logged (spec section 8); the select then
 * says 'No options available'.
 */
export function useStateLga(initial: { state?: string; lga?: string } = {}): StateLga {
  const actor = useActorRef(
    stateLgaMachine.provide({
      actors: {
        loadStates: fromPromise(async (): Promise<readonly string[]> => {
          const { loadStates } = await import('@siwes/api/reference');
          return (await loadStates()).map((state) => state.name);
        }),
        loadLgas: fromPromise(async ({ input }: { input: { state: string } }): Promise<readonly string[]> => {
          const { loadLgas } = await import('@siwes/api/reference');
          return [...(await loadLgas(input.state))];
        }),
      },
      actions: {
        logFailure: (_, { error }) => console.warn('Could not load the states or LGAs', error),
      },
    }),
    { input: initial },
  );
  const loading = useSelector(actor, (s) => s.matches('loadingStates') || s.matches('loadingLgas'));
  const states = useSelector(actor, (s) => s.context.states);
  const lgas = useSelector(actor, (s) => s.context.lgas);
  const state = useSelector(actor, (s) => s.context.state);
  const lga = useSelector(actor, (s) => s.context.lga);
  return {
    loading,
    states,
    lgas,
    state,
    lga,
    selectState: (name) => actor.send({ type: 'SELECT_STATE', state: name }),
    selectLga: (name) => actor.send({ type: 'SELECT_LGA', lga: name }),
  };
}
