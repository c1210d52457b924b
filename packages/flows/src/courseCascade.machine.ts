/**
 * The faculty, department and course selects of Student Registration (/Register; spec sections
 * 2, 3 and 5). The form's other fields and its submission are the form submission machine's
 * (the screen kit's `useForm`); this machine is what the three selects may offer.
 *
 * States: `noFaculty` (department and course disabled) → `facultyChosen.noDepartment` (course
 * disabled) → `facultyChosen.departmentChosen.noCourse` → `…departmentChosen.courseChosen`.
 * Changing a parent clears its children; choosing the empty option goes back a step. Options
 * come from the reference lists (`departmentOptions`, `courseOptions`; an empty list shows
 * 'No options available').
 *
 * Events: `SELECT_FACULTY { faculty }`, `SELECT_DEPARTMENT { department }`,
 * `SELECT_COURSE { course }`.
 * Context: `faculty`, `department`, `course`, `departmentOptions`, `courseOptions`.
 *
 * Provide: nothing (the lists ship with the contract).
 */
import { assign, setup } from 'xstate';
import { coursesOf, departmentsOf } from '@siwes/api/reference';

export interface CourseCascadeContext {
  faculty: string;
  department: string;
  course: string;
  departmentOptions: string[];
  courseOptions: string[];
}

export type CourseCascadeEvent =
  | { type: 'SELECT_FACULTY'; faculty: string }
  | { type: 'SELECT_DEPARTMENT'; department: string }
  | { type: 'SELECT_COURSE'; course: string };

export const courseCascadeMachine = setup({
  types: {
    context: {} as CourseCascadeContext,
    events: {} as CourseCascadeEvent,
  },
  guards: {
    chosenFaculty: ({ event }) => event.type === 'SELECT_FACULTY' && event.faculty !== '',
    chosenDepartment: ({ event }) => event.type === 'SELECT_DEPARTMENT' && event.department !== '',
    chosenCourse: ({ event }) => event.type === 'SELECT_COURSE' && event.course !== '',
  },
}).createMachine({
  id: 'courseCascade',
  context: {
    faculty: '',
    department: '',
    course: '',
    departmentOptions: [],
    courseOptions: [],
  },
  initial: 'noFaculty',
  on: {
    SELECT_FACULTY: [
      {
        guard: 'chosenFaculty',
        target: '.facultyChosen',
        actions: assign(({ event }) => ({
          faculty: event.faculty,
          department: '',
          course: '',
          departmentOptions: departmentsOf(event.faculty).map((d) => d.name),
          courseOptions: [],
        })),
      },
      {
        target: '.noFaculty',
        actions: assign({
          faculty: '',
          department: '',
          course: '',
          departmentOptions: [],
          courseOptions: [],
        }),
      },
    ],
  },
  states: {
    noFaculty: {},
    facultyChosen: {
      initial: 'noDepartment',
      on: {
        SELECT_DEPARTMENT: [
          {
            guard: 'chosenDepartment',
            target: '.departmentChosen',
            actions: assign(({ event }) => ({
              department: event.department,
              course: '',
              courseOptions: coursesOf(event.department).map((c) => c.name),
            })),
          },
          { target: '.noDepartment', actions: assign({ department: '', course: '', courseOptions: [] }) },
        ],
      },
      states: {
        noDepartment: {},
        departmentChosen: {
          initial: 'noCourse',
          on: {
            SELECT_COURSE: [
              {
                guard: 'chosenCourse',
                target: '.courseChosen',
                actions: assign({ course: ({ event }) => event.course }),
              },
              { target: '.noCourse', actions: assign({ course: '' }) },
            ],
          },
          states: {
            noCourse: {},
            courseChosen: {},
          },
        },
      },
    },
  },
});
