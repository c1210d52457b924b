/** The smaller rules: names, paging, assignments, mail, CSV rows and the seeded random numbers. */
import { describe, expect, it } from 'vitest';
import type { Student } from '../contract/entities.ts';
import { CODE_MAIL_SUBJECTS, MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import {
  assignedCount,
  assignedTo,
  assignmentsMessage,
  assignmentStep,
  hasStudentFilters,
  matchesStudentFilters,
  studentsAddedMail,
  studentsMovedMail,
} from './assignments.ts';
import { inspectionListCsvRow, studentsCsvRow, weeklyReportsCsvRow } from './csvRows.ts';
import { accountExistsMail, codeMail, describeCodeLifetime } from './mail.ts';
import { fullName, normalEmail, sameEmail, studentCode } from './names.ts';
import { pageOf, pageWindow } from './paging.ts';
import { createRandom } from './random.ts';

const inspector = { _id: 'sup-1', firstName: 'Bolanle', lastName: 'Akinola', phone: '', email: '' };

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
  course: 'C',
  email: 'ada@x.test',
  phone: '080',
  company: null,
  inspection_supervisor: { ...inspector, assignedDate: '2026-07-01T09:00:00.000Z' },
  defense_supervisor: { ...inspector, office: 'Room 1' },
};

describe('names', () => {
  it('joins first, middle and last names, leaving blanks out', () => {
    expect(fullName({ firstName: 'Ada', middleName: 'Grace', lastName: 'Obi' })).toBe('Ada Grace Obi');
    expect(fullName({ firstName: 'Ada', middleName: null, lastName: 'Obi' })).toBe('Ada Obi');
    expect(fullName({ firstName: ' Ada ', middleName: '  ', lastName: 'Obi' })).toBe('Ada Obi');
  });

  it('finds accounts by email whatever its case or spaces, and numbers new students by year', () => {
    expect(normalEmail('  Ada@Example.EDU ')).toBe('ada@example.edu');
    expect(sameEmail('ADA@x.test', ' ada@x.test')).toBe(true);
    expect(studentCode(42, 2026)).toBe('SIW2600042');
    expect(studentCode(123456, 2031)).toBe('SIW31123456');
  });
});

describe('pages', () => {
  it('is 10 from the first page by default, at most 100', () => {
    expect(pageWindow({})).toEqual({ offset: 0, limit: 10 });
    expect(pageWindow({ page: 3, limit: 5 })).toEqual({ offset: 10, limit: 5 });
    expect(pageWindow({ page: 2, limit: 500 })).toEqual({ offset: 100, limit: 100 });
    expect(pageOf([1, 2, 3, 4, 5], { page: 2, limit: 2 })).toEqual([3, 4]);
  });
});

describe('assignments', () => {
  it('counts a student a supervisor both inspects and defends once', () => {
    expect(assignedTo(ada, 'defense', 'sup-1')).toBe(true);
    expect(assignedTo(ada, 'defense', undefined)).toBe(false);
    expect(assignedCount([ada, { ...ada, _id: 'stu-2', defense_supervisor: null }], 'sup-1')).toBe(2);
    expect(assignedCount([ada], 'sup-2')).toBe(0);
  });
});

describe('mail about codes', () => {
  it('carries the code and its lifetime, under the subject for its purpose', () => {
    const mail = codeMail('123456', 'changePassword', 600);
    expect(mail.subject).toBe(CODE_MAIL_SUBJECTS.changePassword);
    expect(mail.text).toMatch(/^Your verification code is 123456\. It expires in 10 minutes\./);
    expect(accountExistsMail().text).toContain('Forgot Password');
  });

  it('says the lifetime in words, as the code page says it', () => {
    expect(codeMail('123456', 'registration', 60).text).toContain('It expires in 1 minute.');
    expect(codeMail('123456', 'registration', 900).text).toContain('It expires in 15 minutes.');
    expect(describeCodeLifetime(90)).toBe('90 seconds');
    expect(describeCodeLifetime(200)).toBe('about 3 minutes');
  });
});

