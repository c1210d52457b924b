import { describe, expect, it } from 'vitest';
import type { Student } from '../contract/entities.ts';
import { MAX_SEARCH_RESULTS, matchesSearch, searchStudents, searchTerm, searchText } from './search.ts';

function student(n: number, lastName = 'Obi'): Student {
  return {
    _id: `stu-${String(n).padStart(3, '0')}`,
    studentCode: `SIW26${String(n).padStart(5, '0')}`,
    firstName: 'Adaeze',
    lastName,
    name: `Adaeze ${lastName}`,
    matricNo: `CSC/2022/${n}`,
    level: '300',
    sex: 'Female',
    email: `adaeze.${n}@students.siwes.test`,
    phone: '08012345678',
  };
}

describe('search', () => {
  it('looks for the query trimmed and in lower case, from 3 characters counted as people count them', () => {
    expect(searchTerm('  OkaFor ')).toBe('okafor');
    expect(searchTerm('ab')).toBeUndefined();
    expect(searchTerm('  ab  ')).toBeUndefined();
    expect(searchTerm('abc')).toBe('abc');
    // An emoji is one character, though JavaScript counts two units.
    expect('😀a'.length).toBe(3);
    expect(searchTerm('😀a')).toBeUndefined();
    expect(searchTerm('😀ab')).toBe('😀ab');
  });

  it('matches the name, matric number, email or code, ignoring case, but not across two of them', () => {
    const ada = { ...student(7, 'Ọkafor'), name: 'Adaeze Ọkafor' };
    for (const q of ['daeze ọk', 'ỌKAFOR', 'csc/2022/7', 'ADAEZE.7@', 'siw2600007']) {
      const term = searchTerm(q);
      expect(term && matchesSearch(ada, term), q).toBe(true);
    }
    // The end of the name and the start of the matric number are two fields.
    expect(matchesSearch(ada, searchTerm('forcsc')!)).toBe(false);
    expect(searchText(ada)).toBe(
      'adaeze ọkafor\u0001csc/2022/7\u0001adaeze.7@students.siwes.test\u0001siw2600007',
    );
  });

  it('answers by name, at most MAX_SEARCH_RESULTS students', () => {
    const many = Array.from({ length: MAX_SEARCH_RESULTS + 20 }, (_, i) =>
      student(i + 1, i % 2 ? 'Obi' : 'Abu'),
    );
    const found = searchStudents(many, 'adaeze');
    expect(found).toHaveLength(MAX_SEARCH_RESULTS);
    expect(found[0]?.lastName).toBe('Abu');
    expect(found.at(-1)?.lastName).toBe('Obi');
    expect(searchStudents(many, 'nobody')).toEqual([]);
  });
});
