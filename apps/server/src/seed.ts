/**
 * What an empty database gets: the demo cohort (a few hundred students across all 15 courses,
 * a dozen supervisors, assignments, weekly reports, grades, forms), a generated cohort of any
 * size for the benchmark, or only a first coordinator. Deterministic: the same size gives the
 * same people. Passwords are hashed once per role (argon2id is slow on purpose).
 */
import { COURSES, DEPARTMENTS, SCHOOLS } from '@siwes/api/reference';
import { lagosDay, lagosWorkWeek, LEVELS, SEXES, tinyPdf, WEEKDAYS } from '@siwes/api';
import { addDays, createRandom, fullName, normalEmail, searchText, studentCode } from '@siwes/api/rules';
import { hashPassword } from './auth/passwords.ts';
import type { Db, StudentTable, WeeklyReportTable } from './db/schema.ts';
import { storeForm, type FormPlace } from './services/forms.ts';

/** The demo sign-ins, the same as the MSW fake's fixture accounts. */
export const DEMO_ACCOUNTS = {
  student: { email: 'student@siwes.test', password: 'Student-demo-2026', type: 'student' },
  newStudent: { email: 'newstudent@siwes.test', password: 'Student-demo-2026', type: 'student' },
  supervisor: { email: 'supervisor@siwes.test', password: 'Supervisor-demo-2026', type: 'supervisor' },
  idleSupervisor: {
    email: 'idle.supervisor@siwes.test',
    password: 'Supervisor-demo-2026',
    type: 'supervisor',
  },
  coordinator: { email: 'coordinator@siwes.test', password: 'Coordinator-demo-2026', type: 'coordinator' },
} as const;

export const DEMO_STUDENTS = 300;
const SUPERVISORS = 12;
const WEEKS_OF_REPORTS = 6;

const FIRST = [
  'Adaeze',
  'Chinedu',
  'Fatima',
  'Ibrahim',
  'Ngozi',
  'Oluwaseun',
  'Aisha',
  'Emeka',
  'Funmilayo',
  'Musa',
  'Zainab',
  'Tunde',
  'Kemi',
  'Yusuf',
  'Chiamaka',
  'Segun',
  'Halima',
  'Obinna',
  'Bisola',
  'Usman',
  'Ifeoma',
  'Damilola',
  'Amina',
  'Kelechi',
];
const MIDDLE = ['Grace', 'John', 'Mary', 'David', 'Joy', 'Samuel', 'Esther', 'Peter', 'Ruth', 'Daniel'];
const LAST = [
  'Okafor',
  'Adeyemi',
  'Bello',
  'Eze',
  'Ogunleye',
  'Abubakar',
  'Nwosu',
  'Balogun',
  'Okonkwo',
  'Danjuma',
  'Ibekwe',
  'Olaniyan',
  'Suleiman',
  'Uche',
  'Afolabi',
  'Lawal',
  'Chukwu',
  'Adebayo',
  'Garba',
  'Onyeka',
];
const COMPANIES = [
  ['Andela Nigeria', 'Lagos', 'Ikeja', '235 Ikorodu Road'],
  ['Interswitch', 'Lagos', 'Eti Osa', '1648C Oko-Awo Street, Victoria Island'],
  [
    'Nigerian National Petroleum Company',
    'Federal Capital Territory',
    'Municipal Area Council',
    'Herbert Macaulay Way, Central Business District',
  ],
  ['University College Hospital', 'Oyo', 'Ibadan North', 'Queen Elizabeth Road'],
  ['Dangote Group', 'Lagos', 'Lagos Island', '1 Alfred Rewane Road'],
  ['Channels Television', 'Lagos', 'Ikeja', 'Opebi Road'],
  [
    'Federal Ministry of Agriculture',
    'Federal Capital Territory',
    'Municipal Area Council',
    'Area 11, Garki',
  ],
  ['MTN Nigeria', 'Lagos', 'Ikeja', 'Golden Plaza, Awolowo Road'],
] as const;
const OFFICES = [
  'Block A, Room 12',
  'Block B, Room 4',
  'ICT Centre, Room 2',
  'Science Complex, Room 17',
  'Faculty Building, Room 9',
];

