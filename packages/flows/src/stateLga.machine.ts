/**
 * The State and LGA selects of the work details and update details forms (spec sections 3, 5
 * and 8): the LGA list depends on the chosen state, and a failed fetch is only logged (the
 * select then offers nothing: 'No options available').
 *
 * Input: `{ state?, lga? }` (current values, e.g. from the student's company).
 * Events: `SELECT_STATE { state }` (clears the LGA and loads that state's LGAs, replacing a
 * load in flight; the empty option goes back to `choosingState`), `SELECT_LGA { lga }`.
 * States: `loadingStates` → (`afterStates`: straight to the LGAs when a state is already set)
 * `choosingState` → `loadingLgas` → `choosingLga`.
 * Context: `states`, `lgas` (option names), `state`, `lga`.
 *
 * Provide: actors `loadStates` (→ names) and `loadLgas` ({ state } → names); action
 * `logFailure` ({ error }).
 */
import { assign, setup } from 'xstate';
import { noop, notProvided } from './shared.ts';

export interface StateLgaContext {
  states: string[];
  lgas: string[];
  state: string;
  lga: string;
}

export type StateLgaEvent = { type: 'SELECT_STATE'; state: string } | { type: 'SELECT_LGA'; lga: string };

export const stateLgaMachine = setup({
  types: {
    input: {} as { state?: string; lga?: string },
    context: {} as StateLgaContext,
    events: {} as StateLgaEvent,
  },
  actors: {
    loadStates: notProvided<readonly string[], void>('loadStates'),
    loadLgas: notProvided<readonly string[], { state: string }>('loadLgas'),
  },
  actions: {
    logFailure: (_, _params: { error: unknown }) => noop(),
  },
  guards: {
    stateChosen: ({ context }) => context.state !== '',
    chosenState: ({ event }) => event.type === 'SELECT_STATE' && event.state !== '',
  },
}).createMachine({
  id: 'stateLga',
  context: ({ input }) => ({ states: [], lgas: [], state: input.state ?? '', lga: input.lga ?? '' }),
  initial: 'loadingStates',
  on: {
    SELECT_STATE: [
      {
        guard: 'chosenState',
        target: '.loadingLgas',
        actions: assign({ state: ({ event }) => event.state, lga: '', lgas: [] }),
      },
      { target: '.choosingState', actions: assign({ state: '', lga: '', lgas: [] }) },
    ],
  },
  states: {
    loadingStates: {
      invoke: {
        id: 'loadStates',
        src: 'loadStates',
        onDone: { target: 'afterStates', actions: assign({ states: ({ event }) => [...event.output] }) },
        onError: {
          target: 'afterStates',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    afterStates: {
      always: [{ guard: 'stateChosen', target: 'loadingLgas' }, { target: 'choosingState' }],
    },
    choosingState: {},
    loadingLgas: {
      invoke: {
        id: 'loadLgas',
        src: 'loadLgas',
        input: ({ context }) => ({ state: context.state }),
        onDone: { target: 'choosingLga', actions: assign({ lgas: ({ event }) => [...event.output] }) },
        onError: {
          target: 'choosingLga',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    choosingLga: {
      on: {
        SELECT_LGA: { actions: assign({ lga: ({ event }) => event.lga }) },
      },
    },
  },
});
