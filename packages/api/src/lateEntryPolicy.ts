/**
 * Late entries (issue 27, point 3): the policy the graders' flags are decided by, and where a
 * server publishes it. Not one of the spec's 46 calls.
 */

/** What makes an entry "written late" and weeks a "burst"; the server may change `lateAfterDays`. */
export interface LateEntryPolicy {
  /** A day first written more than this many days after it is written late (Lagos days). */
  lateAfterDays: number;
  /** At least this many weeks first written within `burstMinutes` of each other are a burst. */
  burstWeeks: number;
  /** The window a burst's weeks are first written within. */
  burstMinutes: number;
}

/** The defaults: late after 7 days (`SIWES_LATE_ENTRY_DAYS`), a burst is 3 or more weeks within an hour. */
export const LATE_ENTRY_POLICY: LateEntryPolicy = { lateAfterDays: 7, burstWeeks: 3, burstMinutes: 60 };

/**
 * The late-entry policy in force (`LateEntryPolicy`). Anyone may read it; a backend without it
 * leaves the Weekly Report page on `LATE_ENTRY_POLICY`.
 */
export const LATE_ENTRY_POLICY_PATH = '/api/late-entry-policy';
