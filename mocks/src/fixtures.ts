/**
 * Deterministic fixtures: the same seed gives the same people, placements, reports and grades.
 * The accounts below are listed in mocks/README.md; every student shares one password, every
 * supervisor another.
 */
import {
  FORMS_PATH,
  LEVELS,
  SEXES,
  type Coordinator,
  type Form,
  type Student,
  type WeeklyReport,
} from '@siwes/api';
import { COURSES, DEPARTMENTS, SCHOOLS } from '@siwes/api/reference';
import { createRandom, fullName, type Random } from '@siwes/api/rules';

export const DEFAULT_SEED = 2026;
/** The fake's default "now": a Friday during the placement period, so the data never ages. */
export const FAKE_NOW = '2026-06-05T09:00:00.000Z';

export const STUDENT_PASSWORD = 'Student-demo-2026';
export const SUPERVISOR_PASSWORD = 'Supervisor-demo-2026';
export const COORDINATOR_PASSWORD = 'Coordinator-demo-2026';

/** One signed-in account per role, plus the edge cases stories need. */
export const FIXTURE_ACCOUNTS = {
  /** A placed student with both supervisors, grades and weekly reports. */
  student: { email: 'student@siwes.test', password: STUDENT_PASSWORD, type: 'student' },
  /** A student with no company, no supervisors and no reports yet. */
  newStudent: { email: 'newstudent@siwes.test', password: STUDENT_PASSWORD, type: 'student' },
  /** A supervisor with students on both the inspection and the defence list. */
  supervisor: { email: 'supervisor@siwes.test', password: SUPERVISOR_PASSWORD, type: 'supervisor' },
  /** A supervisor with no students assigned. */
  idleSupervisor: { email: 'idle.supervisor@siwes.test', password: SUPERVISOR_PASSWORD, type: 'supervisor' },
  coordinator: { email: 'coordinator@siwes.test', password: COORDINATOR_PASSWORD, type: 'coordinator' },
} as const;

/**
 * Bearer tokens the fake accepts from the start, one per fixture account (`student`,
 * `supervisor` and `coordinator` are each role's first account): stories and tests can render a
 * signed-in screen without logging in.
 */
export const FIXTURE_TOKENS = {
  student: 'fake-token-student',
  newStudent: 'fake-token-new-student',
  supervisor: 'fake-token-supervisor',
  idleSupervisor: 'fake-token-idle-supervisor',
  coordinator: 'fake-token-coordinator',
} as const satisfies Record<keyof typeof FIXTURE_ACCOUNTS, string>;

export type FixtureAccount = keyof typeof FIXTURE_ACCOUNTS;

/** The ids of the fixture accounts, for calls that take an id (getSupervisor, getCoordinator). */
export const FIXTURE_IDS = {
  student: 'stu-001',
  newStudent: 'stu-002',
  supervisor: 'sup-01',
  idleSupervisor: 'sup-12',
  coordinator: 'coord-1',
} as const;

export const STUDENT_COUNT = 60;
export const SUPERVISOR_COUNT = 12;

export interface StoredSupervisor {
  _id: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  office: string;
}

export interface Account {
  email: string;
  password: string;
  role: 'student' | 'supervisor' | 'coordinator';
  id: string;
}

export interface FixtureData {
  students: Student[];
  supervisors: StoredSupervisor[];
  coordinators: Coordinator[];
  forms: Form[];
  /** Weekly reports by student _id, oldest week first. */
  reports: Map<string, WeeklyReport[]>;
  accounts: Account[];
}

