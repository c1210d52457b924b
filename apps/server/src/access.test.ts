/**
 * The access matrix: every route called with no credentials, with each role, and as the wrong
 * owner where ownership applies; every answer (401, 403 or success) is checked against the
 * matrix written in docs/security.md. Runs on SQLite, and on PostgreSQL when installed.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, LOGIN_TYPES, routeKeys, routes, type LoginType, type RouteKey } from '@siwes/api';
import { tinyPdf } from '@siwes/api';
import { clientFor, DEMO_ACCOUNTS, engines, startTestServer, type TestServer } from './testing/harness.ts';
import { logbookCall, logbookFixtures, type LogbookFixtures } from './testing/accessLogbook.ts';
import { AUDITED_CALLS, UNAUDITED_WRITES } from '@siwes/api/rules';
import { openDatabase, type OpenedDatabase } from './db/connect.ts';

const COLUMNS = ['none', 'student', 'supervisor', 'coordinator', 'wrong owner'] as const;
type Column = (typeof COLUMNS)[number];

/** The matrix of docs/security.md: route key -> column -> expected status ("-" = not applicable). */
function writtenMatrix(): Map<string, Record<Column, string>> {
  const doc = readFileSync(new URL('../../../docs/security.md', import.meta.url), 'utf8');
  const matrix = new Map<string, Record<Column, string>>();
  for (const line of doc.split('\n')) {
    const cells = line.split('|').map((c) => c.trim().replace(/`/g, ''));
    // | key | METHOD path | none | student | supervisor | coordinator | wrong owner |
    if (cells.length !== 9) continue;
    const key = cells[1] ?? '';
    if (!(key in routes)) continue;
    matrix.set(
      key,
      Object.fromEntries(COLUMNS.map((col, i) => [col, cells[3 + i] ?? ''])) as Record<Column, string>,
    );
  }
  return matrix;
}

interface Fixtures {
  tokens: Record<LoginType, string>;
  /** A second supervisor and a second coordinator, for the wrong-owner calls. */
  otherTokens: { supervisor: string; coordinator: string };
  ids: {
    student: string;
    studentCode: string;
    supervisor: string;
    otherSupervisor: string;
    coordinator: string;
    otherCoordinator: string;
  };
  registrationEmail: string;
  resetTokens: { student: string; supervisor: string };
  form: { formId: string; publicId: string };
  verification: { email: string; code: string };
  logbook: LogbookFixtures;
}

interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

const NEW_PASSWORD = 'Matrix#password1';
/** A supervisor whose password the matrix resets (not one whose session it uses). */
const RESET_SUPERVISOR = 'supervisor02@siwes.test';

/** A valid call of each route for its owner (and, on ownership routes, the wrong owner's version). */
function callFor(key: RouteKey, fx: Fixtures, wrongOwner = false): Call {
  const { ids } = fx;
  const sup = wrongOwner ? ids.otherSupervisor : ids.supervisor;
  switch (key) {
    case 'login':
      return { body: DEMO_ACCOUNTS.student };
    case 'register':
      return {
        body: {
          firstName: 'Matrix',
          middleName: 'Test',
          lastName: 'Student',
          sex: 'Male',
          email: fx.registrationEmail,
          phone: '08000000001',
          level: '200',
          matricNo: 'MTX/0001',
          bankDetails: { name: 'Access Bank', accountNumber: '1', sortCode: '2' },
          password: NEW_PASSWORD,
        },
      };
    case 'sendOtp':
      return { body: { email: 'someone.else@siwes.test', purpose: 'changePassword' } };
    case 'verifyOtp':
      return { body: { email: fx.verification.email, token: fx.verification.code } };
    case 'resetStudentPassword':
      return {
        body: {
          email: DEMO_ACCOUNTS.newStudent.email,
          password: DEMO_ACCOUNTS.newStudent.password,
          token: fx.resetTokens.student,
        },
      };
    case 'resetSupervisorPassword':
      return { body: { email: RESET_SUPERVISOR, password: NEW_PASSWORD, token: fx.resetTokens.supervisor } };
    case 'logout':
      return {};
    case 'getStudentDetails':
      return {};
    case 'submitWorkDetails':
      return {
        body: {
          name: 'Acme',
          address: '1 Road',
          state: 'Lagos',
          LGA: 'Ikeja',
          email: 'a@acme.example',
          phone: '0700',
          assignedDepartment: 'IT',
          jobDescription: 'Support',
          resumptionDate: '2026-05-04',
          expectedEndDate: '2026-10-30',
          street: 'Road',
        },
      };
    case 'updateStudentDetails':
      return { body: { phone: '08011112222' } };
    case 'submitWeeklyReport':
      return { body: { monday: 'Worked' } };
    case 'changeStudentPassword':
      return {
        body: { oldPassword: DEMO_ACCOUNTS.student.password, newPassword: DEMO_ACCOUNTS.student.password },
      };
    case 'getSupervisor':
      return { params: { id: sup } };
    case 'changeSupervisorPassword':
      return {
        body: {
          oldPassword: DEMO_ACCOUNTS.supervisor.password,
          newPassword: DEMO_ACCOUNTS.supervisor.password,
        },
      };
    case 'updateSupervisor':
      return { body: { firstName: 'Ngozi', lastName: 'Eze', phone: '0803', office: 'Block A' } };
    case 'listSupervisorForms':
    case 'listInspectionStudents':
    case 'listDefenseStudents':
    case 'downloadAssignedInspectionList':
      return {};
    case 'setInspectionDate':
    case 'setDefenseDate':
      return { body: { studentCode: ids.studentCode, date: '2026-07-01T10:00' } };
    case 'supervisorAssignGrade':
      return { body: { studentId: ids.student, type: 'inspection', score: 20 } };
    case 'getCoordinator':
      return { params: { id: wrongOwner ? ids.otherCoordinator : ids.coordinator } };
    case 'changeCoordinatorPassword':
      return {
        body: {
          oldPassword: DEMO_ACCOUNTS.coordinator.password,
          newPassword: DEMO_ACCOUNTS.coordinator.password,
        },
      };
    case 'updateCoordinator':
      return {
        params: { id: wrongOwner ? ids.otherCoordinator : ids.coordinator },
        body: { firstName: 'Olufunke', lastName: 'Adebisi', phone1: '0803', office: 'SIWES Unit' },
      };
    case 'listCoordinatorForms':
      return {};
    case 'uploadInspectionForms':
      return { body: 'multipart' };
    case 'deleteForm':
      return { query: fx.form };
    case 'addCoordinator':
      return {
        body: {
          firstName: 'New',
          lastName: 'Coordinator',
          email: 'matrix.coord@siwes.test',
          password: NEW_PASSWORD,
          phone1: '0803',
          faculty: 'Science and Technology',
          office: 'Room 1',
        },
      };
    case 'createSupervisor':
      return {
        body: {
          firstName: 'New',
          lastName: 'Supervisor',
          email: 'matrix.sup@siwes.test',
          office: 'Room 2',
          password: NEW_PASSWORD,
          phone: '0803',
        },
      };
    case 'listStudents':
      return { query: { limit: '10', page: '1', sortBy: 'course', sortOrder: 'asc' } };
    case 'listSupervisors':
      return {};
    case 'searchStudents':
      return { query: { q: 'siwes' } };
    case 'downloadInspectionList':
    case 'downloadStudents':
      return {};
    case 'assignInspectionSupervisor':
    case 'assignDefenseSupervisor':
      // Re-assigns the student to the supervisor they already have, so later calls still hold.
      return { body: { studentCode: ids.studentCode, supervisorId: ids.supervisor } };
    case 'assignSupervisors':
      // The student's own supervisor again: unchanged, so later calls still hold.
      return { body: { type: 'inspection', supervisorId: ids.supervisor, studentCodes: [ids.studentCode] } };
    case 'getWeeklyReports':
      return { params: { id: ids.studentCode } };
    case 'setRegistrationDeadline':
      return { body: { time: '2099-12-31T23:59' } };
    case 'getStudent':
      return { params: { id: ids.student } };
    case 'updateStudent':
      return { params: { id: ids.student }, body: { level: '400' } };
    case 'coordinatorAssignGrade':
      return { body: { studentId: ids.student, type: 'reports', score: 20 } };
    case 'collateGrades':
      return { params: { id: ids.student } };
    case 'collateAllGrades':
      return {};
    case 'getWeeklyReportScores':
      return { query: { page: '1', limit: '10', q: 'siw' } };
    case 'getRegistrationDeadline':
    case 'getUndeliveredMail':
      return {};
    case 'getDashboard':
    case 'supervisorGetDashboard':
      return {};
    case 'sendTestMail':
      return { body: { to: 'matrix.test@siwes.test' } };
    case 'downloadWeeklyReportScores':
      return {};
    // Issue 29: the students at risk.
    case 'getStudentsAtRisk':
      return { query: { page: '1', limit: '10', q: 'siw', reason: 'noEntry' } };
    case 'downloadStudentsAtRisk':
      return {};
    // Issue 26: each role's own notifications. Marking reads the session's own entries only: an
    // id not among them (here any, see the contract suite for another's) is 404 to its owner too.
    case 'listStudentNotifications':
    case 'listSupervisorNotifications':
    case 'listCoordinatorNotifications':
      return { query: { page: '1', limit: '10' } };
    case 'readStudentNotification':
    case 'readSupervisorNotification':
    case 'readCoordinatorNotification':
      return { params: { id: 'not-among-mine' } };
    case 'readAllStudentNotifications':
    case 'readAllSupervisorNotifications':
    case 'readAllCoordinatorNotifications':
    case 'getStudentNotificationPreferences':
    case 'getSupervisorNotificationPreferences':
    case 'getCoordinatorNotificationPreferences':
      return {};
    case 'setStudentNotificationPreferences':
    case 'setSupervisorNotificationPreferences':
    case 'setCoordinatorNotificationPreferences':
      return { body: { events: { accountCreated: 'email' } } };
    case 'unsubscribe':
      // Public: the link's token is the only credential, and this one names no link.
      return { params: { token: 'not-a-link' } };
    default:
      return logbookCall(key, fx.logbook, ids.student);
  }
}

async function send(
  server: TestServer,
  key: RouteKey,
  call: Call,
  token: string | undefined,
): Promise<number> {
  const route = routes[key];
  const path = fillPath(route.path, call.params ?? {});
  const search = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  let body: BodyInit | undefined;
  if (call.body === 'multipart') {
    const form = new FormData();
    form.append('purpose', 'Inspection');
    form.append('description', 'Matrix form');
    form.append('form', new File([tinyPdf('matrix')], 'matrix.pdf', { type: 'application/pdf' }));
    body = form;
  } else if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${server.url}${path}${search}`, { method: route.method, headers, body });
  const text = await response.text();
  if (response.status >= 500) throw new Error(`${key}: ${response.status} ${text}`);
  return response.status;
}

async function fixtures(server: TestServer): Promise<Fixtures> {
  const signed = clientFor(server.url);
  const { client } = signed;
  const student = await signed.signIn(DEMO_ACCOUNTS.student);
  const supervisor = await signed.signIn(DEMO_ACCOUNTS.supervisor);
  const idle = await signed.signIn(DEMO_ACCOUNTS.idleSupervisor);
  const coordinator = await signed.signIn(DEMO_ACCOUNTS.coordinator);
  const other = await client.addCoordinator({
    firstName: 'Other',
    lastName: 'Coordinator',
    email: 'other.coord@siwes.test',
    password: NEW_PASSWORD,
    phone1: '0803',
    faculty: 'Science and Technology',
    office: 'Room 9',
  });
  const otherLogin = await client.login({
    email: 'other.coord@siwes.test',
    password: NEW_PASSWORD,
    type: 'coordinator',
  });
  const studentCode = String(student.data.studentCode);
  // The demo supervisor inspects and defends the demo student.
  await client.assignInspectionSupervisor({ studentCode, supervisorId: supervisor.data._id });
  await client.assignDefenseSupervisor({ studentCode, supervisorId: supervisor.data._id });

  const code = async (email: string, purpose: 'registration' | 'changePassword') => {
    await client.sendOtp({ email, purpose });
    const [mail] = await client.getDevOutbox(email);
    const token = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    return client.verifyOtp({ email, token });
  };
  const registrationEmail = 'matrix.student@siwes.test';
  await code(registrationEmail, 'registration');
  const studentReset = await code(DEMO_ACCOUNTS.newStudent.email, 'changePassword');
  const supervisorReset = await code(RESET_SUPERVISOR, 'changePassword');
  const verifyEmail = 'matrix.verify@siwes.test';
  await client.sendOtp({ email: verifyEmail, purpose: 'registration' });
  const [verifyMail] = await client.getDevOutbox(verifyEmail);
  const verification = { email: verifyEmail, code: /\b(\d{6})\b/.exec(verifyMail?.text ?? '')?.[1] ?? '' };
  const logbook = await logbookFixtures(client, student.data._id, () => signed.signIn(DEMO_ACCOUNTS.student));
  const forms = await client.listCoordinatorForms();
  const form = forms[0];
  if (!form) throw new Error('the demo has no forms');
  return {
    tokens: {
      student: student.tokens.accessToken,
      supervisor: supervisor.tokens.accessToken,
      coordinator: coordinator.tokens.accessToken,
    },
    otherTokens: { supervisor: idle.tokens.accessToken, coordinator: otherLogin.tokens.accessToken },
    ids: {
      student: student.data._id,
      studentCode,
      supervisor: supervisor.data._id,
      otherSupervisor: idle.data._id,
      coordinator: coordinator.data._id,
      otherCoordinator: other.data._id,
    },
    registrationEmail,
    resetTokens: {
      student: studentReset.data.resetToken ?? '',
      supervisor: supervisorReset.data.resetToken ?? '',
    },
    form: { formId: form._id, publicId: form.publicId },
    verification,
    logbook,
  };
}

const matrix = writtenMatrix();

describe('docs/security.md', () => {
  it('has a row for every route of the contract', () => {
    expect([...matrix.keys()].sort()).toEqual([...routeKeys].sort());
  });
});

for (const engine of engines) {
  describe(`access matrix on ${engine}`, () => {
    let server: TestServer;
    let fx: Fixtures;

    let database: OpenedDatabase;
    /** The actions of the audit rows appended after `seq`, and the last row's seq. */
    const auditSince = async (seq: number) => {
      const rows = await database.db
        .selectFrom('audit_log')
        .select(['seq', 'action'])
        .where('seq', '>', seq)
        .orderBy('seq')
        .execute();
      return { actions: rows.map((r) => r.action), last: Number(rows.at(-1)?.seq ?? seq) };
    };

    beforeAll(async () => {
      server = await startTestServer(engine);
      fx = await fixtures(server);
      database = await openDatabase({
        dataDir: server.dataDir,
        databaseUrl: server.databaseUrl,
        poolSize: 1,
      });
    }, 60_000);
    afterAll(async () => {
      await database?.close();
      await server?.stop();
    });

    it('answers every route as the written matrix says; each write that succeeds leaves its audit row', async () => {
      const observed = new Map<string, Record<Column, string>>();
      /** Issue 27: the audited calls that succeeded without a row of their own. */
      const unaudited: string[] = [];
      let seq = (await auditSince(0)).last;
      for (const key of routeKeys) {
        const route = routes[key];
        const call = callFor(key, fx);
        const row = { 'wrong owner': '-' } as Record<Column, string>;
        if (route.auth === 'none') {
          row.none = String(await send(server, key, call, undefined));
          for (const role of LOGIN_TYPES) row[role] = '-';
        } else if (route.auth === 'any') {
          row.none = String(await send(server, key, call, undefined));
          for (const role of LOGIN_TYPES) {
            const fresh = await clientFor(server.url).signIn(DEMO_ACCOUNTS[role]);
            row[role] = String(await send(server, key, call, fresh.tokens.accessToken));
          }
        } else {
          // Refusals first (they change nothing), then the owner's successful call.
          row.none = String(await send(server, key, call, undefined));
          for (const role of LOGIN_TYPES) {
            if (role !== route.auth) row[role] = String(await send(server, key, call, fx.tokens[role]));
          }
          if (matrix.get(key)?.['wrong owner'] !== '-') {
            const token =
              route.auth === 'supervisor' && key !== 'getSupervisor'
                ? fx.otherTokens.supervisor
                : fx.tokens[route.auth];
            row['wrong owner'] = String(await send(server, key, callFor(key, fx, true), token));
          }
          seq = (await auditSince(seq)).last;
          row[route.auth] = String(await send(server, key, call, fx.tokens[route.auth]));
        }
        const appended = await auditSince(seq);
        seq = appended.last;
        const succeeded = Object.values(row).some((status) => /^2/.test(status));
        if (key in AUDITED_CALLS && succeeded && !appended.actions.includes(key)) unaudited.push(key);
        observed.set(key, row);
      }
      const expected = Object.fromEntries([...matrix].map(([k, v]) => [k, v]));
      expect(Object.fromEntries(observed)).toEqual(expected);
      expect(unaudited).toEqual([]);
      // Every write of the contract is audited or left out on purpose (rules/audit.ts).
      const writes = routeKeys.filter((k) => routes[k].method !== 'GET');
      expect(writes.filter((k) => !(k in AUDITED_CALLS) && !UNAUDITED_WRITES.includes(k))).toEqual([]);
    }, 60_000);
  });
}
