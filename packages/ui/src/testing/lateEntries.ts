/** What the late-entry stories share (issue 27): a week's entry times as the logbook calls give them. */
import { WEEKDAYS, type EntryTimesPayload, type Weekday } from '@siwes/api';

/** No day's times known (written before the server kept them). */
export const UNKNOWN_TIMES: EntryTimesPayload = Object.fromEntries(
  WEEKDAYS.map((day) => [day, { firstWrittenAt: null, changedAt: null }]),
) as EntryTimesPayload;

/** Entry times with the days given first written (and last changed) at their instants. */
export function writtenAt(days: Partial<Record<Weekday, string>>): EntryTimesPayload {
  const times = { ...UNKNOWN_TIMES };
  for (const [day, at] of Object.entries(days) as [Weekday, string][]) {
    times[day] = { firstWrittenAt: at, changedAt: at };
  }
  return times;
}
