/**
 * Walks the route table: every call has a handler in the fake, its path comes from the
 * table, and every success answer conforms to the endpoint table's response schema.
 */
import { describe, expect, it } from 'vitest';
import { createClient, routeKeys, routes, type ApiClient, type CallResult, type RouteKey } from '@siwes/api';
import { endpoints } from '@siwes/api/contract';
import { FIXTURE_ACCOUNTS, FIXTURE_IDS, FIXTURE_TOKENS, latestOtp, type FakeApi } from './index.ts';
import { useFake } from './testing.ts';

const { server, fake } = useFake();

const client = createClient({ baseUrl: 'http://fake.test', getToken: (role) => FIXTURE_TOKENS[role] });

async function resetToken(api: ApiClient, f: FakeApi, email: string): Promise<string> {
  await api.sendOtp({ email, purpose: 'changePassword' });
  const verified = await api.verifyOtp({ email, token: latestOtp(f.db, email) ?? '' });
  return verified.data.resetToken ?? '';
}

/** Gives the fixture student a workplace supervisor and asks for a past week with entries; answers its link's token. */
async function askedWeek(api: ApiClient, f: FakeApi): Promise<{ token: string; weekStart: string }> {
  await api.updateStudent({
    id: FIXTURE_IDS.student,
    workplaceSupervisor: { email: 'boss@workplace.example' },
  });
  const { weeks } = await api.getLogbook({ limit: 60 });
  const week = weeks.find(
    (w) => w.state === 'closed' && [w.monday, w.tuesday, w.friday].some((d) => d !== ''),
  );
  await api.requestSignoff({ weekStart: week?.weekStart ?? '' });
  return { token: f.db.logbook.requests.at(-1)?.token ?? '', weekStart: week?.weekStart ?? '' };
}

const pdf = () => new File(['%PDF-1.7 test'], 'visit-form.pdf', { type: 'application/pdf' });

/** A notification to mark read (issue 26). */
const walkEntry = {
  event: 'gradeGiven',
  title: 'Your inspection grade was given',
  text: 'Given.',
  link: '/students/dashboard',
  read: false,
  createdAt: '2026-06-05T09:00:00.000Z',
} as const;

