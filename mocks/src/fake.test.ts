/** What users see from the fake: logins, codes, registration, grading, paging, search, exports. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  createClient,
  FORMS_PATH,
  GRADE_MAXIMA,
  GRADE_TOTAL_MAX,
  MESSAGES,
  PAGE_SIZE,
  type LoginType,
  type Student,
} from '@siwes/api';
import { buildFixtures } from './fixtures.ts';
import {
  createFakeApi,
  emptyList,
  failWith,
  Outage,
  FAKE_MESSAGES,
  FIXTURE_ACCOUNTS,
  FIXTURE_IDS,
  FIXTURE_TOKENS,
  loadForever,
  networkError,
  otpFromMail,
  respondWith,
  STUDENT_COUNT,
} from './index.ts';
import { setupFakeServer } from './node.ts';

const { server, fake } = setupFakeServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  fake.reset();
});
afterAll(() => server.close());

/** A client whose tokens start as the fixture tokens and follow logins. */
function signedIn(tokens: Partial<Record<LoginType, string>> = { ...FIXTURE_TOKENS }, timeoutMs?: number) {
  return createClient({
    baseUrl: 'http://fake.test',
    getToken: (role) => tokens[role],
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function codeFor(email: string): Promise<string> {
  const [latest] = await signedIn().getDevOutbox(email);
  return otpFromMail(latest?.text ?? '') ?? '';
}

async function allStudents(api = signedIn()): Promise<Student[]> {
  return (await api.listStudents({ limit: 100 })).students;
}

describe('login', () => {
  it.each(['student', 'supervisor', 'coordinator'] as const)(
    'signs a %s in with their fixture account',
    async (type) => {
      const account = {
        student: FIXTURE_ACCOUNTS.student,
        supervisor: FIXTURE_ACCOUNTS.supervisor,
        coordinator: FIXTURE_ACCOUNTS.coordinator,
      }[type];
      const answer = await signedIn({}).login({ email: account.email, password: account.password, type });
      expect(answer.data).toMatchObject({ email: account.email, role: type });
      expect(answer.tokens.accessToken).not.toBe(answer.tokens.refreshToken);
      // The new token works for that role's calls.
      const api = signedIn({ [type]: answer.tokens.accessToken });
      if (type === 'student') expect((await api.getStudentDetails()).data.email).toBe(account.email);
      if (type === 'supervisor')
        expect((await api.getSupervisor({ id: answer.data._id })).data.email).toBe(account.email);
      if (type === 'coordinator') expect((await api.listSupervisors()).length).toBe(12);
    },
  );

  it('refuses a wrong password, and an account of another type, with a message', async () => {
    const api = signedIn({});
    const wrong = await failure(
      api.login({ ...FIXTURE_ACCOUNTS.student, password: 'nope' }, { fallback: MESSAGES.loginFailed }),
    );
    expect(wrong).toMatchObject({ status: 401, message: FAKE_MESSAGES.invalidCredentials });
    const otherType = await failure(api.login({ ...FIXTURE_ACCOUNTS.student, type: 'coordinator' }));
    expect(otherType.status).toBe(401);
  });

  it('ends the session on logout', async () => {
    const tokens: Partial<Record<LoginType, string>> = {};
    const api = signedIn(tokens);
    tokens.student = (await api.login({ ...FIXTURE_ACCOUNTS.student })).tokens.accessToken;
    await api.logout({ role: 'student' });
    expect((await failure(api.getStudentDetails())).status).toBe(401);
  });
});

describe('role checks', () => {
  it('answers 401 without a token and 403 with another role’s token', async () => {
    expect((await failure(signedIn({}).listStudents())).status).toBe(401);
    const asStudent = signedIn({ coordinator: FIXTURE_TOKENS.student });
    expect(await failure(asStudent.listStudents())).toMatchObject({
      status: 403,
      message: FAKE_MESSAGES.forbidden,
    });
  });

  it('refuses an invalid body with the field named', async () => {
    const error = await failure(signedIn().sendOtp({ email: 'not-an-email', purpose: 'registration' }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^email: /);
  });
});

describe('registration with an emailed code', () => {
  const email = 'chioma.new@students.siwes.test';
  const registration = {
    firstName: 'Chioma',
    middleName: 'Ife',
    lastName: 'Nwankwo',
    sex: 'Female' as const,
    email,
    phone: '08033334444',
    level: '200' as const,
    matricNo: 'NUR/2024/010',
    course: 'Nursing',
    bankDetails: { name: 'Access Bank', accountNumber: '0011223344', sortCode: '044' },
    password: 'Chioma-test-2026',
  };

  it('needs a verified code, then lets the student sign in', async () => {
    const api = signedIn({});
    expect(await failure(api.register(registration))).toMatchObject({
      status: 403,
      message: FAKE_MESSAGES.notVerified,
    });
    expect((await api.sendOtp({ email, purpose: 'registration' })).message).toBe(FAKE_MESSAGES.otpSent);
    const code = await codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await failure(api.verifyOtp({ email, token: wrong }))).toMatchObject({
      message: FAKE_MESSAGES.otpInvalid,
    });
    const verified = await api.verifyOtp({ email, token: code });
    expect(verified.data).toEqual({ email, purpose: 'registration', verified: true });
    const registered = await api.register(registration);
    expect(registered.message).toBe(MESSAGES.registrationSuccessful);
    expect(registered.data.name).toBe('Chioma Ife Nwankwo');
    const login = await api.login({ email, password: registration.password, type: 'student' });
    expect(login.data.role).toBe('student');
    // One code, one registration: asking again answers as for any email, and mails a notice.
    expect((await api.sendOtp({ email, purpose: 'registration' })).message).toBe(FAKE_MESSAGES.otpSent);
    expect(await codeFor(email)).toBe('');
  });

  it('refuses registration and its code requests once the deadline has passed', async () => {
    const api = signedIn();
    // Verified before the deadline, registering after it.
    await api.sendOtp({ email, purpose: 'registration' });
    await api.verifyOtp({ email, token: await codeFor(email) });
    await api.setRegistrationDeadline({ time: '2026-06-01T00:00' });
    expect(await failure(api.register(registration))).toMatchObject({
      status: 403,
      message: FAKE_MESSAGES.registrationClosed,
    });
    expect(
      await failure(api.sendOtp({ email: 'later@students.siwes.test', purpose: 'registration' })),
    ).toMatchObject({ status: 403, message: FAKE_MESSAGES.registrationClosed });
  });

  it('expires codes after ten minutes', async () => {
    let now = new Date('2026-06-05T09:00:00Z');
    const local = createFakeApi({ now: () => now, baseUrl: 'http://expiry.test' });
    server.use(...local.handlers);
    const api = createClient({ baseUrl: 'http://expiry.test' });
    await api.sendOtp({ email, purpose: 'registration' });
    const code = otpFromMail(local.db.outbox.at(-1)?.text ?? '') ?? '';
    now = new Date('2026-06-05T09:11:00Z');
    expect(await failure(api.verifyOtp({ email, token: code }))).toMatchObject({
      message: FAKE_MESSAGES.otpExpired,
    });
  });
});

describe('password resets', () => {
  it.each([
    ['student', FIXTURE_ACCOUNTS.student, 'resetStudentPassword', MESSAGES.passwordChangedSuccessfully],
    [
      'supervisor',
      FIXTURE_ACCOUNTS.supervisor,
      'resetSupervisorPassword',
      MESSAGES.supervisorResetSuccessful,
    ],
  ] as const)(
    'resets a %s password with the token verifyOTP returns',
    async (_role, account, call, message) => {
      const api = signedIn({});
      await api.sendOtp({ email: account.email, purpose: 'changePassword' });
      const { data } = await api.verifyOtp({ email: account.email, token: await codeFor(account.email) });
      expect(data.resetToken).toBeTruthy();
      const answer = await api[call]({
        email: account.email,
        password: 'Fresh-pass-2026',
        token: data.resetToken ?? '',
      });
      expect(answer.message).toBe(message);
      expect((await failure(api.login({ ...account }))).status).toBe(401);
      await expect(api.login({ ...account, password: 'Fresh-pass-2026' })).resolves.toBeTruthy();
      // The token is single use.
      expect(
        (
          await failure(
            api[call]({ email: account.email, password: 'Other-pass-2026', token: data.resetToken ?? '' }),
          )
        ).status,
      ).toBe(400);
    },
  );

  it('changes a signed-in password only with the right old one', async () => {
    const api = signedIn();
    expect(
      await failure(api.changeSupervisorPassword({ oldPassword: 'wrong', newPassword: 'Another-pass-2026' })),
    ).toMatchObject({
      message: FAKE_MESSAGES.wrongOldPassword,
    });
    const done = await api.changeSupervisorPassword({
      oldPassword: FIXTURE_ACCOUNTS.supervisor.password,
      newPassword: 'Changed-pass-2026',
    });
    expect(done.message).toBe(MESSAGES.passwordChangeSuccessful);
  });
});

describe('student details and weekly reports', () => {
  it('records work details for a student without a company, and refuses reports before them', async () => {
    const tokens: Partial<Record<LoginType, string>> = {};
    const api = signedIn(tokens);
    tokens.student = (await api.login({ ...FIXTURE_ACCOUNTS.newStudent })).tokens.accessToken;
    expect((await api.getStudentDetails()).data.company).toBeNull();
    expect(await failure(api.submitWeeklyReport({ monday: 'x' }))).toMatchObject({
      message: FAKE_MESSAGES.noCompany,
    });
    const work = {
      name: 'Acme Ltd',
      address: '1 Marina',
      state: 'Lagos',
      LGA: 'Lagos Island',
      email: 'hr@acme.ng',
      phone: '0800',
      assignedDepartment: 'IT',
      jobDescription: 'Support',
      resumptionDate: '2026-05-04',
      expectedEndDate: '2026-10-30',
      street: 'Marina',
    };
    expect((await api.submitWorkDetails(work)).message).toBe(MESSAGES.workUploaded);
    expect((await api.getStudentDetails()).data.company).toEqual(work);
    await api.updateStudentDetails({ companyPhone: '0999', bankName: 'Zenith Bank', phone: '' });
    const { data } = await api.getStudentDetails();
    expect(data.company?.phone).toBe('0999');
    expect(data.bankDetails?.name).toBe('Zenith Bank');
    expect(data.phone).not.toBe('');
  });

  it('does not record days ahead of today', async () => {
    const wednesday = createFakeApi({
      now: () => new Date('2026-06-03T12:00:00Z'),
      baseUrl: 'http://wed.test',
    });
    server.use(...wednesday.handlers);
    const api = createClient({ baseUrl: 'http://wed.test', getToken: (role) => FIXTURE_TOKENS[role] });
    const { data } = await api.submitWeeklyReport({
      monday: 'a',
      tuesday: 'b',
      wednesday: 'c',
      thursday: 'd',
      friday: 'e',
    });
    expect(data).toMatchObject({
      weekStart: '2026-06-01',
      monday: 'a',
      tuesday: 'b',
      wednesday: 'c',
      thursday: '',
      friday: '',
    });
    const { reports } = await api.getWeeklyReports({ id: FIXTURE_IDS.student });
    expect(reports.at(-1)).toEqual(data);
  });
});

describe('assignment, dates and grades', () => {
  it('puts an assigned student on the supervisor’s lists and counts them', async () => {
    const api = signedIn();
    const before = (await api.listSupervisors()).find((s) => s._id === FIXTURE_IDS.idleSupervisor);
    expect(before?.noOfAssignedStudents).toBe(0);
    await api.assignInspectionSupervisor({
      studentCode: 'SIW260002',
      supervisorId: FIXTURE_IDS.idleSupervisor,
    });
    const assigned = await api.assignDefenseSupervisor({
      studentCode: 'SIW260002',
      supervisorId: FIXTURE_IDS.idleSupervisor,
    });
    expect(assigned.message).toBe(MESSAGES.assigned);
    const after = (await api.listSupervisors()).find((s) => s._id === FIXTURE_IDS.idleSupervisor);
    expect(after?.noOfAssignedStudents).toBe(1);

    const tokens: Partial<Record<LoginType, string>> = {};
    const idle = signedIn(tokens);
    tokens.supervisor = (await idle.login({ ...FIXTURE_ACCOUNTS.idleSupervisor })).tokens.accessToken;
    const [item] = await idle.listInspectionStudents();
    expect(item).toMatchObject({
      studentDetails: { studentCode: 'SIW260002' },
      companyDetails: null,
      assignedDate: null,
    });
    // A day alone is the start of that day in Lagos (UTC+1).
    await idle.setInspectionDate({ studentCode: 'SIW260002', date: '2026-06-20' });
    expect((await idle.listInspectionStudents())[0]?.assignedDate).toBe('2026-06-19T23:00:00.000Z');
    expect((await idle.listDefenseStudents()).map((s) => s._id)).toEqual([FIXTURE_IDS.newStudent]);
  });

  it('lets a supervisor grade and date only their own students', async () => {
    const api = signedIn();
    const theirs = (await allStudents()).find(
      (s) => s.inspection_supervisor && s.inspection_supervisor._id !== FIXTURE_IDS.supervisor,
    );
    expect(theirs).toBeDefined();
    const notMine = await failure(
      api.supervisorAssignGrade({ studentId: theirs?._id ?? '', type: 'inspection', score: 10 }),
    );
    expect(notMine).toMatchObject({ status: 403, message: FAKE_MESSAGES.notYourStudent });
    expect(
      (await failure(api.setInspectionDate({ studentCode: theirs?.studentCode ?? '', date: '2026-06-20' })))
        .status,
    ).toBe(403);
    await api.supervisorAssignGrade({ studentId: FIXTURE_IDS.student, type: 'defense', score: 33 });
    expect((await api.getStudent({ id: FIXTURE_IDS.student }))[0]?.grade?.defenseScore).toBe(33);
  });

  it('refuses scores outside 0 to the configured maximum', async () => {
    const api = signedIn();
    const over = await failure(
      api.coordinatorAssignGrade({
        studentId: FIXTURE_IDS.student,
        type: 'inspection',
        score: GRADE_MAXIMA.inspection + 1,
      }),
    );
    expect(over).toMatchObject({
      status: 400,
      message: `The inspection score must be between 0 and ${GRADE_MAXIMA.inspection}.`,
    });
    expect(
      (
        await failure(
          api.coordinatorAssignGrade({ studentId: FIXTURE_IDS.student, type: 'reports', score: -1 }),
        )
      ).status,
    ).toBe(400);
  });

  it('collates the three scores into a total out of 100', async () => {
    const api = signedIn();
    await api.coordinatorAssignGrade({
      studentId: FIXTURE_IDS.student,
      type: 'reports',
      score: GRADE_MAXIMA.reports,
    });
    await api.coordinatorAssignGrade({
      studentId: FIXTURE_IDS.student,
      type: 'inspection',
      score: GRADE_MAXIMA.inspection,
    });
    await api.coordinatorAssignGrade({
      studentId: FIXTURE_IDS.student,
      type: 'defense',
      score: GRADE_MAXIMA.defense,
    });
    const { message, data } = await api.collateGrades({ id: FIXTURE_IDS.student });
    expect(message).toBe(MESSAGES.collated);
    expect(data.grade?.total).toBe(GRADE_TOTAL_MAX);
  });

  it('computes the weekly report score from the days reported when none was given', async () => {
    const api = signedIn();
    await api.collateAllGrades();
    const students = await allStudents();
    const unplaced = students.find((s) => !s.company);
    expect(unplaced?.grade).toMatchObject({ weeklyReportsScore: 0 });
    for (const s of students) {
      expect(s.grade?.total).toBe(
        (s.grade?.weeklyReportsScore ?? 0) + (s.grade?.inspectionScore ?? 0) + (s.grade?.defenseScore ?? 0),
      );
      expect(s.grade?.weeklyReportsScore).toBeLessThanOrEqual(GRADE_MAXIMA.reports);
    }
    const { data } = await api.getWeeklyReportScores({ page: 1, limit: 100 });
    const best = data.reduce((a, b) => (b.marks > a.marks ? b : a));
    expect(best.marks).toBeGreaterThan(0);
  });
});

describe('forms', () => {
  it('uploads a PDF for supervisors to see, refuses other files, and deletes', async () => {
    const api = signedIn();
    const before = (await api.listSupervisorForms()).length;
    const { data: form } = await api.uploadInspectionForms({
      purpose: 'Defence',
      description: 'New defence sheet',
      form: new File(['%PDF-1.4 new defence sheet'], 'defence.pdf', { type: 'application/pdf' }),
    });
    expect(await api.listSupervisorForms()).toHaveLength(before + 1);
    const file = await api.downloadFile(form.pathToFile, form.name, { role: 'supervisor' });
    expect(await file.text()).toBe('%PDF-1.4 new defence sheet');
    const refused = await failure(
      api.uploadInspectionForms({
        purpose: 'Defence',
        description: 'x',
        form: new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }),
      }),
    );
    expect(refused.message).toBe(FAKE_MESSAGES.pdfOnly);
    expect((await api.deleteForm({ formId: form._id, publicId: form.publicId })).message).toBe(
      MESSAGES.deleted,
    );
    expect(await api.listCoordinatorForms()).toHaveLength(before);
    expect((await failure(api.deleteForm({ formId: form._id, publicId: form.publicId }))).status).toBe(404);
  });

  it('refuses a file that is not a PDF inside, whatever its name says', async () => {
    const refused = await failure(
      signedIn().uploadInspectionForms({
        purpose: 'Inspection',
        description: 'x',
        form: new File(['<html>'], 'looks-like.pdf', { type: 'application/pdf' }),
      }),
    );
    expect(refused.message).toBe(FAKE_MESSAGES.pdfOnly);
  });

  it("serves each form's file at the server's own path, to supervisors and coordinators only", async () => {
    const [form] = await signedIn().listSupervisorForms();
    expect(form?.pathToFile).toBe(`${FORMS_PATH}/${form?.publicId}`);
    const asSupervisor = await signedIn().downloadFile(form!.pathToFile, form!.name, { role: 'supervisor' });
    expect(await asSupervisor.text()).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
    const asCoordinator = await signedIn().downloadFile(form!.pathToFile, form!.name, {
      role: 'coordinator',
    });
    expect((await asCoordinator.blob.arrayBuffer()).byteLength).toBe(asSupervisor.blob.size);
    expect(
      (await failure(signedIn().downloadFile(form!.pathToFile, form!.name, { role: 'student' }))).status,
    ).toBe(403);
    expect((await failure(signedIn({}).downloadFile(form!.pathToFile, form!.name))).status).toBe(401);
    expect(
      (await failure(signedIn().downloadFile(`${FORMS_PATH}/form_nope`, 'x.pdf', { role: 'coordinator' })))
        .status,
    ).toBe(404);
  });

  it('has forms of both purposes', async () => {
    const purposes = new Set((await signedIn().listSupervisorForms()).map((f) => f.purpose));
    expect(purposes).toEqual(new Set(['Inspection', 'Defence']));
  });
});

describe('student lists', () => {
  it(`pages ${STUDENT_COUNT} students ${PAGE_SIZE} at a time, sorted by course by default`, async () => {
    const api = signedIn();
    const first = await api.listStudents();
    expect(first.totalStudents).toBe(STUDENT_COUNT);
    expect(first.students).toHaveLength(PAGE_SIZE);
    const courses = first.students.map((s) => s.course ?? '');
    expect(courses).toEqual([...courses].sort((a, b) => a.localeCompare(b)));
    const pages = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((page) => api.listStudents({ page, limit: PAGE_SIZE })),
    );
    const ids = pages.flatMap((p) => p.students.map((s) => s._id));
    expect(new Set(ids).size).toBe(STUDENT_COUNT);
    expect((await api.listStudents({ page: 7 })).students).toEqual([]);
  });

  it('sorts descending and by other keys', async () => {
    const api = signedIn();
    const asc = await api.listStudents({ sortBy: 'matricNo', sortOrder: 'asc', limit: 100 });
    const desc = await api.listStudents({ sortBy: 'matricNo', sortOrder: 'desc', limit: 100 });
    expect(desc.students.map((s) => s.matricNo)).toEqual(asc.students.map((s) => s.matricNo).reverse());
    expect((await failure(api.listStudents({ sortBy: 'password' }))).status).toBe(400);
  });

  it('searches name, matric number, email and code from 3 characters, ignoring case', async () => {
    const api = signedIn();
    const byName = await api.searchStudents({ q: 'OKAFOR' });
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((s) => s.name.toLowerCase().includes('okafor'))).toBe(true);
    expect((await api.searchStudents({ q: 'siw260001' })).map((s) => s._id)).toEqual([FIXTURE_IDS.student]);
    const byEmail = await api.searchStudents({ q: 'Student@SIWES' });
    expect(byEmail.map((s) => s.email).sort()).toEqual(['newstudent@siwes.test', 'student@siwes.test']);
    expect((await api.searchStudents({ q: '2022/001' })).map((s) => s._id)).toContain(FIXTURE_IDS.student);
    expect(await failure(api.searchStudents({ q: 'ok' }))).toMatchObject({
      status: 400,
      message: FAKE_MESSAGES.searchTooShort,
    });
  });

  it('edits only the fields sent, keeping the rest', async () => {
    const api = signedIn();
    const [before] = await api.getStudent({ id: FIXTURE_IDS.student });
    await api.updateStudent({
      id: FIXTURE_IDS.student,
      firstName: 'Ada',
      company: { state: 'Oyo', name: '' },
    });
    const [after] = await api.getStudent({ id: FIXTURE_IDS.student });
    expect(after?.name).toBe(`Ada ${before?.middleName} ${before?.lastName}`);
    expect(after?.company).toEqual({ ...before?.company, state: 'Oyo' });
    expect(after?.matricNo).toBe(before?.matricNo);
  });
});

