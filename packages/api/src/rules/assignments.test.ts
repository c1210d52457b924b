/** The assignment rules of issue 34: the cohort's filters, one step of a bulk assignment, the supervisors' mail. */
import { describe, expect, it } from 'vitest';
import type { Student } from '../contract/entities.ts';
import { MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import {
  assignmentsMessage,
  assignmentStep,
  hasStudentFilters,
  matchesStudentFilters,
  studentsAddedMail,
  studentsMovedMail,
} from './assignments.ts';

const zainab = { _id: 'sup-1', firstName: 'Zainab', lastName: 'Nwosu', phone: '', email: 'z@x.test' };

const ada: Student = {
  _id: 'stu-1',
  studentCode: 'SIW2600001',
  firstName: 'Ada',
  lastName: 'Obi',
  name: 'Ada Obi',
  matricNo: 'CSC/1',
  level: '300',
  sex: 'Female',
  faculty: 'F',
  department: 'D',
  course: 'Computer Science',
  email: 'ada@x.test',
  phone: '080',
  company: {
    name: '100% Foods_Ltd',
    email: '',
    phone: '',
    address: '',
    state: 'Lagos',
    LGA: '',
    assignedDepartment: '',
    jobDescription: '',
    resumptionDate: '',
    expectedEndDate: '',
  },
  inspection_supervisor: { ...zainab, assignedDate: '2026-12-11T09:00:00.000Z' },
  defense_supervisor: null,
};

describe('student filters', () => {
  it('keeps a student passing every filter named, ignoring case and blanks', () => {
    expect(matchesStudentFilters(ada, {})).toBe(true);
    expect(
      matchesStudentFilters(ada, { unassigned: 'defense', state: ' LAGOS ', course: 'computer science' }),
    ).toBe(true);
    expect(matchesStudentFilters(ada, { unassigned: 'inspection' })).toBe(false);
    expect(matchesStudentFilters(ada, { company: 'foods_' })).toBe(true);
    expect(matchesStudentFilters(ada, { company: '100%' })).toBe(true);
    expect(matchesStudentFilters(ada, { company: 'dangote' })).toBe(false);
    expect(matchesStudentFilters(ada, { state: 'Rivers' })).toBe(false);
    expect(matchesStudentFilters({ ...ada, company: null }, { state: 'Lagos' })).toBe(false);
    expect(matchesStudentFilters(ada, { company: '  ' })).toBe(true);
    expect(hasStudentFilters({ company: '  ' })).toBe(false);
    expect(hasStudentFilters({ unassigned: 'inspection' })).toBe(true);
  });
});

describe('assignSupervisors, one student', () => {
  it('refuses an unknown student, and another supervisor’s unless told to replace', () => {
    expect(assignmentStep(undefined, 'inspection', 'sup-2', true)).toEqual({
      action: 'refused',
      message: SERVER_MESSAGES.studentNotFound,
    });
    expect(assignmentStep(ada, 'inspection', 'sup-2', false)).toEqual({
      action: 'refused',
      message: SERVER_MESSAGES.alreadyAssigned('Zainab Nwosu'),
    });
    expect(assignmentStep(ada, 'inspection', 'sup-2', true)).toEqual({
      action: 'assign',
      replaces: { _id: 'sup-1', name: 'Zainab Nwosu', date: '2026-12-11T09:00:00.000Z' },
    });
    expect(assignmentStep(ada, 'inspection', 'sup-1', false)).toEqual({ action: 'unchanged' });
    expect(assignmentStep(ada, 'defense', 'sup-2', false)).toEqual({ action: 'assign', replaces: null });
  });

  it("answers the spec's message only when none was refused", () => {
    expect(assignmentsMessage(0, 25)).toBe(MESSAGES.assigned);
    expect(assignmentsMessage(2, 25)).toBe(SERVER_MESSAGES.assignedSome(23, 25));
  });
});

describe("the supervisors' mail", () => {
  it('names each student added, whom they came from and the date kept', () => {
    const mail = studentsAddedMail('inspection', [
      { name: 'Ada Obi', from: 'Zainab Nwosu', keptDate: '2026-12-11T09:00:00.000Z' },
      { name: 'Bayo Ade', from: null, keptDate: null },
    ]);
    expect(mail.subject).toBe('2 students added to your inspection list');
    expect(mail.text).toContain(
      '- Ada Obi, until now with Zainab Nwosu; the inspection date Friday 11 December 2026, 10:00 in Lagos is kept\n- Bayo Ade\n',
    );
  });

  it('tells the supervisor who lost a student what became of the date they set', () => {
    const kept = studentsMovedMail('defense', [
      { name: 'Ada Obi', to: 'Musa Bello', date: '2026-12-11T09:00:00.000Z', kept: false },
    ]);
    expect(kept.subject).toBe('A student moved from your defence list');
    expect(kept.text).toContain(
      '- Ada Obi, now with Musa Bello; the defence date you set, Friday 11 December 2026, 10:00 in Lagos, is cleared',
    );
  });
});
