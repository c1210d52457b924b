import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../messages.ts';
import {
  BANK_KINDS,
  academicChange,
  academicChoice,
  placeOfCourse,
  COURSES,
  DEPARTMENTS,
  SCHOOLS,
  coursesOf,
  departmentsOf,
  findCourse,
  findDepartment,
  findSchool,
  loadBanks,
  loadLgas,
  loadStates,
} from './index.ts';

/** Spec section 3, written out again by hand: department name -> school name. */
const SPEC_DEPARTMENT_SCHOOL: Record<string, string> = {
  'Computer Science': 'Computing and Engineering Sciences',
  'Information Technology': 'Computing and Engineering Sciences',
  'Software Engineering': 'Computing and Engineering Sciences',
  Microbiology: 'Science and Technology',
  'Agric and Industrial Technology': 'Science and Technology',
  'Basic Sciences': 'Science and Technology',
  Nursing: 'Nursing Sciences',
  Biochemistry: 'Basic Medical Sciences',
  Nutrition: 'Basic Medical Sciences',
  'Information Resource Management': 'Management Sciences',
  'Mass Communication': 'Social Sciences',
};

/** Spec section 3: course name -> department name ("Biochemistry (listed under Basic Sciences)"). */
const SPEC_COURSE_DEPARTMENT: Record<string, string> = {
  'Computer Science': 'Computer Science',
  'Computer Technology': 'Computer Science',
  'Computer Information Systems': 'Computer Science',
  'Software Engineering': 'Software Engineering',
  'Information Technology': 'Information Technology',
  Microbiology: 'Microbiology',
  Agric: 'Agric and Industrial Technology',
  'Physics/Electronics': 'Basic Sciences',
  Mathematics: 'Basic Sciences',
  Chemistry: 'Basic Sciences',
  Biochemistry: 'Basic Sciences',
  Nursing: 'Nursing',
  'Nutrition and Diatetics': 'Nutrition',
  'Information Resource Management': 'Information Resource Management',
  'Mass Communication': 'Mass Communication',
};

/** LGAs per state as the 1999 Constitution counts them. */
const LGA_COUNTS: Record<string, number> = {
  Abia: 17,
  Adamawa: 21,
  'Akwa Ibom': 31,
  Anambra: 21,
  Bauchi: 20,
  Bayelsa: 8,
  Benue: 23,
  Borno: 27,
  'Cross River': 18,
  Delta: 25,
  Ebonyi: 13,
  Edo: 18,
  Ekiti: 16,
  Enugu: 17,
  'Federal Capital Territory': 6,
  Gombe: 11,
  Imo: 27,
  Jigawa: 27,
  Kaduna: 23,
  Kano: 44,
  Katsina: 34,
  Kebbi: 21,
  Kogi: 21,
  Kwara: 16,
  Lagos: 20,
  Nasarawa: 13,
  Niger: 25,
  Ogun: 20,
  Ondo: 18,
  Osun: 30,
  Oyo: 33,
  Plateau: 17,
  Rivers: 23,
  Sokoto: 23,
  Taraba: 16,
  Yobe: 17,
  Zamfara: 14,
};

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function schoolNameOf(schoolId: string): string | undefined {
  return SCHOOLS.find((school) => school.id === schoolId)?.name;
}
function departmentNameOf(departmentId: string): string | undefined {
  return DEPARTMENTS.find((department) => department.id === departmentId)?.name;
}

