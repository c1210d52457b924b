import { describe, expect, test } from 'vitest';
import type { AssignedStudent } from '@siwes/api';
import {
  describeVisit,
  matchesFilters,
  mergeStudents,
  nextSteps,
  nextStepSearch,
  visitStatus,
  type StudentFilters,
} from './myStudents.ts';

function assigned(
  code: string,
  name: string,
  extra: { date?: string | null; inspection?: number | null; defence?: number | null; company?: string },
): AssignedStudent {
  return {
    _id: `a-${code}`,
    studentDetails: { _id: `id-${code}`, studentCode: code, name, matricNo: 'X/1', course: 'Law' },
    companyDetails: extra.company ? { name: extra.company, address: 'Road', state: 'Lagos' } : null,
    assignedDate: extra.date ?? null,
    grade: { inspectionScore: extra.inspection ?? null, defenseScore: extra.defence ?? null },
  } as AssignedStudent;
}

const NONE: StudentFilters = { status: '', visit: '', state: '', company: '', q: '' };

describe('My Students', () => {
  test('a score is Graded whatever the date; a date without a score is Not graded', () => {
    expect(visitStatus(null, null)).toBe('date-not-set');
    expect(visitStatus('2026-06-01T09:00:00.000Z', null)).toBe('not-graded');
    expect(visitStatus(null, 0)).toBe('graded');
    expect(describeVisit({ date: null, score: 25, status: 'graded' }, 30)).toBe('Graded 25 / 30');
  });

  test('a student on both lists is one row, each visit read from its own list', () => {
    const rows = mergeStudents(
      [assigned('S2', 'Bola', { date: '2026-06-01T09:00:00.000Z', inspection: 20, defence: 33 })],
      [assigned('S2', 'Bola', { defence: null }), assigned('S1', 'Ada', { date: null })],
    );
    expect(rows.map((r) => r.name)).toEqual(['Ada', 'Bola']);
    expect(rows[1]?.inspection?.status).toBe('graded');
    expect(rows[1]?.defense?.status).toBe('date-not-set');
    expect(rows[0]?.inspection).toBeNull();
  });

  test('a date set since loading changes the status at once', () => {
    const [row] = mergeStudents([assigned('S1', 'Ada', {})], [], {
      'inspection:S1': '2026-06-15T09:30:00.000Z',
    });
    expect(row?.inspection).toMatchObject({ date: '2026-06-15T09:30:00.000Z', status: 'not-graded' });
  });

  test('filters: a status of the visit chosen, the company, every word of the name', () => {
    const [ada, bola] = mergeStudents(
      [assigned('S1', 'Ada Obi', { company: 'Andela' }), assigned('S2', 'Bola Obi', { inspection: 1 })],
      [assigned('S2', 'Bola Obi', {})],
    );
    expect(matchesFilters(ada!, { ...NONE, status: 'date-not-set' })).toBe(true);
    expect(matchesFilters(bola!, { ...NONE, status: 'date-not-set' })).toBe(true);
    expect(matchesFilters(bola!, { ...NONE, status: 'date-not-set', visit: 'inspection' })).toBe(false);
    expect(matchesFilters(ada!, { ...NONE, visit: 'defense' })).toBe(false);
    expect(matchesFilters(ada!, { ...NONE, company: 'Andela', state: 'Lagos' })).toBe(true);
    expect(matchesFilters(bola!, { ...NONE, company: 'Andela' })).toBe(false);
    expect(matchesFilters(ada!, { ...NONE, q: 'obi  ADA' })).toBe(true);
    expect(matchesFilters(ada!, { ...NONE, q: 'bola' })).toBe(false);
  });

  test('the next steps, said in words, each with its address', () => {
    const rows = mergeStudents(
      [
        assigned('S1', 'A', {}),
        assigned('S2', 'B', {}),
        assigned('S3', 'C', { date: '2026-06-01T09:00:00.000Z' }),
      ],
      [assigned('S1', 'A', { date: '2026-08-01T09:00:00.000Z' })],
    );
    const steps = nextSteps(rows);
    expect(steps.map((s) => s.text)).toEqual([
      '2 students have no inspection date',
      '1 student is not graded for inspection',
      '1 student is not graded for defence',
    ]);
    expect(nextStepSearch(steps[0]!)).toBe('?visit=inspection&status=date-not-set');
    expect(nextSteps(mergeStudents([assigned('S1', 'A', { inspection: 3 })], []))).toEqual([]);
  });
});