describe('CSV rows', () => {
  it('lists a student, their inspection supervisor and the date in Lagos time', () => {
    expect(studentsCsvRow(ada)).toEqual([
      'SIW2600001',
      'Ada Obi',
      'CSC/1',
      'ada@x.test',
      '080',
      '300',
      'Female',
      'F',
      'D',
      'C',
      undefined,
    ]);
    expect(inspectionListCsvRow(ada)).toEqual([
      'Ada Obi',
      'CSC/1',
      'C',
      undefined,
      undefined,
      'Bolanle Akinola',
      '2026-07-01 10:00',
    ]);
    expect(inspectionListCsvRow({ ...ada, inspection_supervisor: null }).slice(5)).toEqual(['', '']);
    const row = {
      firstName: 'Ada',
      lastName: 'Obi',
      matricNumber: 'CSC/1',
      reportCount: 3,
      marks: 12,
      signedWeeks: 2,
      waitingWeeks: 1,
      lastSignedAt: '2026-05-09T09:00:00.000Z',
      studentCode: 'SIW-1',
      expectedWeeks: 4,
      maxMarks: 30,
    };
    // Signed Weeks, Late Days and Burst Weeks last, after the columns the file always had.
    expect(weeklyReportsCsvRow(row)).toEqual(['Ada', 'Obi', 'CSC/1', 3, 12, 2, 0, 0]);
    expect(weeklyReportsCsvRow({ ...row, lateDays: 10, burstWeeks: 12 }).slice(5)).toEqual([2, 10, 12]);
  });
});

describe('seeded random numbers', () => {
  it('draw the same numbers from the same seed, inside the ranges asked', () => {
    const [a, b] = [createRandom(2026), createRandom(2026)];
    const draws = (r: ReturnType<typeof createRandom>) => [
      r.next(),
      r.int(1, 6),
      r.pick(['x', 'y']),
      r.hex(8),
      r.digits(6),
    ];
    expect(draws(a)).toEqual(draws(b));
    const r = createRandom(7);
    for (let i = 0; i < 200; i += 1) expect(r.int(3, 5)).toBeGreaterThanOrEqual(3);
    expect(() => r.pick([])).toThrow(RangeError);
  });
});

// Issue 34: Ada placed in Lagos, inspected by Zainab Nwosu, who set a date.
const zainab = { _id: 'sup-1', firstName: 'Zainab', lastName: 'Nwosu', phone: '', email: 'z@x.test' };
const placedAda: Student = {
  ...ada,
  course: 'Computer Science',
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
    expect(matchesStudentFilters(placedAda, {})).toBe(true);
    expect(
      matchesStudentFilters(placedAda, {
        unassigned: 'defense',
        state: ' LAGOS ',
        course: 'computer science',
      }),
    ).toBe(true);
    expect(matchesStudentFilters(placedAda, { unassigned: 'inspection' })).toBe(false);
    expect(matchesStudentFilters(placedAda, { company: 'foods_' })).toBe(true);
    expect(matchesStudentFilters(placedAda, { company: '100%' })).toBe(true);
    expect(matchesStudentFilters(placedAda, { company: 'dangote' })).toBe(false);
    expect(matchesStudentFilters(placedAda, { state: 'Rivers' })).toBe(false);
    expect(matchesStudentFilters({ ...placedAda, company: null }, { state: 'Lagos' })).toBe(false);
    expect(matchesStudentFilters(placedAda, { company: '  ' })).toBe(true);
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
    expect(assignmentStep(placedAda, 'inspection', 'sup-2', false)).toEqual({
      action: 'refused',
      message: SERVER_MESSAGES.alreadyAssigned('Zainab Nwosu'),
    });
    expect(assignmentStep(placedAda, 'inspection', 'sup-2', true)).toEqual({
      action: 'assign',
      replaces: { _id: 'sup-1', name: 'Zainab Nwosu', date: '2026-12-11T09:00:00.000Z' },
    });
    expect(assignmentStep(placedAda, 'inspection', 'sup-1', false)).toEqual({ action: 'unchanged' });
    expect(assignmentStep(placedAda, 'defense', 'sup-2', false)).toEqual({
      action: 'assign',
      replaces: null,
    });
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
