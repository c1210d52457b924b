import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { CoordinatorGradeType, GradingPolicy, Student } from '@siwes/api';
import {
  batchGradingMachine,
  currentScore,
  gradeSubmissions,
  type GradeInputs,
  type RowResult,
} from '@siwes/flows';
import { useServices } from '../services/services.tsx';
import { useGradingPolicy } from './useGradingPolicy.ts';

export interface BatchGrading {
  actor: ActorRefFrom<typeof batchGradingMachine>;
  /** The maximum of each grade (the server's policy), for the inputs and their check. */
  policy: GradingPolicy;
  /** A grade typed into a row; the student as the table shows it. */
  setGrade: (student: Student, grade: CoordinatorGradeType, value: string) => void;
  submit: () => void;
}

export interface BatchGradingProgress {
  status: 'ready' | 'submitting';
  /** How many changed grades Grade Students would send, on every page. */
  pending: number;
  /** While sending: how many of the grades have been sent. */
  progress: { sent: number; total: number } | null;
  message: string | null;
  error: string | null;
}

/**
 * Wires the batch grading machine once: each grade through the coordinator's grade call, with an
 * abort signal and the 3 s notice from `services.timing`, checked first against the server's
 * grading policy. The table itself is a paged list (`useStudentList`); this holds only what was
 * typed into it, so a page change keeps it. It reads no state itself: each row reads its own
 * inputs and result with `useBatchGradeRow`, and the Grade Students bar its progress with
 * `useBatchGradingProgress`, so typing in one row re-renders that row alone.
 */
export function useBatchGrading(): BatchGrading {
  const { client, timing } = useServices();
  const policy = useGradingPolicy();
  const actor = useActorRef(
    batchGradingMachine.provide({
      actors: {
        assignGrade: fromPromise(({ input, signal }) => client.coordinatorAssignGrade(input, { signal })),
      },
      delays: { noticeTimeout: timing.successNoticeMs },
    }),
  );
  return {
    actor,
    policy,
    setGrade: (student, grade, value) => actor.send({ type: 'SET_GRADE', student, grade, value }),
    submit: () => actor.send({ type: 'SUBMIT', maxima: policy }),
  };
}

/** How the batch stands: sending or not, what is left to send, the progress and the notices. */
export function useBatchGradingProgress(batch: BatchGrading): BatchGradingProgress {
  const { actor } = batch;
  const status = useSelector(actor, (s) => (s.matches('submitting') ? 'submitting' : 'ready'));
  const pending = useSelector(actor, (s) => gradeSubmissions(s.context.students, s.context.grades).length);
  const sent = useSelector(actor, (s) => s.context.sent);
  const total = useSelector(actor, (s) => s.context.toSend);
  const message = useSelector(actor, (s) => s.context.message);
  const error = useSelector(actor, (s) => s.context.error);
  return { status, pending, progress: status === 'submitting' ? { sent, total } : null, message, error };
}

const NO_INPUTS: GradeInputs = { reports: '', inspection: '', defense: '' };

/**
 * One row's typed grades, its problems, how its grades went, and its current scores (the
 * table's, or the ones saved here since).
 */
export function useBatchGradeRow(batch: BatchGrading, student: Student) {
  const id = student._id;
  const inputs = useSelector(batch.actor, (s) => s.context.grades[id] ?? NO_INPUTS);
  const problems = useSelector(batch.actor, (s) => s.context.invalid[id]);
  const result = useSelector(batch.actor, (s): RowResult | undefined => s.context.results[id]);
  const submitting = useSelector(batch.actor, (s) => s.matches('submitting'));
  const known = useSelector(batch.actor, (s) => s.context.students.find((k) => k._id === id)) ?? student;
  const current = (type: CoordinatorGradeType) => currentScore(known, type);
  return { inputs, problems, result, submitting, current };
}