describe('CSV exports', () => {
  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const api = signedIn();
    await api.updateStudent({ id: FIXTURE_IDS.student, firstName: '=HYPERLINK("http://evil.test","x")' });
    const text = await (await api.downloadStudents()).text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")`);
    expect(text.split('\r\n')[0]).toContain(',Matric Number,');
    expect(text).not.toMatch(/(^|,)"?[=@+-]/m);
    expect(text.trim().split('\r\n')).toHaveLength(STUDENT_COUNT + 1);
  });

  it('lists only the supervisor’s own inspection students', async () => {
    const api = signedIn();
    const mine = await api.listInspectionStudents();
    const text = await (await api.downloadAssignedInspectionList()).text();
    expect(text.trim().split('\r\n')).toHaveLength(mine.length + 1);
  });
});

describe('fresh data', () => {
  it('gives every fake its own data set, and reset() throws changes away', async () => {
    const api = signedIn();
    await api.updateStudent({ id: FIXTURE_IDS.student, firstName: 'Changed' });
    expect(fake.db.students[0]?.firstName).toBe('Changed');
    expect(createFakeApi().db.students[0]?.firstName).toBe('Adaeze');
    fake.reset();
    expect((await api.getStudent({ id: FIXTURE_IDS.student }))[0]?.firstName).toBe('Adaeze');
  });

  it('builds the same fixtures from the same seed, and others from another', () => {
    expect(buildFixtures(7)).toEqual(buildFixtures(7));
    expect(buildFixtures(7).students[5]).not.toEqual(buildFixtures(8).students[5]);
  });
});

