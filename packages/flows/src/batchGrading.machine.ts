/**
 * Batch Grading (/coordinator/batchgrading), the working version the spec lacks (its button did
 * nothing; ARCHITECTURE.md "Known defects"). Spec sections 2, 5 and 8.
 *
 * Every row is validated first: a grade is empty (not sent) or a number from 0 to its maximum
 * (`GRADE_MAXIMA`: weekly reports 30, inspection 30, defence 40). Then each entered grade goes
 * through the coordinator's grade call, one at a time, and each row reports how it went.
 *
 * Events: `SET_GRADE { studentId, grade, value }` (`grade`: reports | inspection | defense),
 * `SUBMIT`, `RETRY` (after a failed load).
 * States: `loading` → `loadFailed` | `ready` (`editing` | `succeeded` | `partlyFailed`) ⇄
 * `submitting` (`sending` → `next` …). `succeeded` shows 'Graded Successfully!' and returns to
 * `editing` after `noticeTimeout` (3 s); `partlyFailed` names exactly the rows that failed.
 * Context: `students`, `grades` (studentId → typed values), `invalid` (studentId → messages),
 * `results` (studentId → 'graded' | 'failed' with the reasons), `message`, `error`.
 * Grades that were saved are cleared from the inputs; failed ones stay for another try.
 *
 * Provide: actors `loadStudents` (→ Student[]) and `assignGrade` (GradeSubmission).
 */
import { assign, setup } from 'xstate';
import { COORDINATOR_GRADE_TYPES, GRADE_MAXIMA, MESSAGES, SUCCESS_NOTICE_MS } from '@siwes/api';
import type { CoordinatorGradeType, GradeSubmission, Student } from '@siwes/api';
import { failureText, notProvided } from './shared.ts';

export type GradeInputs = Record<CoordinatorGradeType, string>;

export interface GradeFailure {
  type: CoordinatorGradeType;
  error: string;
}

export type RowResult = { status: 'graded' } | { status: 'failed'; failures: GradeFailure[] };

export interface BatchGradingContext {
  students: Student[];
  grades: Record<string, GradeInputs>;
  invalid: Record<string, string[]>;
  results: Record<string, RowResult>;
  queue: GradeSubmission[];
  message: string | null;
  error: string | null;
}

