/**
 * The rules the server and the fake both apply, as pure functions (ARCHITECTURE.md "Rules"):
 * each is written once here and tested once here; the server's services and the fake's
 * handlers call them.
 */
export { placementDatesProblem } from './placement.ts';
export type { PlacementDates, PlacementRefusal } from './placement.ts';
