/**
 * Collating grades (spec sections 2, 4 and 9): for all students (/coordinator/collategrades) or
 * one (/coordinator/student/{id}).
 *
 * Events: `COLLATE_ALL`, `COLLATE_ONE { studentId }`; ignored while collating.
 * States: `idle` → `collatingAll` | `collatingOne` → `succeeded` ('Collated Successfully!',
 * back to `idle` after `noticeTimeout`, 3 s) or `failed` (`error`: the server's errors, else
 * message, else 'An error occurred').
 * Context: `studentId` (the one being collated, or null for all), `message`, `error`.
 *
 * Provide: actors `collateAll` and `collateOne` ({ studentId }).
 */
import { assign, setup } from 'xstate';
import { MESSAGES, SUCCESS_NOTICE_MS } from '@siwes/api';
import { failureText, notProvided } from './shared.ts';

export interface CollateContext {
  studentId: string | null;
  message: string | null;
  error: string | null;
}

export type CollateEvent = { type: 'COLLATE_ALL' } | { type: 'COLLATE_ONE'; studentId: string };

/** Collating starts the same way from idle, after a success and after a failure. */
const start = {
  COLLATE_ALL: { target: 'collatingAll', actions: 'collateEveryone' },
  COLLATE_ONE: { target: 'collatingOne', actions: 'collateTheStudent' },
} as const;

export const collateMachine = setup({
  types: {
    context: {} as CollateContext,
    events: {} as CollateEvent,
  },
  actors: {
    collateAll: notProvided<unknown, void>('collateAll'),
    collateOne: notProvided<unknown, { studentId: string }>('collateOne'),
  },
  actions: {
    collateEveryone: assign({ studentId: null }),
    collateTheStudent: assign({
      studentId: ({ event }) => (event.type === 'COLLATE_ONE' ? event.studentId : null),
    }),
    showSuccess: assign({ message: MESSAGES.collated }),
    showFailure: assign({
      error: (_, params: { error: unknown }) => failureText(params.error, MESSAGES.genericError),
    }),
  },
  delays: {
    noticeTimeout: SUCCESS_NOTICE_MS,
  },
}).createMachine({
  id: 'collate',
  context: { studentId: null, message: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: start,
    },
    collatingAll: {
      entry: assign({ message: null, error: null }),
      invoke: {
        id: 'collateAll',
        src: 'collateAll',
        onDone: { target: 'succeeded', actions: 'showSuccess' },
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    collatingOne: {
      entry: assign({ message: null, error: null }),
      invoke: {
        id: 'collateOne',
        src: 'collateOne',
        input: ({ context }) => ({ studentId: context.studentId ?? '' }),
        onDone: { target: 'succeeded', actions: 'showSuccess' },
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    succeeded: {
      on: start,
      after: { noticeTimeout: { target: 'idle', actions: assign({ message: null }) } },
    },
    failed: {
      on: start,
    },
  },
});
