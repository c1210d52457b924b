import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { ApiError, MESSAGES, SUCCESS_NOTICE_MS } from '@siwes/api';
import type { GradeSubmission, Student } from '@siwes/api';
import { BATCH_GRADING_TEXT, batchGradingMachine, gradeProblem } from './batchGrading.machine.ts';
import { deferred, startFlow } from './testing/harness.ts';

function student(id: string, firstName: string, lastName: string): Student {
  return {
    _id: id,
    studentCode: `SIW-${id}`,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    matricNo: `CSC/19/${id}`,
    level: '400',
    sex: 'Female',
    email: `${id}@uni.edu`,
    phone: '0803',
  };
}

const students = [student('s1', 'Ada', 'Obi'), student('s2', 'Chidi', 'Eze'), student('s3', 'Bola', 'Ade')];

function start(
  assignGrade: (grade: GradeSubmission) => Promise<unknown> = () => Promise.resolve({}),
  loadStudents: () => Promise<Student[]> = () => Promise.resolve(students),
) {
  const grade = vi.fn(assignGrade);
  const load = vi.fn(loadStudents);
  const machine = batchGradingMachine.provide({
    actors: {
      loadStudents: fromPromise(() => load()),
      assignGrade: fromPromise(({ input }) => grade(input)),
    },
  });
  const flow = startFlow(machine);
  const set = (studentId: string, kind: 'reports' | 'inspection' | 'defense', value: string) =>
    flow.actor.send({ type: 'SET_GRADE', studentId, grade: kind, value });
  return { ...flow, grade, load, set };
}

describe('gradeProblem', () => {
  it('accepts empty or a number from 0 to the maximum of its type', () => {
    expect(gradeProblem('reports', '')).toBeNull();
    expect(gradeProblem('reports', ' 0 ')).toBeNull();
    expect(gradeProblem('reports', '30')).toBeNull();
    expect(gradeProblem('defense', '40')).toBeNull();
    expect(gradeProblem('inspection', '12.5')).toBeNull();
    expect(gradeProblem('reports', '31')).toBe('Weekly report grade must be a number from 0 to 30.');
    expect(gradeProblem('inspection', '-1')).toBe('Inspection grade must be a number from 0 to 30.');
    expect(gradeProblem('defense', '41')).toBe('Defence grade must be a number from 0 to 40.');
    expect(gradeProblem('defense', 'abc')).not.toBeNull();
    expect(gradeProblem('defense', '1e1')).not.toBeNull();
  });
});

describe('batch grading machine', () => {
  it("submits every entered grade through the grade call and shows 'Graded Successfully!' for 3 s", async () => {
    const { actor, clock, grade, set } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    expect(actor.getSnapshot().context.students).toEqual(students);
    set('s1', 'reports', '25');
    set('s1', 'defense', '38');
    set('s2', 'inspection', '20');
    set('s3', 'reports', '');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'succeeded' }));

    expect(grade.mock.calls.map(([g]) => g)).toEqual([
      { studentId: 's1', type: 'reports', score: 25 },
      { studentId: 's1', type: 'defense', score: 38 },
      { studentId: 's2', type: 'inspection', score: 20 },
    ]);
    const { context } = actor.getSnapshot();
    expect(context.message).toBe(MESSAGES.graded);
    expect(context.results).toEqual({ s1: { status: 'graded' }, s2: { status: 'graded' } });
    expect(context.grades.s1).toEqual({ reports: '', inspection: '', defense: '' });

    clock.increment(SUCCESS_NOTICE_MS);
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('validates every row first and sends nothing while any grade is out of range', async () => {
    const { actor, grade, set } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    set('s1', 'reports', '45');
    set('s2', 'defense', 'x');
    set('s3', 'inspection', '10');
    actor.send({ type: 'SUBMIT' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(context.error).toBe(BATCH_GRADING_TEXT.invalidGrades);
    expect(context.invalid).toEqual({
      s1: ['Weekly report grade must be a number from 0 to 30.'],
      s2: ['Defence grade must be a number from 0 to 40.'],
    });
    expect(grade).not.toHaveBeenCalled();

    set('s1', 'reports', '30');
    expect(actor.getSnapshot().context.invalid).toEqual({
      s2: ['Defence grade must be a number from 0 to 40.'],
    });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('asks for at least one grade when none is entered', async () => {
    const { actor, grade, set } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    set('s1', 'reports', '  ');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe(BATCH_GRADING_TEXT.nothingToSubmit);
    expect(grade).not.toHaveBeenCalled();
  });

  it('reports exactly which rows failed, keeps their grades for another try, and clears the saved ones', async () => {
    const { actor, grade, set } = start((g) =>
      g.studentId === 's2'
        ? Promise.reject(new ApiError({ status: 404, code: 'http', message: 'Student not found' }))
        : g.type === 'defense'
          ? Promise.reject(new Error('x'))
          : Promise.resolve({}),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    set('s1', 'reports', '20');
    set('s1', 'defense', '30');
    set('s2', 'inspection', '15');
    set('s3', 'inspection', '25');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ ready: 'partlyFailed' }));
    expect(grade).toHaveBeenCalledTimes(4);
    const { context } = actor.getSnapshot();
    expect(context.results).toEqual({
      s1: { status: 'failed', failures: [{ type: 'defense', error: MESSAGES.genericError }] },
      s2: { status: 'failed', failures: [{ type: 'inspection', error: 'Student not found' }] },
      s3: { status: 'graded' },
    });
    expect(context.error).toBe(
      'Grades not saved for Ada Obi (Defence grade: An error occurred), Chidi Eze (Inspection grade: Student not found).',
    );
    expect(context.message).toBeNull();
    expect(context.grades.s1).toEqual({ reports: '', inspection: '', defense: '30' });
    expect(context.grades.s2).toEqual({ reports: '', inspection: '15', defense: '' });
    expect(context.grades.s3).toEqual({ reports: '', inspection: '', defense: '' });

    set('s2', 'inspection', '16');
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.results.s2).toBeUndefined();
  });

  it('sends the grades one at a time', async () => {
    const first = deferred<unknown>();
    let calls = 0;
    const { actor, grade, set } = start(() => (++calls === 1 ? first.promise : Promise.resolve({})));
    await waitFor(actor, (s) => s.matches('ready'));
    set('s1', 'reports', '1');
    set('s2', 'reports', '2');
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    await Promise.resolve();
    expect(grade).toHaveBeenCalledTimes(1);
    first.resolve({});
    await waitFor(actor, (s) => s.matches({ ready: 'succeeded' }));
    expect(grade).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message when the students cannot be loaded, and retries", async () => {
    let calls = 0;
    const { actor } = start(undefined, () =>
      ++calls === 1 ? Promise.reject(new Error('x')) : Promise.resolve(students),
    );
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.fetchStudentsError);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