describe('scenario helpers', () => {
  it('fail with an errors field or a message', async () => {
    const api = signedIn();
    server.use(
      failWith('getStudentDetails', 500, { message: 'Boom' }),
      failWith('login', 422, { errors: ['Email is required.'] }),
    );
    expect(await failure(api.getStudentDetails())).toMatchObject({ status: 500, message: 'Boom' });
    expect((await failure(api.login({ ...FIXTURE_ACCOUNTS.student }))).message).toBe('Email is required.');
  });

  it('fall back to the screen text when the failure says nothing', async () => {
    server.use(failWith('listStudents', 500));
    expect(
      (await failure(signedIn().listStudents(undefined, { fallback: MESSAGES.fetchStudentsError }))).message,
    ).toBe(MESSAGES.fetchStudentsError);
  });

  it('empty a list, keep loading, or drop the connection', async () => {
    const api = signedIn({ ...FIXTURE_TOKENS }, 100);
    server.use(
      emptyList('listStudents'),
      loadForever('listSupervisors'),
      networkError('listCoordinatorForms'),
    );
    expect(await api.listStudents()).toEqual({ students: [], totalStudents: 0 });
    expect((await failure(api.listSupervisors())).code).toBe('timeout');
    expect((await failure(api.listCoordinatorForms())).code).toBe('network');
  });

  it('answer one route only: a students/{id} scenario leaves students/download alone', async () => {
    const api = signedIn();
    server.use(failWith('getStudent', 404, { message: 'Gone' }));
    expect((await failure(api.getStudent({ id: 'stu-001' }))).message).toBe('Gone');
    expect((await api.downloadStudents()).fileName).toBe('students.csv');
  });

  it('respond with a typed body, once if asked', async () => {
    const api = signedIn();
    server.use(respondWith('listSupervisors', [], { once: true }));
    expect(await api.listSupervisors()).toEqual([]);
    expect(await api.listSupervisors()).toHaveLength(12);
  });

  it('fail until the outage ends, however many requests come first, then let the fake answer', async () => {
    const api = signedIn();
    const outage = new Outage();
    server.use(failWith('listSupervisors', 503, { message: 'Down' }, { until: outage.begin() }));
    expect((await failure(api.listSupervisors())).message).toBe('Down');
    expect((await failure(api.listSupervisors())).message).toBe('Down');
    outage.end();
    expect(await api.listSupervisors()).toHaveLength(12);
    outage.begin();
    expect((await failure(api.listSupervisors())).message).toBe('Down');
  });
});
