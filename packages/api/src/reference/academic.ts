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
import { SERVER_MESSAGES } from '../messages.ts';
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

/** A course with the department it is listed under and that department's school. */
export interface CoursePlace {
  readonly course: Course;
  readonly department: Department;
  readonly school: School;
}

/** Where a course given by name or id sits; undefined for a course not on the list. */
export function placeOfCourse(course: string): CoursePlace | undefined {
  const found = findCourse(course);
  const department = found && DEPARTMENTS.find((d) => d.id === found.departmentId);
  const school = department && SCHOOLS.find((s) => s.id === department.schoolId);
  return found && department && school ? { course: found, department, school } : undefined;
}

/** The columns a coordinator's change of course or faculty writes, as names. */
export interface AcademicChanges {
  course?: string;
  department?: string;
  faculty?: string;
}

/** A refusal of an academic change: the body's field and the sentence to show beside it. */
export interface AcademicRefusal {
  field: 'course' | 'faculty';
  problem: string;
}

/**
 * What a coordinator's edit (PATCH /api/coordinators/students/{id}) does to a student's course,
 * department and faculty, so that the three never contradict the ties above. The server and the
 * fake both call it, so they agree.
 *
 * - A course must be on the list; it sets the course and, from the ties, the department and the
 *   faculty (a client that sends the course alone still leaves a consistent record).
 * - A faculty sent with it must be that course's school.
 * - A faculty sent alone must be the school of the course the student already has (when that
 *   course is on the list), or at least a school on the list.
 *
 * Blank values count as not sent. Nothing is changed when either field is refused.
 */
export function academicChange(
  current: { course?: string | undefined },
  sent: { course?: string | undefined; faculty?: string | undefined },
): { changes: AcademicChanges } | { refused: AcademicRefusal } {
  const course = sent.course?.trim() ?? '';
  const faculty = sent.faculty?.trim() ?? '';
  if (course === '' && faculty === '') return { changes: {} };
  if (course !== '') {
    const place = placeOfCourse(course);
    if (!place) return { refused: { field: 'course', problem: SERVER_MESSAGES.courseNotListed } };
    if (faculty !== '' && findSchool(faculty)?.id !== place.school.id) {
      return {
        refused: {
          field: 'faculty',
          problem: SERVER_MESSAGES.facultyOfCourse(place.course.name, place.school.name),
        },
      };
    }
    return {
      changes: { course: place.course.name, department: place.department.name, faculty: place.school.name },
    };
  }
  const school = findSchool(faculty);
  const place = placeOfCourse(current.course ?? '');
  if (place && school?.id !== place.school.id) {
    return {
      refused: {
        field: 'faculty',
        problem: SERVER_MESSAGES.facultyOfCourse(place.course.name, place.school.name),
      },
    };
  }
  if (!school) return { refused: { field: 'faculty', problem: SERVER_MESSAGES.facultyNotListed } };
  return { changes: { faculty: school.name } };
}

/** A new record's faculty, department and course, as names from the lists (blank when not chosen). */
export interface AcademicChoice {
  faculty: string;
  department: string;
  course: string;
}

/** A refusal of an academic choice: the body's field and the sentence to show beside it. */
export interface AcademicChoiceRefusal {
  field: 'course' | 'department' | 'faculty';
  problem: string;
}

/**
 * What a new record takes as its faculty, department and course (a student's registration; a
 * coordinator's faculty when one is added), so that nothing off the lists, and no two that
 * contradict the ties, is ever stored. The server and the fake both call it.
 *
 * Each is optional (the registration form marks none of them required); blank counts as not
 * chosen. A chosen one must be on its list, given by name or id, and is stored by its name. A
 * course sets the department it is listed under and that school; a department, its school. A
 * department or faculty sent beside them must be those.
 */
export function academicChoice(sent: {
  faculty?: string | undefined;
  department?: string | undefined;
  course?: string | undefined;
}): { choice: AcademicChoice } | { refused: AcademicChoiceRefusal } {
  const faculty = sent.faculty?.trim() ?? '';
  const department = sent.department?.trim() ?? '';
  const course = sent.course?.trim() ?? '';
  const schoolSent = faculty === '' ? undefined : findSchool(faculty);
  if (faculty !== '' && !schoolSent) {
    return { refused: { field: 'faculty', problem: SERVER_MESSAGES.facultyNotListed } };
  }
  const departmentSent = department === '' ? undefined : findDepartment(department);
  if (department !== '' && !departmentSent) {
    return { refused: { field: 'department', problem: SERVER_MESSAGES.departmentNotListed } };
  }
  if (course !== '') {
    const place = placeOfCourse(course);
    if (!place) return { refused: { field: 'course', problem: SERVER_MESSAGES.courseNotListed } };
    if (departmentSent && departmentSent.id !== place.department.id) {
      const problem = SERVER_MESSAGES.departmentOfCourse(place.course.name, place.department.name);
      return { refused: { field: 'department', problem } };
    }
    if (schoolSent && schoolSent.id !== place.school.id) {
      const problem = SERVER_MESSAGES.facultyOfCourse(place.course.name, place.school.name);
      return { refused: { field: 'faculty', problem } };
    }
    return {
      choice: { faculty: place.school.name, department: place.department.name, course: place.course.name },
    };
  }
  if (departmentSent) {
    const school = SCHOOLS.find((s) => s.id === departmentSent.schoolId);
    if (!school) throw new Error(`department ${departmentSent.id} has no school`);
    if (schoolSent && schoolSent.id !== school.id) {
      const problem = SERVER_MESSAGES.facultyOfDepartment(departmentSent.name, school.name);
      return { refused: { field: 'faculty', problem } };
    }
    return { choice: { faculty: school.name, department: departmentSent.name, course: '' } };
  }
  return { choice: { faculty: schoolSent?.name ?? '', department: '', course: '' } };
}
