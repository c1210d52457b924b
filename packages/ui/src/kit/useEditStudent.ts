import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { MESSAGES, type Student } from '@siwes/api';
import {
  editStudentMachine,
  facultyAndDepartment,
  type StudentEditField,
  type StudentEditValues,
} from '@siwes/flows';
import { useServices } from '../services/services.tsx';

export interface EditStudent {
  status: 'loading' | 'loadFailed' | 'editing' | 'submitting' | 'succeeded' | 'failed';
  /** The current values, shown as placeholders. */
  student: Student | null;
  /** What the coordinator has typed ('' is untouched). */
  values: StudentEditValues;
  /** The faculty and department that follow the chosen course (the current ones until it changes). */
  follows: ReturnType<typeof facultyAndDepartment> | null;
  /** Whether anything differs from the current values (Update sends only that). */
  canSubmit: boolean;
  message: string | null;
  error: string | null;
  /** The server's sentence per field it refused, by the field's name (`workplaceSupervisor.email`). */
  fieldErrors: Record<string, string>;
  change: (field: StudentEditField, value: string) => void;
  submit: () => void;
  retry: () => void;
}

/**
 * Wires the edit-student machine once to the coordinator's calls: GET the student (the first item
 * of the answer), PATCH only the changed fields; both with an abort signal.
 */
export function useEditStudent(studentId: string): EditStudent {
  const { client } = useServices();
  const actor = useActorRef(
    editStudentMachine.provide({
      actors: {
        loadStudent: fromPromise(async ({ input, signal }) => {
          const [student] = await client.getStudent({ id: input.studentId }, { signal });
          if (!student) throw new Error(MESSAGES.fetchError);
          return student;
        }),
        updateStudent: fromPromise(({ input, signal }) =>
          client.updateStudent({ id: input.studentId, ...input.body }, { signal }),
        ),
      },
    }),
    { input: { studentId } },
  );
  const status = useSelector(actor, (s) => s.value as EditStudent['status']);
  const student = useSelector(actor, (s) => s.context.student);
  const values = useSelector(actor, (s) => s.context.values);
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'SUBMIT' }));
  const message = useSelector(actor, (s) => s.context.message);
  const error = useSelector(actor, (s) => s.context.error);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  return {
    status,
    student,
    values,
    follows: student ? facultyAndDepartment(student, values) : null,
    canSubmit,
    message,
    error,
    fieldErrors,
    change: (field, value) => actor.send({ type: 'CHANGE', field, value }),
    submit: () => actor.send({ type: 'SUBMIT' }),
    retry: () => actor.send({ type: 'RETRY' }),
  };
}