async function insertChunks<T extends 'users' | 'students' | 'weekly_reports' | 'supervisors'>(
  db: Db,
  table: T,
  rows: readonly object[],
  size: number,
) {
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

export interface SeedResult {
  students: number;
  supervisors: number;
}

/**
 * Seeds a cohort of `count` students. `demo` adds the named demo accounts (first student
 * placed and graded, second with nothing yet; first supervisor busy, last idle) and the forms.
 */
export async function seedCohort(
  db: Db,
  options: { count: number; demo: boolean; now: Date; forms: FormPlace },
): Promise<SeedResult> {
  const { count, demo, now } = options;
  const rand = createRandom(2026);
  const created = now.toISOString();
  const [studentHash, supervisorHash, coordinatorHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.student.password),
    hashPassword(DEMO_ACCOUNTS.supervisor.password),
    hashPassword(DEMO_ACCOUNTS.coordinator.password),
  ]);

  await db.transaction().execute(async (trx) => {
    const coordinatorId = crypto.randomUUID();
    await trx
      .insertInto('users')
      .values({
        id: coordinatorId,
        role: 'coordinator',
        email: DEMO_ACCOUNTS.coordinator.email,
        password_hash: coordinatorHash,
        created_at: created,
      })
      .execute();
    await trx
      .insertInto('coordinators')
      .values({
        id: coordinatorId,
        first_name: 'Olufunke',
        last_name: 'Adebisi',
        phone1: '08031234567',
        phone2: '08097654321',
        email: DEMO_ACCOUNTS.coordinator.email,
        office: 'SIWES Unit, Senate Building, Room 3',
        faculty: 'Computing and Engineering Sciences',
      })
      .execute();

    const supervisors = Array.from({ length: SUPERVISORS }, (_, i) => {
      const email =
        i === 0
          ? DEMO_ACCOUNTS.supervisor.email
          : i === SUPERVISORS - 1
            ? DEMO_ACCOUNTS.idleSupervisor.email
            : `supervisor${String(i + 1).padStart(2, '0')}@siwes.test`;
      return {
        id: crypto.randomUUID(),
        first_name: rand.pick(FIRST),
        last_name: rand.pick(LAST),
        phone: `0803${String(1000000 + i * 7919).slice(-7)}`,
        email,
        office: rand.pick(OFFICES),
      };
    });
    await insertChunks(
      trx as unknown as Db,
      'users',
      supervisors.map((s) => ({
        id: s.id,
        role: 'supervisor',
        email: s.email,
        password_hash: supervisorHash,
        created_at: created,
      })),
      500,
    );
    await insertChunks(trx as unknown as Db, 'supervisors', supervisors, 500);
    const busy = supervisors.slice(0, SUPERVISORS - 1);

    const year = now.getUTCFullYear();
    const today = lagosDay(now);
    const resumption = addDays(today, -WEEKS_OF_REPORTS * 7);
    const students: StudentTable[] = [];
    const reports: WeeklyReportTable[] = [];
    for (let i = 0; i < count; i += 1) {
      const id = crypto.randomUUID();
      const course = COURSES[i % COURSES.length];
      const department = DEPARTMENTS.find((d) => d.id === course?.departmentId);
      const school = SCHOOLS.find((s) => s.id === department?.schoolId);
      const first = rand.pick(FIRST);
      const middle = rand.pick(MIDDLE);
      const last = rand.pick(LAST);
      const email =
        demo && i === 0
          ? DEMO_ACCOUNTS.student.email
          : demo && i === 1
            ? DEMO_ACCOUNTS.newStudent.email
            : normalEmail(`${first}.${last}.${i + 1}@students.siwes.test`);
      const code = studentCode(i + 1, year);
      const matric = `${String(year - 3).slice(-2)}/${String(10000 + i)}`;
      const name = fullName({ firstName: first, middleName: middle, lastName: last });
      const fresh = demo && i === 1;
      const placed = !fresh && (demo ? i === 0 || rand.next() < 0.85 : true);
      const company = rand.pick(COMPANIES);
      const inspector = placed && (i === 0 || rand.next() < 0.8) ? busy[i % busy.length] : undefined;
      const defender = placed && (i === 0 || rand.next() < 0.6) ? busy[(i + 3) % busy.length] : undefined;
      const graded = inspector !== undefined && (i === 0 || rand.next() < 0.5);
      const student: StudentTable = {
        id,
        student_code: code,
        first_name: first,
        middle_name: middle,
        last_name: last,
        name,
        search_text: searchText({ name, matricNo: matric, email, studentCode: code }),
        matric_no: matric,
        level: LEVELS[2 + (i % 2)] ?? '300',
        sex: SEXES[i % 2] ?? 'Female',
        faculty: school?.name ?? '',
        department: department?.name ?? '',
        course: course?.name ?? '',
        email,
        phone: `080${String(10000000 + i * 7).slice(-8)}`,
        bank_name: 'First Bank of Nigeria',
        bank_account: String(3000000000 + i),
        bank_sort_code: '011151003',
        company_name: placed ? company[0] : null,
        company_email: placed ? `siwes@${company[0].toLowerCase().replace(/[^a-z]/g, '')}.example.ng` : null,
        company_phone: placed ? '0700' + String(1000000 + i).slice(-7) : null,
        company_address: placed ? company[3] : null,
        company_state: placed ? company[1] : null,
        company_lga: placed ? company[2] : null,
        company_street: placed ? company[3] : null,
        company_department: placed ? 'Information Technology' : null,
        company_job: placed ? 'Supports the team with day-to-day technical work.' : null,
        company_resumption: placed ? resumption : null,
        company_end: placed ? addDays(resumption, 24 * 7) : null,
        inspection_supervisor_id: inspector?.id ?? null,
        inspection_date: inspector && rand.next() < 0.5 ? `${addDays(today, 14)}T09:00:00.000Z` : null,
        defense_supervisor_id: defender?.id ?? null,
        defense_date: null,
        score_reports_given: null,
        score_reports_collated: null,
        score_inspection: graded ? 18 + Math.floor(rand.next() * 12) : null,
        score_defense: graded && defender ? 25 + Math.floor(rand.next() * 15) : null,
        score_total: null,
        created_at: created,
      };
      students.push(student);
      if (placed) {
        for (let w = 0; w < WEEKS_OF_REPORTS; w += 1) {
          if (rand.next() < 0.15) continue;
          const weekStart = lagosWorkWeek(new Date(`${addDays(resumption, w * 7 + 3)}T00:00:00Z`))[0]!;
          const days = Object.fromEntries(
            WEEKDAYS.map((day) => [
              day,
              rand.next() < 0.85
                ? `Week ${w + 1}, ${day}: worked on ${rand.pick(['network setup', 'data entry', 'lab tests', 'field visits', 'code reviews', 'reports'])}.`
                : '',
            ]),
          ) as Record<(typeof WEEKDAYS)[number], string>;
          reports.push({
            id: crypto.randomUUID(),
            student_id: id,
            week_start: weekStart,
            ...days,
            days_reported: WEEKDAYS.filter((d) => days[d] !== '').length,
            updated_at: created,
          });
        }
      }
    }
    await insertChunks(
      trx as unknown as Db,
      'users',
      students.map((s) => ({
        id: s.id,
        role: 'student',
        email: s.email,
        password_hash: studentHash,
        created_at: created,
      })),
      1000,
    );
    await insertChunks(trx as unknown as Db, 'students', students, 400);
    await insertChunks(trx as unknown as Db, 'weekly_reports', reports, 1000);
    await trx
      .insertInto('counters')
      .values({ name: 'student_code', value: count })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: count }))
      .execute();

    if (demo) {
      for (const [purpose, description] of [
        ['Inspection', 'Inspection form: fill in at the placement visit'],
        ['Defence', 'Defence assessment form'],
      ] as const) {
        const bytes = tinyPdf(description);
        await storeForm(
          trx as unknown as Db,
          options.forms,
          {
            id: crypto.randomUUID(),
            purpose,
            description,
            name: `${purpose.toLowerCase()}-form.pdf`,
            public_id: `form_demo_${purpose.toLowerCase()}`,
            size: bytes.length,
            created_at: created,
          },
          bytes,
        );
      }
    }
  });
  return { students: count, supervisors: SUPERVISORS };
}

export async function seedCoordinator(db: Db, email: string, password: string, now: Date): Promise<void> {
  const id = crypto.randomUUID();
  const address = normalEmail(email);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id,
        role: 'coordinator',
        email: address,
        password_hash: passwordHash,
        created_at: now.toISOString(),
      })
      .execute();
    await trx
      .insertInto('coordinators')
      .values({
        id,
        first_name: 'SIWES',
        last_name: 'Coordinator',
        phone1: '',
        phone2: null,
        email: address,
        office: '',
        faculty: '',
      })
      .execute();
  });
}

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
