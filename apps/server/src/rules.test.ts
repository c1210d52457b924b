/**
 * The rules the server decides in SQL, held to @siwes/api/rules (which the fake runs as they
 * are): the students page's order for every sort key and direction, search, the supervisors'
 * order and counts, weekly-report totals and collation, and the cohort's count. Each runs on
 * generated cohorts whose names tie, differ only in case or accents, or are missing, on SQLite,
 * on PostgreSQL, and on a PostgreSQL database whose own locale is English (ICU), where text
 * would otherwise sort ignoring case and accents (migration 010).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LATE_ENTRY_POLICY,
  LEVELS,
  SEXES,
  STUDENT_SORT_KEYS,
  type SortOrder,
  type Student,
} from '@siwes/api';
import {
  assignedCount,
  collateGrade,
  compareByName,
  daysReported,
  expectedReportWeeks,
  fullName,
  matchesSearch,
  MAX_SEARCH_RESULTS,
  searchStudents as searchByRule,
  searchTerm,
  searchText,
  signoffTotals,
  studentOrder,
  weeklyReportMarks,
  type ReportDays,
} from '@siwes/api/rules';
import { DEFAULT_GRADING, DEFAULT_MAIL_RETRY, silentLogger } from './config.ts';
import type { Deps } from './context.ts';
import { outboxMailer } from './services/mail.ts';
import { MailQueue } from './services/mailQueue.ts';
import { openDatabase, type OpenedDatabase } from './db/connect.ts';
import type { StudentTable, SupervisorTable, WeeklyReportTable } from './db/schema.ts';
import { allSupervisors } from './services/accounts.ts';
import { collateAll, weeklyReportScores } from './services/collate.ts';
import {
  readStudents,
  searchStudents,
  SORT_COLUMNS,
  studentRows,
  studentsPage,
  toStudent,
} from './services/students.ts';
import { engines, postgresCluster } from './testing/harness.ts';

/** Texts that tie, differ only in case or accents, hold digits, spaces and punctuation. */
const TEXTS = [
  'Ade',
  'ade',
  'ADE',
  'Adé',
  'Ade Ojo',
  'Ade-Ojo',
  "O'Neil",
  'Zed',
  'zed',
  'Émile',
  'émile',
  'Ọlá',
  '10',
  '9',
  '',
];
const text = fc.constantFrom(...TEXTS);
const NOW = new Date('2026-06-05T09:00:00.000Z');

const supervisorShape = fc.record({ first: text, last: text });
const studentShape = fc.record({
  first: text,
  // Never blank: the server stores a missing middle name as NULL, and a student as read cannot tell.
  middle: fc.option(fc.constantFrom(...TEXTS.filter((t) => t !== '')), { nil: null }),
  last: text,
  tag: text,
  level: fc.constantFrom(...LEVELS),
  sex: fc.constantFrom(...SEXES),
  course: text,
  company: fc.option(text, { nil: null }),
  inspector: fc.option(fc.nat(), { nil: null }),
  defender: fc.option(fc.nat(), { nil: null }),
  given: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
  inspection: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
  resumption: fc.constantFrom(null, '2026-04-20', '2026-05-27', '2026-06-08'),
  weeks: fc.array(fc.array(fc.constantFrom('', ' ', 'Lab work'), { minLength: 5, maxLength: 5 }), {
    maxLength: 3,
  }),
});
const cohortShape = fc.record({
  supervisors: fc.array(supervisorShape, { minLength: 1, maxLength: 4 }),
  students: fc.array(studentShape, { minLength: 1, maxLength: 24 }),
});
type Cohort = typeof cohortShape extends fc.Arbitrary<infer T> ? T : never;

interface Place {
  name: string;
  deps: Deps;
  close(): Promise<void>;
}

/** A PostgreSQL database whose default collation is ICU English: case and accents ignored. */
async function englishDatabase(): Promise<string> {
  const url = await (await postgresCluster()).createDatabase();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `${new URL(url).pathname.slice(1)}_en`;
  await admin.query(
    `create database ${name} template template0 locale_provider icu icu_locale 'en-US' locale 'C'`,
  );
  await admin.end();
  return url.replace(/\/[^/]+$/, `/${name}`);
}

