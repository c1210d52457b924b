import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom, type Snapshot } from 'xstate';
import { MAX_PAGE_SIZE, type CoordinatorGradeType, type GradingPolicy, type Student } from '@siwes/api';
import {
  batchGradingMachine,
  currentScore,
  gradeSubmissions,
  type GradeInputs,
  type RowResult,
} from '@siwes/flows';
import { accessToken, type SessionStore } from '../services/sessions.ts';
import { useServices } from '../services/services.tsx';
import { useGradingPolicy } from './useGradingPolicy.ts';
import { useRowActions, type RowActions } from './useRowActions.ts';

/**
 * Grades typed but not sent, kept while the portal runs when Batch Grading is left (a student's
 * name followed, another page of the area), so coming back finds them: per session store (the
 * portal's, or a story's) and per sign-in (its access token), so another sign-in on the device
 * never sees them. Only in memory: nothing typed is written to the device.
 */
const shelves = new WeakMap<SessionStore, Map<string, Snapshot<unknown>>>();

function shelfOf(sessions: SessionStore): Map<string, Snapshot<unknown>> {
  let shelf = shelves.get(sessions);
  if (!shelf) shelves.set(sessions, (shelf = new Map()));
  return shelf;
}

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
 * typed into it, so a page change keeps it, and leaving the screen keeps it too (in memory, for
 * this sign-in: coming back finds the grades still to send). It reads no state itself: each row reads its own
 * inputs and result with `useBatchGradeRow`, and the Grade Students bar its progress with
 * `useBatchGradingProgress`, so typing in one row re-renders that row alone.
 */
export function useBatchGrading(): BatchGrading {
  const { client, timing, sessions } = useServices();
  const policy = useGradingPolicy();
  const signIn = accessToken(sessions, 'coordinator') ?? '';
  const shelf = shelfOf(sessions);
  const actor = useActorRef(
    batchGradingMachine.provide({
      actors: {
        assignGrade: fromPromise(({ input, signal }) => client.coordinatorAssignGrade(input, { signal })),
      },
      delays: { noticeTimeout: timing.successNoticeMs },
    }),
    { snapshot: shelf.get(signIn) },
  );
  // Left with grades still to send: they are kept for this sign-in's return. Left while sending
  // (its calls are cancelled) or with nothing to send: nothing is kept.
  useEffect(
    () => () => {
      const snapshot = actor.getSnapshot();
      const { students, grades } = snapshot.context;
      if (snapshot.matches('ready') && gradeSubmissions(students, grades).length > 0) {
        shelf.set(signIn, actor.getPersistedSnapshot());
      } else shelf.delete(signIn);
    },
    [actor, shelf, signIn],
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

/** Said in a row once its computed weekly-report grade is in its box, not yet given. */
export const COMPUTED_GRADE_FILLED = 'Computed grade filled in. Press Grade Students to give it.';
/** Said when the computed grade could not be read. */
export const COMPUTED_GRADE_FAILED = 'The computed grade could not be read. Try again.';

/**
 * The weekly-report grade the reports earn (issue 34), offered in each row rather than typed
 * again: asked for one student when the coordinator presses the row's button (the student's row
 * of the weekly report totals, found by their code on the server), then put in the row's
 * Weekly Report Grade box like a typed grade: nothing is sent until Grade Students, and nothing is
 * filled unasked.
 */
export function useComputedReportGrades(batch: BatchGrading): RowActions<Student> {
  const { client } = useServices();
  return useRowActions<Student>({
    act: async (_id, student, call) => {
      const found = await client.getWeeklyReportScores(
        { q: student.studentCode, limit: MAX_PAGE_SIZE },
        call,
      );
      const row = found.data.find((r) => r.studentCode === student.studentCode);
      if (!row) throw new Error('The student has no weekly report totals.');
      batch.setGrade(student, 'reports', String(row.marks));
      return row;
    },
    successMessage: COMPUTED_GRADE_FILLED,
    fallback: COMPUTED_GRADE_FAILED,
  });
}
