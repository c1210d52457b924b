import { useActorRef, useSelector } from '@xstate/react';
import { courseCascadeMachine } from '@siwes/flows';
import type { Form, FormValues } from './useForm.ts';

/** A form with the three values of the cascade. */
type CourseValues = FormValues & { faculty: string; department: string; course: string };

export interface CourseCascade {
  /** The chosen faculty's departments ('No options available' when empty). */
  departmentOptions: string[];
  /** The chosen department's courses. */
  courseOptions: string[];
  /** Each sets the form's value and empties the ones below it. */
  selectFaculty: (faculty: string) => void;
  selectDepartment: (department: string) => void;
  selectCourse: (course: string) => void;
}

/**
 * The faculty → department → course selects of a form, wired once to the course cascade machine
 * over the shipped reference lists. The values live in the form (`faculty`, `department`,
 * `course`), so its checks and its submission see them like any other field.
 */
export function useCourseCascade<TValues extends CourseValues>(
  form: Pick<Form<TValues>, 'setValue'>,
): CourseCascade {
  const actor = useActorRef(courseCascadeMachine);
  const departmentOptions = useSelector(actor, (s) => s.context.departmentOptions);
  const courseOptions = useSelector(actor, (s) => s.context.courseOptions);
  const set = (name: 'faculty' | 'department' | 'course', value: string) =>
    form.setValue(name, value as TValues[typeof name]);
  return {
    departmentOptions,
    courseOptions,
    selectFaculty: (faculty) => {
      actor.send({ type: 'SELECT_FACULTY', faculty });
      set('faculty', faculty);
      set('department', '');
      set('course', '');
    },
    selectDepartment: (department) => {
      actor.send({ type: 'SELECT_DEPARTMENT', department });
      set('department', department);
      set('course', '');
    },
    selectCourse: (course) => {
      actor.send({ type: 'SELECT_COURSE', course });
      set('course', course);
    },
  };
}
