import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { collateMachine } from '@siwes/flows';
import { useServices } from '../services/services.tsx';
import { useLatest } from './useLatest.ts';

export interface CollateOptions {
  /** Runs after a successful collation (to show the new totals). */
  onCollated?: () => void;
}

export interface Collate {
  collating: boolean;
  message: string | null;
  error: string | null;
  collateAll: () => void;
  collateOne: (studentId: string) => void;
}

/**
 * Wires the collate machine once to the coordinator's calls (all students, or one), with an abort
 * signal and the 3 s notice from `services.timing`.
 */
export function useCollate(options: CollateOptions = {}): Collate {
  const { client, timing } = useServices();
  const latest = useLatest(options);
  const actor = useActorRef(
    collateMachine.provide({
      actors: {
        collateAll: fromPromise(async ({ signal }) => {
          const answer = await client.collateAllGrades({ signal });
          latest.current.onCollated?.();
          return answer;
        }),
        collateOne: fromPromise(async ({ input, signal }) => {
          const answer = await client.collateGrades({ id: input.studentId }, { signal });
          latest.current.onCollated?.();
          return answer;
        }),
      },
      delays: { noticeTimeout: timing.successNoticeMs },
    }),
  );
  const collating = useSelector(actor, (s) => s.matches('collatingAll') || s.matches('collatingOne'));
  const message = useSelector(actor, (s) => s.context.message);
  const error = useSelector(actor, (s) => s.context.error);
  return {
    collating,
    message,
    error,
    collateAll: () => actor.send({ type: 'COLLATE_ALL' }),
    collateOne: (studentId) => actor.send({ type: 'COLLATE_ONE', studentId }),
  };
}
