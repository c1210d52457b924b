/**
 * Writes docs/openapi.json (OpenAPI 3.1) from the endpoint table.
 * Run: `npm run openapi -w @siwes/api` or `node packages/api/scripts/openapi.ts`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import * as entities from '../src/contract/entities.ts';
import * as auth from '../src/contract/auth.ts';
import * as student from '../src/contract/student.ts';
import * as supervisor from '../src/contract/supervisor.ts';
import * as coordinator from '../src/contract/coordinator.ts';
import * as logbook from '../src/contract/logbook.ts';
import * as workplace from '../src/contract/workplace.ts';
import { endpoints, type EndpointSchemas } from '../src/contract/endpoints.ts';
import { ACCESS_TOKEN_COOKIE } from '../src/constants.ts';
import { pathParamNames, routeKeys, routes, type RouteDefinition, type RouteKey } from '../src/routes.ts';

export const OPENAPI_FILE = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));

type JsonSchema = Record<string, unknown>;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The spec section a route belongs to, by its path. */
function tagOf(route: RouteDefinition): string {
  const section = route.path.split('/')[2];
  return {
    auth: 'Authentication',
    student: 'Student',
    supervisor: 'Supervisor',
    coordinators: 'Coordinator',
    signoff: 'Sign-off',
  }[section ?? ''] as string;
}

/** Error bodies as spec section 8 reads them: `errors` if present, else `message`. */
const ErrorBodySchema = z
  .object({
    message: z.string().optional(),
    errors: z.union([z.string(), z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  })
  .meta({ description: 'A failure: the client shows `errors` if present, else `message`.' });

/** Names every entity schema of the contract, and each endpoint's unnamed schemas after its operation. */
function buildRegistry() {
  const registry = z.registry<{ id: string }>();
  const named = new Map<z.ZodType, string>();
  const add = (schema: z.ZodType, id: string) => {
    if (named.has(schema)) return;
    named.set(schema, id);
    registry.add(schema, { id });
  };
  // Every schema file of the contract (a new one is added here); not the endpoint table, whose
  // `CsvSchema` is no component.
  for (const [name, value] of Object.entries({
    ...entities,
    ...auth,
    ...student,
    ...supervisor,
    ...coordinator,
    ...logbook,
    ...workplace,
  })) {
    if (name.endsWith('Schema') && value instanceof z.ZodType) add(value, name.slice(0, -'Schema'.length));
  }
  add(ErrorBodySchema, 'ErrorBody');
  for (const key of routeKeys) {
    const def: EndpointSchemas = endpoints[key];
    if (def.body) add(def.body, `${capitalise(key)}Body`);
    if (def.response && routes[key].kind !== 'csv') add(def.response, `${capitalise(key)}Response`);
  }
  const { schemas: components } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  for (const schema of Object.values(components)) {
    delete schema.$schema;
    delete schema.$id;
  }
  const sorted = Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
  return { named, components: sorted };
}

function parameters(key: RouteKey): JsonSchema[] {
  const def: EndpointSchemas = endpoints[key];
  const list: JsonSchema[] = [];
  for (const name of pathParamNames(routes[key].path)) {
    list.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  if (def.query) {
    const json = z.toJSONSchema(def.query, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(json.properties ?? {})) {
      list.push({ name, in: 'query', required: json.required?.includes(name) ?? false, schema });
    }
  }
  return list;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('ErrorBody') } },
});

export function buildOpenApi() {
  const { named, components } = buildRegistry();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const key of routeKeys) {
    const route: RouteDefinition = routes[key];
    const def: EndpointSchemas = endpoints[key];
    const success = String(def.status ?? 200);
    const responses: Record<string, JsonSchema> = {
      [success]:
        route.kind === 'csv'
          ? {
              description: `A CSV file, saved as ${route.fileName}`,
              headers: { 'Content-Disposition': { schema: { type: 'string' } } },
              content: { 'text/csv': { schema: { type: 'string' } } },
            }
          : {
              description: 'Success',
              content: { 'application/json': { schema: ref(named.get(def.response) ?? '') } },
            },
      '400': errorResponse('The request is invalid; `errors` names the fields'),
    };
    if (route.auth !== 'none') {
      responses['401'] = errorResponse('No valid token was sent');
      if (route.auth !== 'any') responses['403'] = errorResponse(`The token is not a ${route.auth}'s`);
    }
    if (route.path.includes('{')) responses['404'] = errorResponse('Not found');

    const operation: JsonSchema = {
      operationId: key,
      summary: def.summary,
      tags: [tagOf(route)],
      'x-role': route.auth,
      security: route.auth === 'none' ? [] : [{ bearerAuth: [] }, { accessTokenCookie: [] }],
      responses,
    };
    const params = parameters(key);
    if (params.length > 0) operation.parameters = params;
    if (def.body) {
      const media = route.kind === 'multipart' ? 'multipart/form-data' : 'application/json';
      operation.requestBody = {
        required: true,
        content: { [media]: { schema: ref(named.get(def.body) ?? '') } },
      };
    }
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, JsonSchema>)[route.method.toLowerCase()] = operation;
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'SIWES placement portal API',
      version: '1.0.0',
      description:
        'Every call of the specification, section 7, generated from the endpoint table in packages/api/src/contract. ' +
        'Paths and field names are the specification’s, exactly. See docs/api.md.',
    },
    tags: ['Authentication', 'Student', 'Supervisor', 'Coordinator'].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The access token of the role that owns the call.',
        },
        accessTokenCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: ACCESS_TOKEN_COOKIE,
          description: 'The student or coordinator access token, as the spec’s portal stores it.',
        },
      },
      schemas: components,
    },
  };
}

export function openApiText(): string {
  return `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
}

if (import.meta.main) {
  writeFileSync(OPENAPI_FILE, openApiText());
  console.log(`Wrote ${OPENAPI_FILE}`);
}
