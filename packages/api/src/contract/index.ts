/**
 * `@siwes/api/contract`: the zod schemas and the endpoint table. For the server, the fake,
 * the OpenAPI generator and tests; browser code imports the types from `@siwes/api` instead.
 */
export * from './entities.ts';
export * from './auth.ts';
export * from './student.ts';
export * from './supervisor.ts';
export * from './coordinator.ts';
export * from './logbook.ts';
export * from './lateEntries.ts';
export * from './workplace.ts';
export * from './dashboard.ts';
export * from './homes.ts';
export * from './notifications.ts';
export * from './mailDelivery.ts';
export * from './atRisk.ts';
export * from './endpoints.ts';
export * from './validate.ts';
export * from './passwords.ts';
export { routes, routeKeys, DEV_OUTBOX_PATH, pathParamNames, fillPath } from '../routes.ts';
export type { RouteKey, RouteDefinition, RouteAuth, RouteKind, HttpMethod } from '../routes.ts';