describe('schools, departments and courses', () => {
  it('has the 6 schools, 11 departments and 15 courses of the spec', () => {
    expect(SCHOOLS).toHaveLength(6);
    expect(DEPARTMENTS).toHaveLength(11);
    expect(COURSES).toHaveLength(15);
    expect(SCHOOLS.map((school) => school.name)).toEqual([
      'Computing and Engineering Sciences',
      'Science and Technology',
      'Nursing Sciences',
      'Basic Medical Sciences',
      'Management Sciences',
      'Social Sciences',
    ]);
  });

  it('gives every item a unique kebab-case id and a unique name within its list', () => {
    for (const list of [SCHOOLS, DEPARTMENTS, COURSES]) {
      for (const item of list) expect(item.id).toMatch(KEBAB);
      expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
      expect(new Set(list.map((item) => item.name)).size).toBe(list.length);
    }
  });

  it('ties every department to an existing school, exactly as the spec does', () => {
    const ties = Object.fromEntries(DEPARTMENTS.map((d) => [d.name, schoolNameOf(d.schoolId)]));
    expect(ties).toEqual(SPEC_DEPARTMENT_SCHOOL);
  });

  it('ties every course to an existing department, exactly as the spec does', () => {
    const ties = Object.fromEntries(COURSES.map((c) => [c.name, departmentNameOf(c.departmentId)]));
    expect(ties).toEqual(SPEC_COURSE_DEPARTMENT);
  });

  it('leads from Software Engineering the course to its department and school', () => {
    const course = findCourse('Software Engineering');
    const department = course && findDepartment(course.departmentId);
    expect(department?.name).toBe('Software Engineering');
    expect(department && findSchool(department.schoolId)?.name).toBe('Computing and Engineering Sciences');
  });

  it('lists the departments of a school by name or id, in the spec order', () => {
    const names = ['Computer Science', 'Information Technology', 'Software Engineering'];
    expect(departmentsOf('Computing and Engineering Sciences').map((d) => d.name)).toEqual(names);
    expect(departmentsOf('computing-and-engineering-sciences').map((d) => d.name)).toEqual(names);
    expect(departmentsOf('Social Sciences').map((d) => d.name)).toEqual(['Mass Communication']);
  });

  it('lists the courses of a department, Biochemistry among the Basic Sciences', () => {
    expect(coursesOf('Basic Sciences').map((c) => c.name)).toEqual([
      'Physics/Electronics',
      'Mathematics',
      'Chemistry',
      'Biochemistry',
    ]);
    expect(coursesOf('Computer Science').map((c) => c.name)).toEqual([
      'Computer Science',
      'Computer Technology',
      'Computer Information Systems',
    ]);
    expect(coursesOf('Biochemistry')).toEqual([]);
  });

  it('matches names as a form or a terminal sends them: any case, stray spaces', () => {
    expect(findSchool('  social   SCIENCES ')?.id).toBe('social-sciences');
    expect(findDepartment('agric and industrial technology')?.id).toBe('agric-and-industrial-technology');
    expect(findCourse('PHYSICS/ELECTRONICS')?.id).toBe('physics-electronics');
    expect(coursesOf('nutrition').map((c) => c.name)).toEqual(['Nutrition and Diatetics']);
  });

  it('finds nothing for names the spec does not have', () => {
    expect(findSchool('Law')).toBeUndefined();
    expect(findDepartment('')).toBeUndefined();
    expect(findCourse('Dentistry')).toBeUndefined();
    expect(departmentsOf('Engineering')).toEqual([]);
    expect(coursesOf('Physics')).toEqual([]);
  });

  it('places every course in the department and school the spec ties it to', () => {
    for (const course of COURSES) {
      const place = placeOfCourse(course.id);
      expect(place?.department.name).toBe(SPEC_COURSE_DEPARTMENT[course.name]);
      expect(place?.school.name).toBe(SPEC_DEPARTMENT_SCHOOL[place?.department.name ?? '']);
    }
    expect(placeOfCourse(' nursing ')?.school.name).toBe('Nursing Sciences');
    expect(placeOfCourse('Dentistry')).toBeUndefined();
  });
});

