import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { CallOptions, CoordinatorGradeType, Student } from '@siwes/api';
import { batchGradingMachine, type GradeInputs, type RowResult } from '@siwes/flows';
import { useServices } from '../services/services.tsx';
import { useLatest } from './useLatest.ts';

export interface BatchGradingOptions {
  /** The students of the table. */
  loadStudents: (call: CallOptions) => Promise<Student[]>;
}

export interface BatchGrading {
  actor: ActorRefFrom<typeof batchGradingMachine>;
  status: 'loading' | 'loadFailed' | 'ready' | 'submitting';
  students: Student[];
  message: string | null;
  error: string | null;
  setGrade: (studentId: string, grade: CoordinatorGradeType, value: string) => void;
  submit: () => void;
  retry: () => void;
}

/**
 * Wires the batch grading machine once: the students' load and each grade through the
 * coordinator's grade call, with an abort signal and the 3 s notice from `services.timing`.
 * Each row reads its own inputs and result with `useBatchGradeRow`, so typing in one row does
 * not re-render the others.
 */
export function useBatchGrading(options: BatchGradingOptions): BatchGrading {
  const { client, timing } = useServices();
  const latest = useLatest(options);
  const actor = useActorRef(
    batchGradingMachine.provide({
      actors: {
        loadStudents: fromPromise(({ signal }) => latest.current.loadStudents({ signal })),
        assignGrade: fromPromise(({ input, signal }) => client.coordinatorAssignGrade(input, { signal })),
      },
      delays: { noticeTimeout: timing.successNoticeMs },
    }),
  );
  const status = useSelector(actor, (s): BatchGrading['status'] =>
    s.matches('ready')
      ? 'ready'
      : s.matches('submitting')
        ? 'submitting'
        : s.matches('loadFailed')
          ? 'loadFailed'
          : 'loading',
  );
  const students = useSelector(actor, (s) => s.context.students);
  const message = useSelector(actor, (s) => s.context.message);
  const error = useSelector(actor, (s) => s.context.error);
  return {
    actor,
    status,
    students,
    message,
    error,
    setGrade: (studentId, grade, value) => actor.send({ type: 'SET_GRADE', studentId, grade, value }),
    submit: () => actor.send({ type: 'SUBMIT' }),
    retry: () => actor.send({ type: 'RETRY' }),
  };
}

const NO_INPUTS: GradeInputs = { reports: '', inspection: '', defense: '' };

/** One row's typed grades, its problems and how its grades went. */
export function useBatchGradeRow(batch: BatchGrading, studentId: string) {
  const inputs = useSelector(batch.actor, (s) => s.context.grades[studentId] ?? NO_INPUTS);
  const problems = useSelector(batch.actor, (s) => s.context.invalid[studentId]);
  const result = useSelector(batch.actor, (s): RowResult | undefined => s.context.results[studentId]);
  return { inputs, problems, result };
}
