/** The academic lists of spec section 3 and the rules that fill a record from them (academic.ts). */
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../messages.ts';
import {
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
