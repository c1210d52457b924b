import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { fromPromise, waitFor } from 'xstate';
import { ApiError, CORRECT_MARKED_FIELD, MESSAGES } from '@siwes/api';
import type { Student, StudentUpdateBody } from '@siwes/api';
import {
  EDITABLE_COMPANY_FIELDS,
  EDITABLE_STUDENT_FIELDS,
  EDITABLE_WORKPLACE_FIELDS,
  READ_ONLY_STUDENT_FIELDS,
  currentEditValues,
  editStudentMachine,
  emptyStudentEditValues,
  facultyAndDepartment,
  studentChanges,
} from './editStudent.machine.ts';
import type { CurrentStudentValues, StudentEditValues } from './editStudent.machine.ts';
import { deferred, startFlow } from './testing/harness.ts';

const student: Student = {
  _id: 'st-1',
  studentCode: 'SIW-001',
  firstName: 'Ada',
  middleName: 'Ngozi',
  lastName: 'Obi',
  name: 'Ada Ngozi Obi',
  matricNo: 'CSC/19/001',
  level: '400',
  sex: 'Female',
  faculty: 'Computing and Engineering Sciences',
  department: 'Computer Science',
  course: 'Computer Science',
  email: 'ada@uni.edu',
  phone: '08030000000',
  company: {
    name: 'Acme Ltd',
    email: 'hr@acme.ng',
    phone: '0700',
    address: '1 Marina',
    state: 'Lagos',
    LGA: 'Lagos Island',
    assignedDepartment: 'IT',
    jobDescription: 'Support',
    resumptionDate: '2026-01-05',
    expectedEndDate: '2026-06-30',
  },
};

function start(
  update: (body: StudentUpdateBody) => Promise<unknown>,
  load: () => Promise<Student> = () => Promise.resolve(student),
) {
  const updateStudent = vi.fn((input: { studentId: string; body: StudentUpdateBody }) => update(input.body));
  const loadStudent = vi.fn(load);
  const machine = editStudentMachine.provide({
    actors: {
      loadStudent: fromPromise(() => loadStudent()),
      updateStudent: fromPromise(({ input }) => updateStudent(input)),
    },
  });
  return { ...startFlow(machine, { input: { studentId: 'st-1' } }), updateStudent, loadStudent };
}

