import { describe, expect, it } from 'vitest';
import { courseCascadeMachine } from './courseCascade.machine.ts';
import { startFlow } from './testing/harness.ts';

describe('course cascade machine: the faculty, department and course of a registration', () => {
  it('enables department once a faculty is chosen and course once a department is, with filtered options', () => {
    const { actor } = startFlow(courseCascadeMachine);
    const snap = () => actor.getSnapshot();
    expect(snap().matches('noFaculty')).toBe(true);
    expect(snap().can({ type: 'SELECT_DEPARTMENT', department: 'Computer Science' })).toBe(false);
    expect(snap().can({ type: 'SELECT_COURSE', course: 'Computer Science' })).toBe(false);

    actor.send({ type: 'SELECT_FACULTY', faculty: 'Computing and Engineering Sciences' });
    expect(snap().matches({ facultyChosen: 'noDepartment' })).toBe(true);
    expect(snap().context.departmentOptions).toEqual([
      'Computer Science',
      'Information Technology',
      'Software Engineering',
    ]);
    expect(snap().can({ type: 'SELECT_COURSE', course: 'Computer Science' })).toBe(false);

    actor.send({ type: 'SELECT_DEPARTMENT', department: 'Computer Science' });
    expect(snap().matches({ facultyChosen: { departmentChosen: 'noCourse' } })).toBe(true);
    expect(snap().context.courseOptions).toEqual([
      'Computer Science',
      'Computer Technology',
      'Computer Information Systems',
    ]);

    actor.send({ type: 'SELECT_COURSE', course: 'Computer Technology' });
    expect(snap().matches({ facultyChosen: { departmentChosen: 'courseChosen' } })).toBe(true);
    expect(snap().context.course).toBe('Computer Technology');
  });

  it('clears the children when a parent changes, and steps back on the empty option', () => {
    const { actor } = startFlow(courseCascadeMachine);
    const snap = () => actor.getSnapshot();
    actor.send({ type: 'SELECT_FACULTY', faculty: 'Computing and Engineering Sciences' });
    actor.send({ type: 'SELECT_DEPARTMENT', department: 'Computer Science' });
    actor.send({ type: 'SELECT_COURSE', course: 'Computer Science' });

    actor.send({ type: 'SELECT_COURSE', course: '' });
    expect(snap().matches({ facultyChosen: { departmentChosen: 'noCourse' } })).toBe(true);
    expect(snap().context.course).toBe('');

    actor.send({ type: 'SELECT_COURSE', course: 'Computer Science' });
    actor.send({ type: 'SELECT_DEPARTMENT', department: 'Software Engineering' });
    expect(snap().matches({ facultyChosen: { departmentChosen: 'noCourse' } })).toBe(true);
    expect(snap().context).toMatchObject({
      department: 'Software Engineering',
      course: '',
      courseOptions: ['Software Engineering'],
    });

    actor.send({ type: 'SELECT_DEPARTMENT', department: '' });
    expect(snap().matches({ facultyChosen: 'noDepartment' })).toBe(true);
    expect(snap().context).toMatchObject({ department: '', courseOptions: [] });

    actor.send({ type: 'SELECT_DEPARTMENT', department: 'Computer Science' });
    actor.send({ type: 'SELECT_FACULTY', faculty: 'Nursing Sciences' });
    expect(snap().matches({ facultyChosen: 'noDepartment' })).toBe(true);
    expect(snap().context).toMatchObject({
      faculty: 'Nursing Sciences',
      department: '',
      course: '',
      departmentOptions: ['Nursing'],
      courseOptions: [],
    });

    actor.send({ type: 'SELECT_FACULTY', faculty: '' });
    expect(snap().matches('noFaculty')).toBe(true);
    expect(snap().context).toMatchObject({ faculty: '', departmentOptions: [] });
  });
});
