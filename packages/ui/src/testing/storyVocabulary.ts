/**
 * The words stories are named with (docs/storybook.md), read by the test over the
 * stories' index (storyIndex.test.ts), the state checks run after every story (.storybook/
 * stateChecks.ts) and the sidebar's order (.storybook/preview.tsx).
 */

/**
 * The states every screen or component may have, in the order the sidebar lists them. A story
 * named with one of these words is a state: tagged 'state', and its last frame shows the state.
 * A screen's own states (No Company, Deadline Passed) may be tagged 'state' too.
 */
export const STATE_NAMES = [
  'Default',
  'Loading',
  'Empty',
  'Error',
  'Submitting',
  'Success',
  'Offline',
  'Phone',
] as const;

export type StateName = (typeof STATE_NAMES)[number];

/** The tag of a story that shows one state of its component or screen (the sidebar can show only these). */
export const STATE_TAG = 'state';

/** The tag of a behaviour test: a story that acts as a user would, through several states (Error Then Retry). */
export const JOURNEY_TAG = 'journey';

/**
 * The other names a failure was once given (Load Error, Load Fails, Load Failed, List Failed,
 * Failed, Broken, With Error): a failure is `Error`, or `<What> Error` when a screen has several
 * (Export Error, Deadline Load Error); its recovery is `Error Then Retry`.
 */
export const FAILURE_SYNONYM = /(Fails?|Failed|Failure|Broken|WithError)$|^(Load|List)Error$/;

/** Names for the default state a screen once used instead of Default. */
export const DEFAULT_SYNONYMS = ['Loaded', 'Idle', 'Basic', 'Normal'] as const;

/**
 * Whether an export name says a state: a word of the vocabulary (`Error`), or one after what it is
 * about (`ExportError`, `DeadlineLoading`, `ListEmpty`, `StudentSuccess`, `CommentOffline`).
 */
export function namesAState(exportName: string): boolean {
  return (
    (STATE_NAMES as readonly string[]).includes(exportName) ||
    /^[A-Z]\w*(Loading|Empty|Error|Submitting|Success|Offline)$/.test(exportName)
  );
}

/** Why a story's export name is outside the vocabulary, or `undefined` when it is inside. */
export function nameProblem(exportName: string, tags: readonly string[]): string | undefined {
  if (FAILURE_SYNONYM.test(exportName)) {
    return `${exportName}: a failure is named Error (or <What>Error), its recovery ErrorThenRetry`;
  }
  if ((DEFAULT_SYNONYMS as readonly string[]).includes(exportName)) {
    return `${exportName}: the state a screen opens in is named Default`;
  }
  if (exportName === 'Sending') return 'Sending: a form on its way is named Submitting';
  if (namesAState(exportName) && !tags.includes(STATE_TAG)) {
    return `${exportName}: a story named for a state is tagged '${STATE_TAG}'`;
  }
  if (/ThenRetry$/.test(exportName) && !tags.includes(JOURNEY_TAG)) {
    return `${exportName}: a recovery is a behaviour test, tagged '${JOURNEY_TAG}'`;
  }
  return undefined;
}