/** One successful call per route key; the type makes the table complete. */
const calls: { [K in RouteKey]: (api: ApiClient, f: FakeApi) => Promise<CallResult<K>> } = {
  login: (api) => api.login({ ...FIXTURE_ACCOUNTS.student }),
  register: async (api, f) => {
    const email = 'fresh.student@students.siwes.test';
    await api.sendOtp({ email, purpose: 'registration' });
    await api.verifyOtp({ email, token: latestOtp(f.db, email) ?? '' });
    return api.register({
      firstName: 'Fresh',
      middleName: 'New',
      lastName: 'Student',
      sex: 'Male',
      email,
      phone: '08011112222',
      faculty: 'Computing and Engineering Sciences',
      department: 'Computer Science',
      course: 'Computer Science',
      level: '300',
      matricNo: 'CSC/2022/999',
      bankDetails: { name: 'Access Bank', accountNumber: '0123456789', sortCode: '044150149' },
      password: 'Secret-walk-2026',
    });
  },
  sendOtp: (api) => api.sendOtp({ email: 'someone.new@siwes.test', purpose: 'registration' }),
  verifyOtp: async (api, f) => {
    await api.sendOtp({ email: FIXTURE_ACCOUNTS.student.email, purpose: 'changePassword' });
    return api.verifyOtp({
      email: FIXTURE_ACCOUNTS.student.email,
      token: latestOtp(f.db, FIXTURE_ACCOUNTS.student.email) ?? '',
    });
  },
  resetStudentPassword: async (api, f) => {
    const email = FIXTURE_ACCOUNTS.student.email;
    return api.resetStudentPassword({
      email,
      password: 'New-walk-pass-2026',
      token: await resetToken(api, f, email),
    });
  },
  resetSupervisorPassword: async (api, f) => {
    const email = FIXTURE_ACCOUNTS.supervisor.email;
    return api.resetSupervisorPassword({
      email,
      password: 'New-walk-pass-2026',
      token: await resetToken(api, f, email),
    });
  },
  logout: (api) => api.logout({ role: 'student' }),
  getStudentDetails: (api) => api.getStudentDetails(),
  submitWorkDetails: (api) =>
    api.submitWorkDetails({
      name: 'Acme Ltd',
      address: '1 Marina',
      state: 'Lagos',
      LGA: 'Lagos Island',
      email: 'hr@acme.ng',
      phone: '0800000000',
      assignedDepartment: 'IT',
      jobDescription: 'Support',
      resumptionDate: '2026-03-02',
      expectedEndDate: '2026-08-14',
      street: 'Marina',
    }),
  updateStudentDetails: (api) => api.updateStudentDetails({ phone: '08099999999', bankName: 'Zenith Bank' }),
  submitWeeklyReport: (api) =>
    api.submitWeeklyReport({ monday: 'Set up the lab', friday: 'Wrote my log book' }),
  changeStudentPassword: (api) =>
    api.changeStudentPassword({
      oldPassword: FIXTURE_ACCOUNTS.student.password,
      newPassword: 'Another-walk-2026',
    }),
  getSupervisor: (api) => api.getSupervisor({ id: FIXTURE_IDS.supervisor }),
  changeSupervisorPassword: (api) =>
    api.changeSupervisorPassword({
      oldPassword: FIXTURE_ACCOUNTS.supervisor.password,
      newPassword: 'Another-walk-2026',
    }),
  updateSupervisor: (api) =>
    api.updateSupervisor({ firstName: 'Bolanle', lastName: 'Akinola', phone: '0802', office: 'Block C' }),
  listSupervisorForms: (api) => api.listSupervisorForms(),
  listInspectionStudents: (api) => api.listInspectionStudents(),
  listDefenseStudents: (api) => api.listDefenseStudents(),
  setInspectionDate: async (api) => {
    const [first] = await api.listInspectionStudents();
    return api.setInspectionDate({
      studentCode: first?.studentDetails.studentCode ?? '',
      date: '2026-06-10',
    });
  },
  setDefenseDate: async (api) => {
    const [first] = await api.listDefenseStudents();
    return api.setDefenseDate({
      studentCode: first?.studentDetails.studentCode ?? '',
      date: '2026-09-01T10:00',
    });
  },
  downloadAssignedInspectionList: (api) => api.downloadAssignedInspectionList(),
  supervisorAssignGrade: (api) =>
    api.supervisorAssignGrade({ studentId: FIXTURE_IDS.student, type: 'inspection', score: 25 }),
  getCoordinator: (api) => api.getCoordinator({ id: FIXTURE_IDS.coordinator }),
  changeCoordinatorPassword: (api) =>
    api.changeCoordinatorPassword({
      oldPassword: FIXTURE_ACCOUNTS.coordinator.password,
      newPassword: 'Another-walk-2026',
    }),
  updateCoordinator: (api) =>
    api.updateCoordinator({
      id: FIXTURE_IDS.coordinator,
      firstName: 'Ngozi',
      lastName: 'Adeyemi',
      phone1: '0803',
      office: 'Room 1',
    }),
  listCoordinatorForms: (api) => api.listCoordinatorForms(),
  uploadInspectionForms: (api) =>
    api.uploadInspectionForms({ purpose: 'Inspection', description: 'Visit form', form: pdf() }),
  deleteForm: async (api) => {
    const [form] = await api.listCoordinatorForms();
    return api.deleteForm({ formId: form?._id ?? '', publicId: form?.publicId ?? '' });
  },
  addCoordinator: (api) =>
    api.addCoordinator({
      firstName: 'Kemi',
      lastName: 'Ade',
      email: 'kemi.ade@siwes.test',
      password: 'Secret-walk-2026',
      phone1: '0805',
      faculty: 'Science and Technology',
      office: 'Room 9',
    }),
  createSupervisor: (api) =>
    api.createSupervisor({
      firstName: 'Yinka',
      lastName: 'Ola',
      email: 'yinka.ola@siwes.test',
      office: 'Room 3',
      password: 'Secret-walk-2026',
      phone: '0806',
    }),
  listStudents: (api) => api.listStudents({ page: 2, limit: 10, sortBy: 'course', sortOrder: 'asc' }),
  listSupervisors: (api) => api.listSupervisors(),
  searchStudents: (api) => api.searchStudents({ q: 'oka' }),
  downloadInspectionList: (api) => api.downloadInspectionList(),
  downloadStudents: (api) => api.downloadStudents(),
  assignInspectionSupervisor: (api) =>
    api.assignInspectionSupervisor({ studentCode: 'SIW260002', supervisorId: FIXTURE_IDS.supervisor }),
  assignDefenseSupervisor: (api) =>
    api.assignDefenseSupervisor({ studentCode: 'SIW260002', supervisorId: FIXTURE_IDS.supervisor }),
  assignSupervisors: (api) =>
    api.assignSupervisors({
      type: 'inspection',
      supervisorId: FIXTURE_IDS.supervisor,
      studentCodes: ['SIW260002'],
    }),
  getWeeklyReports: (api) => api.getWeeklyReports({ id: 'SIW260001' }),
  setRegistrationDeadline: (api) => api.setRegistrationDeadline({ time: '2026-07-01T12:00' }),
  getRegistrationDeadline: (api) => api.getRegistrationDeadline(),
  getDashboard: (api) => api.getDashboard(),
  getUndeliveredMail: (api) => api.getUndeliveredMail(),
  sendTestMail: (api) => api.sendTestMail({ to: 'deployer@university.edu.ng' }),
  getStudent: (api) => api.getStudent({ id: FIXTURE_IDS.student }),
  updateStudent: (api) =>
    api.updateStudent({ id: FIXTURE_IDS.student, level: '400', company: { state: 'Oyo' } }),
  coordinatorAssignGrade: (api) =>
    api.coordinatorAssignGrade({ studentId: FIXTURE_IDS.student, type: 'reports', score: 20 }),
  collateGrades: (api) => api.collateGrades({ id: FIXTURE_IDS.student }),
  collateAllGrades: (api) => api.collateAllGrades(),
  getWeeklyReportScores: (api) => api.getWeeklyReportScores({ page: 1, limit: 10 }),
  downloadWeeklyReportScores: (api) => api.downloadWeeklyReportScores(),
  getStudentsAtRisk: (api) => api.getStudentsAtRisk({ page: 1, reason: 'noEntry' }),
  downloadStudentsAtRisk: (api) => api.downloadStudentsAtRisk(),
  getSignoff: async (api, f) => api.getSignoff({ token: (await askedWeek(api, f)).token }),
  signWeek: async (api, f) => {
    const { token } = await askedWeek(api, f);
    const { data } = await api.getSignoff({ token });
    return api.signWeek({ token, name: 'Ngozi Bello', comment: 'Seen.', digest: data.digest });
  },
  requestSignoff: async (api, f) => {
    const { weekStart } = await askedWeek(api, f);
    return api.requestSignoff({ weekStart });
  },
  getLogbook: (api) => api.getLogbook({ page: 1, limit: 5 }),
  supervisorGetDashboard: (api) => api.supervisorGetDashboard(),
  supervisorGetLogbook: (api) => api.supervisorGetLogbook({ id: FIXTURE_IDS.student }),
  supervisorCommentOnWeek: (api) =>
    api.supervisorCommentOnWeek({ id: FIXTURE_IDS.student, weekStart: '2026-03-02', text: 'Good.' }),
  supervisorReopenWeek: (api) =>
    api.supervisorReopenWeek({ id: FIXTURE_IDS.student, weekStart: '2026-03-02', reason: 'Missed.' }),
  coordinatorGetLogbook: (api) => api.coordinatorGetLogbook({ id: 'SIW260001' }),
  coordinatorCommentOnWeek: (api) =>
    api.coordinatorCommentOnWeek({ id: FIXTURE_IDS.student, weekStart: '2026-03-02', text: 'Noted.' }),
  coordinatorReopenWeek: (api) =>
    api.coordinatorReopenWeek({ id: FIXTURE_IDS.student, weekStart: '2026-03-09', reason: 'Ill that week.' }),
  listStudentNotifications: (api) => api.listStudentNotifications({ page: 1, limit: 10 }),
  readStudentNotification: async (api, f) => {
    const id = 'student-walk';
    f.db.notifications.entries.push({ ...walkEntry, _id: id, userId: FIXTURE_IDS.student });
    return api.readStudentNotification({ id });
  },
  readAllStudentNotifications: (api) => api.readAllStudentNotifications(),
  getStudentNotificationPreferences: (api) => api.getStudentNotificationPreferences(),
  setStudentNotificationPreferences: (api) =>
    api.setStudentNotificationPreferences({ events: { accountCreated: 'email' } }),
  listSupervisorNotifications: (api) => api.listSupervisorNotifications({ page: 1, limit: 10 }),
  readSupervisorNotification: async (api, f) => {
    const id = 'supervisor-walk';
    f.db.notifications.entries.push({ ...walkEntry, _id: id, userId: FIXTURE_IDS.supervisor });
    return api.readSupervisorNotification({ id });
  },
  readAllSupervisorNotifications: (api) => api.readAllSupervisorNotifications(),
  getSupervisorNotificationPreferences: (api) => api.getSupervisorNotificationPreferences(),
  setSupervisorNotificationPreferences: (api) =>
    api.setSupervisorNotificationPreferences({ events: { accountCreated: 'email' } }),
  listCoordinatorNotifications: (api) => api.listCoordinatorNotifications({ page: 1, limit: 10 }),
  readCoordinatorNotification: async (api, f) => {
    const id = 'coordinator-walk';
    f.db.notifications.entries.push({ ...walkEntry, _id: id, userId: FIXTURE_IDS.coordinator });
    return api.readCoordinatorNotification({ id });
  },
  readAllCoordinatorNotifications: (api) => api.readAllCoordinatorNotifications(),
  getCoordinatorNotificationPreferences: (api) => api.getCoordinatorNotificationPreferences(),
  setCoordinatorNotificationPreferences: (api) =>
    api.setCoordinatorNotificationPreferences({ events: { accountCreated: 'email' } }),
  unsubscribe: async (api, f) => {
    await api.assignInspectionSupervisor({
      studentCode: 'SIW260002',
      supervisorId: FIXTURE_IDS.idleSupervisor,
    });
    const token = [...f.db.notifications.unsubscribeTokens.keys()].at(-1) ?? '';
    return api.unsubscribe({ token });
  },
};

