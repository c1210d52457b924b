/**
 * The words a logbook week's days are read in, on every page that shows a week (the student's,
 * the supervisors', the coordinator's and the sign-off page). Apart from the components, so a
 * page can say them without their styles.
 */

/** Said for a day of a week left empty. */
export const NOTHING_WRITTEN = 'Nothing written.';
/** Said for an empty day still ahead, in Lagos, of the reader's today. */
export const DAY_AHEAD = 'Not yet: this day is still ahead';
