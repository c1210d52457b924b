import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRADE_MAXIMA } from '../constants.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { collateGrade, gradeLabel, gradeTotal, scoreRefusal } from './grades.ts';

describe('grades', () => {
  it('names each grade type as its refusals do', () => {
    expect([gradeLabel('reports'), gradeLabel('inspection'), gradeLabel('defense')]).toEqual([
      'weekly report',
      'inspection',
      'defence',
    ]);
  });

  it('takes any score from 0 to its maximum, and refuses others with the server message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('reports', 'inspection', 'defense' as const),
        fc.double(),
        (type, score) => {
          const max = GRADE_MAXIMA[type];
          const refused = scoreRefusal(GRADE_MAXIMA, type, score);
          if (score >= 0 && score <= max) expect(refused).toBeUndefined();
          else expect(refused).toBe(SERVER_MESSAGES.scoreOutOfRange(gradeLabel(type), max));
        },
      ),
    );
    expect(scoreRefusal(GRADE_MAXIMA, 'defense', 41)).toBe('The defence score must be between 0 and 40.');
    expect(scoreRefusal({ ...GRADE_MAXIMA, inspection: 50 }, 'inspection', 45)).toBeUndefined();
    expect(scoreRefusal(GRADE_MAXIMA, 'inspection', Number.POSITIVE_INFINITY)).toBeDefined();
  });

  it('totals the three scores, a missing one counting 0', () => {
    expect(gradeTotal(20, 25, 35)).toBe(80);
    expect(gradeTotal(20, null, undefined)).toBe(20);
  });

  it('collates with the weekly-report score given, else the computed one', () => {
    expect(collateGrade({ given: 20, computed: 12, inspection: 25, defense: null })).toEqual({
      weeklyReportsScore: 20,
      total: 45,
    });
    expect(collateGrade({ given: null, computed: 12, inspection: 25, defense: 35 })).toEqual({
      weeklyReportsScore: 12,
      total: 72,
    });
  });
});
