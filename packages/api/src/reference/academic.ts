/**
 * The schools, departments and courses of spec section 3, with the ties the spec gives.
 * The registration form sends faculty, department and course as names, so every lookup here
 * accepts a name or an id, ignoring case and surrounding spaces.
 *
 * Two ties are the spec's, kept as written:
 * - the Biochemistry course is listed under the Basic Sciences department, so the Biochemistry
 *   department has no course of its own;
 * - `Nutrition and Diatetics` is spelled as the spec (and the existing backend) spells it.
 */
import type { Course, Department, School } from './types.ts';

export const SCHOOLS: readonly School[] = [
  { id: 'computing-and-engineering-sciences', name: 'Computing and Engineering Sciences' },
  { id: 'science-and-technology', name: 'Science and Technology' },
  { id: 'nursing-sciences', name: 'Nursing Sciences' },
  { id: 'basic-medical-sciences', name: 'Basic Medical Sciences' },
  { id: 'management-sciences', name: 'Management Sciences' },
  { id: 'social-sciences', name: 'Social Sciences' },
];

export const DEPARTMENTS: readonly Department[] = [
  { id: 'computer-science', name: 'Computer Science', schoolId: 'computing-and-engineering-sciences' },
  {
    id: 'information-technology',
    name: 'Information Technology',
    schoolId: 'computing-and-engineering-sciences',
  },
  {
    id: 'software-engineering',
    name: 'Software Engineering',
    schoolId: 'computing-and-engineering-sciences',
  },
  { id: 'microbiology', name: 'Microbiology', schoolId: 'science-and-technology' },
  {
    id: 'agric-and-industrial-technology',
    name: 'Agric and Industrial Technology',
    schoolId: 'science-and-technology',
  },
  { id: 'basic-sciences', name: 'Basic Sciences', schoolId: 'science-and-technology' },
  { id: 'nursing', name: 'Nursing', schoolId: 'nursing-sciences' },
  { id: 'biochemistry', name: 'Biochemistry', schoolId: 'basic-medical-sciences' },
  { id: 'nutrition', name: 'Nutrition', schoolId: 'basic-medical-sciences' },
  {
    id: 'information-resource-management',
    name: 'Information Resource Management',
    schoolId: 'management-sciences',
  },
  { id: 'mass-communication', name: 'Mass Communication', schoolId: 'social-sciences' },
];

export const COURSES: readonly Course[] = [
  { id: 'computer-science', name: 'Computer Science', departmentId: 'computer-science' },
  { id: 'computer-technology', name: 'Computer Technology', departmentId: 'computer-science' },
  {
    id: 'computer-information-systems',
    name: 'Computer Information Systems',
    departmentId: 'computer-science',
  },
  { id: 'software-engineering', name: 'Software Engineering', departmentId: 'software-engineering' },
  { id: 'information-technology', name: 'Information Technology', departmentId: 'information-technology' },
  { id: 'microbiology', name: 'Microbiology', departmentId: 'microbiology' },
  { id: 'agric', name: 'Agric', departmentId: 'agric-and-industrial-technology' },
  { id: 'physics-electronics', name: 'Physics/Electronics', departmentId: 'basic-sciences' },
  { id: 'mathematics', name: 'Mathematics', departmentId: 'basic-sciences' },
  { id: 'chemistry', name: 'Chemistry', departmentId: 'basic-sciences' },
  { id: 'biochemistry', name: 'Biochemistry', departmentId: 'basic-sciences' },
  { id: 'nursing', name: 'Nursing', departmentId: 'nursing' },
  { id: 'nutrition-and-diatetics', name: 'Nutrition and Diatetics', departmentId: 'nutrition' },
  {
    id: 'information-resource-management',
    name: 'Information Resource Management',
    departmentId: 'information-resource-management',
  },
  { id: 'mass-communication', name: 'Mass Communication', departmentId: 'mass-communication' },
];

/** Lower-cased, trimmed, inner spaces collapsed: how names from forms and the CLI are compared. */
function key(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function findIn<T extends { readonly id: string; readonly name: string }>(
  items: readonly T[],
  nameOrId: string,
) {
  const wanted = key(nameOrId);
  return items.find((item) => item.id === wanted || key(item.name) === wanted);
}

/** The school with this name or id (the registration payload's `faculty`), if any. */
export function findSchool(nameOrId: string): School | undefined {
  return findIn(SCHOOLS, nameOrId);
}

/** The department with this name or id, if any. */
export function findDepartment(nameOrId: string): Department | undefined {
  return findIn(DEPARTMENTS, nameOrId);
}

/** The course with this name or id, if any. */
export function findCourse(nameOrId: string): Course | undefined {
  return findIn(COURSES, nameOrId);
}

/** The departments of a school given by name or id, in the spec's order; none for an unknown school. */
export function departmentsOf(school: string): readonly Department[] {
  const found = findSchool(school);
  return found ? DEPARTMENTS.filter((department) => department.schoolId === found.id) : [];
}

/** The courses of a department given by name or id, in the spec's order; none for an unknown department. */
export function coursesOf(department: string): readonly Course[] {
  const found = findDepartment(department);
  return found ? COURSES.filter((course) => course.departmentId === found.id) : [];
}
