/**
 * The contract suite: one set of scenarios, run against the MSW fake (fake.test.ts) and the
 * real server (server.test.ts) alike, so the fake cannot drift from the truth. A target gives
 * a base URL, a fetch, and a fresh data set per test; both seed the same demo accounts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  createClient,
  MESSAGES,
  PAGE_SIZE,
  type ApiClient,
  type LoginType,
  type OtpPurpose,
} from '@siwes/api';
import { checkedFetch } from './checkedFetch.ts';

export interface Account {
  email: string;
  password: string;
  type: LoginType;
}

export interface ContractTarget {
  baseUrl: string;
  /** The fetch that reaches the target (MSW intercepts the global one for the fake). */
  fetch: typeof fetch;
  /** Moves the target's clock to an instant (each target starts on its own clock). */
  setNow(instant: Date): void;
  accounts: {
    student: Account;
    newStudent: Account;
    supervisor: Account;
    idleSupervisor: Account;
    coordinator: Account;
  };
}

export interface TargetFactory {
  /** A target with fresh data. */
  start(): Promise<ContractTarget>;
  stop(target: ContractTarget): Promise<void>;
}

function otpOf(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in mail: ${text}`);
  return code;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

export function contractSuite(name: string, factory: TargetFactory) {
  describe(`contract: ${name}`, () => {
    let target: ContractTarget;
    let checked: ReturnType<typeof checkedFetch>;
    const tokens: Partial<Record<LoginType, string>> = {};
    let api: ApiClient;

    beforeEach(async () => {
      target = await factory.start();
      checked = checkedFetch(target.fetch);
      for (const role of Object.keys(tokens) as LoginType[]) delete tokens[role];
      api = createClient({ baseUrl: target.baseUrl, fetch: checked.fetch, getToken: (role) => tokens[role] });
    });

    afterEach(async () => {
      await factory.stop(target);
      expect(checked.problems).toEqual([]);
    });

    async function signIn(account: Account) {
      const answer = await api.login(account);
      tokens[account.type] = answer.tokens.accessToken;
      return answer;
    }

    async function mailedCode(email: string, purpose: OtpPurpose) {
      await api.sendOtp({ email, purpose });
      const [latest] = await api.getDevOutbox(email);
      expect(latest?.to).toBe(email);
      return otpOf(latest?.text ?? '');
    }

    it('signs in each role and refuses a wrong password or the wrong type', async () => {
      for (const account of Object.values(target.accounts)) {
        const answer = await signIn(account);
        expect(answer.data.role).toBe(account.type);
        expect(answer.data.email).toBe(account.email);
        expect(answer.tokens.accessToken).not.toBe('');
      }
      const wrong = await failure(api.login({ ...target.accounts.student, password: 'not-the-password' }));
      expect(wrong.status).toBe(401);
      expect(wrong.message).not.toBe('');
      const wrongType = await failure(api.login({ ...target.accounts.student, type: 'coordinator' }));
      expect(wrongType.status).toBe(401);
    });

    it('registers a student through an emailed code', async () => {
      const email = 'ada.new@students.siwes.test';
      const unverified = {
        firstName: 'Ada',
        middleName: 'Grace',
        lastName: 'Obi',
        sex: 'Female' as const,
        email,
        phone: '08012345678',
        faculty: 'Computing and Engineering Sciences',
        department: 'Computer Science',
        course: 'Computer Science',
        level: '300' as const,
        matricNo: 'CSC/2023/999',
        bankDetails: { name: 'Access Bank', accountNumber: '0123456789', sortCode: '044150149' },
        password: 'Ada#password1',
      };
      expect((await failure(api.register(unverified))).status).toBe(403);
      await signIn(target.accounts.coordinator);
      const before = (await api.listStudents({ limit: 1 })).totalStudents;

      const code = await mailedCode(email, 'registration');
      const wrong = await failure(api.verifyOtp({ email, token: code === '000000' ? '111111' : '000000' }));
      expect(wrong.status).toBe(400);
      const verified = await api.verifyOtp({ email, token: code });
      expect(verified.data).toMatchObject({ email, purpose: 'registration', verified: true });

      const registered = await api.register(unverified);
      expect(registered.message).toBe(MESSAGES.registrationSuccessful);
      expect(registered.data).toMatchObject({ email, matricNo: 'CSC/2023/999', name: 'Ada Grace Obi' });

      await signIn({ email, password: 'Ada#password1', type: 'student' });
      const details = await api.getStudentDetails();
      expect(details.data.studentCode).toBe(registered.data.studentCode);
      expect(details.data.company ?? null).toBeNull();

      // The code was single use, and the email is now taken.
      expect((await failure(api.verifyOtp({ email, token: code }))).status).toBe(400);
      expect((await failure(api.sendOtp({ email, purpose: 'registration' }))).status).toBe(409);
      // The students page counts the new student.
      expect((await api.listStudents({ limit: 1 })).totalStudents).toBe(before + 1);
    });

    it('resets a student password with a code and a reset token', async () => {
      const { email } = target.accounts.student;
      const code = await mailedCode(email, 'changePassword');
      const verified = await api.verifyOtp({ email, token: code });
      const resetToken = verified.data.resetToken ?? '';
      expect(resetToken).not.toBe('');
      const bad = await failure(
        api.resetStudentPassword({ email, password: 'New#password1', token: 'not-a-token' }),
      );
      expect(bad.status).toBe(400);
      const done = await api.resetStudentPassword({ email, password: 'New#password1', token: resetToken });
      expect(done.message).toBe(MESSAGES.passwordChangedSuccessfully);
      await signIn({ email, password: 'New#password1', type: 'student' });
      expect((await failure(api.login(target.accounts.student))).status).toBe(401);
    });

    it('answers a reset code for an unknown email as for a known one, and mails nothing', async () => {
      const known = await api.sendOtp({ email: target.accounts.supervisor.email, purpose: 'changePassword' });
      const unknown = await api.sendOtp({ email: 'nobody@students.siwes.test', purpose: 'changePassword' });
      expect(unknown.message).toBe(known.message);
      expect(await api.getDevOutbox('nobody@students.siwes.test')).toEqual([]);
    });

    it("refuses a supervisor's or coordinator's record to anyone but its owner", async () => {
      const supervisor = await signIn(target.accounts.supervisor);
      expect((await api.getSupervisor({ id: supervisor.data._id })).data.email).toBe(supervisor.data.email);
      const idle = await api.login(target.accounts.idleSupervisor);
      expect((await failure(api.getSupervisor({ id: idle.data._id }))).status).toBe(403);
      const coordinator = await signIn(target.accounts.coordinator);
      expect((await api.getCoordinator({ id: coordinator.data._id })).data.email).toBe(
        coordinator.data.email,
      );
      expect((await failure(api.getCoordinator({ id: supervisor.data._id }))).status).toBe(403);
    });

    it('records work details and shows them on the dashboard', async () => {
      await signIn(target.accounts.newStudent);
      const company = {
        name: 'Interswitch',
        address: '1648C Oko-Awo Street',
        state: 'Lagos',
        LGA: 'Eti Osa',
        email: 'siwes@interswitch.example',
        phone: '07000000000',
        assignedDepartment: 'Engineering',
        jobDescription: 'Builds payment services',
        resumptionDate: '2026-05-04',
        expectedEndDate: '2026-10-30',
        street: 'Oko-Awo Street',
      };
      const answer = await api.submitWorkDetails(company);
      expect(answer.message).toBe(MESSAGES.workUploaded);
      const details = await api.getStudentDetails();
      expect(details.data.company).toMatchObject(company);

      const updated = await api.updateStudentDetails({
        phone: '08099998888',
        companyName: 'Interswitch Ltd',
      });
      expect(updated.data.phone).toBe('08099998888');
      expect(updated.data.company?.name).toBe('Interswitch Ltd');
      expect(updated.data.company?.state).toBe('Lagos');
    });

    it('replaces work details sent again, and refuses a placement that ends before it starts', async () => {
      await signIn(target.accounts.newStudent);
      const first = {
        name: 'Interswitch',
        address: '1648C Oko-Awo Street',
        state: 'Lagos',
        LGA: 'Eti Osa',
        email: 'siwes@interswitch.example',
        phone: '07000000000',
        assignedDepartment: 'Engineering',
        jobDescription: 'Builds payment services',
        resumptionDate: '2026-05-04',
        expectedEndDate: '2026-10-30',
        street: 'Oko-Awo Street',
      };
      await api.submitWorkDetails(first);
      const second = {
        name: 'Nigerian Breweries',
        address: '1 Abebe Village Road',
        state: 'Oyo',
        LGA: 'Ibadan North',
        email: 'it@breweries.example',
        phone: '08000000000',
        assignedDepartment: 'Information Systems',
        jobDescription: 'Supports the plant network',
        resumptionDate: '2026-06-01',
        expectedEndDate: '2026-11-27',
        street: 'Abebe Village Road',
      };
      const answer = await api.submitWorkDetails(second);
      expect(answer.message).toBe(MESSAGES.workUploaded);
      expect(answer.data.company).toMatchObject(second);
      expect((await api.getStudentDetails()).data.company).toMatchObject(second);

      const backwards = await failure(
        api.submitWorkDetails({ ...second, name: 'Never stored', expectedEndDate: '2026-05-29' }),
      );
      expect(backwards.status).toBe(400);
      expect(backwards.message).toContain('expectedEndDate');
      const backwardsUpdate = await failure(
        api.updateStudentDetails({ resumptionDate: '2026-07-01', expectedEndDate: '2026-06-30' }),
      );
      expect(backwardsUpdate.status).toBe(400);
      expect(backwardsUpdate.message).toContain('expectedEndDate');
      expect((await api.getStudentDetails()).data.company).toMatchObject(second);
    });

    it('records a weekly report and updates the same week when posted again', async () => {
      await signIn(target.accounts.newStudent);
      const early = await failure(api.submitWeeklyReport({ monday: 'Orientation' }));
      expect(early.status).toBe(400);

      await signIn(target.accounts.student);
      const first = await api.submitWeeklyReport({ monday: 'Set up the office network' });
      expect(first.message).toBe(MESSAGES.reportUploaded);
      expect(first.data.monday).toBe('Set up the office network');
      expect(new Date(`${first.data.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
      const again = await api.submitWeeklyReport({ monday: 'Set up the office network, then tested it' });
      expect(again.data._id).toBe(first.data._id);
      expect(again.data.weekStart).toBe(first.data.weekStart);
      expect(again.data.monday).toBe('Set up the office network, then tested it');
    });

    it('keeps days ahead out of a report and fills or replaces the days of the Lagos week', async () => {
      // Tuesday 23:30 in Lagos (22:30 UTC).
      target.setNow(new Date('2026-06-02T22:30:00.000Z'));
      const student = await signIn(target.accounts.newStudent);
      await api.submitWorkDetails({
        name: 'Interswitch',
        address: '1648C Oko-Awo Street',
        state: 'Lagos',
        LGA: 'Eti Osa',
        email: 'siwes@interswitch.example',
        phone: '07000000000',
        assignedDepartment: 'Engineering',
        jobDescription: 'Builds payment services',
        resumptionDate: '2026-05-04',
        expectedEndDate: '2026-10-30',
        street: 'Oko-Awo Street',
      });
      const week = { monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed', thursday: 'Thu', friday: 'Fri' };
      const tuesday = await api.submitWeeklyReport(week);
      expect(tuesday.data).toMatchObject({
        weekStart: '2026-06-01',
        monday: 'Mon',
        tuesday: 'Tue',
        wednesday: '',
        thursday: '',
        friday: '',
      });

      // Wednesday 00:30 in Lagos, still Tuesday in UTC: Wednesday is today. A blank day keeps
      // what was sent before; a day with text fills it or replaces it.
      target.setNow(new Date('2026-06-02T23:30:00.000Z'));
      const wednesday = await api.submitWeeklyReport({
        monday: '  ',
        tuesday: 'Tue, again',
        wednesday: 'Wed',
      });
      expect(wednesday.data).toMatchObject({
        _id: tuesday.data._id,
        weekStart: '2026-06-01',
        monday: 'Mon',
        tuesday: 'Tue, again',
        wednesday: 'Wed',
        thursday: '',
      });

      // Sunday 23:30 in Lagos: the weekend belongs to the week just ended, all of it past.
      target.setNow(new Date('2026-06-07T22:30:00.000Z'));
      const sunday = await api.submitWeeklyReport({ thursday: 'Thu', friday: 'Fri' });
      expect(sunday.data).toMatchObject({
        _id: tuesday.data._id,
        monday: 'Mon',
        thursday: 'Thu',
        friday: 'Fri',
      });

      // Monday 00:30 in Lagos (Sunday in UTC): a new week.
      target.setNow(new Date('2026-06-07T23:30:00.000Z'));
      const next = await api.submitWeeklyReport({ monday: 'New week', tuesday: 'Ahead' });
      expect(next.data).toMatchObject({ weekStart: '2026-06-08', monday: 'New week', tuesday: '' });
      expect(next.data._id).not.toBe(tuesday.data._id);

      // The coordinator sees both weeks as recorded.
      await signIn(target.accounts.coordinator);
      const { reports } = await api.getWeeklyReports({ id: student.data._id });
      expect(reports.map((r) => r.weekStart)).toEqual(['2026-06-01', '2026-06-08']);
      expect(reports[0]).toEqual({
        _id: tuesday.data._id,
        weekStart: '2026-06-01',
        monday: 'Mon',
        tuesday: 'Tue, again',
        wednesday: 'Wed',
        thursday: 'Thu',
        friday: 'Fri',
      });
    });

    it('assigns supervisors, who then see, schedule and grade only their own students', async () => {
      await signIn(target.accounts.coordinator);
      const [student] = await api.searchStudents({ q: target.accounts.newStudent.email });
      if (!student) throw new Error('new student not found');
      const supervisors = await api.listSupervisors();
      const idle = supervisors.find((s) => s.email === target.accounts.idleSupervisor.email);
      if (!idle) throw new Error('idle supervisor not found');
      expect(idle.noOfAssignedStudents).toBe(0);

      const assigned = await api.assignInspectionSupervisor({
        studentCode: student.studentCode,
        supervisorId: idle._id,
      });
      expect(assigned.message).toBe(MESSAGES.assigned);
      await api.assignDefenseSupervisor({ studentCode: student.studentCode, supervisorId: idle._id });
      const after = await api.listSupervisors();
      expect(after.find((s) => s._id === idle._id)?.noOfAssignedStudents).toBe(1);

      await signIn(target.accounts.idleSupervisor);
      const list = await api.listInspectionStudents();
      expect(list.map((s) => s.studentDetails.studentCode)).toEqual([student.studentCode]);
      expect((await api.listDefenseStudents()).map((s) => s._id)).toEqual([student._id]);
      await api.setInspectionDate({ studentCode: student.studentCode, date: '2026-07-01T10:00' });
      expect((await api.listInspectionStudents())[0]?.assignedDate).toBe('2026-07-01T10:00');
      const graded = await api.supervisorAssignGrade({
        studentId: student._id,
        type: 'inspection',
        score: 25,
      });
      expect(graded.message).toBe(MESSAGES.graded);
      const tooHigh = await failure(
        api.supervisorAssignGrade({ studentId: student._id, type: 'inspection', score: 31 }),
      );
      expect(tooHigh.status).toBe(400);

      await signIn(target.accounts.supervisor);
      const notMine = await failure(
        api.setInspectionDate({ studentCode: student.studentCode, date: '2026-07-02T10:00' }),
      );
      expect(notMine.status).toBe(403);
      const notMineGrade = await failure(
        api.supervisorAssignGrade({ studentId: student._id, type: 'defense', score: 30 }),
      );
      expect(notMineGrade.status).toBe(403);

      const [record] = await api.getStudent({ id: student._id });
      expect(record?.grade?.inspectionScore).toBe(25);
      expect(record?.inspection_supervisor?.email).toBe(target.accounts.idleSupervisor.email);
    });

    it('tells anyone the grading policy, and refuses a score above its maximum', async () => {
      const policy = await api.getGradingPolicy();
      expect(policy).toEqual({ reports: 30, inspection: 30, defense: 40 });
      await signIn(target.accounts.coordinator);
      const [student] = await api.searchStudents({ q: target.accounts.student.email });
      const over = await failure(
        api.coordinatorAssignGrade({ studentId: student!._id, type: 'defense', score: policy.defense + 1 }),
      );
      expect(over.status).toBe(400);
      await api.coordinatorAssignGrade({ studentId: student!._id, type: 'defense', score: policy.defense });
    });

    it('grades and collates one student and all students', async () => {
      await signIn(target.accounts.coordinator);
      const { students } = await api.listStudents({ limit: 1, page: 1, sortBy: 'name', sortOrder: 'asc' });
      const student = students[0];
      if (!student) throw new Error('no students');
      await api.coordinatorAssignGrade({ studentId: student._id, type: 'reports', score: 20 });
      await api.coordinatorAssignGrade({ studentId: student._id, type: 'inspection', score: 25 });
      await api.coordinatorAssignGrade({ studentId: student._id, type: 'defense', score: 35 });
      const refused = await failure(
        api.coordinatorAssignGrade({ studentId: student._id, type: 'defense', score: 41 }),
      );
      expect(refused.status).toBe(400);
      const collated = await api.collateGrades({ id: student._id });
      expect(collated.message).toBe(MESSAGES.collated);
      expect(collated.data.grade).toMatchObject({
        weeklyReportsScore: 20,
        inspectionScore: 25,
        defenseScore: 35,
        total: 80,
      });

      expect((await api.collateAllGrades()).message).toBe(MESSAGES.collated);
      const scores = await api.getWeeklyReportScores({ page: 1, limit: PAGE_SIZE });
      expect(scores.data.length).toBe(PAGE_SIZE);
      expect(scores.totalStudents).toBeGreaterThan(PAGE_SIZE);
      for (const row of scores.data) {
        expect(row.marks).toBeGreaterThanOrEqual(0);
        expect(row.marks).toBeLessThanOrEqual(30);
      }
    });

    it('pages, sorts and searches the students', async () => {
      await signIn(target.accounts.coordinator);
      const first = await api.listStudents({ limit: 5, page: 1, sortBy: 'name', sortOrder: 'asc' });
      const second = await api.listStudents({ limit: 5, page: 2, sortBy: 'name', sortOrder: 'asc' });
      expect(first.students).toHaveLength(5);
      expect(second.students).toHaveLength(5);
      const names = [...first.students, ...second.students].map((s) => s.name.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(new Set([...first.students, ...second.students].map((s) => s._id)).size).toBe(10);
      const byDefault = await api.listStudents();
      expect(byDefault.students).toHaveLength(PAGE_SIZE);
      const courses = byDefault.students.map((s) => (s.course ?? '').toLowerCase());
      expect(courses).toEqual([...courses].sort((a, b) => a.localeCompare(b)));
      const desc = await api.listStudents({ sortBy: 'course', sortOrder: 'desc' });
      expect((desc.students[0]?.course ?? '') >= (desc.students.at(-1)?.course ?? '')).toBe(true);

      // Sorted by supervisor: each supervisor's students come together, each with the supervisor.
      const bySupervisor = await api.listStudents({ limit: 100, sortBy: 'inspection_supervisor' });
      const runs = bySupervisor.students
        .map((s) => s.inspection_supervisor?._id ?? '')
        .filter((id, index, all) => index === 0 || id !== all[index - 1]);
      expect(runs.length).toBeGreaterThan(1);
      expect(new Set(runs).size).toBe(runs.length);
      const supervised = bySupervisor.students.find((s) => s.inspection_supervisor);
      expect(supervised?.inspection_supervisor?.email).toMatch(/@/);
      expect(supervised?.assignedSupervisorInfo?.lastName).toBe(supervised?.inspection_supervisor?.lastName);

      const [one] = first.students;
      const found = await api.searchStudents({ q: one?.matricNo.toUpperCase() ?? '' });
      expect(found.map((s) => s._id)).toContain(one?._id);
      const byName = await api.searchStudents({ q: (one?.lastName ?? '').toLowerCase() });
      expect(byName.every((s) => s.name.toLowerCase().includes((one?.lastName ?? '').toLowerCase()))).toBe(
        true,
      );
      expect((await failure(api.searchStudents({ q: 'ab' }))).status).toBe(400);
    });

    it('finds a student by the new name after an edit, and no longer by the old one', async () => {
      await signIn(target.accounts.coordinator);
      const { students } = await api.listStudents({ limit: 1, page: 1, sortBy: 'name', sortOrder: 'asc' });
      const student = students[0]!;
      const oldName = student.lastName;
      await api.updateStudent({ id: student._id, lastName: 'Zzyzxquist' });
      const byNew = await api.searchStudents({ q: 'zyzxQUI' });
      expect(byNew.map((s) => s._id)).toEqual([student._id]);
      // The old name as it stood in the full name (the email may still hold the old surname).
      const oldPhrase = `${student.middleName || student.firstName} ${oldName}`;
      expect(student.name).toContain(oldPhrase);
      const byOld = await api.searchStudents({ q: oldPhrase });
      expect(byOld.map((s) => s._id)).not.toContain(student._id);
    });

    it('exports the CSV files with one row per student', async () => {
      await signIn(target.accounts.coordinator);
      const { totalStudents } = await api.listStudents({ limit: 1 });
      const students = await api.downloadStudents();
      expect(students.fileName).toBe('students.csv');
      const lines = (await students.text()).trim().split(/\r?\n/);
      expect(lines[0]).toContain('Matric Number');
      expect(lines).toHaveLength(totalStudents + 1);
      const weekly = await api.downloadWeeklyReportScores();
      expect(weekly.fileName).toBe('weekly_reports.csv');
      expect((await weekly.text()).trim().split(/\r?\n/)).toHaveLength(totalStudents + 1);
      const inspection = await api.downloadInspectionList();
      expect(inspection.fileName).toBe('students_inspection_list.csv');

      await signIn(target.accounts.supervisor);
      const mine = await api.listInspectionStudents();
      const own = await api.downloadAssignedInspectionList();
      expect((await own.text()).trim().split(/\r?\n/)).toHaveLength(mine.length + 1);
    });

    it('answers errors as the screens read them', async () => {
      const unsigned = await failure(api.getStudentDetails());
      expect(unsigned.status).toBe(401);
      await signIn(target.accounts.student);
      const noCoordinatorToken = await failure(api.listStudents());
      expect(noCoordinatorToken.status).toBe(401);
      tokens.coordinator = tokens.student;
      const forbidden = await failure(api.listStudents());
      expect(forbidden.status).toBe(403);

      await signIn(target.accounts.coordinator);
      const missing = await failure(api.getStudent({ id: 'no-such-student' }));
      expect(missing.status).toBe(404);
      const invalid = await failure(
        api.assignInspectionSupervisor({ studentCode: '', supervisorId: 'x' } as never),
      );
      expect(invalid.status).toBe(400);
      expect(invalid.message).toContain('studentCode');
      const badSort = await failure(api.listStudents({ sortBy: 'password' }));
      expect(badSort.status).toBe(400);
    });

    it('ends a session at logout', async () => {
      await signIn(target.accounts.coordinator);
      await api.listSupervisors();
      const out = await api.logout({ role: 'coordinator' });
      expect(out.message).not.toBe('');
      const after = await failure(api.listSupervisors());
      expect(after.status).toBe(401);
    });
  });
}