export type BatchGradingEvent =
  | { type: 'SET_GRADE'; studentId: string; grade: CoordinatorGradeType; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

export const GRADE_LABELS: Record<CoordinatorGradeType, string> = {
  reports: 'Weekly report grade',
  inspection: 'Inspection grade',
  defense: 'Defence grade',
};

/** Texts of the batch grading screen that the spec does not give. */
export const BATCH_GRADING_TEXT = {
  nothingToSubmit: 'Enter at least one grade to submit.',
  invalidGrades: 'Some grades are not valid. Correct the highlighted rows.',
} as const;

/** Why a typed grade cannot be sent, or null when it is empty or valid. */
export function gradeProblem(type: CoordinatorGradeType, value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const score = Number(text);
  const max = GRADE_MAXIMA[type];
  if (!/^\d+(\.\d+)?$/.test(text) || !Number.isFinite(score) || score > max) {
    return `${GRADE_LABELS[type]} must be a number from 0 to ${max}.`;
  }
  return null;
}

/** Every problem of every row, keyed by student id; rows without problems are left out. */
export function validateGrades(grades: Record<string, GradeInputs>): Record<string, string[]> {
  const invalid: Record<string, string[]> = {};
  for (const [studentId, inputs] of Object.entries(grades)) {
    const problems = COORDINATOR_GRADE_TYPES.map((type) => gradeProblem(type, inputs[type])).filter(
      (p): p is string => p !== null,
    );
    if (problems.length > 0) invalid[studentId] = problems;
  }
  return invalid;
}

/** The grade calls to make: one per entered grade, in the table's order. */
export function gradeSubmissions(
  students: readonly Student[],
  grades: Record<string, GradeInputs>,
): GradeSubmission[] {
  return students.flatMap((student) => {
    const inputs = grades[student._id];
    if (!inputs) return [];
    return COORDINATOR_GRADE_TYPES.filter((type) => inputs[type].trim() !== '').map((type) => ({
      studentId: student._id,
      type,
      score: Number(inputs[type].trim()),
    }));
  });
}

/** The text naming the rows that failed: "Grades not saved for Ada Obi (Inspection grade: …)." */
export function failedRowsText(students: readonly Student[], results: Record<string, RowResult>): string {
  const parts = students.flatMap((student) => {
    const result = results[student._id];
    if (result?.status !== 'failed') return [];
    const reasons = result.failures.map((f) => `${GRADE_LABELS[f.type]}: ${f.error}`).join('; ');
    return [`${student.name || `${student.firstName} ${student.lastName}`} (${reasons})`];
  });
  return `Grades not saved for ${parts.join(', ')}.`;
}

const emptyInputs = (): GradeInputs => ({ reports: '', inspection: '', defense: '' });

export const batchGradingMachine = setup({
  types: {
    context: {} as BatchGradingContext,
    events: {} as BatchGradingEvent,
  },
  actors: {
    loadStudents: notProvided<Student[], void>('loadStudents'),
    assignGrade: notProvided<unknown, GradeSubmission>('assignGrade'),
  },
  delays: {
    noticeTimeout: SUCCESS_NOTICE_MS,
  },
  guards: {
    hasInvalidGrades: ({ context }) => Object.keys(validateGrades(context.grades)).length > 0,
    hasNoGrades: ({ context }) => gradeSubmissions(context.students, context.grades).length === 0,
    moreToSend: ({ context }) => context.queue.length > 0,
    anyFailed: ({ context }) => Object.values(context.results).some((r) => r.status === 'failed'),
  },
}).createMachine({
  id: 'batchGrading',
  context: { students: [], grades: {}, invalid: {}, results: {}, queue: [], message: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadStudents',
        src: 'loadStudents',
        onDone: { target: 'ready', actions: assign({ students: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => failureText(event.error, MESSAGES.fetchStudentsError) }),
        },
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      initial: 'editing',
      on: {
        SET_GRADE: {
          target: '.editing',
          actions: assign(({ context, event }) => {
            const { [event.studentId]: _fixed, ...invalid } = context.invalid;
            const { [event.studentId]: _reported, ...results } = context.results;
            return {
              grades: {
                ...context.grades,
                [event.studentId]: {
                  ...(context.grades[event.studentId] ?? emptyInputs()),
                  [event.grade]: event.value,
                },
              },
              invalid,
              results,
              message: null,
              error: null,
            };
          }),
        },
        SUBMIT: [
          {
            guard: 'hasInvalidGrades',
            target: '.editing',
            actions: assign(({ context }) => ({
              invalid: validateGrades(context.grades),
              error: BATCH_GRADING_TEXT.invalidGrades,
              message: null,
            })),
          },
          {
            guard: 'hasNoGrades',
            target: '.editing',
            actions: assign({ error: BATCH_GRADING_TEXT.nothingToSubmit, message: null }),
          },
          {
            target: 'submitting',
            actions: assign(({ context }) => ({
              queue: gradeSubmissions(context.students, context.grades),
              invalid: {},
              results: {},
              message: null,
              error: null,
            })),
          },
        ],
      },
      states: {
        editing: {},
        succeeded: {
          after: { noticeTimeout: { target: 'editing', actions: assign({ message: null }) } },
        },
        partlyFailed: {},
      },
    },
    submitting: {
      initial: 'sending',
      states: {
        sending: {
          invoke: {
            id: 'assignGrade',
            src: 'assignGrade',
            input: ({ context }) => context.queue[0]!,
            onDone: {
              target: 'next',
              actions: assign(({ context }) => {
                const [sent, ...queue] = context.queue;
                const previous = context.results[sent!.studentId];
                return {
                  queue,
                  results: {
                    ...context.results,
                    [sent!.studentId]: previous ?? { status: 'graded' as const },
                  },
                  grades: {
                    ...context.grades,
                    [sent!.studentId]: {
                      ...(context.grades[sent!.studentId] ?? emptyInputs()),
                      [sent!.type]: '',
                    },
                  },
                };
              }),
            },
            onError: {
              target: 'next',
              actions: assign(({ context, event }) => {
                const [sent, ...queue] = context.queue;
                const previous = context.results[sent!.studentId];
                const failure = { type: sent!.type, error: failureText(event.error, MESSAGES.genericError) };
                return {
                  queue,
                  results: {
                    ...context.results,
                    [sent!.studentId]: {
                      status: 'failed' as const,
                      failures: [...(previous?.status === 'failed' ? previous.failures : []), failure],
                    },
                  },
                };
              }),
            },
          },
        },
        next: {
          always: [
            { guard: 'moreToSend', target: 'sending' },
            {
              guard: 'anyFailed',
              target: '#batchGrading.ready.partlyFailed',
              actions: assign(({ context }) => ({
                error: failedRowsText(context.students, context.results),
              })),
            },
            { target: '#batchGrading.ready.succeeded', actions: assign({ message: MESSAGES.graded }) },
          ],
        },
      },
    },
  },
});
