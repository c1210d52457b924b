/**
 * Edit Student Details (/coordinator/edit/student/{id}; spec sections 2, 4, 5 and 7).
 *
 * The form's inputs start filled with the current values (`currentEditValues`; issue 34: they were
 * empty with the values as placeholders, which read as nothing recorded); a field counts as
 * changed once its value differs from the current one. Only changed fields are sent
 * (`studentChanges`); an emptied field is left out (empty company fields are left out of the
 * company object); student code, matric number, email and phone are never sent.
 *
 * Input: `{ studentId }`. Events: `CHANGE { field, value }` (`field` is `firstName` … `faculty`,
 * `company.name` … `company.expectedEndDate`, or `workplaceSupervisor.name` … `.phone`),
 * `SUBMIT` (only when something changed:
 * check `snapshot.can({ type: 'SUBMIT' })`), `RETRY` (after a failed load).
 * States: `loading` → `loadFailed` | `editing` → `submitting` → `succeeded` (the server's
 * message; the values saved become the current ones, and the fields hold them) or `failed` (`error`).
 * Context: `student` (current values), `values` (what the fields hold), `message`, `error`, and
 * `fieldErrors` (the server's sentence per field it named, by the body's name, until the next change).
 *
 * The faculty follows the course: choosing a course sets the faculty to the course's school, so
 * it is sent (as a changed field) exactly when the new course is taught in another school; the
 * server sets the department from the course (`academicChange` in `@siwes/api/reference`).
 *
 * Provide: actors `loadStudent` ({ studentId } → Student) and `updateStudent`
 * ({ studentId, body: StudentUpdateBody } → answer).
 */
import { assign, setup } from 'xstate';
import { MESSAGES } from '@siwes/api';
import type { Level, Sex, Student, StudentUpdateBody } from '@siwes/api';
import { placeOfCourse } from '@siwes/api/reference';
import { failureText, notProvided, refusal, successText } from './shared.ts';

/** The editable School Details fields. */
export const EDITABLE_STUDENT_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'level',
  'sex',
  'course',
  'faculty',
] as const;
export type EditableStudentField = (typeof EDITABLE_STUDENT_FIELDS)[number];

/** The Work Details fields the coordinator may edit (the company object of the PATCH body). */
export const EDITABLE_COMPANY_FIELDS = [
  'name',
  'address',
  'state',
  'LGA',
  'email',
  'phone',
  'assignedDepartment',
  'jobDescription',
  'resumptionDate',
  'expectedEndDate',
] as const;
export type EditableCompanyField = (typeof EDITABLE_COMPANY_FIELDS)[number];

/** The workplace supervisor's fields (issue 24), sent as the PATCH body's `workplaceSupervisor`. */
export const EDITABLE_WORKPLACE_FIELDS = ['name', 'position', 'email', 'phone'] as const;
export type EditableWorkplaceField = (typeof EDITABLE_WORKPLACE_FIELDS)[number];

/** Shown on the form, never sent. */
export const READ_ONLY_STUDENT_FIELDS = ['studentCode', 'matricNo', 'email', 'phone'] as const;

/** What the fields hold: the current values once loaded, as the user edits them; '' is empty. */
export interface StudentEditValues {
  student: Record<EditableStudentField, string>;
  company: Record<EditableCompanyField, string>;
  workplaceSupervisor: Record<EditableWorkplaceField, string>;
}

export type StudentEditField =
  EditableStudentField | `company.${EditableCompanyField}` | `workplaceSupervisor.${EditableWorkplaceField}`;

const blank = <T extends string>(fields: readonly T[]) =>
  Object.fromEntries(fields.map((f) => [f, ''])) as Record<T, string>;

export function emptyStudentEditValues(): StudentEditValues {
  return {
    student: blank(EDITABLE_STUDENT_FIELDS),
    company: blank(EDITABLE_COMPANY_FIELDS),
    workplaceSupervisor: blank(EDITABLE_WORKPLACE_FIELDS),
  };
}

