/**
 * The OpenAPI document: 3.1, exactly the 46 calls of spec section 7 spelled as the spec spells
 * them (and our logbook's, issue 24), every reference resolvable, and the committed
 * docs/openapi.json up to date.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApi, OPENAPI_FILE, openApiText } from '../scripts/openapi.ts';
import { ADDED_ROUTE_KEYS, routes } from './routes.ts';

/** Spec section 7, typed in from the spec rather than read from the route table. */
const SPEC_CALLS = `
POST /api/auth/login
POST /api/auth/register
POST /api/auth/sendOTP
POST /api/auth/verifyOTP
PATCH /api/auth/forgotPassword/changePassword
PATCH /api/auth/forgotPassword/changePassword/supervisor
POST /api/auth/logout
GET /api/student/getDetails
POST /api/student/workDetails
PATCH /api/student/details
POST /api/student/weeklyReports
PATCH /api/student/changePassword
GET /api/supervisor/get/{id}
PATCH /api/supervisor/changePassword
PATCH /api/supervisor/update
GET /api/supervisor/forms
GET /api/supervisor/assignedStudentsForInspection
GET /api/supervisor/assignedStudentsForDefense
PATCH /api/supervisor/updateInspectionTime
PATCH /api/supervisor/updateDefenseTime
GET /api/supervisor/inspection/download-assigned
POST /api/supervisor/assignGrade
GET /api/coordinators/get/{id}
PATCH /api/coordinators/changePassword
PATCH /api/coordinators/update/{id}
GET /api/coordinators/forms
POST /api/coordinators/uploadInspectionForms
DELETE /api/coordinators/deleteForm
POST /api/coordinators/add
POST /api/coordinators/createSupervisor
GET /api/coordinators/students
GET /api/coordinators/supervisors
GET /api/coordinators/search/students
GET /api/coordinators/students/inspection/download
GET /api/coordinators/students/download
POST /api/coordinators/assignInspectionSupervisor
POST /api/coordinators/assignDefenseSupervisor
GET /api/coordinators/getWeeklyReports/{id}
POST /api/coordinators/setRegistrationDeadline
GET /api/coordinators/students/{id}
PATCH /api/coordinators/students/{id}
POST /api/coordinators/assignGrade
PATCH /api/coordinators/collateGrades/{id}
PATCH /api/coordinators/collateAllGrades
GET /api/coordinators/weeklyReportScore
GET /api/coordinators/weeklyReportScore/csv
`
  .trim()
  .split('\n');

type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe('OpenAPI document', () => {
  const doc = buildOpenApi();
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ path, method, op: op as unknown as Operation })),
  );

  it('is OpenAPI 3.1 with a title and version', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
  });

  it('lists exactly the 46 method-and-path pairs of spec section 7, spelled exactly', () => {
    expect(SPEC_CALLS).toHaveLength(46);
    const pairs = operations
      .filter(({ op }) => !ADDED_ROUTE_KEYS.some((key) => key === op.operationId))
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(pairs.sort()).toEqual([...SPEC_CALLS].sort());
    const added = ADDED_ROUTE_KEYS.map((key) => `${routes[key].method} ${routes[key].path}`);
    expect(operations.length).toBe(46 + added.length);
  });

  it('gives every operation a unique id, a success response and every path parameter', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(46 + ADDED_ROUTE_KEYS.length);
    for (const { path, op } of operations) {
      expect(
        Object.keys(op.responses).some((s) => /^2\d\d$/.test(s)),
        op.operationId,
      ).toBe(true);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(declared, op.operationId).toEqual(inPath);
    }
  });

  it('documents the query parameters, the multipart upload and the CSV downloads', () => {
    const find = (id: string) => operations.find(({ op }) => op.operationId === id)?.op;
    expect(find('deleteForm')?.parameters?.map((p) => `${p.name}:${p.required}`)).toEqual([
      'formId:true',
      'publicId:true',
    ]);
    expect(find('listStudents')?.parameters?.map((p) => p.name)).toEqual([
      'limit',
      'page',
      'sortBy',
      'sortOrder',
      'unassigned',
      'state',
      'company',
      'course',
    ]);
    // The spec's page and limit, then issue 34's search.
    expect(find('getWeeklyReportScores')?.parameters?.map((p) => p.name)).toEqual(['page', 'limit', 'q']);
    expect(Object.keys(find('uploadInspectionForms')?.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
    const csv = operations
      .filter(({ op }) => op.responses['200']?.content?.['text/csv'])
      .map(({ op }) => op.operationId);
    expect(csv.sort()).toEqual(
      [
        'downloadAssignedInspectionList',
        'downloadInspectionList',
        'downloadStudents',
        'downloadWeeklyReportScores',
        'downloadStudentsAtRisk',
      ].sort(),
    );
  });

  it('resolves every $ref to a component schema', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]*)"/g)].map(
      (m) => m[1] ?? '',
    );
    expect(refs.length).toBeGreaterThan(46);
    for (const name of refs) expect(doc.components.schemas, name).toHaveProperty([name]);
    for (const name of [
      'Student',
      'Company',
      'WeeklyReport',
      'Supervisor',
      'Coordinator',
      'Form',
      'AssignedStudent',
      'LoginResponse',
    ]) {
      expect(doc.components.schemas).toHaveProperty([name]);
    }
  });

  it('is committed up to date in docs/openapi.json (run `npm run openapi -w @siwes/api`)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText());
  });
});
