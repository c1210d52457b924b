import { describe, expect, it } from 'vitest';
import {
  cohortDashboard,
  DASHBOARD,
  dashboardWeeks,
  gradeBandOf,
  isPlaced,
  topWorkloads,
  type DashboardStudentFacts,
} from './dashboard.ts';

/** Wednesday 3 June 2026 in Lagos; its week starts on Monday 1 June. */
const NOW = new Date('2026-06-03T09:00:00.000Z');

describe("the coordinator's dashboard rules", () => {
  it('bands a total by its share of the total maximum', () => {
    expect([100, 70, 69.5, 60, 50, 45, 44, 40, 39, 0].map((t) => gradeBandOf(t, 100))).toEqual([
      'A',
      'A',
      'B',
      'B',
      'C',
      'D',
      'E',
      'E',
      'F',
      'F',
    ]);
    // Under a policy whose total is 200, a total of 140 is 70 %.
    expect([gradeBandOf(140, 200), gradeBandOf(139, 200)]).toEqual(['A', 'B']);
  });

  it('counts a student placed once a company name is recorded', () => {
    expect([isPlaced('Interswitch'), isPlaced('  '), isPlaced(null), isPlaced(undefined)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('runs the weeks from the first resumption to the last end or this week, whichever is sooner', () => {
    // Resumption on a Wednesday: its week's Monday first; this week (1 June) last.
    expect(dashboardWeeks('2026-05-13', '2026-10-30', NOW)).toEqual([
      '2026-05-11',
      '2026-05-18',
      '2026-05-25',
      '2026-06-01',
    ]);
    // Ended before today: the end's week last.
    expect(dashboardWeeks('2026-05-04', '2026-05-15', NOW)).toEqual(['2026-05-04', '2026-05-11']);
    // Nobody has resumed: no weeks; resumption after today: none yet.
    expect(dashboardWeeks(null, null, NOW)).toEqual([]);
    expect(dashboardWeeks('2026-07-01', null, NOW)).toEqual([]);
    // A long period keeps its last DASHBOARD.maxWeeks.
    const long = dashboardWeeks('2020-01-06', null, NOW);
    expect(long).toHaveLength(DASHBOARD.maxWeeks);
    expect(long.at(-1)).toBe('2026-06-01');
  });

  it('shows the supervisors with the most grades to give first, then the most students, then by name', () => {
    const rows = [
      { id: 's1', name: 'Bola Ade', students: 3, notGraded: 1 },
      { id: 's2', name: 'Ada Obi', students: 3, notGraded: 1 },
      { id: 's3', name: 'Chi Eze', students: 5, notGraded: 1 },
      { id: 's4', name: 'Dayo Ola', students: 1, notGraded: 4 },
    ];
    expect(topWorkloads(rows).map((r) => r.id)).toEqual(['s4', 's3', 's2', 's1']);
    const many = Array.from({ length: 15 }, (_, i) => ({
      id: `s${i}`,
      name: `N${i}`,
      students: i,
      notGraded: 0,
    }));
    expect(topWorkloads(many)).toHaveLength(DASHBOARD.supervisors);
  });

  it('counts a cohort: the funnel, the weeks, the bands and the workload', () => {
    const none: DashboardStudentFacts = { reports: [] };
    const students: DashboardStudentFacts[] = [
      none,
      {
        companyName: 'Interswitch',
        resumptionDate: '2026-05-25',
        expectedEndDate: '2026-11-06',
        inspectionSupervisorId: 'sup-1',
        defenseSupervisorId: 'sup-1',
        inspectionScore: 25,
        defenseScore: 35,
        total: 85,
        reports: [
          { weekStart: '2026-05-25', written: true, signed: true },
          { weekStart: '2026-06-01', written: true, signed: false },
        ],
      },
      {
        companyName: 'Dangote',
        resumptionDate: '2026-06-01',
        inspectionSupervisorId: 'sup-2',
        reports: [{ weekStart: '2026-06-01', written: false, signed: false }],
      },
    ];
    const supervisors = [
      { id: 'sup-1', name: 'Ada Obi' },
      { id: 'sup-2', name: 'Bola Ade' },
      { id: 'sup-3', name: 'Chi Eze' },
    ];
    expect(cohortDashboard(students, supervisors, 100, NOW)).toEqual({
      funnel: { registered: 3, placed: 2, withBothSupervisors: 1, reportsStarted: 1, graded: 1, collated: 1 },
      weeks: [
        { weekStart: '2026-05-25', written: 1, signed: 1 },
        { weekStart: '2026-06-01', written: 1, signed: 0 },
      ],
      grades: [
        { band: 'A', students: 1 },
        { band: 'B', students: 0 },
        { band: 'C', students: 0 },
        { band: 'D', students: 0 },
        { band: 'E', students: 0 },
        { band: 'F', students: 0 },
      ],
      supervisors: [
        { id: 'sup-2', name: 'Bola Ade', students: 1, notGraded: 1 },
        { id: 'sup-1', name: 'Ada Obi', students: 1, notGraded: 0 },
        { id: 'sup-3', name: 'Chi Eze', students: 0, notGraded: 0 },
      ],
      totalSupervisors: 3,
    });
    expect(cohortDashboard([], [], 100, NOW)).toMatchObject({
      funnel: { registered: 0, placed: 0 },
      weeks: [],
      supervisors: [],
    });
  });
});