/** The current values the fields start from: the student's fields and company (or none). */
export type CurrentStudentValues = Partial<Record<EditableStudentField, string>> & {
  company?: Partial<Record<EditableCompanyField, string>> | null;
  workplaceSupervisor?: Partial<Record<EditableWorkplaceField, string>> | null;
};

/** A field's value is its current one: the same text, spaces at either end aside. */
function unchanged(value: string, current: string | null | undefined): boolean {
  const recorded = current ?? '';
  return value === recorded || value === recorded.trim();
}

/** The fields as the form first shows them: each holding the current value ('' where none). */
export function currentEditValues(current: CurrentStudentValues): StudentEditValues {
  const of = <T extends string>(
    fields: readonly T[],
    from: Partial<Record<T, string | null>> | null | undefined,
  ) => Object.fromEntries(fields.map((f) => [f, from?.[f] ?? ''])) as Record<T, string>;
  return {
    student: of(EDITABLE_STUDENT_FIELDS, current),
    company: of(EDITABLE_COMPANY_FIELDS, current.company),
    workplaceSupervisor: of(EDITABLE_WORKPLACE_FIELDS, current.workplaceSupervisor),
  };
}

/**
 * The PATCH body: only the editable fields whose value is not blank and differs from the
 * current value; the company object holds only such company fields and is left out when none,
 * and so does the workplace supervisor object. Nothing else the values object may carry (student code, matric number, email, phone) is sent.
 */
export function studentChanges(current: CurrentStudentValues, values: StudentEditValues): StudentUpdateBody {
  const body: Record<string, unknown> = {};
  for (const field of EDITABLE_STUDENT_FIELDS) {
    const value = values.student[field]?.trim() ?? '';
    if (value !== '' && !unchanged(value, current[field])) body[field] = value;
  }
  const company: Record<string, string> = {};
  for (const field of EDITABLE_COMPANY_FIELDS) {
    const value = values.company[field]?.trim() ?? '';
    if (value !== '' && !unchanged(value, current.company?.[field])) company[field] = value;
  }
  if (Object.keys(company).length > 0) body.company = company;
  const workplace: Record<string, string> = {};
  for (const field of EDITABLE_WORKPLACE_FIELDS) {
    const value = values.workplaceSupervisor[field]?.trim() ?? '';
    if (value !== '' && !unchanged(value, current.workplaceSupervisor?.[field])) workplace[field] = value;
  }
  if (Object.keys(workplace).length > 0) body.workplaceSupervisor = workplace;
  return body as StudentUpdateBody;
}

/**
 * The faculty and department the student will have once the typed values are saved: those of the
 * chosen course, or the current ones while the course is untouched.
 */
export function facultyAndDepartment(
  current: Pick<Student, 'faculty' | 'department' | 'course'>,
  values: StudentEditValues,
): { faculty: string | undefined; department: string | undefined } {
  const course = values.student.course.trim();
  const place = course === '' || unchanged(course, current.course) ? undefined : placeOfCourse(course);
  return place
    ? { faculty: place.school.name, department: place.department.name }
    : { faculty: current.faculty, department: current.department };
}

/** The student with a successful update applied, so the placeholders and the name show the new values. */
function applyChanges(student: Student, body: StudentUpdateBody): Student {
  const { company, workplaceSupervisor, ...fields } = body;
  const next: Student = { ...student, ...(fields as { level?: Level; sex?: Sex }) };
  const place = fields.course ? placeOfCourse(fields.course) : undefined;
  if (place) Object.assign(next, { faculty: place.school.name, department: place.department.name });
  if (fields.firstName || fields.middleName || fields.lastName) {
    next.name = [next.firstName, next.middleName, next.lastName].filter((part) => part?.trim()).join(' ');
  }
  if (company) next.company = { ...emptyCompany(), ...student.company, ...company };
  if (workplaceSupervisor) {
    next.workplaceSupervisor = {
      ...blank(EDITABLE_WORKPLACE_FIELDS),
      ...student.workplaceSupervisor,
      ...workplaceSupervisor,
    };
  }
  return next;
}

