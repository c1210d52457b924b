/**
 * Exporting a CSV (spec sections 2, 7, 8 and 9): the inspection list, the students, the grades
 * and the weekly report totals.
 *
 * Input: `{ fileName }` (from `EXPORT_FILES` in `@siwes/api`). Events: `EXPORT`; ignored while
 * exporting.
 * States: `idle` → `exporting` → `done` (the file handed to `saveFile`) or `failed` (`alert`:
 * 'Failed to export CSV. Please try again.'); `EXPORT` again from either.
 * Context: `fileName`, `alert`.
 *
 * Provide: actor `download` ({ fileName } → the file, e.g. a Blob); action `saveFile`
 * ({ fileName, file }).
 */
import { assign, setup } from 'xstate';
import { MESSAGES } from '@siwes/api';
import { noop, notProvided } from './shared.ts';

export interface ExportCsvContext {
  fileName: string;
  alert: string | null;
}

export const exportCsvMachine = setup({
  types: {
    input: {} as { fileName: string },
    context: {} as ExportCsvContext,
    events: {} as { type: 'EXPORT' },
  },
  actors: {
    download: notProvided<unknown, { fileName: string }>('download'),
  },
  actions: {
    saveFile: (_, _params: { fileName: string; file: unknown }) => noop(),
  },
}).createMachine({
  id: 'exportCsv',
  context: ({ input }) => ({ fileName: input.fileName, alert: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { EXPORT: 'exporting' },
    },
    exporting: {
      entry: assign({ alert: null }),
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context }) => ({ fileName: context.fileName }),
        onDone: {
          target: 'done',
          actions: {
            type: 'saveFile',
            params: ({ context, event }) => ({ fileName: context.fileName, file: event.output }),
          },
        },
        onError: { target: 'failed', actions: assign({ alert: MESSAGES.exportFailed }) },
      },
    },
    done: {
      on: { EXPORT: 'exporting' },
    },
    failed: {
      on: { EXPORT: 'exporting' },
    },
  },
});
