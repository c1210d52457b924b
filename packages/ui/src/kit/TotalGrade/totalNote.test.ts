import { describe, expect, it } from 'vitest';
import { totalNote } from './totalNote.ts';

describe('totalNote', () => {
  it('says nothing of a total of all three grades, or of no total', () => {
    expect(
      totalNote({ weeklyReportsScore: 30, inspectionScore: 30, defenseScore: 40, total: 100 }),
    ).toBeNull();
    expect(
      totalNote({ weeklyReportsScore: 0.1, inspectionScore: 0.2, defenseScore: 0, total: 0.3 }),
    ).toBeNull();
    expect(
      totalNote({ weeklyReportsScore: 10, inspectionScore: null, defenseScore: null, total: null }),
    ).toBeNull();
    expect(totalNote(undefined)).toBeNull();
  });

  it('says a total is out of date when its grades no longer add up to it', () => {
    expect(totalNote({ weeklyReportsScore: 25, inspectionScore: 27.5, defenseScore: 36, total: 25 })).toBe(
      'Out of date: a grade changed after it was collated. Collate again.',
    );
    // A grade given after collating a total that had none.
    expect(totalNote({ weeklyReportsScore: 25, inspectionScore: 20, defenseScore: null, total: 25 })).toMatch(
      /^Out of date/,
    );
  });

  it('names the grades a total was collated without', () => {
    expect(totalNote({ weeklyReportsScore: 25, inspectionScore: null, defenseScore: null, total: 25 })).toBe(
      'So far: no inspection or defence grade yet.',
    );
    expect(totalNote({ weeklyReportsScore: 25, inspectionScore: 20, total: 45 })).toBe(
      'So far: no defence grade yet.',
    );
    expect(totalNote({ weeklyReportsScore: null, inspectionScore: null, defenseScore: null, total: 0 })).toBe(
      'So far: no weekly report, inspection or defence grade yet.',
    );
  });
});