describe("a coordinator's change of course or faculty", () => {
  const csStudent = { course: 'Computer Science' };
  const nursingSchool = 'Nursing Sciences';

  it('sets the department and the faculty from a new course', () => {
    expect(academicChange(csStudent, { course: 'nursing' })).toEqual({
      changes: { course: 'Nursing', department: 'Nursing', faculty: nursingSchool },
    });
    expect(academicChange(csStudent, { course: 'Nursing', faculty: ' nursing sciences ' })).toEqual({
      changes: { course: 'Nursing', department: 'Nursing', faculty: nursingSchool },
    });
    expect(academicChange(csStudent, { course: 'Biochemistry' })).toEqual({
      changes: { course: 'Biochemistry', department: 'Basic Sciences', faculty: 'Science and Technology' },
    });
  });

  it("refuses a faculty that is not the course's school, naming the faculty", () => {
    expect(
      academicChange(csStudent, { course: 'Nursing', faculty: 'Computing and Engineering Sciences' }),
    ).toEqual({
      refused: { field: 'faculty', problem: SERVER_MESSAGES.facultyOfCourse('Nursing', nursingSchool) },
    });
    expect(academicChange(csStudent, { faculty: nursingSchool })).toEqual({
      refused: {
        field: 'faculty',
        problem: SERVER_MESSAGES.facultyOfCourse('Computer Science', 'Computing and Engineering Sciences'),
      },
    });
  });

  it('refuses a course or a faculty not on the lists', () => {
    expect(academicChange(csStudent, { course: 'Dentistry' })).toEqual({
      refused: { field: 'course', problem: SERVER_MESSAGES.courseNotListed },
    });
    expect(academicChange({ course: 'Legacy Course' }, { faculty: 'Law' })).toEqual({
      refused: { field: 'faculty', problem: SERVER_MESSAGES.facultyNotListed },
    });
  });

  it("takes a faculty alone when it is the course's school, or any listed school for a course off the list", () => {
    expect(academicChange(csStudent, { faculty: 'computing and engineering sciences' })).toEqual({
      changes: { faculty: 'Computing and Engineering Sciences' },
    });
    expect(academicChange({ course: 'Legacy Course' }, { faculty: nursingSchool })).toEqual({
      changes: { faculty: nursingSchool },
    });
  });

  it('changes nothing when neither is sent, or both are blank', () => {
    expect(academicChange(csStudent, {})).toEqual({ changes: {} });
    expect(academicChange(csStudent, { course: ' ', faculty: '' })).toEqual({ changes: {} });
  });
});

describe("a new record's faculty, department and course (registration, a new coordinator)", () => {
  it('stores the names from the lists, filling the department and faculty from a course', () => {
    expect(
      academicChoice({
        faculty: 'computing-and-engineering-sciences',
        department: ' computer science ',
        course: 'Computer Technology',
      }),
    ).toEqual({
      choice: {
        faculty: 'Computing and Engineering Sciences',
        department: 'Computer Science',
        course: 'Computer Technology',
      },
    });
    expect(academicChoice({ course: 'Biochemistry' })).toEqual({
      choice: { faculty: 'Science and Technology', department: 'Basic Sciences', course: 'Biochemistry' },
    });
    expect(academicChoice({ department: 'Biochemistry' })).toEqual({
      choice: { faculty: 'Basic Medical Sciences', department: 'Biochemistry', course: '' },
    });
    expect(academicChoice({ faculty: 'Nursing Sciences' })).toEqual({
      choice: { faculty: 'Nursing Sciences', department: '', course: '' },
    });
  });

  it('takes none chosen, or blanks, as none', () => {
    const none = { choice: { faculty: '', department: '', course: '' } };
    expect(academicChoice({})).toEqual(none);
    expect(academicChoice({ faculty: ' ', department: '', course: '' })).toEqual(none);
  });

  it('refuses text off the lists, naming the field', () => {
    expect(academicChoice({ faculty: 'javascript:alert(4)' })).toEqual({
      refused: { field: 'faculty', problem: SERVER_MESSAGES.facultyNotListed },
    });
    expect(academicChoice({ faculty: 'Nursing Sciences', department: '=1+1' })).toEqual({
      refused: { field: 'department', problem: SERVER_MESSAGES.departmentNotListed },
    });
    expect(academicChoice({ department: 'Nursing', course: '<b>Nursing</b>' })).toEqual({
      refused: { field: 'course', problem: SERVER_MESSAGES.courseNotListed },
    });
  });

  it('refuses a department or faculty that contradicts the ties', () => {
    expect(academicChoice({ department: 'Nursing', course: 'Computer Science' })).toEqual({
      refused: {
        field: 'department',
        problem: SERVER_MESSAGES.departmentOfCourse('Computer Science', 'Computer Science'),
      },
    });
    expect(academicChoice({ faculty: 'Nursing Sciences', course: 'Computer Science' })).toEqual({
      refused: {
        field: 'faculty',
        problem: SERVER_MESSAGES.facultyOfCourse('Computer Science', 'Computing and Engineering Sciences'),
      },
    });
    expect(academicChoice({ faculty: 'Social Sciences', department: 'Nursing' })).toEqual({
      refused: {
        field: 'faculty',
        problem: SERVER_MESSAGES.facultyOfDepartment('Nursing', 'Nursing Sciences'),
      },
    });
  });
});

