/**
 * `@siwes/flows`: XState v5 machines for every stateful behaviour of the portal, with the pure
 * helpers screens need beside them. Machines do no IO: wire their calls and side effects with
 * `machine.provide(...)` (see docs/flows.md).
 */
export * from './login.machine.ts';
export * from './logout.machine.ts';
export * from './verifyEmail.machine.ts';
export * from './otp.machine.ts';
export * from './passwordReset.machine.ts';
export * from './formSubmission.machine.ts';
export * from './load.machine.ts';
export * from './pagedList.machine.ts';
export * from './pagedList.rules.ts';
export * from './rowActions.machine.ts';
export * from './collate.machine.ts';
export * from './exportCsv.machine.ts';
export * from './courseCascade.machine.ts';
export * from './editStudent.machine.ts';
export * from './batchGrading.machine.ts';
export * from './stateLga.machine.ts';
export * from './reportOutbox.machine.ts';
export * from './appUpdate.machine.ts';
export * from './signoff.machine.ts';
export * from './commentBox.machine.ts';
export { failureText, serverWaitSeconds, successText, type CodeCheck } from './shared.ts';
/** Re-exported for list screens, which take the sort order from the list machine. */
export type { SortOrder } from '@siwes/api';