const FEMALE = [
  'Adaeze',
  'Funmilayo',
  'Chiamaka',
  'Aisha',
  'Ngozi',
  'Temitope',
  'Zainab',
  'Blessing',
  'Ifeoma',
  'Halima',
  'Yetunde',
  'Amarachi',
];
const MALE = [
  'Chinedu',
  'Oluwaseun',
  'Ibrahim',
  'Emeka',
  'Tunde',
  'Musa',
  'Obinna',
  'Segun',
  'Uche',
  'Abdullahi',
  'Kelechi',
  'Babatunde',
];
const SURNAMES = [
  'Okafor',
  'Adeyemi',
  'Bello',
  'Eze',
  'Ogunleye',
  'Nwosu',
  'Abubakar',
  'Olawale',
  'Chukwu',
  'Danjuma',
  'Afolabi',
  'Igwe',
  'Lawal',
  'Obi',
  'Balogun',
  'Okonkwo',
  'Yusuf',
  'Adebayo',
];
const COMPANIES = [
  {
    name: 'Interswitch Group',
    state: 'Lagos',
    LGA: 'Ikeja',
    address: '1648C Oko-Awo Street, Victoria Island',
    street: 'Oko-Awo Street',
  },
  {
    name: 'Nigerian Communications Commission',
    state: 'Federal Capital Territory',
    LGA: 'Abuja Municipal',
    address: 'Plot 423 Aguiyi Ironsi Street, Maitama',
    street: 'Aguiyi Ironsi Street',
  },
  {
    name: 'Federal Medical Centre',
    state: 'Oyo',
    LGA: 'Ibadan North',
    address: '12 Ring Road',
    street: 'Ring Road',
  },
  {
    name: 'Dangote Flour Mills',
    state: 'Kano',
    LGA: 'Nassarawa',
    address: '7 Bompai Road',
    street: 'Bompai Road',
  },
  {
    name: 'Channels Television',
    state: 'Lagos',
    LGA: 'Kosofe',
    address: '23 Opebi Link Road',
    street: 'Opebi Link Road',
  },
  {
    name: 'National Biotechnology Development Agency',
    state: 'Federal Capital Territory',
    LGA: 'Abuja Municipal',
    address: 'Umaru Musa Yar’Adua Express Way, Lugbe',
    street: 'Airport Road',
  },
  {
    name: 'Nestlé Nigeria',
    state: 'Ogun',
    LGA: 'Sagamu',
    address: 'KM 32 Lagos-Ibadan Expressway',
    street: 'Lagos-Ibadan Expressway',
  },
  {
    name: 'SystemSpecs',
    state: 'Lagos',
    LGA: 'Eti-Osa',
    address: '8 Adeola Hopewell Street',
    street: 'Adeola Hopewell Street',
  },
] as const;
const DEPARTMENTS_AT_WORK = [
  'Information Technology',
  'Quality Control',
  'Laboratory',
  'Research and Development',
  'Operations',
  'Newsroom',
];
const OFFICES = [
  'Block A, Room 12',
  'Block B, Room 3',
  'Science Complex, Room 21',
  'ICT Centre, Room 7',
  'Senate Building, Room 104',
  'Library Annex, Room 2',
];
const BANKS = [
  'Access Bank',
  'Zenith Bank',
  'First Bank of Nigeria',
  'Guaranty Trust Bank',
  'United Bank for Africa',
  'Opay Digital Services',
];
const WORK_NOTES = [
  'Shadowed the network team and documented the office LAN layout.',
  'Ran quality checks on the morning batch and logged the results.',
  'Attended the weekly stand-up and fixed two reported bugs.',
  'Prepared samples for the laboratory analysts.',
  'Updated the asset register and labelled new equipment.',
  'Wrote a short report on customer support tickets.',
  'Assisted with data entry for the monthly returns.',
];

const DAY_MS = 24 * 60 * 60 * 1000;
/** The Monday placements start from, and the weeks since then reports may cover. */
const PLACEMENT_MONDAY = Date.UTC(2026, 2, 2);

export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** 10:00 in Lagos (09:00 UTC) on the day starting at `ms` (UTC midnight): a visit or a defence, as the instant stored. */
function visitAt(ms: number): string {
  return new Date(ms + 9 * 60 * 60 * 1000).toISOString();
}

function phone(random: Random): string {
  return `080${random.digits(8)}`;
}

