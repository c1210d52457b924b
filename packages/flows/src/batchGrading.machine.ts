/**
 * Batch Grading (/coordinator/batchgrading), the working version the spec lacks (its button did
 * nothing; ARCHITECTURE.md "Known defects"). Spec sections 2, 5 and 8.
 *
 * The table of students is a paged list (20,000 students are shown a page at a time); this
 * machine holds only the grades typed into it, keyed by student, so a page change loses nothing
 * typed. A grade counts as changed when it is not blank and differs from the student's current
 * score; only changed grades are sent. Every row is validated first: a grade is a number from 0
 * to its maximum (the server's grading policy, `GRADE_MAXIMA` by default: weekly reports 30,
 * inspection 30, defence 40). Then each changed grade goes through the coordinator's grade call,
 * one at a time, the progress counted, and each row reports how it went; a failed row never
 * stops the rest, and what was saved stays saved.
 *
 * Events: `SET_GRADE { student, grade, value }` (`grade`: reports | inspection | defense; the
 * student as the table shows it, for its name and current scores), `SUBMIT { maxima? }` (the
 * grading policy to check against).
 * States: `ready` (`editing` | `succeeded` | `partlyFailed`) ⇄ `submitting` (`sending` → `next`
 * …). `succeeded` shows 'Graded Successfully!' and returns to `editing` after `noticeTimeout`
 * (3 s); `partlyFailed` names exactly the rows that failed, with the reasons.
 * Context: `students` (the students grades were typed for, as first seen, each saved grade
 * becoming their current score), `grades` (studentId → typed values), `invalid` (studentId → messages),
 * `results` (studentId → 'graded' | 'failed' with the reasons), `maxima`, `queue`, `sent` and
 * `toSend` (the progress of a submission), `message`, `error`.
 * Grades that were saved are cleared from the inputs; failed ones stay for another try.
 *
 * Provide: actor `assignGrade` (GradeSubmission).
 */
import { assign, setup } from 'xstate';
import { COORDINATOR_GRADE_TYPES, GRADE_MAXIMA, MESSAGES, SUCCESS_NOTICE_MS } from '@siwes/api';
import type { CoordinatorGradeType, GradeSubmission, GradingPolicy, Student } from '@siwes/api';
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
  maxima: GradingPolicy;
  queue: GradeSubmission[];
  sent: number;
  toSend: number;
  message: string | null;
  error: string | null;
}

export type BatchGradingEvent =
  | { type: 'SET_GRADE'; student: Student; grade: CoordinatorGradeType; value: string }
  | { type: 'SUBMIT'; maxima?: GradingPolicy };

export const GRADE_LABELS: Record<CoordinatorGradeType, string> = {
  reports: 'Weekly report grade',
  inspection: 'Inspection grade',
  defense: 'Defence grade',
};

/** Texts of the batch grading screen that the spec does not give. */
export const BATCH_GRADING_TEXT = {
  nothingToSubmit: 'Enter at least one new grade to submit.',
  invalidGrades: 'Some grades are not valid. Correct the highlighted rows.',
} as const;

/** Where a student's record keeps each grade. */
const SCORE_FIELDS = {
  reports: 'weeklyReportsScore',
  inspection: 'inspectionScore',
  defense: 'defenseScore',
} as const satisfies Record<CoordinatorGradeType, keyof NonNullable<Student['grade']>>;

/** A student's current score of one grade type, or null when they have none. */
export function currentScore(student: Student, type: CoordinatorGradeType): number | null {
  return student.grade?.[SCORE_FIELDS[type]] ?? null;
}

/** Why a typed grade cannot be sent, or null when it is empty or valid. */
export function gradeProblem(
  type: CoordinatorGradeType,
  value: string,
  maxima: GradingPolicy = GRADE_MAXIMA,
): string | null {
  const text = value.trim();
  if (text === '') return null;
  const score = Number(text);
  const max = maxima[type];
  if (!/^\d+(\.\d+)?$/.test(text) || !Number.isFinite(score) || score > max) {
    return `${GRADE_LABELS[type]} must be a number from 0 to ${max}.`;
  }
  return null;
}

