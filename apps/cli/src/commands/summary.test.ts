import { describe, expect, it } from 'vitest';
import { studentsAtRisk } from '@siwes/mocks/node';
import { useCoordinatorOnFake } from '../../test/harness.ts';

const t = useCoordinatorOnFake();
const { fake } = t;

describe('siwes summary', () => {
  it("prints the cohort's funnel as a table, each stage with its share of those registered", async () => {
    const result = await t.box.run(['summary']);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Stage +Students +Of registered$/);
    // Under the header, its rule; then a stage a line; then the students at risk.
    expect(lines.slice(2, -2).map((l) => l.split(/ {2,}/)[0])).toEqual([
      'Registered',
      'Placed',
      'With both supervisors',
      'Reports started',
      'Graded',
      'Collated',
    ]);
    expect(lines[2]).toMatch(new RegExp(`^Registered +${fake.db.students.length} +100%$`));
    const atRisk = studentsAtRisk(fake.db).length;
    expect(atRisk).toBeGreaterThan(0);
    expect(lines.slice(-2)).toEqual(['', `Students at risk: ${atRisk}`]);
  });

  it('gives the funnel as JSON, the same numbers as the call', async () => {
    const result = await t.box.run(['--json', 'summary']);
    expect(result.code).toBe(0);
    const { funnel, atRisk } = JSON.parse(result.stdout);
    expect(atRisk).toBe(studentsAtRisk(fake.db).length);
    expect(funnel.registered).toBe(fake.db.students.length);
    expect(Object.keys(funnel)).toEqual([
      'registered',
      'placed',
      'withBothSupervisors',
      'reportsStarted',
      'graded',
      'collated',
    ]);
  });
});
