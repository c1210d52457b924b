/**
 * `@siwes/api/rules`: what the server and the fake both decide, written once. The server's
 * services and routes and the fake's handlers call these; where the server decides in SQL (an
 * order, a search, a count), apps/server/src/rules.test.ts holds its SQL to them on SQLite and
 * PostgreSQL. Browser-safe (no zod, no Node modules), though no screen needs them yet.
 */
export * from './assignments.ts';
export * from './atRisk.ts';
export * from './audit.ts';
export * from './csvRows.ts';
export * from './dashboard.ts';
export * from './dates.ts';
export * from './grades.ts';
export * from './homes.ts';
export * from './lateEntries.ts';
export * from './logbook.ts';
export * from './mail.ts';
export * from './names.ts';
export * from './notifications.ts';
export * from './order.ts';
export * from './paging.ts';
export * from './placement.ts';
export * from './random.ts';
export * from './search.ts';
export * from './signoff.ts';
export * from './text.ts';
export * from './weeklyReports.ts';
