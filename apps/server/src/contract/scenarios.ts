/**
 * The contract suite: one set of scenarios, run against the MSW fake (fake.test.ts) and the
 * real server (server.test.ts) alike, so the fake cannot drift from the truth. A target gives
 * a base URL, a fetch, and a fresh data set per test; both seed the same demo accounts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CODE_MAIL_SUBJECTS,
  createClient,
  fetchAllWeeklyReportScores,
  fieldMessage,
  GRADE_MAXIMA,
  MAX_FORM_BYTES,
  MESSAGES,
  PAGE_SIZE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SERVER_MESSAGES,
  STUDENT_SORT_KEYS,
  type ApiClient,
  type LoginType,
  type OtpPurpose,
  type SortOrder,
  type Student,
} from '@siwes/api';
import { COMMON_PASSWORD_SAMPLE } from '@siwes/api/contract';
import {
  codeMail,
  compareByName,
  searchStudents,
  searchTerm,
  studentOrder,
  weeklyReportMarks,
} from '@siwes/api/rules';
import { checkedFetch } from './checkedFetch.ts';
import { failure } from '@siwes/api/testing';
import { assignmentScenarios } from './assignments.ts';
import { notificationScenarios } from './notifications.ts';
import { logbookScenarios } from './logbook.ts';
import { logbookTotalsScenarios } from './logbookTotals.ts';
import { lateEntryScenarios } from './lateEntries.ts';
import { weeklyTotalsAndDeadlineScenarios } from './weeklyTotalsAndDeadline.ts';
import { dashboardScenarios } from './dashboard.ts';
import { homeScenarios } from './homes.ts';
import { undeliveredMailScenarios } from './undeliveredMail.ts';
import { atRiskScenarios } from './atRisk.ts';
import { INTERSWITCH, PLACEMENT } from './placements.ts';

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

/**
 * A PDF of `size` bytes whose every byte depends on its place, so a slice lost, repeated or
 * reordered on the way shows; larger than one of the server's storage slices (256 KiB).
 */
function pdfOf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return bytes;
}

/** Ada Grace Obi's registration, with this email and matric number and no faculty, department or course. */
function adaRegistration(email: string, matricNo: string) {
  return {
    firstName: 'Ada',
    middleName: 'Grace',
    lastName: 'Obi',
    sex: 'Female' as const,
    email,
    phone: '08012345678',
    level: '300' as const,
    matricNo,
    bankDetails: { name: 'Access Bank', accountNumber: '0123456789', sortCode: '044150149' },
    password: 'Ada-password-2026',
  };
}

const ids = (list: readonly { _id: string }[]) => list.map((s) => s._id);

