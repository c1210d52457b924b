/**
 * The coordinator's dashboard kept for a few seconds and shared by every request (issue 29,
 * point 5): every coordinator sees the same cohort, so 20 coordinators opening it at once cost
 * one count, not 20.
 *
 * How stale it may be: any change made through this server process (every call other than a
 * GET, when it has answered) drops the kept answer, so a coordinator sees their own change, and
 * a student's or supervisor's, at the next request. Changes made elsewhere (another server
 * process under SIWES_WORKERS, another server on the same database, the database edited by
 * hand) show within DASHBOARD_FRESH_MS plus one count's time: an answer older than that is
 * still given while the count that replaces it runs. A new Lagos day (the weeks shown depend on
 * it) counts afresh too.
 */
import type { CohortDashboard } from '@siwes/api';
import { lagosDay } from '@siwes/api';
import type { Db } from '../db/schema.ts';

/** How long a counted dashboard answers for changes made outside this process. */
export const DASHBOARD_FRESH_MS = 5_000;

interface Kept {
  /** The changes seen when the count began: a change since makes it stale. */
  generation: number;
  day: string;
  /** When the count began (monotonic milliseconds). */
  at: number;
  answer: Promise<CohortDashboard>;
}

interface State {
  generation: number;
  kept?: Kept;
}

const states = new WeakMap<Db, State>();

function stateOf(db: Db): State {
  let state = states.get(db);
  if (!state) states.set(db, (state = { generation: 0 }));
  return state;
}

/** Called once a change has been made through this process: the next dashboard is counted afresh. */
export function cohortChanged(deps: { db: Db }): void {
  const state = stateOf(deps.db);
  state.generation += 1;
  state.kept = undefined;
}

/**
 * The kept answer while fresh. Once older than DASHBOARD_FRESH_MS it is still answered while a
 * new count runs (started by the first request to find it old), so no request waits for a count
 * that only changes made elsewhere could need; after a change through this process, or on a new
 * Lagos day, requests wait for the new count. Requests arriving while it counts share the same
 * count. A failed count is not kept (the old answer stays until a count succeeds).
 */
export function sharedDashboard(
  deps: { db: Db },
  now: Date,
  count: () => Promise<CohortDashboard>,
  clock: () => number = () => performance.now(),
): Promise<CohortDashboard> {
  const state = stateOf(deps.db);
  const day = lagosDay(now);
  const at = clock();
  const kept = state.kept;
  const usable = kept && kept.generation === state.generation && kept.day === day;
  if (usable && at - kept.at < DASHBOARD_FRESH_MS) return kept.answer;
  const entry: Kept = { generation: state.generation, day, at, answer: count() };
  if (!usable) state.kept = entry;
  // Kept once counted (the old answer answers meanwhile), unless a change came first.
  entry.answer.then(
    () => {
      if (state.generation === entry.generation && (state.kept === entry || state.kept === kept))
        state.kept = entry;
    },
    () => {
      if (state.kept === entry) state.kept = undefined;
    },
  );
  if (!usable) return entry.answer;
  // Old: one recount at a time, the old answer meanwhile.
  kept.at = at;
  return kept.answer;
}
