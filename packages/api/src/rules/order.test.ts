import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STUDENT_SORT_KEYS } from '../constants.ts';
import type { Student } from '../contract/entities.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { compareByName, studentOrder, studentSort } from './order.ts';

function student(id: string, first: string, last: string, more: Partial<Student> = {}): Student {
  return {
    _id: id,
    studentCode: `SIW${id}`,
    firstName: first,
    lastName: last,
    name: `${first} ${last}`,
    matricNo: `M/${id}`,
    level: '300',
    sex: 'Female',
    email: `${id}@x.test`,
    phone: '080',
    ...more,
  };
}

const supervisor = (id: string, firstName: string, lastName: string) => ({
  _id: id,
  firstName,
  lastName,
  phone: '',
  email: '',
  assignedDate: null,
});

const ids = (list: Student[]) => list.map((s) => s._id);

describe('orders', () => {
  it('orders people by last name, then first name, then id', () => {
    const people = [
      student('3', 'Ada', 'Obi'),
      student('1', 'ada', 'Obi'),
      student('2', 'Ada', 'Obi'),
      student('4', 'Zed', 'Abu'),
    ];
    expect(ids([...people].sort(compareByName))).toEqual(['4', '2', '3', '1']);
  });

  it('sorts by the key asked, either way, with ties by name going up both ways', () => {
    const people = [
      student('a', 'Ada', 'Obi', { course: 'Nursing' }),
      student('b', 'Bola', 'Ade', { course: 'Nursing' }),
      student('c', 'Chi', 'Eze', { course: 'Anatomy' }),
    ];
    expect(ids([...people].sort(studentOrder('course', 'asc')))).toEqual(['c', 'b', 'a']);
    expect(ids([...people].sort(studentOrder('course', 'desc')))).toEqual(['b', 'a', 'c']);
  });

  it('puts students without a middle name, company or supervisor first going up and last going down', () => {
    // Only the company's name sorts.
    const placed = { company: { name: 'Nestlé' } as Student['company'] };
    const people = [
      student('a', 'Ada', 'Obi', {
        middleName: 'Grace',
        ...placed,
        inspection_supervisor: supervisor('s', 'T', 'U'),
      }),
      student('b', 'Bola', 'Ade'),
    ];
    for (const key of ['middleName', 'company', 'inspection_supervisor'] as const) {
      expect(ids([...people].sort(studentOrder(key, 'asc'))), key).toEqual(['b', 'a']);
      expect(ids([...people].sort(studentOrder(key, 'desc'))), key).toEqual(['a', 'b']);
    }
  });

  it("orders by a supervisor's last name, first name and id, keeping each supervisor's students together", () => {
    const twinA = supervisor('s1', 'Tolu', 'Bello');
    const twinB = supervisor('s2', 'Tolu', 'Bello');
    const people = [
      student('a', 'Ada', 'Zik', { defense_supervisor: { ...twinB, office: '' } }),
      student('b', 'Bola', 'Obi', { defense_supervisor: { ...twinA, office: '' } }),
      student('c', 'Chi', 'Abu', { defense_supervisor: { ...twinB, office: '' } }),
      student('d', 'Dayo', 'Eze', {
        defense_supervisor: { ...supervisor('s3', 'Amaka', 'Bello'), office: '' },
      }),
    ];
    expect(ids([...people].sort(studentOrder('defense_supervisor', 'asc')))).toEqual(['d', 'b', 'c', 'a']);
    expect(ids([...people].sort(studentOrder('defense_supervisor', 'desc')))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('is a total order for every key and direction: antisymmetric, and zero only for the same student', () => {
    const name = fc.constantFrom('Ade', 'ade', 'Adé', 'Obi', 'Zed', '');
    const arbitrary = fc.record({
      id: fc.constantFrom('1', '2', '3', '4'),
      first: name,
      last: name,
      middle: fc.option(name, { nil: undefined }),
    });
    fc.assert(
      fc.property(
        arbitrary,
        arbitrary,
        fc.constantFrom(...STUDENT_SORT_KEYS),
        fc.boolean(),
        (x, y, key, up) => {
          const [a, b] = [x, y].map((p) => student(p.id, p.first, p.last, { middleName: p.middle }));
          const order = studentOrder(key, up ? 'asc' : 'desc');
          expect(Math.sign(order(a!, b!))).toBe(-Math.sign(order(b!, a!)) || 0);
          if (order(a!, b!) === 0) expect(a!._id).toBe(b!._id);
        },
      ),
    );
  });

  it('takes course going up by default, and refuses a key it does not sort by', () => {
    expect(studentSort({})).toEqual({ sortBy: 'course', direction: 'asc' });
    expect(studentSort({ sortBy: '', sortOrder: 'desc' })).toEqual({ sortBy: 'course', direction: 'desc' });
    expect(studentSort({ sortBy: 'email', sortOrder: 'asc' })).toEqual({ sortBy: 'email', direction: 'asc' });
    expect(studentSort({ sortBy: 'password' })).toEqual({
      refused: SERVER_MESSAGES.cannotSortBy('password'),
    });
    expect(studentSort({ sortBy: 'toString' })).toHaveProperty('refused');
  });
});
