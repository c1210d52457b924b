import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { ApiError, MESSAGES, REDIRECT_AFTER_SUCCESS_MS, SERVER_MESSAGES } from '@siwes/api';
import type { RegistrationBody } from '@siwes/api';
import { registrationMachine } from './registration.machine.ts';
import type { RegistrationValues } from './registration.machine.ts';
import { startFlow } from './testing/harness.ts';

const values: RegistrationValues = {
  firstName: 'Ada',
  middleName: 'Ngozi',
  lastName: 'Obi',
  sex: 'Female',
  phone: '08030000000',
  level: '400',
  matricNo: 'CSC/19/001',
  bankDetails: { name: 'Access Bank', accountNumber: '0123456789', sortCode: '044' },
  password: 'secret-pass',
};

function start(register: (body: RegistrationBody) => Promise<unknown> = () => Promise.resolve({})) {
  const goToLogin = vi.fn();
  const call = vi.fn(register);
  const machine = registrationMachine.provide({
    actors: { register: fromPromise(({ input }) => call(input.body)) },
    actions: { goToLogin },
  });
  return { ...startFlow(machine, { input: { email: 'ada@uni.edu' } }), goToLogin, call };
}

describe('registration machine: the faculty, department and course cascade', () => {
  it('enables department once a faculty is chosen and course once a department is, with filtered options', () => {
    const { actor } = start();
    const snap = () => actor.getSnapshot();
    expect(snap().matches({ cascade: 'noFaculty' })).toBe(true);
    expect(snap().can({ type: 'SELECT_DEPARTMENT', department: 'Computer Science' })).toBe(false);
    expect(snap().can({ type: 'SELECT_COURSE', course: 'Computer Science' })).toBe(false);

    actor.send({ type: 'SELECT_FACULTY', faculty: 'Computing and Engineering Sciences' });
    expect(snap().matches({ cascade: { facultyChosen: 'noDepartment' } })).toBe(true);
    expect(snap().context.departmentOptions).toEqual([
      'Computer Science',
      'Information Technology',
      'Software Engineering',
    ]);
    expect(snap().can({ type: 'SELECT_COURSE', course: 'Computer Science' })).toBe(false);

    actor.send({ type: 'SELECT_DEPARTMENT', department: 'Computer Science' });
    expect(snap().matches({ cascade: { facultyChosen: { departmentChosen: 'noCourse' } } })).toBe(true);
    expect(snap().context.courseOptions).toEqual([
      'Computer Science',
      'Computer Technology',
      'Computer Information Systems',
    ]);

    actor.send({ type: 'SELECT_COURSE', course: 'Computer Technology' });
    expect(snap().matches({ cascade: { facultyChosen: { departmentChosen: 'courseChosen' } } })).toBe(true);
    expect(snap().context.course).toBe('Computer Technology');
  });

  it('clears the children when a parent changes, and steps back on the empty option', () => {
    const { actor } = start();
    const snap = () => actor.getSnapshot();
    actor.send({ type: 'SELECT_FACULTY', faculty: 'Computing and Engineering Sciences' });
    actor.send({ type: 'SELECT_DEPARTMENT', department: 'Computer Science' });
    actor.send({ type: 'SELECT_COURSE', course: 'Computer Science' });

    actor.send({ type: 'SELECT_COURSE', course: '' });
    expect(snap().matches({ cascade: { facultyChosen: { departmentChosen: 'noCourse' } } })).toBe(true);
    expect(snap().context.course).toBe('');

    actor.send({ type: 'SELECT_COURSE', course: 'Computer Science' });
    actor.send({ type: 'SELECT_DEPARTMENT', department: 'Software Engineering' });
    expect(snap().matches({ cascade: { facultyChosen: { departmentChosen: 'noCourse' } } })).toBe(true);
    expect(snap().context).toMatchObject({
      department: 'Software Engineering',
      course: '',
      courseOptions: ['Software Engineering'],
    });

    actor.send({ type: 'SELECT_DEPARTMENT', department: '' });
    expect(snap().matches({ cascade: { facultyChosen: 'noDepartment' } })).toBe(true);
    expect(snap().context).toMatchObject({ department: '', courseOptions: [] });

    actor.send({ type: 'SELECT_DEPARTMENT', department: 'Computer Science' });
    actor.send({ type: 'SELECT_FACULTY', faculty: 'Nursing Sciences' });
    expect(snap().matches({ cascade: { facultyChosen: 'noDepartment' } })).toBe(true);
    expect(snap().context).toMatchObject({
      faculty: 'Nursing Sciences',
      department: '',
      course: '',
      departmentOptions: ['Nursing'],
      courseOptions: [],
    });

    actor.send({ type: 'SELECT_FACULTY', faculty: '' });
    expect(snap().matches({ cascade: 'noFaculty' })).toBe(true);
    expect(snap().context).toMatchObject({ faculty: '', departmentOptions: [] });
  });
});

describe('registration machine: submission', () => {
  it("sends the form with the verified email and the cascade, shows 'Registration Successful!', then the login after 2 s", async () => {
    const { actor, clock, call, goToLogin } = start();
    actor.send({ type: 'SELECT_FACULTY', faculty: 'Nursing Sciences' });
    actor.send({ type: 'SUBMIT', values });
    expect(actor.getSnapshot().matches({ submission: 'submitting' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ submission: 'succeeded' }));
    expect(call).toHaveBeenCalledWith({ ...values, email: 'ada@uni.edu', faculty: 'Nursing Sciences' });
    expect(actor.getSnapshot().context.message).toBe(MESSAGES.registrationSuccessful);

    clock.increment(REDIRECT_AFTER_SUCCESS_MS - 1);
    expect(goToLogin).not.toHaveBeenCalled();
    clock.increment(1);
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ submission: 'redirected' })).toBe(true);
  });

  it("shows the server's errors, else message, else 'An error occurred', and submits again", async () => {
    const answers = [
      new ApiError({ status: 409, code: 'http', message: 'Matric number already registered' }),
      new Error('x'),
    ];
    const { actor, call } = start(() => Promise.reject(answers.shift()));
    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.matches({ submission: 'failed' }));
    expect(actor.getSnapshot().context.error).toBe('Matric number already registered');

    actor.send({ type: 'SUBMIT', values });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches({ submission: 'failed' }));
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.genericError);
    expect(call).toHaveBeenLastCalledWith({ ...values, email: 'ada@uni.edu' });
  });

  it('puts each field the server names beside it, in plain words, and its overall message under the form', async () => {
    const { actor } = start(() =>
      Promise.reject(
        new ApiError({
          status: 400,
          code: 'http',
          message: 'ignored',
          body: {
            message: SERVER_MESSAGES.invalidRequest,
            errors: [`password: ${SERVER_MESSAGES.passwordTooShort}`, 'bankDetails.sortCode: Required'],
          },
        }),
      ),
    );
    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.matches({ submission: 'failed' }));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      password: SERVER_MESSAGES.passwordTooShort,
      'bankDetails.sortCode': 'Required',
    });
    expect(actor.getSnapshot().context.error).toBe(SERVER_MESSAGES.invalidRequest);

    actor.send({ type: 'SUBMIT', values });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });
});