async function openPlace(name: string, databaseUrl?: string): Promise<Place> {
  const dataDir = mkdtempSync(join(tmpdir(), 'siwes-rules-'));
  const opened: OpenedDatabase = await openDatabase({ dataDir, databaseUrl });
  // Collating tells each student whose total changed (issue 26): their mail is queued for real.
  const now = () => NOW;
  const deps = {
    db: opened.db,
    engine: opened.engine,
    config: { grading: DEFAULT_GRADING, lateEntries: LATE_ENTRY_POLICY },
    otpSecret: 'rules-test-secret',
    mail: new MailQueue(opened.db, outboxMailer(opened.db, silentLogger, now), {
      logger: silentLogger,
      now,
      retry: DEFAULT_MAIL_RETRY,
    }),
  } as unknown as Deps;
  return {
    name,
    deps,
    async close() {
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const places: Array<[string, () => Promise<Place>]> = [['SQLite', () => openPlace('SQLite')]];
if (engines.includes('postgres')) {
  places.push([
    'PostgreSQL',
    async () => openPlace('PostgreSQL', await (await postgresCluster()).createDatabase()),
  ]);
  places.push([
    'PostgreSQL under an English locale',
    async () => openPlace('English', await englishDatabase()),
  ]);
}

/** Replaces every student, supervisor and report with the cohort's. */
async function store({ db }: Deps, cohort: Cohort): Promise<void> {
  await db.deleteFrom('weekly_reports').execute();
  // A collation's notifications (issue 26) belong to the accounts deleted below.
  await db.deleteFrom('notifications').execute();
  await db.deleteFrom('unsubscribe_tokens').execute();
  await db.deleteFrom('mail_queue').execute();
  await db.deleteFrom('students').execute();
  await db.deleteFrom('supervisors').execute();
  await db.deleteFrom('users').execute();
  const created = NOW.toISOString();
  const supervisors: SupervisorTable[] = cohort.supervisors.map((s, i) => ({
    id: crypto.randomUUID(),
    first_name: s.first,
    last_name: s.last,
    phone: '080',
    email: `supervisor.${i}@x.test`,
    office: 'Room 1',
  }));
  const pick = (n: number | null) => (n === null ? null : (supervisors[n % supervisors.length]?.id ?? null));
  const reports: WeeklyReportTable[] = [];
  const students: StudentTable[] = cohort.students.map((s, i) => {
    const id = crypto.randomUUID();
    const [code, matric, email] = [`${s.tag}SIW${i}`, `${s.tag}/${i}`, `${s.tag}.${i}@x.test`.toLowerCase()];
    const name = fullName({ firstName: s.first, middleName: s.middle, lastName: s.last });
    s.weeks.forEach((week, w) => {
      const days = {
        monday: week[0]!,
        tuesday: week[1]!,
        wednesday: week[2]!,
        thursday: week[3]!,
        friday: week[4]!,
      };
      const weekStart = `2026-05-${String(4 + 7 * w).padStart(2, '0')}`;
      reports.push({
        id: crypto.randomUUID(),
        student_id: id,
        week_start: weekStart,
        ...days,
        days_reported: daysReported(days),
        updated_at: created,
      });
    });
    return {
      ...EMPTY_STUDENT,
      id,
      student_code: code,
      first_name: s.first,
      middle_name: s.middle,
      last_name: s.last,
      name,
      search_text: searchText({ name, matricNo: matric, email, studentCode: code }),
      matric_no: matric,
      level: s.level,
      sex: s.sex,
      faculty: s.course,
      department: s.course,
      course: s.course,
      email,
      phone: s.tag,
      company_name: s.company,
      company_resumption: s.company === null ? null : s.resumption,
      company_end: s.company === null || s.resumption === null ? null : '2026-06-03',
      inspection_supervisor_id: pick(s.inspector),
      defense_supervisor_id: pick(s.defender),
      score_reports_given: s.given,
      score_inspection: s.inspection,
      created_at: created,
    };
  });
  const users = [
    ...supervisors.map((s) => ({ id: s.id, role: 'supervisor' as const, email: s.email })),
    ...students.map((s) => ({ id: s.id, role: 'student' as const, email: s.email })),
  ];
  await db
    .insertInto('users')
    .values(users.map((u) => ({ ...u, password_hash: 'x', created_at: created })))
    .execute();
  await db.insertInto('supervisors').values(supervisors).execute();
  await db.insertInto('students').values(students).execute();
  if (reports.length > 0) await db.insertInto('weekly_reports').values(reports).execute();
}

const EMPTY_STUDENT = {
  bank_name: null,
  bank_account: null,
  bank_sort_code: null,
  company_email: null,
  company_phone: null,
  company_address: null,
  company_state: null,
  company_lga: null,
  company_street: null,
  company_department: null,
  company_job: null,
  inspection_date: null,
  defense_date: null,
  score_reports_collated: null,
  score_defense: null,
  score_total: null,
};

async function everyone(deps: Deps): Promise<Student[]> {
  return (await readStudents(deps.db, studentRows(deps.db))).map(toStudent);
}

const ids = (list: readonly { _id: string }[]) => list.map((s) => s._id);
const DIRECTIONS: SortOrder[] = ['asc', 'desc'];

/** Fewer runs on the slower engine: each run stores a cohort and reads it 32 ways. */
const runs = (place: string) => ({ numRuns: place === 'SQLite' ? 25 : 8 });

/** Keys whose second page of 5 is read too (SQLite reads a page's ids first, then their rows). */
const PAGED_KEYS = new Set(['name', 'company', 'inspection_supervisor']);

for (const [label, open] of places) {
  describe(`the rules in SQL, on ${label}`, () => {
    let place: Place;
    beforeAll(async () => {
      place = await open();
    }, 60_000);
    afterAll(() => place?.close());

    it(
      'sorts the students page as studentOrder does, every key both ways, a page at a time',
      { timeout: 120_000 },
      async () => {
        await fc.assert(
          fc.asyncProperty(cohortShape, async (cohort) => {
            await store(place.deps, cohort);
            const all = await everyone(place.deps);
            for (const sortBy of STUDENT_SORT_KEYS) {
              for (const direction of DIRECTIONS) {
                const want = ids([...all].sort(studentOrder(sortBy, direction)));
                const query = { columns: SORT_COLUMNS[sortBy], direction };
                const page = await studentsPage(
                  place.deps,
                  { ...query, limit: 100, offset: 0 },
                  undefined,
                  NOW,
                );
                expect(ids(page.rows.map(toStudent)), `${sortBy} ${direction}`).toEqual(want);
                expect(page.total).toBe(all.length);
                if (!PAGED_KEYS.has(sortBy)) continue;
                const second = await studentsPage(
                  place.deps,
                  { ...query, limit: 5, offset: 5 },
                  undefined,
                  NOW,
                );
                expect(ids(second.rows.map(toStudent))).toEqual(want.slice(5, 10));
              }
            }
          }),
          runs(place.name),
        );
      },
    );

    it('finds what matchesSearch finds, by name', { timeout: 120_000 }, async () => {
      const terms = fc.oneof(
        fc.constantFrom('ade', 'adé', 'zed', 'ọlá', "o'n", '-oj', 'e o', 'siw', '@x.', '/1'),
        fc.string({ minLength: 3, maxLength: 4 }),
      );
      await fc.assert(
        fc.asyncProperty(
          cohortShape,
          fc.array(terms, { minLength: 1, maxLength: 5 }),
          async (cohort, queries) => {
            await store(place.deps, cohort);
            const all = await everyone(place.deps);
            for (const query of queries) {
              const term = searchTerm(query);
              if (term === undefined) continue;
              const found = await searchStudents(place.deps, term, undefined, NOW);
              expect(ids(found.map(toStudent)), term).toEqual(ids(searchByRule(all, term)));
              // The weekly totals' search (issue 34): every student the rule finds, by name.
              const totals = await weeklyReportScores(place.deps, NOW, undefined, term);
              const wanted = all.filter((s) => matchesSearch(s, term)).sort(compareByName);
              expect(
                totals.map((r) => r.studentCode),
                term,
              ).toEqual(wanted.map((s) => s.studentCode));
            }
          },
        ),
        runs(place.name),
      );
    });

    it(
      `answers a search with at most ${MAX_SEARCH_RESULTS} students, the first by name`,
      { timeout: 60_000 },
      async () => {
        const student = { ...fc.sample(studentShape, { seed: 1, numRuns: 1 })[0]!, first: 'Ada' };
        const many = Array.from({ length: MAX_SEARCH_RESULTS + 15 }, (_, i) => ({
          ...student,
          last: TEXTS[i % TEXTS.length]!,
        }));
        await store(place.deps, { supervisors: [{ first: 'A', last: 'B' }], students: many });
        const found = await searchStudents(place.deps, 'ada', undefined, NOW);
        expect(ids(found.map(toStudent))).toEqual(ids(searchByRule(await everyone(place.deps), 'ada')));
        expect(found).toHaveLength(MAX_SEARCH_RESULTS);
      },
    );

    it('lists supervisors by name, each with assignedCount students', { timeout: 60_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(cohortShape, async (cohort) => {
          await store(place.deps, cohort);
          const all = await everyone(place.deps);
          const supervisors = await allSupervisors(place.deps.db);
          expect(ids(supervisors)).toEqual(ids([...supervisors].sort(compareByName)));
          for (const s of supervisors) expect(s.noOfAssignedStudents).toBe(assignedCount(all, s._id));
        }),
        runs(place.name),
      );
    });

    it('totals weekly reports and collates as the grading rules do', { timeout: 60_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(cohortShape, async (cohort) => {
          await store(place.deps, cohort);
          const rows = await place.deps.db.selectFrom('weekly_reports').selectAll().execute();
          const reportsOf = (id: string) =>
            rows.filter((r) => r.student_id === id) as unknown as ReportDays[];
          const marks = (s: Student) =>
            weeklyReportMarks(
              DEFAULT_GRADING.reports,
              reportsOf(s._id).reduce((n, r) => n + daysReported(r), 0),
              s.company?.resumptionDate,
              s.company?.expectedEndDate,
              NOW,
            );
          const byName = [...(await everyone(place.deps))].sort(compareByName);
          const scores = await weeklyReportScores(place.deps, NOW);
          expect(scores).toEqual(
            byName.map((s) => ({
              firstName: s.firstName,
              lastName: s.lastName,
              matricNumber: s.matricNo,
              reportCount: reportsOf(s._id).length,
              marks: marks(s),
              ...signoffTotals([]),
              studentCode: s.studentCode,
              expectedWeeks: expectedReportWeeks(s.company?.resumptionDate, s.company?.expectedEndDate, NOW),
              maxMarks: DEFAULT_GRADING.reports,
              // Stored here without their writing times: none is known to be late.
              lateDays: 0,
              burstWeeks: 0,
            })),
          );

          await collateAll(place.deps, { origin: 'http://127.0.0.1', now: NOW });
          const stored = await place.deps.db.selectFrom('students').selectAll().execute();
          for (const s of await everyone(place.deps)) {
            const row = stored.find((r) => r.id === s._id)!;
            const want = collateGrade({
              given: row.score_reports_given,
              computed: marks(s),
              inspection: row.score_inspection,
              defense: row.score_defense,
            });
            expect([row.score_reports_collated, row.score_total]).toEqual([marks(s), want.total]);
            expect(s.grade).toMatchObject({ weeklyReportsScore: want.weeklyReportsScore, total: want.total });
          }
        }),
        { numRuns: 10 },
      );
    });
  });
}
