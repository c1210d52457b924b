import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { endpoints } from './endpoints.ts';
import {
  ADDED_ROUTE_KEYS,
  NOTIFICATION_ROUTES,
  routeHasBody,
  routeKeys,
  routes,
  pathParamNames,
  fillPath,
} from '../routes.ts';
import type { RouteKey } from '../routes.ts';
import { StudentSchema } from './entities.ts';
import { StudentsQuerySchema } from './coordinator.ts';
import { ReopenWeekBodySchema, WeekCommentBodySchema } from './logbook.ts';
import { checkInput } from './validate.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { AT_RISK_ROUTE_KEYS } from '../routes/atRisk.ts';

/** Issue 34's calls (the deadline as set, a cohort assigned in one call). */
const ISSUE_34_KEYS: readonly RouteKey[] = ['getRegistrationDeadline', 'assignSupervisors'];
/** Issue 29's calls (the coordinator's dashboard, the supervisor's home; the students at risk, routes/atRisk.ts). */
const ISSUE_29_KEYS: readonly RouteKey[] = ['getDashboard', 'supervisorGetDashboard', ...AT_RISK_ROUTE_KEYS];
const ISSUE_26_KEYS: readonly RouteKey[] = [
  ...Object.values(NOTIFICATION_ROUTES).flatMap((calls) => Object.values(calls)),
  'unsubscribe',
];
/** Issue 26's calls (delivery: the page of undelivered mail). */
const ISSUE_26_DELIVERY_KEYS: readonly RouteKey[] = ['getUndeliveredMail', 'sendTestMail'];

