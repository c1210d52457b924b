import { useState } from 'react';
import type { CallOptions } from '@siwes/api';
import { useRowActions, type RowActions } from './useRowActions.ts';

export interface RowBatchProgress {
  /** The rows of the last batch, in the order sent. */
  rows: readonly string[];
  /** How many of them have answered, and how many of those refused. */
  settled: number;
  refused: number;
}

export interface RowBatch<TPayload> {
  /** Each row's own state: `useRowAction(batch.actions, rowId)`. */
  actions: RowActions<TPayload>;
  /** Sends one call per row, all at once; each row's answer shows on that row. */
  start: (items: ReadonlyArray<{ rowId: string; payload: TPayload }>) => void;
  progress: RowBatchProgress | null;
}

/**
 * The same call for several rows in one action (one date for several students): each row through
 * the row-actions machine, so a refusal stays on its row and the others go on, and the batch's
 * progress counted as they answer.
 */
export function useRowBatch<TPayload>(options: {
  act: (rowId: string, payload: TPayload, call: CallOptions) => Promise<unknown>;
  successMessage: string;
  onSuccess?: (rowId: string, payload: TPayload) => void;
}): RowBatch<TPayload> {
  const [progress, setProgress] = useState<RowBatchProgress | null>(null);
  const actions = useRowActions<TPayload>({
    successMessage: options.successMessage,
    act: async (rowId, payload, call) => {
      let refused = 0;
      try {
        return await options.act(rowId, payload, call);
      } catch (error) {
        refused = 1;
        throw error;
      } finally {
        setProgress((p) => p && { ...p, settled: p.settled + 1, refused: p.refused + refused });
      }
    },
    ...(options.onSuccess ? { onSuccess: options.onSuccess } : {}),
  });
  return {
    actions,
    progress,
    start(items) {
      setProgress({ rows: items.map((i) => i.rowId), settled: 0, refused: 0 });
      for (const { rowId, payload } of items) actions.run(rowId, payload);
    },
  };
}
