import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { MESSAGES, type CallOptions, type CsvFile } from '@siwes/api';
import { exportCsvMachine } from '@siwes/flows';
import { useServices } from '../services/services.tsx';
import { useLatest } from './useLatest.ts';

export interface ExportCsvOptions {
  /** The spec's file name (`EXPORT_FILES`). */
  fileName: string;
  /** The file: a download from the server, or text built in the browser (Student-Grades.csv). */
  download: (call: CallOptions) => Promise<CsvFile | Blob | string>;
}

export interface ExportCsv {
  exporting: boolean;
  /** 'Failed to export CSV. Please try again.' after a failure, until the next try. */
  alert: string | null;
  start: () => void;
}

/** Wires the export machine once: the download with an abort signal, the file saved through `services.files`. */
export function useExportCsv(options: ExportCsvOptions): ExportCsv {
  const { files } = useServices();
  const latest = useLatest(options);
  const actor = useActorRef(
    exportCsvMachine.provide({
      actors: {
        download: fromPromise(({ signal }) =>
          latest.current.download({ signal, fallback: MESSAGES.exportFailed }),
        ),
      },
      actions: {
        saveFile: (_, { fileName, file }) => {
          const content = file as CsvFile | Blob | string;
          void files.save(
            fileName,
            typeof content === 'object' && 'blob' in content ? content.blob : content,
          );
        },
      },
    }),
    { input: { fileName: options.fileName } },
  );
  const exporting = useSelector(actor, (s) => s.matches('exporting'));
  const alert = useSelector(actor, (s) => s.context.alert);
  return { exporting, alert, start: () => actor.send({ type: 'EXPORT' }) };
}