describe('route table and endpoint table', () => {
  it('have the same keys', () => {
    expect(Object.keys(endpoints).sort()).toEqual([...routeKeys].sort());
  });

  it('hold the 46 calls of spec section 7: 7 auth, 5 student, 10 supervisor, 24 coordinator', () => {
    const spec = routeKeys.filter((key) => !ADDED_ROUTE_KEYS.includes(key));
    const prefixes = spec.map((key) => routes[key].path.split('/')[2]);
    expect(prefixes).toHaveLength(46);
    const count = (p: string) => prefixes.filter((x) => x === p).length;
    expect([count('auth'), count('student'), count('supervisor'), count('coordinators')]).toEqual([
      7, 5, 10, 24,
    ]);
  });

  it("adds the logbook's 10 calls (issue 24): 2 public, 2 student, 3 supervisor, 3 coordinator", () => {
    const auths = ADDED_ROUTE_KEYS.filter(
      (key) =>
        !ISSUE_34_KEYS.includes(key) &&
        !ISSUE_29_KEYS.includes(key) &&
        !ISSUE_26_KEYS.includes(key) &&
        !ISSUE_26_DELIVERY_KEYS.includes(key),
    ).map((key) => routes[key].auth);
    const count = (a: string) => auths.filter((x) => x === a).length;
    expect([count('none'), count('student'), count('supervisor'), count('coordinator')]).toEqual([
      2, 2, 3, 3,
    ]);
  });

  it("adds issue 34's reading of the deadline (a coordinator's GET, beside the spec's POST) and assignSupervisors, the coordinator's", () => {
    expect(ISSUE_34_KEYS.every((key) => ADDED_ROUTE_KEYS.includes(key))).toBe(true);
    expect(routes.getRegistrationDeadline).toMatchObject({
      method: 'GET',
      path: '/api/coordinators/getRegistrationDeadline',
      auth: 'coordinator',
    });
    expect(routes.assignSupervisors).toMatchObject({
      method: 'POST',
      path: '/api/coordinators/assignSupervisors',
      auth: 'coordinator',
    });
  });

  it("adds issue 29's students at risk, a coordinator's page and CSV file", () => {
    expect(
      ['getStudentsAtRisk', 'downloadStudentsAtRisk'].every((key) =>
        ADDED_ROUTE_KEYS.includes(key as RouteKey),
      ),
    ).toBe(true);
    expect(routes.getStudentsAtRisk).toMatchObject({
      method: 'GET',
      path: '/api/coordinators/getStudentsAtRisk',
      auth: 'coordinator',
      query: ['page', 'limit', 'q', 'reason'],
    });
    expect(routes.downloadStudentsAtRisk).toMatchObject({ auth: 'coordinator', kind: 'csv' });
  });

  it("adds issue 29's dashboard, a coordinator's GET", () => {
    expect(ISSUE_29_KEYS.every((key) => ADDED_ROUTE_KEYS.includes(key))).toBe(true);
    expect(routes.getDashboard).toMatchObject({
      method: 'GET',
      path: '/api/coordinators/getDashboard',
      auth: 'coordinator',
    });
  });

  it("adds issue 29's supervisor's home, a supervisor's GET", () => {
    expect(routes.supervisorGetDashboard).toMatchObject({
      method: 'GET',
      path: '/api/supervisor/getDashboard',
      auth: 'supervisor',
    });
  });

  it("adds issue 26's page of undelivered mail and test message, the coordinator's", () => {
    expect(ISSUE_26_DELIVERY_KEYS.every((key) => ADDED_ROUTE_KEYS.includes(key))).toBe(true);
    expect(routes.getUndeliveredMail).toMatchObject({
      method: 'GET',
      path: '/api/coordinators/undeliveredMail',
      auth: 'coordinator',
    });
    expect(routes.sendTestMail).toMatchObject({
      method: 'POST',
      path: '/api/coordinators/sendTestMail',
      auth: 'coordinator',
    });
  });

  it("adds issue 26's notification calls: five per role on the role's own path, and the public unsubscribe", () => {
    expect(ISSUE_26_KEYS.every((key) => ADDED_ROUTE_KEYS.includes(key))).toBe(true);
    for (const [role, calls] of Object.entries(NOTIFICATION_ROUTES)) {
      for (const key of Object.values(calls)) expect(routes[key].auth).toBe(role);
    }
    expect(routes.unsubscribe).toMatchObject({ method: 'POST', auth: 'none', noBody: true });
  });

  it('has no method-and-path pair twice', () => {
    const pairs = Object.values(routes).map((r) => `${r.method} ${r.path}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('gives a body schema exactly to the routes that send a body', () => {
    for (const key of routeKeys) {
      expect('body' in endpoints[key], key).toBe(routeHasBody(routes[key]));
    }
  });

  it('gives a params schema exactly to the routes with path parameters, naming the same parameters', () => {
    for (const key of routeKeys) {
      const names = pathParamNames(routes[key].path);
      const def = endpoints[key] as { params?: z.ZodObject };
      expect(Object.keys(def.params?.shape ?? {}), key).toEqual(names);
    }
  });

  it('gives a query schema exactly to the routes with query names, naming the same parameters', () => {
    for (const key of routeKeys) {
      const route = routes[key] as { query?: readonly string[] };
      const def = endpoints[key] as { query?: z.ZodObject };
      expect(Object.keys(def.query?.shape ?? {}).sort(), key).toEqual([...(route.query ?? [])].sort());
    }
  });

  it('names a CSV file for every CSV route, with the spec file names', () => {
    const csv = Object.fromEntries(
      Object.entries(routes)
        .filter(([, r]) => r.kind === 'csv')
        .map(([k, r]) => [k, (r as { fileName?: string }).fileName]),
    );
    expect(csv).toEqual({
      downloadAssignedInspectionList: 'students_inspection_list.csv',
      downloadInspectionList: 'students_inspection_list.csv',
      downloadStudents: 'students.csv',
      downloadWeeklyReportScores: 'weekly_reports.csv',
      // Ours (issue 29): the students at risk.
      downloadStudentsAtRisk: 'students_at_risk.csv',
    });
  });
});

describe('schemas', () => {
  it('reads paging numbers from query strings', () => {
    expect(StudentsQuerySchema.parse({ page: '2', limit: '10', sortOrder: 'desc' })).toEqual({
      page: 2,
      limit: 10,
      sortOrder: 'desc',
    });
    expect(() => StudentsQuerySchema.parse({ sortOrder: 'sideways' })).toThrow();
  });

  it('accepts a student with no company or supervisors and refuses an unknown level', () => {
    const student = {
      _id: 's1',
      studentCode: 'SIW001',
      firstName: 'Ada',
      lastName: 'Obi',
      name: 'Ada Obi',
      matricNo: 'CSC/2021/001',
      level: '300',
      sex: 'Female',
      email: 'ada@example.edu',
      phone: '0800',
      company: null,
    };
    expect(StudentSchema.parse(student).company).toBeNull();
    expect(StudentSchema.safeParse({ ...student, level: '500' }).success).toBe(false);
  });

  it('refuses a blank comment or reopening reason with a plain sentence naming the field', () => {
    const week = { weekStart: '2026-05-11' };
    expect(checkInput(WeekCommentBodySchema, { ...week, text: ' ' }, 'body')).toEqual({
      ok: false,
      errors: [`text: ${SERVER_MESSAGES.commentBlank}`],
    });
    expect(checkInput(ReopenWeekBodySchema, { ...week, reason: '' }, 'body')).toEqual({
      ok: false,
      errors: [`reason: ${SERVER_MESSAGES.reasonBlank}`],
    });
  });

  it('fills path parameters and refuses a missing one', () => {
    expect(fillPath(routes.getStudent.path, { id: 'a b' })).toBe('/api/coordinators/students/a%20b');
    expect(() => fillPath(routes.getStudent.path, {})).toThrow(/id/);
  });
});
