import { LATE_ENTRY_POLICY } from '@siwes/api';
import { useServices } from '../services/services.tsx';
import { useLoad } from './useLoad.ts';

/** The rule a student reads before writing (issue 27), with the server's number of days. */
export function lateEntriesRule(lateAfterDays: number): string {
  return `Entries written more than ${lateAfterDays} ${lateAfterDays === 1 ? 'day' : 'days'} after the day are marked late.`;
}

/**
 * After how many days an entry is marked late on this server (`GET /api/late-entry-policy`), so
 * the Weekly Report page says what the graders will see: `LATE_ENTRY_POLICY`'s until it has
 * loaded, and for good offline or from a backend that does not publish it.
 */
export function useLateEntryDays(): number {
  const { client } = useServices();
  const policy = useLoad((call) => client.getLateEntryPolicy(call));
  return policy.data?.lateAfterDays ?? LATE_ENTRY_POLICY.lateAfterDays;
}
