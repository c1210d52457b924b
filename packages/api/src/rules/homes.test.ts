import { describe, expect, it } from 'vitest';
import { SUPERVISOR_HOME, supervisorHome, weekTally, type SupervisorStudentFacts } from './homes.ts';

const student = (over: Partial<SupervisorStudentFacts> & { id: string }): SupervisorStudentFacts => ({
  name: over.id,
  matricNo: `M/${over.id}`,
  studentCode: `SIW${over.id}`,
  onInspection: true,
  onDefense: false,
  inspectionScore: 10,
  defenseScore: null,
  weeksWritten: 0,
  weeksSigned: 0,
  weeksUnsigned: 0,
  lastWeekWritten: null,
  ...over,
});

describe("the supervisor's home's rules", () => {
  it('tallies weeks written, signed, and past weeks written but unsigned', () => {
    const reports = [
      { weekStart: '2026-06-01', written: true, signed: true },
      { weekStart: '2026-06-08', written: true, signed: false },
      { weekStart: '2026-06-15', written: false, signed: false },
      // This week's: written, not yet due.
      { weekStart: '2026-06-22', written: true, signed: false },
    ];
    expect(weekTally(reports, '2026-06-22')).toEqual({
      weeksWritten: 3,
      weeksSigned: 1,
      weeksUnsigned: 1,
      lastWeekWritten: '2026-06-22',
    });
    expect(weekTally([], '2026-06-22').lastWeekWritten).toBeNull();
  });

  it('lists who needs the supervisor: most grades to give, most weeks unsigned, longest silent, then name', () => {
    const home = supervisorHome([
      student({ id: 'done' }),
      student({ id: 'unsigned1', weeksUnsigned: 1, lastWeekWritten: '2026-06-08' }),
      student({ id: 'unsigned3', weeksUnsigned: 3, lastWeekWritten: '2026-06-08' }),
      student({ id: 'silent', inspectionScore: null, lastWeekWritten: null }),
      student({ id: 'writing', inspectionScore: null, lastWeekWritten: '2026-06-15' }),
      student({ id: 'both', inspectionScore: null, onDefense: true }),
      // A defence score given on a list that is not this supervisor's is not theirs to give.
      student({ id: 'notMine', onInspection: false, onDefense: false, inspectionScore: null }),
    ]);
    expect(home.next.map((r) => [r.id, r.toGrade])).toEqual([
      ['both', ['inspection', 'defense']],
      ['silent', ['inspection']],
      ['writing', ['inspection']],
      ['unsigned3', []],
      ['unsigned1', []],
    ]);
    expect(home.needingYou).toBe(5);
    expect(home.students).toBe(7);
    expect(home.inspection).toEqual({ students: 6, graded: 3 });
    expect(home.defense).toEqual({ students: 1, graded: 0 });
    expect(home.weeksUnsigned).toBe(4);
  });

  it(`lists at most ${SUPERVISOR_HOME.next}, counting them all`, () => {
    const many = Array.from({ length: SUPERVISOR_HOME.next + 3 }, (_, i) =>
      student({ id: `s${String(i).padStart(2, '0')}`, inspectionScore: null }),
    );
    const home = supervisorHome(many);
    expect(home.next).toHaveLength(SUPERVISOR_HOME.next);
    expect(home.needingYou).toBe(SUPERVISOR_HOME.next + 3);
    expect(home.next[0]?.id).toBe('s00');
  });
});
