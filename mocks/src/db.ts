/**
 * The fake's in-memory database: fixtures plus everything the handlers change (sessions,
 * codes, accounts, grades). One per createFakeApi call, rebuilt by reset(), so no test or
 * story sees another's changes.
 */
import {
  GRADE_MAXIMA,
  WEEKDAYS,
  type AssignedStudent,
  type LoginType,
  type OtpPurpose,
  type OutboxMessage,
  type Student,
  type Supervisor,
  type WeeklyReport,
  type WeeklyReportScoreRow,
} from '@siwes/api';
import { tinyPdf } from '@siwes/api';
import {
  buildFixtures,
  DEFAULT_SEED,
  FAKE_NOW,
  FIXTURE_ACCOUNTS,
  FIXTURE_IDS,
  FIXTURE_TOKENS,
  type FixtureData,
} from './fixtures.ts';
import { createRandom, type Random } from '@siwes/api/rules';

/** How long a one-time code is valid, and how many wrong tries it takes. */
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;

export interface Session {
  role: LoginType;
  id: string;
}

export interface PendingOtp {
  code: string;
  purpose: OtpPurpose;
  expiresAt: number;
  attempts: number;
}

export interface FakeDbOptions {
  seed?: number;
  /** The fake's clock; defaults to a fixed instant (FAKE_NOW) so data and scores never age. */
  now?: () => Date;
}

export interface FakeDb extends FixtureData {
  random: Random;
  now: () => Date;
  sessions: Map<string, Session>;
  otps: Map<string, PendingOtp>;
  /** Emails whose registration code has been verified, waiting for the registration. */
  verifiedForRegistration: Set<string>;
  resetTokens: Map<string, { email: string; expiresAt: number }>;
  /** Every mail "sent", oldest first. */
  outbox: OutboxMessage[];
  registrationDeadline: string | null;
  /** The bytes behind each form's `pathToFile`, by its public id. */
  formFiles: Map<string, Uint8Array>;
  /** A counter for new ids. */
  sequence: number;
}

export function createDb(options: FakeDbOptions = {}): FakeDb {
  const seed = options.seed ?? DEFAULT_SEED;
  const fixtures = buildFixtures(seed);
  const fixed = new Date(FAKE_NOW);
  const db: FakeDb = {
    ...fixtures,
    random: createRandom(seed ^ 0x5eed),
    now: options.now ?? (() => new Date(fixed)),
    sessions: new Map<string, Session>(
      (Object.keys(FIXTURE_TOKENS) as Array<keyof typeof FIXTURE_TOKENS>).map((account) => [
        FIXTURE_TOKENS[account],
        { role: FIXTURE_ACCOUNTS[account].type, id: FIXTURE_IDS[account] },
      ]),
    ),
    otps: new Map(),
    verifiedForRegistration: new Set(),
    resetTokens: new Map(),
    outbox: [],
    registrationDeadline: null,
    formFiles: new Map(fixtures.forms.map((form) => [form.publicId, tinyPdf(form.description)])),
    sequence: 1000,
  };
  // Students graded by both supervisors have been collated already (all but the main fixture
  // student, whose collation is left for the screens to do), so totals and N/A both show.
  for (const student of db.students) {
    const grade = student.grade;
    if (student._id !== FIXTURE_IDS.student && grade?.inspectionScore != null && grade.defenseScore != null) {
      collate(db, student);
    }
  }
  return db;
}

export function nextId(db: FakeDb, prefix: string): string {
  db.sequence += 1;
  return `${prefix}-${db.sequence}`;
}

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function findAccount(db: FakeDb, email: string, role?: LoginType) {
  return db.accounts.find((a) => sameEmail(a.email, email) && (role === undefined || a.role === role));
}

/** A student by _id or student code. */
export function findStudent(db: FakeDb, idOrCode: string): Student | undefined {
  return db.students.find((s) => s._id === idOrCode || s.studentCode === idOrCode);
}

export function supervisorView(db: FakeDb, id: string): Supervisor | undefined {
  const stored = db.supervisors.find((s) => s._id === id);
  if (!stored) return undefined;
  const noOfAssignedStudents = db.students.filter(
    (s) => s.inspection_supervisor?._id === id || s.defense_supervisor?._id === id,
  ).length;
  return { ...stored, noOfAssignedStudents };
}

export function assignedStudentView(student: Student, list: 'inspection' | 'defense'): AssignedStudent {
  const supervisor = list === 'inspection' ? student.inspection_supervisor : student.defense_supervisor;
  return {
    _id: student._id,
    studentDetails: {
      name: student.name,
      phone: student.phone,
      email: student.email,
      studentCode: student.studentCode,
      _id: student._id,
      matricNo: student.matricNo,
      course: student.course,
    },
    companyDetails: student.company
      ? { name: student.company.name, address: student.company.address, state: student.company.state }
      : null,
    assignedDate: supervisor?.assignedDate ?? null,
    grade: {
      inspectionScore: student.grade?.inspectionScore ?? null,
      defenseScore: student.grade?.defenseScore ?? null,
    },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Weekdays from `from` to `to`, both included. */
export function weekdaysBetween(from: Date, to: Date): number {
  let count = 0;
  for (
    let t = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
    t <= to.getTime();
    t += DAY_MS
  ) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

export function reportsOf(db: FakeDb, studentId: string): WeeklyReport[] {
  return db.reports.get(studentId) ?? [];
}

export function reportedDays(reports: readonly WeeklyReport[]): number {
  return reports.reduce((sum, report) => sum + WEEKDAYS.filter((day) => report[day].trim() !== '').length, 0);
}

/**
 * The weekly-report score (ARCHITECTURE.md grading policy): the days reported against the
 * weekdays expected from resumption to the end of the placement or today, scaled to the
 * reports maximum and rounded; 0 without a placement.
 */
export function weeklyReportMarks(db: FakeDb, student: Student): number {
  const start = student.company?.resumptionDate ? new Date(student.company.resumptionDate) : undefined;
  if (!start || Number.isNaN(start.getTime())) return 0;
  const end = student.company?.expectedEndDate ? new Date(student.company.expectedEndDate) : db.now();
  const until = new Date(Math.min(end.getTime(), db.now().getTime()));
  const expected = weekdaysBetween(start, until);
  if (expected <= 0) return 0;
  const ratio = Math.min(1, reportedDays(reportsOf(db, student._id)) / expected);
  return Math.round(ratio * GRADE_MAXIMA.reports);
}

export function weeklyReportScoreRow(db: FakeDb, student: Student): WeeklyReportScoreRow {
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    matricNumber: student.matricNo,
    reportCount: reportsOf(db, student._id).length,
    marks: weeklyReportMarks(db, student),
  };
}

/**
 * Collation: a weekly-report score given by the coordinator stands, otherwise it is computed
 * from the reports; the total adds the three scores (a missing one counts 0).
 */
export function collate(db: FakeDb, student: Student): Student {
  const grade = student.grade ?? {};
  const weeklyReportsScore = grade.weeklyReportsScore ?? weeklyReportMarks(db, student);
  const total = weeklyReportsScore + (grade.inspectionScore ?? 0) + (grade.defenseScore ?? 0);
  student.grade = { ...grade, weeklyReportsScore, total };
  return student;
}

export function sendMail(db: FakeDb, to: string, subject: string, text: string) {
  db.outbox.push({ to, subject, text, sentAt: db.now().toISOString() });
}

/** A student's display name from their parts. */
export function fullName(student: Pick<Student, 'firstName' | 'middleName' | 'lastName'>): string {
  return [student.firstName, student.middleName, student.lastName].filter(Boolean).join(' ');
}