function buildSupervisors(random: Random): StoredSupervisor[] {
  return Array.from({ length: SUPERVISOR_COUNT }, (_, index) => {
    const n = index + 1;
    const female = random.chance(0.5);
    const firstName = n === 1 ? 'Bolanle' : random.pick(female ? FEMALE : MALE);
    const lastName = n === 1 ? 'Akinola' : random.pick(SURNAMES);
    const email =
      n === 1
        ? FIXTURE_ACCOUNTS.supervisor.email
        : n === SUPERVISOR_COUNT
          ? FIXTURE_ACCOUNTS.idleSupervisor.email
          : `${firstName}.${lastName}${n}@siwes.test`.toLowerCase();
    return {
      _id: `sup-${String(n).padStart(2, '0')}`,
      firstName,
      lastName,
      phone: phone(random),
      email,
      office: random.pick(OFFICES),
    };
  });
}

function buildReports(random: Random, studentId: string, weeks: number): WeeklyReport[] {
  return Array.from({ length: weeks }, (_, week) => {
    const day = () => (random.chance(0.85) ? random.pick(WORK_NOTES) : '');
    return {
      _id: `rep-${studentId}-${String(week + 1).padStart(2, '0')}`,
      weekStart: isoDate(PLACEMENT_MONDAY + week * 7 * DAY_MS),
      monday: day(),
      tuesday: day(),
      wednesday: day(),
      thursday: day(),
      friday: day(),
    };
  });
}