describe('the fake walks the whole route table', () => {
  it('has one handler per route, on the route table path, plus the form files, the grading policy and the outbox', () => {
    const paths = fake.handlers.map((h) => `${h.info.method} ${String(h.info.path)}`);
    const expected = routeKeys.map(
      (k) => `${routes[k].method} *${routes[k].path.replace(/\{(\w+)\}/g, ':$1')}`,
    );
    expect([...paths].sort()).toEqual(
      [
        ...expected,
        'GET */api/forms/:publicId',
        'GET */api/grading-policy',
        'GET */api/otp-policy',
        'GET */api/late-entry-policy',
        'GET */api/dev/outbox',
      ].sort(),
    );
  });

  it.each(routeKeys)('%s answers with what the contract says', async (key) => {
    const hits: string[] = [];
    const onStart = ({ request }: { request: Request }) =>
      hits.push(`${request.method} ${new URL(request.url).pathname}`);
    server.events.on('request:start', onStart);
    try {
      const result = await (calls[key] as (api: ApiClient, f: FakeApi) => Promise<unknown>)(client, fake);
      const route = routes[key];
      const schema = endpoints[key].response;
      if (route.kind === 'csv') {
        const file = result as CallResult<'downloadStudents'>;
        expect(file.fileName).toBe((route as { fileName: string }).fileName);
        const text = await file.text();
        expect(String(schema.parse(text)).split('\r\n').length).toBeGreaterThan(1);
      } else {
        expect(() => schema.parse(result)).not.toThrow();
      }
      // The call under test went to its own path.
      expect(hits.some((h) => h.startsWith(`${route.method} ${route.path.split('{')[0]}`))).toBe(true);
    } finally {
      server.events.removeListener('request:start', onStart);
    }
  });
});
