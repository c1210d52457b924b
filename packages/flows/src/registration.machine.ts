/**
 * Student Registration (/Register; spec sections 2, 3, 4, 5 and 8). Two parallel regions:
 *
 * - `cascade`: the faculty, department and course selects. `noFaculty` (department and course
 *   disabled) → `facultyChosen.noDepartment` (course disabled) →
 *   `facultyChosen.departmentChosen.noCourse` → `…departmentChosen.courseChosen`. Changing a
 *   parent clears its children; choosing the empty option goes back a step. Options come from
 *   the reference lists (`departmentOptions`, `courseOptions`; empty: 'No options available').
 * - `submission`: `idle` → `submitting` → `succeeded` ('Registration Successful!', then
 *   `goToLogin` after `redirectDelay`, 2 s, in `redirected`) or `failed` (`error`: the
 *   server's errors, else message, else 'An error occurred'; when the server names fields
 *   (`password: …`), each sentence in `fieldErrors` for beside its field, and its overall
 *   message in `error`; `SUBMIT` again).
 *
 * Input: `{ email }` (kept by the verify step; read-only on the form).
 * Events: `SELECT_FACULTY { faculty }`, `SELECT_DEPARTMENT { department }`,
 * `SELECT_COURSE { course }`, `SUBMIT { values }` (every other field of the form).
 * Context: `email`, `faculty`, `department`, `course`, `departmentOptions`, `courseOptions`,
 * `message`, `error`, `fieldErrors` (by the body's field name: `password`, `bankDetails.name`).
 *
 * Provide: actor `register` ({ body: RegistrationBody }); action `goToLogin`.
 */
import { assign, setup } from 'xstate';
import { MESSAGES, REDIRECT_AFTER_SUCCESS_MS } from '@siwes/api';
import type { RegistrationBody } from '@siwes/api';
import { coursesOf, departmentsOf } from '@siwes/api/reference';
import { noop, notProvided, refusal } from './shared.ts';

/** What the form sends besides the email and the cascade. */
export type RegistrationValues = Omit<RegistrationBody, 'email' | 'faculty' | 'department' | 'course'>;

export interface RegistrationContext {
  email: string;
  faculty: string;
  department: string;
  course: string;
  departmentOptions: string[];
  courseOptions: string[];
  message: string | null;
  error: string | null;
  fieldErrors: Record<string, string>;
}

export type RegistrationEvent =
  | { type: 'SELECT_FACULTY'; faculty: string }
  | { type: 'SELECT_DEPARTMENT'; department: string }
  | { type: 'SELECT_COURSE'; course: string }
  | { type: 'SUBMIT'; values: RegistrationValues };

/** The registration payload: the form's values, the verified email, and the chosen faculty, department and course (when chosen). */
export function registrationBody(context: RegistrationContext, values: RegistrationValues): RegistrationBody {
  return {
    ...values,
    email: context.email,
    ...(context.faculty ? { faculty: context.faculty } : {}),
    ...(context.department ? { department: context.department } : {}),
    ...(context.course ? { course: context.course } : {}),
  };
}

export const registrationMachine = setup({
  types: {
    input: {} as { email: string },
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: {
    register: notProvided<unknown, { body: RegistrationBody }>('register'),
  },
  actions: {
    goToLogin: () => noop(),
  },
  delays: {
    redirectDelay: REDIRECT_AFTER_SUCCESS_MS,
  },
  guards: {
    chosenFaculty: ({ event }) => event.type === 'SELECT_FACULTY' && event.faculty !== '',
    chosenDepartment: ({ event }) => event.type === 'SELECT_DEPARTMENT' && event.department !== '',
    chosenCourse: ({ event }) => event.type === 'SELECT_COURSE' && event.course !== '',
  },
}).createMachine({
  id: 'registration',
  type: 'parallel',
  context: ({ input }) => ({
    email: input.email,
    faculty: '',
    department: '',
    course: '',
    departmentOptions: [],
    courseOptions: [],
    message: null,
    error: null,
    fieldErrors: {},
  }),
  states: {
    cascade: {
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
    },
    submission: {
      initial: 'idle',
      states: {
        idle: {
          on: { SUBMIT: 'submitting' },
        },
        submitting: {
          entry: assign({ error: null, fieldErrors: {} }),
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context, event }) => ({
              body: registrationBody(context, (event as { values: RegistrationValues }).values),
            }),
            onDone: { target: 'succeeded', actions: assign({ message: MESSAGES.registrationSuccessful }) },
            onError: {
              target: 'failed',
              actions: assign(({ event }) => refusal(event.error, MESSAGES.genericError)),
            },
          },
        },
        succeeded: {
          after: { redirectDelay: 'redirected' },
        },
        redirected: {
          type: 'final',
          entry: 'goToLogin',
        },
        failed: {
          on: { SUBMIT: 'submitting' },
        },
      },
    },
  },
});
