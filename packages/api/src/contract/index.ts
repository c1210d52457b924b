/**
 * `@siwes/api/contract`: the zod schemas and the endpoint table. For the server, the fake,
 * the OpenAPI generator and tests; browser code imports the types from `@siwes/api` instead.
 */
export * from './entitySchemas.ts';
export * from './authSchemas.ts';
export * from './studentSchemas.ts';
export * from './supervisorSchemas.ts';
export * from './coordinatorSchemas.ts';
export * from './endpoints.ts';
export * from './validate.ts';
export * from './passwords.ts';
export { routes, routeKeys, DEV_OUTBOX_PATH, pathParamNames, fillPath } from '../routes.ts';
export type { RouteKey, RouteDefinition, RouteAuth, RouteKind, HttpMethod } from '../routes.ts';