function emptyCompany(): NonNullable<Student['company']> {
  return blank(EDITABLE_COMPANY_FIELDS) as NonNullable<Student['company']>;
}

export interface EditStudentContext {
  studentId: string;
  student: Student | null;
  values: StudentEditValues;
  message: string | null;
  error: string | null;
  fieldErrors: Record<string, string>;
}

export type EditStudentEvent =
  { type: 'CHANGE'; field: StudentEditField; value: string } | { type: 'SUBMIT' } | { type: 'RETRY' };

function withChange(values: StudentEditValues, field: StudentEditField, value: string): StudentEditValues {
  if (field.startsWith('company.')) {
    const key = field.slice('company.'.length) as EditableCompanyField;
    return { ...values, company: { ...values.company, [key]: value } };
  }
  if (field.startsWith('workplaceSupervisor.')) {
    const key = field.slice('workplaceSupervisor.'.length) as EditableWorkplaceField;
    return { ...values, workplaceSupervisor: { ...values.workplaceSupervisor, [key]: value } };
  }
  const student = { ...values.student, [field as EditableStudentField]: value };
  if (field === 'course')
    student.faculty = value.trim() === '' ? '' : (placeOfCourse(value)?.school.name ?? '');
  return { ...values, student };
}

export const editStudentMachine = setup({
  types: {
    input: {} as { studentId: string },
    context: {} as EditStudentContext,
    events: {} as EditStudentEvent,
  },
  actors: {
    loadStudent: notProvided<Student, { studentId: string }>('loadStudent'),
    updateStudent: notProvided<unknown, { studentId: string; body: StudentUpdateBody }>('updateStudent'),
  },
  actions: {
    change: assign({
      values: ({ context, event }) =>
        event.type === 'CHANGE' ? withChange(context.values, event.field, event.value) : context.values,
      message: null,
      error: null,
      // The server's sentence about a field stays until that field is edited.
      fieldErrors: ({ context, event }) =>
        Object.fromEntries(
          Object.entries(context.fieldErrors).filter(
            ([field]) => event.type !== 'CHANGE' || field !== event.field,
          ),
        ),
    }),
  },
  guards: {
    hasChanges: ({ context }) =>
      context.student !== null && Object.keys(studentChanges(context.student, context.values)).length > 0,
  },
}).createMachine({
  id: 'editStudent',
  context: ({ input }) => ({
    studentId: input.studentId,
    student: null,
    values: emptyStudentEditValues(),
    message: null,
    error: null,
    fieldErrors: {},
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadStudent',
        src: 'loadStudent',
        input: ({ context }) => ({ studentId: context.studentId }),
        onDone: {
          target: 'editing',
          actions: assign({
            student: ({ event }) => event.output,
            values: ({ event }) => currentEditValues(event.output),
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => failureText(event.error, MESSAGES.fetchError) }),
        },
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    editing: {
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: { guard: 'hasChanges', target: 'submitting' },
      },
    },
    submitting: {
      invoke: {
        id: 'updateStudent',
        src: 'updateStudent',
        input: ({ context }) => ({
          studentId: context.studentId,
          body: context.student ? studentChanges(context.student, context.values) : {},
        }),
        onDone: {
          target: 'succeeded',
          actions: assign(({ context, event }) => {
            const student = context.student
              ? applyChanges(context.student, studentChanges(context.student, context.values))
              : null;
            return {
              message: successText(event.output, undefined, MESSAGES.detailsUpdated),
              student,
              values: student ? currentEditValues(student) : emptyStudentEditValues(),
            };
          }),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => refusal(event.error, MESSAGES.genericError)),
        },
      },
    },
    succeeded: {
      on: { CHANGE: { target: 'editing', actions: 'change' } },
    },
    failed: {
      on: {
        CHANGE: { target: 'editing', actions: 'change' },
        SUBMIT: {
          guard: 'hasChanges',
          target: 'submitting',
          actions: assign({ error: null, fieldErrors: {} }),
        },
      },
    },
  },
});