function otpOf(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in mail: ${text}`);
  return code;
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

    // The logbook's scenarios (issue 24), on this target and client.
    const session = {
      get target() {
        return target;
      },
      get api() {
        return api;
      },
      signIn,
    };
    logbookScenarios(session);
    logbookTotalsScenarios(session);
    lateEntryScenarios(session);
    weeklyTotalsAndDeadlineScenarios(session);
    assignmentScenarios(session);
    dashboardScenarios(session);
    homeScenarios(session);
    notificationScenarios(session);
    undeliveredMailScenarios(session);
    atRiskScenarios(session);

    async function mailedCode(email: string, purpose: OtpPurpose) {
      await api.sendOtp({ email, purpose });
      const [latest] = await api.getDevOutbox(email);
      expect(latest?.to).toBe(email);
      // The subject says what the code is for: a reset code is not called a registration code.
      expect(latest?.subject).toBe(CODE_MAIL_SUBJECTS[purpose]);
      const code = otpOf(latest?.text ?? '');
      expect(latest?.text).toBe(codeMail(code, purpose, 10 * 60).text);
      return code;
    }

    /** Every student, a page of 100 at a time, in the order asked. */
    async function walk(sortBy: string, sortOrder: SortOrder): Promise<Student[]> {
      const all: Student[] = [];
      for (let page = 1; ; page += 1) {
        const { students, totalStudents } = await api.listStudents({ sortBy, sortOrder, page, limit: 100 });
        all.push(...students);
        if (page * 100 >= totalStudents) return all;
      }
    }

    /** Creates a supervisor account as the coordinator, and gives its id. */
    async function newSupervisor(firstName: string, lastName: string, n: number): Promise<string> {
      const email = `order.${n}@staff.siwes.test`;
      const details = { firstName, lastName, email, office: 'Room 9', phone: `0803000000${n}` };
      return (await api.createSupervisor({ ...details, password: 'Order-test-password-2026' })).data._id;
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
        ...adaRegistration(email, 'CSC/2023/999'),
        faculty: 'Computing and Engineering Sciences',
        department: 'Computer Science',
        course: 'Computer Science',
      };
      expect((await failure(api.register(unverified))).status).toBe(403);
      await signIn(target.accounts.coordinator);
      const before = (await api.listStudents({ limit: 1 })).totalStudents;

      const code = await mailedCode(email, 'registration');
      const wrong = await failure(api.verifyOtp({ email, token: code === '000000' ? '111111' : '000000' }));
      expect(wrong.status).toBe(400);
      const verified = await api.verifyOtp({ email, token: code });
      expect(verified.data).toMatchObject({ email, purpose: 'registration', verified: true });

      // A matric number already on record is refused naming the field, so the form says it there.
      const existing = (await api.listStudents({ limit: 1 })).students[0]?.matricNo ?? '';
      const takenMatric = await failure(api.register({ ...unverified, matricNo: existing.toLowerCase() }));
      expect(takenMatric.status).toBe(409);
      expect(fieldMessage(takenMatric, 'matricNo')).toBe(SERVER_MESSAGES.matricTaken);

      const registered = await api.register(unverified);
      expect(registered.message).toBe(MESSAGES.registrationSuccessful);
      expect(registered.data).toMatchObject({ email, matricNo: 'CSC/2023/999', name: 'Ada Grace Obi' });
      expect(registered.data.studentCode).toMatch(/^SIW\d{7}$/);

      await signIn({ email, password: 'Ada-password-2026', type: 'student' });
      const details = await api.getStudentDetails();
      expect(details.data.studentCode).toBe(registered.data.studentCode);
      expect(details.data.company ?? null).toBeNull();

      // The code was single use; asking again for the taken email answers as for any email.
      expect((await failure(api.verifyOtp({ email, token: code }))).status).toBe(400);
      expect((await api.sendOtp({ email, purpose: 'registration' })).message).toBe(SERVER_MESSAGES.otpSent);
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
        api.resetStudentPassword({ email, password: 'New-password-2026', token: 'not-a-token' }),
      );
      expect(bad.status).toBe(400);
      const done = await api.resetStudentPassword({
        email,
        password: 'New-password-2026',
        token: resetToken,
      });
      expect(done.message).toBe(MESSAGES.passwordChangedSuccessfully);
      await signIn({ email, password: 'New-password-2026', type: 'student' });
      expect((await failure(api.login(target.accounts.student))).status).toBe(401);
    });

    it('spends a reset only on a successful change: refused passwords keep the token, which then works once', async () => {
      for (const [account, reset, done] of [
        [target.accounts.newStudent, api.resetStudentPassword, MESSAGES.passwordChangedSuccessfully],
        [target.accounts.idleSupervisor, api.resetSupervisorPassword, MESSAGES.supervisorResetSuccessful],
      ] as const) {
        const { email } = account;
        const code = await mailedCode(email, 'changePassword');
        const token = (await api.verifyOtp({ email, token: code })).data.resetToken ?? '';
        // The code gave its token: it is not taken twice, so the portal keeps the token instead.
        expect((await failure(api.verifyOtp({ email, token: code }))).status).toBe(400);

        const short = await failure(reset({ email, password: 'a'.repeat(PASSWORD_MIN_LENGTH - 1), token }));
        expect(short.status).toBe(400);
        expect(fieldMessage(short, 'password')).toBe(SERVER_MESSAGES.passwordTooShort);
        const common = await failure(reset({ email, password: COMMON_PASSWORD_SAMPLE[0], token }));
        expect(fieldMessage(common, 'password')).toBe(SERVER_MESSAGES.passwordCommon);
        // Nothing changed: the old password still signs in.
        await signIn(account);

        const newPassword = `${account.type} corrected passphrase`;
        expect((await reset({ email, password: newPassword, token })).message).toBe(done);
        await signIn({ ...account, password: newPassword });
        // Spent now: the same token again is refused, naming no field.
        const again = await failure(reset({ email, password: `${newPassword} again`, token }));
        expect(again.status).toBe(400);
        expect(again.message).toBe(SERVER_MESSAGES.resetTokenInvalid);
        expect(fieldMessage(again, 'password')).toBeUndefined();
      }
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
      expect(await failure(api.getSupervisor({ id: idle.data._id }))).toMatchObject({
        status: 403,
        message: SERVER_MESSAGES.onlyOwnDetails,
      });
      const coordinator = await signIn(target.accounts.coordinator);
      expect((await api.getCoordinator({ id: coordinator.data._id })).data.email).toBe(
        coordinator.data.email,
      );
      expect(await failure(api.getCoordinator({ id: supervisor.data._id }))).toMatchObject({
        status: 403,
        message: SERVER_MESSAGES.onlyOwnDetails,
      });
    });

    it('records work details and shows them on the dashboard', async () => {
      await signIn(target.accounts.newStudent);
      const answer = await api.submitWorkDetails(INTERSWITCH);
      expect(answer.message).toBe(MESSAGES.workUploaded);
      const details = await api.getStudentDetails();
      expect(details.data.company).toMatchObject(INTERSWITCH);

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
      await api.submitWorkDetails(INTERSWITCH);
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

    it('keeps the placement dates in order on what is stored, whatever subset a call sends (student and coordinator)', async () => {
      const student = await signIn(target.accounts.newStudent);
      await api.submitWorkDetails(INTERSWITCH);
      const stored = async () => (await api.getStudentDetails()).data.company;
      const kept = await stored();
      const refusal = async (call: Promise<unknown>, field: string, sentence: string) => {
        const refused = await failure(call);
        expect(refused.status).toBe(400);
        expect(fieldMessage(refused, field)).toBe(sentence);
      };
      const endFirst = SERVER_MESSAGES.endBeforeResumption;
      const startLast = SERVER_MESSAGES.resumptionAfterEnd;

      // The student's own update: the end alone, the start alone, both.
      await refusal(api.updateStudentDetails({ expectedEndDate: '2020-01-01' }), 'expectedEndDate', endFirst);
      await refusal(api.updateStudentDetails({ resumptionDate: '2027-01-04' }), 'resumptionDate', startLast);
      await refusal(
        api.updateStudentDetails({
          phone: '08011112222',
          resumptionDate: '2026-07-01',
          expectedEndDate: '2026-06-30',
        }),
        'expectedEndDate',
        endFirst,
      );
      await refusal(
        api.submitWorkDetails({
          ...INTERSWITCH,
          resumptionDate: '2026-07-01',
          expectedEndDate: '2026-06-30',
        }),
        'expectedEndDate',
        endFirst,
      );
      expect(await stored()).toEqual(kept);
      expect((await api.getStudentDetails()).data.phone).not.toBe('08011112222');

      // The coordinator's edit of the student, the dates under company.
      await signIn(target.accounts.coordinator);
      const id = student.data._id;
      await refusal(
        api.updateStudent({ id, company: { expectedEndDate: '2020-01-01' } }),
        'company.expectedEndDate',
        endFirst,
      );
      await refusal(
        api.updateStudent({ id, firstName: 'Refused', company: { resumptionDate: '2027-01-04' } }),
        'company.resumptionDate',
        startLast,
      );
      const [unchanged] = await api.getStudent({ id });
      expect(unchanged?.company).toEqual(kept);
      expect(unchanged?.firstName).not.toBe('Refused');

      // Dates in order go through, one at a time or together, and a one-day placement is a placement.
      await api.updateStudent({ id, company: { expectedEndDate: '2026-11-27' } });
      await api.updateStudent({ id, company: { resumptionDate: '2026-11-27' } });
      expect((await api.getStudent({ id }))[0]?.company).toMatchObject({
        resumptionDate: '2026-11-27',
        expectedEndDate: '2026-11-27',
      });
      await signIn(target.accounts.newStudent);
      const moved = await api.updateStudentDetails({
        resumptionDate: '2027-01-04',
        expectedEndDate: '2027-06-25',
      });
      expect(moved.data.company).toMatchObject({
        resumptionDate: '2027-01-04',
        expectedEndDate: '2027-06-25',
      });
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
      await api.submitWorkDetails(INTERSWITCH);
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
      // A datetime-local value is Lagos time (UTC+1), kept as the instant it names.
      await api.setInspectionDate({ studentCode: student.studentCode, date: '2026-07-01T10:00' });
      expect((await api.listInspectionStudents())[0]?.assignedDate).toBe('2026-07-01T09:00:00.000Z');
      for (const date of ['%00', '0', '-1', 'May 5', '2026-02-30', '2026-02-30T10:00', '']) {
        const refused = await failure(api.setInspectionDate({ studentCode: student.studentCode, date }));
        expect(refused.status).toBe(400);
        expect(refused.message).toMatch(/^date: /);
      }
      expect((await api.listInspectionStudents())[0]?.assignedDate).toBe('2026-07-01T09:00:00.000Z');
      const fraction = await failure(
        api.supervisorAssignGrade({ studentId: student._id, type: 'inspection', score: 12.345 }),
      );
      expect(fraction.message).toBe(`score: ${SERVER_MESSAGES.scorePrecision}`);
      await api.supervisorAssignGrade({ studentId: student._id, type: 'inspection', score: 12.5 });
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

    it('dates and grades each list only for its own supervisor, keeping instants and refusing non-dates and scores out of range', async () => {
      const { newStudent, idleSupervisor, supervisor } = target.accounts;
      await signIn(target.accounts.coordinator);
      const [student] = await api.searchStudents({ q: newStudent.email });
      if (!student) throw new Error('new student not found');
      const code = student.studentCode;
      const supervisors = await api.listSupervisors();
      const inspector = supervisors.find((s) => s.email === idleSupervisor.email);
      const defender = supervisors.find((s) => s.email === supervisor.email);
      if (!inspector || !defender) throw new Error('supervisors not found');
      await api.assignInspectionSupervisor({ studentCode: code, supervisorId: inspector._id });
      await api.assignDefenseSupervisor({ studentCode: code, supervisorId: defender._id });
      const notADate = ['not a date', '2026-02-30T10:00', '2026-07-01T25:00', 'May 5', '0'];

      // The inspection list: the idle supervisor's only.
      await signIn(idleSupervisor);
      expect(await api.listDefenseStudents()).toEqual([]);
      const set = await api.setInspectionDate({ studentCode: code, date: '2026-07-01T10:00+01:00' });
      expect(set.message).not.toBe('');
      const inspectionDate = async () =>
        (await api.listInspectionStudents()).find((s) => s._id === student._id)?.assignedDate;
      expect(await inspectionDate()).toBe('2026-07-01T09:00:00.000Z');
      for (const date of notADate) {
        const refused = await failure(api.setInspectionDate({ studentCode: code, date }));
        expect(refused.status, date).toBe(400);
      }
      expect(await inspectionDate()).toBe('2026-07-01T09:00:00.000Z');
      expect(
        (await failure(api.setDefenseDate({ studentCode: code, date: '2026-09-14T13:30' }))).status,
      ).toBe(403);
      expect(
        (await failure(api.supervisorAssignGrade({ studentId: student._id, type: 'defense', score: 10 })))
          .status,
      ).toBe(403);
      await api.supervisorAssignGrade({ studentId: student._id, type: 'inspection', score: 30 });
      for (const score of [30.5, 1000]) {
        const refused = await failure(
          api.supervisorAssignGrade({ studentId: student._id, type: 'inspection', score }),
        );
        expect(refused.status, String(score)).toBe(400);
        expect(refused.message).toBe(SERVER_MESSAGES.scoreOutOfRange('inspection', 30));
      }
      // Below 0 is no score at all: the contract refuses it, naming the field.
      const negative = await failure(
        api.supervisorAssignGrade({ studentId: student._id, type: 'inspection', score: -1 }),
      );
      expect(negative.status).toBe(400);
      expect(negative.message).toMatch(/^score: /);
      // A fraction within the range is a score (the contract takes any number).
      const fraction = await api.supervisorAssignGrade({
        studentId: student._id,
        type: 'inspection',
        score: 27.5,
      });
      expect(fraction.message).toBe(MESSAGES.graded);
      const csv = await (await api.downloadAssignedInspectionList()).text();
      expect(csv.trim().split(/\r?\n/)).toHaveLength(2);
      expect(csv).toContain('2026-07-01 10:00');

      // The defence list: the other supervisor's only.
      await signIn(supervisor);
      expect((await api.listInspectionStudents()).map((s) => s._id)).not.toContain(student._id);
      await api.setDefenseDate({ studentCode: code, date: '2026-09-14T13:30' });
      const defenseDate = async () =>
        (await api.listDefenseStudents()).find((s) => s._id === student._id)?.assignedDate;
      expect(await defenseDate()).toBe('2026-09-14T12:30:00.000Z');
      for (const date of notADate) {
        const refused = await failure(api.setDefenseDate({ studentCode: code, date }));
        expect(refused.status, date).toBe(400);
      }
      expect(await defenseDate()).toBe('2026-09-14T12:30:00.000Z');
      expect(
        (await failure(api.setInspectionDate({ studentCode: code, date: '2026-07-02T10:00' }))).status,
      ).toBe(403);
      expect(
        (await failure(api.supervisorAssignGrade({ studentId: student._id, type: 'inspection', score: 1 })))
          .status,
      ).toBe(403);
      await api.supervisorAssignGrade({ studentId: student._id, type: 'defense', score: 40 });
      const above = await failure(
        api.supervisorAssignGrade({ studentId: student._id, type: 'defense', score: 40.01 }),
      );
      expect(above.status).toBe(400);
      expect(above.message).toBe(SERVER_MESSAGES.scoreOutOfRange('defence', 40));
      const below = await failure(
        api.supervisorAssignGrade({ studentId: student._id, type: 'defense', score: -0.5 }),
      );
      expect(below.status).toBe(400);
      expect(below.message).toMatch(/^score: /);

      // The student sees both dates; the coordinator sees the grades the refusals left alone.
      await signIn(newStudent);
      const own = (await api.getStudentDetails()).data;
      expect(own.inspection_supervisor?.assignedDate).toBe('2026-07-01T09:00:00.000Z');
      expect(own.defense_supervisor?.assignedDate).toBe('2026-09-14T12:30:00.000Z');
      await signIn(target.accounts.coordinator);
      const [record] = await api.getStudent({ id: student._id });
      expect(record?.grade).toMatchObject({ inspectionScore: 27.5, defenseScore: 40 });
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
      // In the order of the supervisors' last names, then first names.
      const supervisors = bySupervisor.students
        .map((s) => s.inspection_supervisor)
        .filter((v) => v !== null && v !== undefined)
        .map((v) => [v.lastName.toLowerCase(), v.firstName.toLowerCase()] as const);
      const inOrder = supervisors.every(
        ([last, first], i) =>
          i === 0 ||
          last > supervisors[i - 1]![0] ||
          (last === supervisors[i - 1]![0] && first >= supervisors[i - 1]![1]),
      );
      expect(inOrder).toBe(true);
      // Students without an inspector first going up, last going down, on every engine.
      const unassigned = bySupervisor.students.findIndex((s) => !s.inspection_supervisor);
      expect(unassigned).toBe(0);
      const down = await api.listStudents({ limit: 100, sortBy: 'inspection_supervisor', sortOrder: 'desc' });
      expect(down.students[0]?.inspection_supervisor).toBeTruthy();
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

    it('moves the department and faculty with an edited course, and refuses a faculty of another school', async () => {
      await signIn(target.accounts.coordinator);
      const [student] = (await api.listStudents({ limit: 1 })).students;
      const id = student!._id;
      const read = async () => (await api.getStudent({ id }))[0]!;

      await api.updateStudent({ id, course: 'Nursing', faculty: 'Nursing Sciences' });
      expect(await read()).toMatchObject({
        course: 'Nursing',
        department: 'Nursing',
        faculty: 'Nursing Sciences',
      });
      // A client that sends the course alone still leaves a record whose three agree.
      await api.updateStudent({ id, course: 'physics/electronics' });
      const physics = await read();
      expect(physics).toMatchObject({
        course: 'Physics/Electronics',
        department: 'Basic Sciences',
        faculty: 'Science and Technology',
      });

      const wrongFaculty = await failure(
        api.updateStudent({ id, firstName: 'Refused', course: 'Nursing', faculty: 'Science and Technology' }),
      );
      expect(wrongFaculty.status).toBe(400);
      expect(fieldMessage(wrongFaculty, 'faculty')).toBe(
        SERVER_MESSAGES.facultyOfCourse('Nursing', 'Nursing Sciences'),
      );
      const facultyAlone = await failure(api.updateStudent({ id, faculty: 'Nursing Sciences' }));
      expect(fieldMessage(facultyAlone, 'faculty')).toBe(
        SERVER_MESSAGES.facultyOfCourse('Physics/Electronics', 'Science and Technology'),
      );
      const unknownCourse = await failure(api.updateStudent({ id, course: 'Dentistry' }));
      expect(fieldMessage(unknownCourse, 'course')).toBe(SERVER_MESSAGES.courseNotListed);
      // Nothing of a refused edit is kept, not even its other fields.
      expect(await read()).toEqual(physics);
    });

    it('registers a faculty, department and course only from the lists, agreeing with their ties', async () => {
      const email = 'listed.courses@students.siwes.test';
      const code = await mailedCode(email, 'registration');
      await api.verifyOtp({ email, token: code });
      const registration = adaRegistration(email, 'CSC/2023/777');
      const refused = async (fields: object, field: string, sentence: string) => {
        const answer = await failure(api.register({ ...registration, ...fields }));
        expect(answer.status).toBe(400);
        expect(fieldMessage(answer, field)).toBe(sentence);
      };
      await refused({ faculty: 'javascript:alert(4)' }, 'faculty', SERVER_MESSAGES.facultyNotListed);
      await refused(
        { faculty: 'Nursing Sciences', department: '=1+1' },
        'department',
        SERVER_MESSAGES.departmentNotListed,
      );
      await refused({ course: '<img src=x>' }, 'course', SERVER_MESSAGES.courseNotListed);
      await refused(
        { faculty: 'Nursing Sciences', department: 'Nursing', course: 'Computer Science' },
        'department',
        SERVER_MESSAGES.departmentOfCourse('Computer Science', 'Computer Science'),
      );
      await refused(
        { faculty: 'Social Sciences', department: 'Nursing' },
        'faculty',
        SERVER_MESSAGES.facultyOfDepartment('Nursing', 'Nursing Sciences'),
      );

      // The verification stood through the refusals; a course from the list fills in the rest.
      const registered = await api.register({ ...registration, course: ' computer technology ' });
      expect(registered.data).toMatchObject({
        faculty: 'Computing and Engineering Sciences',
        department: 'Computer Science',
        course: 'Computer Technology',
      });

      // A new coordinator's faculty comes from the same list.
      await signIn(target.accounts.coordinator);
      const coordinator = {
        firstName: 'Listed',
        lastName: 'Faculty',
        email: 'listed.faculty@siwes.test',
        password: 'Listed-faculty-2026',
        phone1: '08030000009',
        office: 'Room 4',
      };
      const offList = await failure(api.addCoordinator({ ...coordinator, faculty: '=HYPERLINK("x")' }));
      expect(fieldMessage(offList, 'faculty')).toBe(SERVER_MESSAGES.facultyNotListed);
      const added = await api.addCoordinator({ ...coordinator, faculty: 'management sciences' });
      expect(added.data.faculty).toBe('Management Sciences');
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

    it('refuses a body that is not JSON (415), and a write from another site (403)', async () => {
      const login = `${target.baseUrl}/api/auth/login`;
      const form = await target.fetch(login, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify(target.accounts.student),
      });
      expect(form.status).toBe(415);
      expect(await form.json()).toEqual({ message: SERVER_MESSAGES.jsonOnly });
      expect(form.headers.get('set-cookie')).toBeNull();
      const json = { 'Content-Type': 'application/json' };
      const foreign = await target.fetch(login, {
        method: 'POST',
        headers: { ...json, Origin: 'https://evil.example' },
        body: JSON.stringify(target.accounts.student),
      });
      expect(foreign.status).toBe(403);
      expect(await foreign.json()).toEqual({ message: SERVER_MESSAGES.foreignOrigin });
      const own = await target.fetch(login, {
        method: 'POST',
        headers: { ...json, Origin: new URL(target.baseUrl).origin },
        body: JSON.stringify(target.accounts.student),
      });
      expect(own.status).toBe(200);
    });

    it('bounds every field, naming it in a 400', async () => {
      const long = (n: number) => 'a'.repeat(n);
      const email = await failure(api.sendOtp({ email: `${long(250)}@x.test`, purpose: 'registration' }));
      expect(email.status).toBe(400);
      expect(email.message).toMatch(/^email: /);
      await signIn(target.accounts.student);
      const day = await failure(api.submitWeeklyReport({ monday: long(5_001) }));
      expect(day.message).toMatch(/^monday: /);
      await signIn(target.accounts.coordinator);
      const [student] = (await api.listStudents({ limit: 1 })).students;
      const name = await failure(api.updateStudent({ id: student?._id ?? '', firstName: long(101) }));
      expect(name.message).toMatch(/^firstName: /);
    });

    it('answers bad text with a 400 naming the field, never a 500', async () => {
      await signIn(target.accounts.coordinator);
      const nul = await failure(api.searchStudents({ q: 'abc\u0000' }));
      expect(nul.status).toBe(400);
      expect(nul.message).toBe(`query q: ${SERVER_MESSAGES.noNul}`);
      const [student] = (await api.listStudents({ limit: 1 })).students;
      const path = `${target.baseUrl}/api/coordinators/students/${student?._id ?? ''}`;
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.coordinator}` };
      const object = await target.fetch(path, {
        method: 'PATCH',
        headers,
        body: '{"matricNo":{"toString":1}}',
      });
      expect(object.status).toBe(400);
      expect(((await object.json()) as { errors: string[] }).errors.join(' ')).toMatch(/^matricNo: /);
      const deep = await target.fetch(path, {
        method: 'PATCH',
        headers,
        body: `{"firstName":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
      });
      expect(deep.status).toBe(400);
      const nulName = await failure(api.updateStudent({ id: student?._id ?? '', lastName: 'Obi\u0000' }));
      expect(nulName.message).toBe(`lastName: ${SERVER_MESSAGES.noNul}`);
      // JSON carries a lone surrogate as an escape (a URL cannot: it becomes U+FFFD).
      const surrogate = await failure(api.updateStudent({ id: student?._id ?? '', lastName: 'Obi\ud800' }));
      expect(surrogate.message).toBe(`lastName: ${SERVER_MESSAGES.illFormed}`);
    });

    it('holds every new password to the policy, on every path that sets one', async () => {
      const short = 'a'.repeat(PASSWORD_MIN_LENGTH - 1);
      const longest = 'correct horse battery staple '.repeat(5).slice(0, PASSWORD_MAX_LENGTH);
      const common = COMMON_PASSWORD_SAMPLE[0];
      const coordinator = await signIn(target.accounts.coordinator);
      const supervisor = (password: string, n: number) =>
        api.createSupervisor({
          firstName: 'New',
          lastName: 'Supervisor',
          email: `policy.${n}@siwes.test`,
          office: 'B2',
          phone: '0803',
          password,
        });
      const tooShort = await failure(supervisor(short, 1));
      expect(fieldMessage(tooShort, 'password')).toBe(SERVER_MESSAGES.passwordTooShort);
      const tooLong = await failure(supervisor(`${longest}x`, 2));
      expect(fieldMessage(tooLong, 'password')).toBe(SERVER_MESSAGES.passwordTooLong);
      const onTheList = await failure(supervisor(common, 3));
      expect(onTheList.status).toBe(400);
      expect(fieldMessage(onTheList, 'password')).toBe(SERVER_MESSAGES.passwordCommon);
      const ownEmail = await failure(supervisor('policy.4@siwes.test!', 4));
      expect(fieldMessage(ownEmail, 'password')).toBe(SERVER_MESSAGES.passwordCommon);
      // No composition rules: lower-case words are enough, and 128 characters are allowed.
      expect((await supervisor('four plain lower words', 5)).data.email).toBe('policy.5@siwes.test');
      expect((await supervisor(longest, 6)).data.email).toBe('policy.6@siwes.test');
      const addCoordinator = await failure(
        api.addCoordinator({
          firstName: 'A',
          lastName: 'B',
          email: 'policy.7@siwes.test',
          password: short,
          phone1: '1',
          faculty: 'F',
          office: 'O',
        }),
      );
      expect(fieldMessage(addCoordinator, 'password')).toBe(SERVER_MESSAGES.passwordTooShort);
      expect(coordinator.data.role).toBe('coordinator');

      for (const account of [
        target.accounts.student,
        target.accounts.supervisor,
        target.accounts.coordinator,
      ]) {
        await signIn(account);
        const change = (newPassword: string) =>
          account.type === 'student'
            ? api.changeStudentPassword({ oldPassword: account.password, newPassword })
            : account.type === 'supervisor'
              ? api.changeSupervisorPassword({ oldPassword: account.password, newPassword })
              : api.changeCoordinatorPassword({ oldPassword: account.password, newPassword });
        expect(fieldMessage(await failure(change('a')), 'newPassword')).toBe(
          SERVER_MESSAGES.passwordTooShort,
        );
        expect(fieldMessage(await failure(change(common)), 'newPassword')).toBe(
          SERVER_MESSAGES.passwordCommon,
        );
      }

      for (const [account, reset] of [
        [target.accounts.newStudent, api.resetStudentPassword],
        [target.accounts.idleSupervisor, api.resetSupervisorPassword],
      ] as const) {
        const code = await mailedCode(account.email, 'changePassword');
        const { data } = await api.verifyOtp({ email: account.email, token: code });
        const token = data.resetToken ?? '';
        const refused = await failure(reset({ email: account.email, password: common, token }));
        expect(fieldMessage(refused, 'password')).toBe(SERVER_MESSAGES.passwordCommon);
        expect(
          fieldMessage(await failure(reset({ email: account.email, password: short, token })), 'password'),
        ).toBe(SERVER_MESSAGES.passwordTooShort);
        // The refused tries did not use the token up.
        await reset({ email: account.email, password: 'a fresh passphrase for this', token });
      }

      const email = 'policy.student@students.siwes.test';
      const registration = { ...adaRegistration(email, 'CSC/2023/998'), password: common };
      await api.verifyOtp({ email, token: await mailedCode(email, 'registration') });
      expect(fieldMessage(await failure(api.register(registration)), 'password')).toBe(
        SERVER_MESSAGES.passwordCommon,
      );
      expect((await api.register({ ...registration, password: 'ada registers with this' })).data.email).toBe(
        email,
      );
    });

    it('ends every other session of the account when its password changes', async () => {
      for (const account of [
        target.accounts.student,
        target.accounts.supervisor,
        target.accounts.coordinator,
      ]) {
        const other = createClient({ baseUrl: target.baseUrl, fetch: checked.fetch, getToken: () => older });
        const older = (await other.login(account)).tokens.accessToken;
        await signIn(account);
        const newPassword = `${account.type} changed passphrase`;
        const read =
          account.type === 'student'
            ? (client: ApiClient) => client.getStudentDetails()
            : account.type === 'supervisor'
              ? (client: ApiClient) => client.listSupervisorForms()
              : (client: ApiClient) => client.listSupervisors();
        await read(other);
        if (account.type === 'student')
          await api.changeStudentPassword({ oldPassword: account.password, newPassword });
        else if (account.type === 'supervisor') {
          await api.changeSupervisorPassword({ oldPassword: account.password, newPassword });
        } else await api.changeCoordinatorPassword({ oldPassword: account.password, newPassword });
        expect((await failure(read(other))).status).toBe(401);
        // The session that made the change goes on.
        await read(api);
      }
    });

    it('answers a registration for an unverified email alike whoever owns it', async () => {
      const body = (email: string) => ({
        ...adaRegistration(email, 'CSC/2023/997'),
        password: 'ada registers with this',
      });
      const taken = await failure(api.register(body(target.accounts.student.email)));
      const free = await failure(api.register(body('not.yet@students.siwes.test')));
      expect([taken.status, taken.body]).toEqual([free.status, free.body]);
      expect(taken.status).toBe(403);
      const known = await api.sendOtp({ email: target.accounts.student.email, purpose: 'registration' });
      const unknown = await api.sendOtp({ email: 'not.yet@students.siwes.test', purpose: 'registration' });
      expect(known).toEqual(unknown);
      const [notice] = await api.getDevOutbox(target.accounts.student.email);
      expect(notice?.subject).toBe('You already have a SIWES account');
      expect(notice?.text).not.toMatch(/\b\d{6}\b/);
    });

    it('keeps and serves an uploaded form under a name ending in .pdf', async () => {
      await signIn(target.accounts.coordinator);
      const pdf = new TextEncoder().encode('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n');
      const uploaded = await api.uploadInspectionForms({
        purpose: 'Inspection',
        description: 'Polyglot',
        form: new File([pdf], 'evil.html', { type: 'text/html' }),
      });
      expect(uploaded.data.name).toBe('evil.html.pdf');
      const notPdf = await failure(
        api.uploadInspectionForms({
          purpose: 'Inspection',
          description: 'x',
          form: new File(['<html></html>'], 'looks.pdf', { type: 'application/pdf' }),
        }),
      );
      expect(notPdf.message).toBe(SERVER_MESSAGES.pdfOnly);
    });

    it('uploads a form, serves its file to supervisors, and deletes it; refuses non-PDFs and big files', async () => {
      await signIn(target.accounts.coordinator);
      const bytes = pdfOf(600 * 1024);
      const uploaded = await api.uploadInspectionForms({
        purpose: 'Inspection',
        description: 'Visit checklist',
        form: new File([bytes], 'visit-checklist.pdf', { type: 'application/pdf' }),
      });
      expect(uploaded.message).toBe(MESSAGES.formUploaded);
      expect(uploaded.data).toMatchObject({
        purpose: 'Inspection',
        description: 'Visit checklist',
        name: 'visit-checklist.pdf',
      });
      expect((await api.listCoordinatorForms()).map((f) => f._id)).toContain(uploaded.data._id);

      // A PDF by its bytes, not its name or type; at most 10 MB.
      const named = new File(['MZ, a program'], 'looks-like.pdf', { type: 'application/pdf' });
      const notPdf = await failure(
        api.uploadInspectionForms({ purpose: 'Defence', description: 'x', form: named }),
      );
      expect([notPdf.status, notPdf.message]).toEqual([400, SERVER_MESSAGES.pdfOnly]);
      const big = new File([pdfOf(MAX_FORM_BYTES + 1)], 'big.pdf', { type: 'application/pdf' });
      const tooBig = await failure(
        api.uploadInspectionForms({ purpose: 'Defence', description: 'x', form: big }),
      );
      expect(tooBig.status).toBe(413);
      expect(tooBig.message).toBe(SERVER_MESSAGES.fileTooLarge(MAX_FORM_BYTES / 1024 / 1024));

      const fileAs = (token: string | undefined) =>
        target.fetch(new URL(uploaded.data.pathToFile, target.baseUrl), {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        });
      await signIn(target.accounts.supervisor);
      expect((await api.listSupervisorForms()).map((f) => f._id)).toContain(uploaded.data._id);
      const file = await fileAs(tokens.supervisor);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-length')).toBe(String(bytes.length));
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
      // As the screens fetch it: the client's download, under the form's name.
      const viaClient = await api.downloadFile(uploaded.data.pathToFile, uploaded.data.name, {
        role: 'supervisor',
      });
      expect(viaClient.fileName).toBe(uploaded.data.name);
      expect(new Uint8Array(await viaClient.blob.arrayBuffer())).toEqual(bytes);
      await signIn(target.accounts.student);
      expect((await fileAs(tokens.student)).status).toBe(403);
      expect((await fileAs(undefined)).status).toBe(401);

      const deleted = await api.deleteForm({ formId: uploaded.data._id, publicId: uploaded.data.publicId });
      expect(deleted.message).toBe(MESSAGES.deleted);
      expect((await api.listCoordinatorForms()).map((f) => f._id)).not.toContain(uploaded.data._id);
      expect((await fileAs(tokens.coordinator)).status).toBe(404);
      const again = await failure(
        api.deleteForm({ formId: uploaded.data._id, publicId: uploaded.data.publicId }),
      );
      expect(again.status).toBe(404);
    });

    it('ends a session at logout, on every call', async () => {
      await signIn(target.accounts.coordinator);
      await api.listSupervisors();
      await api.listStudents();
      await api.searchStudents({ q: 'student' });
      const out = await api.logout({ role: 'coordinator' });
      expect(out.message).not.toBe('');
      expect((await failure(api.listSupervisors())).status).toBe(401);
      expect((await failure(api.listStudents())).status).toBe(401);
      expect((await failure(api.searchStudents({ q: 'student' }))).status).toBe(401);
      // Refused as ended before its bad input is looked at.
      expect((await failure(api.listStudents({ sortBy: 'password' }))).status).toBe(401);
    });

    it('ends the session at a logout that names it by its refresh or client token, which sign in to nothing', async () => {
      for (const kind of ['refreshToken', 'clientToken'] as const) {
        const signedIn = await signIn(target.accounts.supervisor);
        tokens.supervisor = signedIn.tokens[kind];
        expect((await failure(api.listInspectionStudents())).status).toBe(401);
        expect((await api.logout({ role: 'supervisor' })).message).not.toBe('');
        tokens.supervisor = signedIn.tokens.accessToken;
        expect((await failure(api.listInspectionStudents())).status).toBe(401);
      }
    });

    it('creates supervisor and coordinator accounts that sign in, and refuses a taken email', async () => {
      await signIn(target.accounts.coordinator);
      const password = 'A long enough passphrase 2026';
      const supervisor = {
        firstName: 'Emeka',
        lastName: 'Nwosu',
        email: 'emeka.nwosu@siwes.test',
        office: 'Block C, Room 9',
        password,
        phone: '08025550123',
      };
      const created = await api.createSupervisor(supervisor);
      expect(created.message).toBe(MESSAGES.accountCreated);
      expect(created.data).toMatchObject({ email: supervisor.email, noOfAssignedStudents: 0 });
      expect((await api.listSupervisors()).map((s) => s.email)).toContain(supervisor.email);
      const taken = await failure(api.createSupervisor({ ...supervisor, email: 'EMEKA.NWOSU@siwes.test' }));
      expect(taken.status).toBe(409);
      expect(taken.message).toBe(SERVER_MESSAGES.emailTaken);

      const coordinator = {
        firstName: 'Halima',
        lastName: 'Bello',
        email: 'halima.bello@siwes.test',
        password,
        phone1: '08035550199',
        faculty: 'Science and Technology',
        office: 'Faculty Office, Room 2',
      };
      const added = await api.addCoordinator(coordinator);
      expect(added.message).toBe(MESSAGES.accountCreated);
      expect(added.data).toMatchObject({ email: coordinator.email, faculty: coordinator.faculty });
      const takenBySupervisor = await failure(
        api.addCoordinator({ ...coordinator, email: supervisor.email }),
      );
      expect(takenBySupervisor.status).toBe(409);
      expect(takenBySupervisor.message).toBe(SERVER_MESSAGES.emailTaken);

      expect((await api.login({ email: supervisor.email, password, type: 'supervisor' })).data.role).toBe(
        'supervisor',
      );
      expect((await api.login({ email: coordinator.email, password, type: 'coordinator' })).data.role).toBe(
        'coordinator',
      );
    });

    it("closes registration's code requests after a deadline in the past, and opens them with a future one", async () => {
      await signIn(target.accounts.coordinator);
      const past = await api.setRegistrationDeadline({ time: '2020-01-31T16:00:00.000Z' });
      expect(past.message).toBe(MESSAGES.deadlineSet);
      const closed = await failure(
        api.sendOtp({ email: 'late.applicant@siwes.test', purpose: 'registration' }),
      );
      expect(closed.status).toBe(403);
      expect(closed.message).toBe(SERVER_MESSAGES.registrationClosed);
      // A reset is not registration: it goes on.
      await api.sendOtp({ email: target.accounts.student.email, purpose: 'changePassword' });

      await api.setRegistrationDeadline({ time: '2099-07-31T16:00:00.000Z' });
      const open = await api.sendOtp({ email: 'late.applicant@siwes.test', purpose: 'registration' });
      expect(open.message).not.toBe('');
      const invalid = await failure(api.setRegistrationDeadline({ time: 'next Friday' }));
      expect(invalid.status).toBe(400);
    });

    it('updates the coordinator’s own details, and counts each supervisor’s students', async () => {
      const coordinator = await signIn(target.accounts.coordinator);
      const id = coordinator.data._id;
      const updated = await api.updateCoordinator({
        id,
        firstName: 'Ngozi',
        lastName: 'Adeyemi-Okoro',
        phone1: '08031112222',
        phone2: '',
        office: 'ICT Centre, Room 4',
      });
      expect(updated.message).toBe(MESSAGES.profileUpdated);
      const { data } = await api.getCoordinator({ id });
      expect(data).toMatchObject({
        lastName: 'Adeyemi-Okoro',
        phone1: '08031112222',
        office: 'ICT Centre, Room 4',
      });
      expect(data.phone2 ?? '').toBe('');
      expect(data.email).toBe(target.accounts.coordinator.email);
      const supervisor = await api.login(target.accounts.supervisor);
      const notTheirs = await failure(
        api.updateCoordinator({
          id: supervisor.data._id,
          firstName: 'X',
          lastName: 'Y',
          phone1: '1',
          office: 'Z',
        }),
      );
      expect(notTheirs.status).toBe(403);

      const idle = await api.login(target.accounts.idleSupervisor);
      const countOf = async () =>
        (await api.listSupervisors()).find((s) => s._id === idle.data._id)?.noOfAssignedStudents;
      expect(await countOf()).toBe(0);
      const [student] = await api.searchStudents({ q: target.accounts.newStudent.email });
      await api.assignInspectionSupervisor({
        studentCode: student!.studentCode,
        supervisorId: idle.data._id,
      });
      expect(await countOf()).toBe(1);
      // Inspecting and defending the same student counts them once.
      await api.assignDefenseSupervisor({ studentCode: student!.studentCode, supervisorId: idle.data._id });
      expect(await countOf()).toBe(1);
    });

    it('lists the supervisors by last name, first name and id, case and accents as they are', async () => {
      await signIn(target.accounts.coordinator);
      const made = [
        await newSupervisor('Tolu', 'Bello', 1),
        await newSupervisor('Tolu', 'Bello', 2),
        await newSupervisor('amaka', 'bello', 3),
        await newSupervisor('Émeka', 'Bello', 4),
        await newSupervisor('Zainab', 'Bello', 5),
      ];
      const listed = await api.listSupervisors();
      expect(ids(listed)).toEqual(ids([...listed].sort(compareByName)));
      const ours = listed.filter((s) => made.includes(s._id)).map((s) => s.firstName);
      expect(ours).toEqual(['Tolu', 'Tolu', 'Zainab', 'Émeka', 'amaka']);
    });

    // 32 orders, each every page: a while on the server's 300 students.
    it(
      'sorts by every key both ways and searches as the rules do: ties, case, accents, missing values',
      { timeout: 60_000 },
      async () => {
        await signIn(target.accounts.coordinator);
        const twins = [await newSupervisor('Tolu', 'Bello', 1), await newSupervisor('Tolu', 'Bello', 2)];
        // A company begun by its state alone: a company with no name, not no company.
        const [fresh] = await api.searchStudents({ q: target.accounts.newStudent.email });
        await api.updateStudent({ id: fresh!._id, company: { state: 'Oyo' } });
        expect((await api.getStudent({ id: fresh!._id }))[0]?.company?.name).toBe('');
        const page = (await api.listStudents({ limit: 8, sortBy: 'matricNo' })).students;
        const students = page.filter((s) => s._id !== fresh!._id).slice(0, 7);
        const edits = [
          { firstName: 'Zed', lastName: 'émile' },
          { firstName: 'zed', lastName: 'Émile', middleName: 'Ọlá', company: { name: 'nestlé' } },
          { firstName: 'Ade', lastName: 'adams', company: { name: 'Nestle' } },
          { firstName: 'Ade', lastName: 'Adams' },
          { firstName: 'Ade', lastName: 'Adams', company: { name: 'NESTLE' } },
          { firstName: 'adé', lastName: 'Zed' },
          { firstName: 'Ade', lastName: 'Ade-Ojo', middleName: 'Ade Ojo' },
        ];
        for (const [i, student] of students.entries()) {
          await api.updateStudent({ id: student._id, ...edits[i] });
          const code = student.studentCode;
          if (i < 4) await api.assignInspectionSupervisor({ studentCode: code, supervisorId: twins[i % 2]! });
          if (i === 4) await api.assignDefenseSupervisor({ studentCode: code, supervisorId: twins[1]! });
        }
        const everyone = await walk('course', 'asc');
        for (const sortBy of STUDENT_SORT_KEYS) {
          for (const direction of ['asc', 'desc'] as const) {
            const want = ids([...everyone].sort(studentOrder(sortBy, direction)));
            expect(ids(await walk(sortBy, direction)), `${sortBy} ${direction}`).toEqual(want);
          }
        }

        for (const q of ['ÉMILE', 'émile', 'adams', ' ADE-oj ', 'ọlá', students[3]!.matricNo, 'SIW']) {
          const found = await api.searchStudents({ q });
          expect(ids(found), q).toEqual(ids(searchStudents(everyone, searchTerm(q)!)));
        }
        // Three characters as people count them: an emoji and a letter are two.
        expect(await failure(api.searchStudents({ q: '😀a' }))).toMatchObject({
          status: 400,
          message: SERVER_MESSAGES.searchTooShort,
        });
      },
    );

    it('computes the weekly-report score again at each collation, in Lagos days, unless one was given', async () => {
      // Wednesday 00:30 in Lagos, still Tuesday in UTC: Monday to Wednesday are expected.
      const now = new Date('2026-06-02T23:30:00.000Z');
      target.setNow(now);
      const student = await signIn(target.accounts.newStudent);
      await api.submitWorkDetails(PLACEMENT);
      await signIn(target.accounts.coordinator);
      const id = student.data._id;
      expect((await api.collateGrades({ id })).data.grade).toMatchObject({ weeklyReportsScore: 0, total: 0 });

      await api.submitWeeklyReport({ monday: 'Induction', tuesday: 'Safety training', thursday: 'Ahead' });
      const marks = weeklyReportMarks(GRADE_MAXIMA.reports, 2, PLACEMENT.resumptionDate, null, now);
      expect(marks).toBe(20);
      expect((await api.collateGrades({ id })).data.grade).toMatchObject({
        weeklyReportsScore: marks,
        total: marks,
      });
      expect(
        (await fetchAllWeeklyReportScores(api)).rows.find((r) => r.matricNumber === student.data.matricNo),
      ).toMatchObject({
        reportCount: 1,
        marks,
      });

      await api.coordinatorAssignGrade({ studentId: id, type: 'reports', score: 12 });
      await api.coordinatorAssignGrade({ studentId: id, type: 'inspection', score: 25 });
      expect((await api.collateGrades({ id })).data.grade).toMatchObject({
        weeklyReportsScore: 12,
        total: 37,
      });
    });
  });
}