/** Every problem of every row, keyed by student id; rows without problems are left out. */
export function validateGrades(
  grades: Record<string, GradeInputs>,
  maxima: GradingPolicy = GRADE_MAXIMA,
): Record<string, string[]> {
  const invalid: Record<string, string[]> = {};
  for (const [studentId, inputs] of Object.entries(grades)) {
    const problems = COORDINATOR_GRADE_TYPES.map((type) => gradeProblem(type, inputs[type], maxima)).filter(
      (p): p is string => p !== null,
    );
    if (problems.length > 0) invalid[studentId] = problems;
  }
  return invalid;
}

/**
 * The grade calls to make: one per changed grade (not blank, not the current score), in the
 * order the students were first graded.
 */
export function gradeSubmissions(
  students: readonly Student[],
  grades: Record<string, GradeInputs>,
): GradeSubmission[] {
  return students.flatMap((student) => {
    const inputs = grades[student._id];
    if (!inputs) return [];
    return COORDINATOR_GRADE_TYPES.flatMap((type) => {
      const text = inputs[type].trim();
      if (text === '') return [];
      const score = Number(text);
      return score === currentScore(student, type) ? [] : [{ studentId: student._id, type, score }];
    });
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

/**
 * The students with this one added the first time it is graded; after that the machine's own
 * copy stands, since it holds the grades saved since (the table's copy may predate them).
 */
function withStudent(students: Student[], student: Student): Student[] {
  return students.some((s) => s._id === student._id) ? students : [...students, student];
}

/** The students with a saved grade as the student's current score. */
function withScore(students: readonly Student[], sent: GradeSubmission): Student[] {
  return students.map((s) =>
    s._id === sent.studentId ? { ...s, grade: { ...s.grade, [SCORE_FIELDS[sent.type]]: sent.score } } : s,
  );
}

export const batchGradingMachine = setup({
  types: {
    context: {} as BatchGradingContext,
    events: {} as BatchGradingEvent,
  },
  actors: {
    assignGrade: notProvided<unknown, GradeSubmission>('assignGrade'),
  },
  delays: {
    noticeTimeout: SUCCESS_NOTICE_MS,
  },
  guards: {
    hasInvalidGrades: ({ context, event }) =>
      Object.keys(validateGrades(context.grades, maximaOf(event, context))).length > 0,
    hasNoGrades: ({ context }) => gradeSubmissions(context.students, context.grades).length === 0,
    moreToSend: ({ context }) => context.queue.length > 0,
    anyFailed: ({ context }) => Object.values(context.results).some((r) => r.status === 'failed'),
  },
}).createMachine({
  id: 'batchGrading',
  context: {
    students: [],
    grades: {},
    invalid: {},
    results: {},
    maxima: GRADE_MAXIMA,
    queue: [],
    sent: 0,
    toSend: 0,
    message: null,
    error: null,
  },
  initial: 'ready',
  states: {
    ready: {
      initial: 'editing',
      on: {
        SET_GRADE: {
          target: '.editing',
          actions: assign(({ context, event }) => {
            const id = event.student._id;
            const { [id]: _fixed, ...invalid } = context.invalid;
            const { [id]: _reported, ...results } = context.results;
            return {
              students: withStudent(context.students, event.student),
              grades: {
                ...context.grades,
                [id]: { ...(context.grades[id] ?? emptyInputs()), [event.grade]: event.value },
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
            actions: assign(({ context, event }) => {
              const maxima = maximaOf(event, context);
              return {
                maxima,
                invalid: validateGrades(context.grades, maxima),
                error: BATCH_GRADING_TEXT.invalidGrades,
                message: null,
              };
            }),
          },
          {
            guard: 'hasNoGrades',
            target: '.editing',
            actions: assign({ error: BATCH_GRADING_TEXT.nothingToSubmit, message: null }),
          },
          {
            target: 'submitting',
            actions: assign(({ context, event }) => {
              const queue = gradeSubmissions(context.students, context.grades);
              return {
                maxima: maximaOf(event, context),
                queue,
                sent: 0,
                toSend: queue.length,
                invalid: {},
                results: {},
                message: null,
                error: null,
              };
            }),
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
                  sent: context.sent + 1,
                  students: withScore(context.students, sent!),
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
                  sent: context.sent + 1,
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

/** The maxima a submission checks against: the policy it brings, else the last one known. */
function maximaOf(event: BatchGradingEvent, context: BatchGradingContext): GradingPolicy {
  return event.type === 'SUBMIT' && event.maxima ? event.maxima : context.maxima;
}
