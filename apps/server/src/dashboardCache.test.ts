/** The coordinator's dashboard kept and shared for a few seconds (services/dashboardCache.ts, issue 29 point 5). */
import { describe, expect, it } from 'vitest';
import type { CohortDashboard } from '@siwes/api';
import type { Db } from './db/schema.ts';
import { cohortChanged, DASHBOARD_FRESH_MS, sharedDashboard } from './services/dashboardCache.ts';

function setup() {
  const deps = { db: {} as Db };
  let counts = 0;
  let ms = 1_000;
  const count = () => {
    counts += 1;
    return Promise.resolve({ totalSupervisors: counts } as CohortDashboard);
  };
  const ask = (now = new Date('2026-11-25T10:00:00Z')) => sharedDashboard(deps, now, count, () => ms);
  return { deps, ask, counts: () => counts, advance: (by: number) => (ms += by) };
}

describe("the coordinator's dashboard, kept", () => {
  it('answers requests at once from one count; once old, answers it while one recount runs', async () => {
    const { ask, counts, advance } = setup();
    const [a, b] = await Promise.all([ask(), ask()]);
    expect(a).toBe(b);
    expect(counts()).toBe(1);
    advance(DASHBOARD_FRESH_MS - 1);
    await ask();
    expect(counts()).toBe(1);
    advance(1);
    // Old: the old answer at once, and one recount started for all.
    expect((await ask()).totalSupervisors).toBe(1);
    expect((await ask()).totalSupervisors).toBe(2);
    expect(counts()).toBe(2);
  });

  it('counts again after a change through the server, and on a new Lagos day', async () => {
    const { deps, ask, counts } = setup();
    await ask();
    cohortChanged(deps);
    await ask();
    expect(counts()).toBe(2);
    // 23:30 UTC is already the next day in Lagos.
    await ask(new Date('2026-11-25T23:30:00Z'));
    expect(counts()).toBe(3);
  });

  it('waits for the recount after a change, even when an old answer is kept', async () => {
    const { deps, ask, advance } = setup();
    await ask();
    advance(DASHBOARD_FRESH_MS);
    cohortChanged(deps);
    expect((await ask()).totalSupervisors).toBe(2);
  });

  it('does not keep a failed count', async () => {
    const deps = { db: {} as Db };
    const failing = () => Promise.reject(new Error('database gone'));
    await expect(sharedDashboard(deps, new Date(), failing)).rejects.toThrow('database gone');
    const answer = { totalSupervisors: 7 } as CohortDashboard;
    await expect(sharedDashboard(deps, new Date(), () => Promise.resolve(answer))).resolves.toBe(answer);
  });
});