describe('studentChanges', () => {
  it('sends the workplace supervisor fields typed that differ from those recorded', () => {
    const values = emptyStudentEditValues();
    values.workplaceSupervisor.name = ' Ngozi Bello ';
    values.workplaceSupervisor.email = 'bello@acme.ng';
    values.workplaceSupervisor.phone = '0803';
    const recorded = {
      ...student,
      workplaceSupervisor: { name: '', position: '', email: '', phone: '0803' },
    };
    expect(studentChanges(recorded, values)).toEqual({
      workplaceSupervisor: { name: 'Ngozi Bello', email: 'bello@acme.ng' },
    });
    expect(studentChanges({ ...student, workplaceSupervisor: null }, values)).toEqual({
      workplaceSupervisor: { name: 'Ngozi Bello', email: 'bello@acme.ng', phone: '0803' },
    });
  });

  it('sends only the changed fields, and company fields only when filled', () => {
    const values = emptyStudentEditValues();
    values.student.firstName = 'Adaeze';
    values.student.lastName = 'Obi';
    values.student.level = '300';
    values.company.state = 'Ogun';
    values.company.LGA = '';
    expect(studentChanges(student, values)).toEqual({
      firstName: 'Adaeze',
      level: '300',
      company: { state: 'Ogun' },
    });
    expect(studentChanges(student, emptyStudentEditValues())).toEqual({});
  });

  it('sends nothing for the fields as they start (the current values), spaces at either end aside', () => {
    fc.assert(
      fc.property(current, (cur) => {
        expect(studentChanges(cur, currentEditValues(cur))).toEqual({});
      }),
    );
    expect(currentEditValues({ ...student, company: null }).company.name).toBe('');
    expect(currentEditValues(student).company.jobDescription).toBe('Support');
  });

  it('fills company fields for a student with no company yet', () => {
    const values = emptyStudentEditValues();
    values.company.name = 'New Co';
    expect(studentChanges({ ...student, company: null }, values)).toEqual({ company: { name: 'New Co' } });
  });

  const text = fc.oneof(
    fc.constant(''),
    fc.constant(' '),
    fc.constantFrom('Ada', 'Obi', 'Lagos', '400'),
    fc.string(),
  );
  const current = fc.record({
    ...Object.fromEntries(EDITABLE_STUDENT_FIELDS.map((f) => [f, text])),
    company: fc.option(fc.record(Object.fromEntries(EDITABLE_COMPANY_FIELDS.map((f) => [f, text])))),
    workplaceSupervisor: fc.option(
      fc.record(Object.fromEntries(EDITABLE_WORKPLACE_FIELDS.map((f) => [f, text]))),
    ),
  }) as fc.Arbitrary<CurrentStudentValues>;
  const values = fc.record({
    student: fc.record({
      ...Object.fromEntries(EDITABLE_STUDENT_FIELDS.map((f) => [f, text])),
      ...Object.fromEntries(READ_ONLY_STUDENT_FIELDS.map((f) => [f, text])),
    }),
    company: fc.record(Object.fromEntries(EDITABLE_COMPANY_FIELDS.map((f) => [f, text]))),
    workplaceSupervisor: fc.record(Object.fromEntries(EDITABLE_WORKPLACE_FIELDS.map((f) => [f, text]))),
  }) as unknown as fc.Arbitrary<StudentEditValues>;

  it('never includes an unchanged field', () => {
    fc.assert(
      fc.property(current, values, (cur, vals) => {
        const body = studentChanges(cur, vals) as Record<string, unknown>;
        for (const field of EDITABLE_STUDENT_FIELDS) {
          if (field in body) expect(body[field]).not.toBe(cur[field] ?? '');
        }
        for (const [field, value] of Object.entries(body.company ?? {})) {
          expect(value).not.toBe(cur.company?.[field as keyof typeof cur.company] ?? '');
        }
        for (const [field, value] of Object.entries(body.workplaceSupervisor ?? {})) {
          const recorded = cur.workplaceSupervisor?.[field as keyof typeof cur.workplaceSupervisor];
          expect(value).not.toBe(recorded ?? '');
        }
      }),
    );
  });

  it('never includes the read-only fields, empty values or an empty company', () => {
    fc.assert(
      fc.property(current, values, (cur, vals) => {
        const body = studentChanges(cur, vals) as Record<string, unknown>;
        for (const field of READ_ONLY_STUDENT_FIELDS) expect(body).not.toHaveProperty(field);
        for (const field of Object.keys(body))
          expect([...EDITABLE_STUDENT_FIELDS, 'company', 'workplaceSupervisor']).toContain(field);
        const company = body.company as Record<string, string> | undefined;
        if (company) {
          expect(Object.keys(company).length).toBeGreaterThan(0);
          for (const field of Object.keys(company)) expect(EDITABLE_COMPANY_FIELDS).toContain(field);
        }
        const workplace = body.workplaceSupervisor as Record<string, string> | undefined;
        if (workplace) {
          expect(Object.keys(workplace).length).toBeGreaterThan(0);
          for (const field of Object.keys(workplace)) expect(EDITABLE_WORKPLACE_FIELDS).toContain(field);
        }
        for (const value of [
          ...Object.values(body).filter((v) => typeof v === 'string'),
          ...Object.values(company ?? {}),
          ...Object.values(workplace ?? {}),
        ]) {
          expect((value as string).trim()).not.toBe('');
        }
      }),
    );
  });

  it('includes every field the user changed to a non-blank value', () => {
    fc.assert(
      fc.property(current, values, (cur, vals) => {
        const body = studentChanges(cur, vals) as Record<string, unknown>;
        // Changed: not blank, and neither the current value nor it without spaces at either end.
        const changed = (typed: string, recorded: string | null | undefined) =>
          typed !== '' && typed !== (recorded ?? '') && typed !== (recorded ?? '').trim();
        for (const field of EDITABLE_STUDENT_FIELDS) {
          const typed = vals.student[field].trim();
          if (changed(typed, cur[field])) expect(body[field]).toBe(typed);
        }
        for (const field of EDITABLE_COMPANY_FIELDS) {
          const typed = vals.company[field].trim();
          if (changed(typed, cur.company?.[field])) {
            expect((body.company as Record<string, string>)[field]).toBe(typed);
          }
        }
        for (const field of EDITABLE_WORKPLACE_FIELDS) {
          const typed = vals.workplaceSupervisor[field].trim();
          if (changed(typed, cur.workplaceSupervisor?.[field])) {
            expect((body.workplaceSupervisor as Record<string, string>)[field]).toBe(typed);
          }
        }
      }),
    );
  });
});

