import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { ApiError, MESSAGES, SUCCESS_NOTICE_MS } from '@siwes/api';
import type { GradeSubmission, Student } from '@siwes/api';
import {
  BATCH_GRADING_TEXT,
  batchGradingMachine,
  currentScore,
  gradeProblem,
} from './batchGrading.machine.ts';
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

function start(assignGrade: (grade: GradeSubmission) => Promise<unknown> = () => Promise.resolve({})) {
  const grade = vi.fn(assignGrade);
  const machine = batchGradingMachine.provide({
    actors: { assignGrade: fromPromise(({ input }) => grade(input)) },
  });
  const flow = startFlow(machine);
  const byId = new Map(students.map((s) => [s._id, s]));
  const set = (studentId: string, kind: 'reports' | 'inspection' | 'defense', value: string) =>
    flow.actor.send({ type: 'SET_GRADE', student: byId.get(studentId)!, grade: kind, value });
  return { ...flow, grade, set };
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

  it("checks against the server's maxima when it publishes others", () => {
    const policy = { reports: 20, inspection: 20, defense: 60 };
    expect(gradeProblem('reports', '25', policy)).toBe('Weekly report grade must be a number from 0 to 20.');
    expect(gradeProblem('defense', '55', policy)).toBeNull();
  });
});

describe('batch grading machine', () => {
  it("submits every entered grade through the grade call and shows 'Graded Successfully!' for 3 s", async () => {
    const { actor, clock, grade, set } = start();
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
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

  it('sends only changed grades: a grade equal to the current score is not sent', async () => {
    const graded: Student = { ...students[0]!, grade: { weeklyReportsScore: 20, inspectionScore: 15 } };
    const { actor, grade } = start();
    const setFor = (kind: 'reports' | 'inspection' | 'defense', value: string) =>
      actor.send({ type: 'SET_GRADE', student: graded, grade: kind, value });
    setFor('reports', '20');
    setFor('inspection', '15.0');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe(BATCH_GRADING_TEXT.nothingToSubmit);
    setFor('inspection', '16');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ ready: 'succeeded' }));
    expect(grade.mock.calls.map(([g]) => g)).toEqual([{ studentId: 's1', type: 'inspection', score: 16 }]);
    // The saved grade is now the current one: typing it again changes nothing.
    expect(currentScore(actor.getSnapshot().context.students[0]!, 'inspection')).toBe(16);
    setFor('inspection', '16');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe(BATCH_GRADING_TEXT.nothingToSubmit);
  });

  it("checks every grade against the maxima the submission brings (the server's policy)", async () => {
    const { actor, grade, set } = start();
    set('s1', 'defense', '45');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.invalid).toEqual({
      s1: ['Defence grade must be a number from 0 to 40.'],
    });
    actor.send({ type: 'SUBMIT', maxima: { reports: 30, inspection: 30, defense: 50 } });
    await waitFor(actor, (s) => s.matches({ ready: 'succeeded' }));
    expect(grade).toHaveBeenCalledWith({ studentId: 's1', type: 'defense', score: 45 });
    expect(actor.getSnapshot().context.maxima.defense).toBe(50);
    // The last policy known stays the one checked against.
    set('s2', 'defense', '60');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.invalid).toEqual({
      s2: ['Defence grade must be a number from 0 to 50.'],
    });
  });

  it('counts its progress while sending, and keeps the grades of every page typed into', async () => {
    const gates = [deferred<unknown>(), deferred<unknown>(), deferred<unknown>()];
    let calls = 0;
    const { actor, set } = start(() => gates[calls++]!.promise);
    // s1 on one page, s3 on another: the machine keeps both, whatever the table shows now.
    set('s1', 'reports', '10');
    set('s3', 'reports', '11');
    set('s3', 'defense', '12');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context).toMatchObject({ sent: 0, toSend: 3 });
    gates[0]!.resolve({});
    await waitFor(actor, (s) => s.context.sent === 1);
    gates[1]!.reject(new Error('x'));
    await waitFor(actor, (s) => s.context.sent === 2);
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    gates[2]!.resolve({});
    await waitFor(actor, (s) => s.matches({ ready: 'partlyFailed' }));
    expect(actor.getSnapshot().context).toMatchObject({ sent: 3, toSend: 3 });
    expect(actor.getSnapshot().context.error).toBe(
      'Grades not saved for Bola Ade (Weekly report grade: An error occurred).',
    );
    // The grade saved before the failure stays saved; the one after it was still sent.
    expect(actor.getSnapshot().context.grades.s1).toEqual({ reports: '', inspection: '', defense: '' });
    expect(actor.getSnapshot().context.grades.s3).toEqual({ reports: '11', inspection: '', defense: '' });
  });
});