export function buildFixtures(seed: number = DEFAULT_SEED): FixtureData {
  const random = createRandom(seed);
  const supervisors = buildSupervisors(random);
  // The idle supervisor is never assigned: draw assignments from the others.
  const assignable = supervisors.slice(0, -1);
  const reports = new Map<string, WeeklyReport[]>();
  const students: Student[] = [];

  for (let index = 0; index < STUDENT_COUNT; index += 1) {
    const n = index + 1;
    const id = `stu-${String(n).padStart(3, '0')}`;
    const sex = n === 1 ? 'Female' : n === 2 ? 'Male' : random.pick(SEXES);
    const firstName =
      n === 1 ? 'Adaeze' : n === 2 ? 'Chinedu' : random.pick(sex === 'Female' ? FEMALE : MALE);
    const middleName = random.pick(sex === 'Female' ? FEMALE : MALE);
    const lastName = n === 1 ? 'Okafor' : n === 2 ? 'Eze' : random.pick(SURNAMES);
    const course = COURSES[index % COURSES.length] ?? COURSES[0]!;
    const department = DEPARTMENTS.find((d) => d.id === course.departmentId);
    const school = SCHOOLS.find((s) => s.id === department?.schoolId);
    const level = n <= 2 ? '300' : random.pick(LEVELS);
    const prefix = course.name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase();
    const email =
      n === 1
        ? FIXTURE_ACCOUNTS.student.email
        : n === 2
          ? FIXTURE_ACCOUNTS.newStudent.email
          : `${firstName}.${lastName}${n}@students.siwes.test`.toLowerCase();

    const placed = n === 1 || (n !== 2 && random.chance(0.75));
    const site = random.pick(COMPANIES);
    const startWeek = random.int(0, 2);
    const resumption = PLACEMENT_MONDAY + startWeek * 7 * DAY_MS;
    const company = placed
      ? {
          ...site,
          email: `siwes@${site.name
            .toLowerCase()
            .replace(/[^a-z]/g, '')
            .slice(0, 12)}.ng`,
          phone: phone(random),
          assignedDepartment: random.pick(DEPARTMENTS_AT_WORK),
          jobDescription: 'Industrial trainee supporting day-to-day operations',
          resumptionDate: isoDate(resumption),
          expectedEndDate: isoDate(resumption + 24 * 7 * DAY_MS),
        }
      : null;

    const inspector =
      placed && (n === 1 || random.chance(0.55))
        ? n === 1
          ? supervisors[0]!
          : random.pick(assignable)
        : null;
    const defender =
      inspector && (n === 1 || random.chance(0.6))
        ? n === 1
          ? supervisors[0]!
          : random.pick(assignable)
        : null;
    const inspectionScore = inspector && (n === 1 || random.chance(0.6)) ? random.int(12, 30) : null;
    const defenseScore = defender && (n === 1 || random.chance(0.5)) ? random.int(18, 40) : null;

    students.push({
      _id: id,
      studentCode: `SIW26${String(n).padStart(4, '0')}`,
      firstName,
      middleName,
      lastName,
      name: fullName({ firstName, middleName, lastName }),
      matricNo: `${prefix}/2022/${String(n).padStart(3, '0')}`,
      level,
      sex,
      faculty: school?.name ?? '',
      department: department?.name ?? '',
      course: course.name,
      email,
      phone: phone(random),
      company,
      inspection_supervisor: inspector
        ? {
            _id: inspector._id,
            firstName: inspector.firstName,
            lastName: inspector.lastName,
            phone: inspector.phone,
            email: inspector.email,
            assignedDate:
              random.chance(0.5) || n === 1
                ? visitAt(PLACEMENT_MONDAY + random.int(8, 14) * 7 * DAY_MS)
                : null,
          }
        : null,
      defense_supervisor: defender
        ? {
            _id: defender._id,
            firstName: defender.firstName,
            lastName: defender.lastName,
            phone: defender.phone,
            email: defender.email,
            office: defender.office,
            assignedDate: random.chance(0.4)
              ? visitAt(PLACEMENT_MONDAY + random.int(20, 26) * 7 * DAY_MS)
              : null,
          }
        : null,
      assignedSupervisorInfo: inspector
        ? { firstName: inspector.firstName, lastName: inspector.lastName }
        : null,
      bankDetails: { name: random.pick(BANKS), accountNumber: random.digits(10), sortCode: random.digits(9) },
      grade: { weeklyReportsScore: null, inspectionScore, defenseScore, total: null },
    });
    if (placed) reports.set(id, buildReports(random, id, n === 1 ? 12 : random.int(0, 13 - startWeek)));
  }

  const coordinators: Coordinator[] = [
    {
      _id: FIXTURE_IDS.coordinator,
      firstName: 'Ngozi',
      lastName: 'Adeyemi',
      phone1: '08031234567',
      phone2: '08097654321',
      email: FIXTURE_ACCOUNTS.coordinator.email,
      office: 'SIWES Unit, Senate Building, Room 12',
      faculty: 'Computing and Engineering Sciences',
    },
  ];

  const forms: Form[] = [
    ['Inspection', 'Inspection assessment form 2026'],
    ['Inspection', 'Workplace visit checklist'],
    ['Defence', 'Oral defence score sheet 2026'],
    ['Defence', 'Defence presentation guidelines'],
  ].map(([purpose, description], index) => {
    const publicId = `form_fixture${index + 1}`;
    return {
      _id: `form-${index + 1}`,
      purpose: purpose as Form['purpose'],
      description: description as string,
      name: `${(description as string).toLowerCase().replace(/\s+/g, '-')}.pdf`,
      pathToFile: `${FORMS_PATH}/${publicId}`,
      publicId,
    };
  });

  const accounts: Account[] = [
    ...students.map((s) => ({
      email: s.email,
      password: STUDENT_PASSWORD,
      role: 'student' as const,
      id: s._id,
    })),
    ...supervisors.map((s) => ({
      email: s.email,
      password: SUPERVISOR_PASSWORD,
      role: 'supervisor' as const,
      id: s._id,
    })),
    ...coordinators.map((c) => ({
      email: c.email,
      password: COORDINATOR_PASSWORD,
      role: 'coordinator' as const,
      id: c._id,
    })),
  ];

  return { students, supervisors, coordinators, forms, reports, accounts };
}