describe('edit student machine', () => {
  it("loads the student, sends only the changes, and shows the server's message", async () => {
    const answer = deferred<unknown>();
    const { actor, updateStudent } = start(() => answer.promise);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.student).toEqual(student);
    // The fields hold the current values, as written (issue 34).
    expect(actor.getSnapshot().context.values.student.firstName).toBe('Ada');
    expect(actor.getSnapshot().context.values.company.jobDescription).toBe('Support');
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);

    actor.send({ type: 'CHANGE', field: 'firstName', value: 'Ada' });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'CHANGE', field: 'course', value: 'Software Engineering' });
    actor.send({ type: 'CHANGE', field: 'company.jobDescription', value: 'Network support' });
    actor.send({ type: 'CHANGE', field: 'company.state', value: '' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(updateStudent).toHaveBeenCalledWith({
      studentId: 'st-1',
      body: { course: 'Software Engineering', company: { jobDescription: 'Network support' } },
    });

    answer.resolve({ message: 'Student details updated' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    const { context } = actor.getSnapshot();
    expect(context.message).toBe('Student details updated');
    expect(context.student?.course).toBe('Software Engineering');
    expect(context.student?.company?.jobDescription).toBe('Network support');
    expect(context.student?.company?.state).toBe('Lagos');
    // The fields now hold the values saved.
    expect(context.values).toEqual(currentEditValues(context.student!));
    expect(context.values.company.jobDescription).toBe('Network support');

    actor.send({ type: 'CHANGE', field: 'level', value: '300' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.message).toBeNull();
    expect(actor.getSnapshot().context.student?.name).toBe(student.name);
  });

  it('sends the faculty with a course of another school, and shows the faculty and department that follow', async () => {
    const { actor, updateStudent } = start(() => Promise.resolve({}));
    await waitFor(actor, (s) => s.matches('editing'));
    const follows = () => facultyAndDepartment(student, actor.getSnapshot().context.values);
    expect(follows()).toEqual({ faculty: student.faculty, department: student.department });

    actor.send({ type: 'CHANGE', field: 'course', value: 'Nursing' });
    expect(follows()).toEqual({ faculty: 'Nursing Sciences', department: 'Nursing' });
    actor.send({ type: 'CHANGE', field: 'course', value: '' });
    expect(follows()).toEqual({ faculty: student.faculty, department: student.department });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);

    actor.send({ type: 'CHANGE', field: 'course', value: 'Nursing' });
    actor.send({ type: 'SUBMIT' });
    expect(updateStudent).toHaveBeenCalledWith({
      studentId: 'st-1',
      body: { course: 'Nursing', faculty: 'Nursing Sciences' },
    });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(actor.getSnapshot().context.student).toMatchObject({
      course: 'Nursing',
      faculty: 'Nursing Sciences',
      department: 'Nursing',
    });
  });

  it('leaves the faculty out for a course of the same school (the department still follows)', async () => {
    const { actor, updateStudent } = start(() => Promise.resolve({}));
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'CHANGE', field: 'course', value: 'Information Technology' });
    expect(facultyAndDepartment(student, actor.getSnapshot().context.values)).toEqual({
      faculty: student.faculty,
      department: 'Information Technology',
    });
    actor.send({ type: 'SUBMIT' });
    expect(updateStudent).toHaveBeenCalledWith({
      studentId: 'st-1',
      body: { course: 'Information Technology' },
    });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(actor.getSnapshot().context.student?.department).toBe('Information Technology');
  });

  it('shows the new name once a change to it is saved', async () => {
    const { actor } = start(() => Promise.resolve({}));
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'CHANGE', field: 'firstName', value: 'Adaora' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    const saved = actor.getSnapshot().context.student!;
    expect(saved.name).toBe(['Adaora', student.middleName, student.lastName].filter(Boolean).join(' '));
  });

  it("shows 'Details Updated Successfully!' when the server sends no message, and adds a company to a student without one", async () => {
    const { actor, updateStudent } = start(
      () => Promise.resolve({}),
      () => Promise.resolve({ ...student, company: null }),
    );
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'CHANGE', field: 'company.name', value: 'New Co' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(updateStudent).toHaveBeenCalledWith({ studentId: 'st-1', body: { company: { name: 'New Co' } } });
    expect(actor.getSnapshot().context.message).toBe(MESSAGES.detailsUpdated);
    expect(actor.getSnapshot().context.student?.company).toMatchObject({ name: 'New Co', state: '' });
  });

  it("shows the server's error, keeps what was typed, and submits again", async () => {
    let calls = 0;
    const { actor, updateStudent } = start(() =>
      ++calls === 1
        ? Promise.reject(new ApiError({ status: 400, code: 'http', message: 'Invalid level' }))
        : Promise.reject(new Error('x')),
    );
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'CHANGE', field: 'lastName', value: 'Okafor' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Invalid level');
    expect(actor.getSnapshot().context.values.student.lastName).toBe('Okafor');

    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.genericError);
    expect(updateStudent).toHaveBeenCalledTimes(2);

    actor.send({ type: 'CHANGE', field: 'lastName', value: 'Obi' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
  });

  it('records the workplace supervisor, and says beside a field what the server refused of it', async () => {
    let calls = 0;
    const { actor, updateStudent } = start(() =>
      ++calls === 1
        ? Promise.reject(
            new ApiError({
              status: 400,
              code: 'http',
              message: 'workplaceSupervisor.email: Invalid email address',
              body: { errors: ['workplaceSupervisor.email: Invalid email address'] },
            }),
          )
        : Promise.resolve({ message: 'Student updated' }),
    );
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'CHANGE', field: 'workplaceSupervisor.name', value: 'Ngozi Bello' });
    actor.send({ type: 'CHANGE', field: 'workplaceSupervisor.email', value: 'bello@acme' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      'workplaceSupervisor.email': 'Invalid email address',
    });
    expect(actor.getSnapshot().context.error).toBe(CORRECT_MARKED_FIELD);
    actor.send({ type: 'CHANGE', field: 'workplaceSupervisor.name', value: 'Ngozi A. Bello' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      'workplaceSupervisor.email': 'Invalid email address',
    });
    actor.send({ type: 'CHANGE', field: 'workplaceSupervisor.email', value: 'bello@acme.ng' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(updateStudent).toHaveBeenLastCalledWith({
      studentId: 'st-1',
      body: { workplaceSupervisor: { name: 'Ngozi A. Bello', email: 'bello@acme.ng' } },
    });
    expect(actor.getSnapshot().context.student?.workplaceSupervisor).toEqual({
      name: 'Ngozi A. Bello',
      position: '',
      email: 'bello@acme.ng',
      phone: '',
    });
    expect(actor.getSnapshot().context.values.workplaceSupervisor.name).toBe('Ngozi A. Bello');
  });

  it('shows an error heading when loading fails, and retries', async () => {
    let calls = 0;
    const { actor } = start(
      () => Promise.resolve({}),
      () =>
        ++calls === 1
          ? Promise.reject(new ApiError({ status: 404, code: 'http', message: 'Student not found' }))
          : Promise.resolve(student),
    );
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('Student not found');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('editing'));
  });
});