describe('banks', () => {
  it('loads about 125 banks with unique names, sorted by name', async () => {
    const banks = await loadBanks();
    const names = banks.map((bank) => bank.name);
    expect(banks.length).toBeGreaterThanOrEqual(110);
    expect(banks.length).toBeLessThanOrEqual(140);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    expect(names).toEqual([...names].sort(byName));
    for (const name of names) expect(name).toBe(name.trim());
  });

  it('has every kind of the CBN lists and no other', async () => {
    const banks = await loadBanks();
    const kinds = new Set(banks.map((bank) => bank.kind));
    expect([...kinds].sort()).toEqual([...BANK_KINDS].sort());
  });

  it('names the payment service banks the spec era knows and the big commercial banks', async () => {
    const banks = await loadBanks();
    const kindOf = (name: string) => banks.find((bank) => bank.name === name)?.kind;
    for (const psb of [
      '9 Payment Service Bank',
      'Hope PSB',
      'MoneyMaster PSB',
      'Momo PSB',
      'SmartCash PSB',
    ]) {
      expect(kindOf(psb)).toBe('payment-service');
    }
    for (const bank of [
      'Access Bank',
      'First Bank of Nigeria',
      'Guaranty Trust Bank',
      'United Bank for Africa',
      'Zenith Bank',
    ]) {
      expect(kindOf(bank)).toBe('commercial');
    }
    expect(kindOf('Jaiz Bank')).toBe('non-interest');
    expect(kindOf('Coronation Merchant Bank')).toBe('merchant');
  });

  it('names every microfinance bank as one', async () => {
    const banks = await loadBanks();
    const microfinance = banks.filter((bank) => bank.kind === 'microfinance');
    expect(microfinance.length).toBeGreaterThan(50);
    for (const bank of microfinance) expect(bank.name).toMatch(/ Microfinance Bank$/);
  });
});

describe('states and LGAs', () => {
  it('loads the 36 states and the FCT, sorted by name', async () => {
    const states = await loadStates();
    const names = states.map((state) => state.name);
    expect(states).toHaveLength(37);
    expect(names).toEqual([...names].sort(byName));
    expect(names).toEqual(Object.keys(LGA_COUNTS).sort(byName));
  });

  it('has 774 LGAs, each state with its constitutional count', async () => {
    const states = await loadStates();
    const total = states.reduce((sum, state) => sum + state.lgas.length, 0);
    expect(total).toBe(774);
    const counts = Object.fromEntries(states.map((state) => [state.name, state.lgas.length]));
    expect(counts).toEqual(LGA_COUNTS);
  });

  it('repeats no LGA within a state and has no blank names', async () => {
    for (const state of await loadStates()) {
      const lower = state.lgas.map((lga) => lga.toLowerCase());
      expect(new Set(lower).size, state.name).toBe(state.lgas.length);
      for (const lga of state.lgas) expect(lga, state.name).toMatch(/^\S(.*\S)?$/);
    }
  });

  it('loads the LGAs of a state whatever the case', async () => {
    const lagos = await loadLgas('Lagos');
    expect(lagos).toHaveLength(20);
    expect(lagos).toContain('Ikeja');
    expect(await loadLgas('lagos')).toEqual(lagos);
    expect(await loadLgas('  LAGOS ')).toEqual(lagos);
    expect(await loadLgas('Lagos State')).toEqual(lagos);
    expect(await loadLgas('akwa ibom')).toHaveLength(31);
  });

  it('knows the capital territory by its usual names', async () => {
    const fct = await loadLgas('Federal Capital Territory');
    expect(fct).toEqual(['Abaji', 'Abuja Municipal Area Council', 'Bwari', 'Gwagwalada', 'Kuje', 'Kwali']);
    expect(await loadLgas('FCT')).toEqual(fct);
    expect(await loadLgas('Abuja')).toEqual(fct);
  });

  it('gives no LGAs for an unknown state', async () => {
    expect(await loadLgas('Atlantis')).toEqual([]);
    expect(await loadLgas('')).toEqual([]);
    expect(await loadLgas('Lagos Island')).toEqual([]);
  });
});
