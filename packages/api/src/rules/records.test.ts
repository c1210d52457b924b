/** The smaller rules: names, paging, assignments, mail, CSV rows and the seeded random numbers. */
import { describe, expect, it } from 'vitest';
import type { Student } from '../contract/entities.ts';
import { CODE_MAIL_SUBJECTS } from '../messages.ts';
import { assignedCount, assignedTo } from './assignments.ts';
import { inspectionListCsvRow, studentsCsvRow, weeklyReportsCsvRow } from './csvRows.ts';
import { accountExistsMail, codeMail } from './mail.ts';
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
    // Signed Weeks last, after the columns the file always had.
    expect(weeklyReportsCsvRow(row)).toEqual(['Ada', 'Obi', 'CSC/1', 3, 12, 2]);
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
