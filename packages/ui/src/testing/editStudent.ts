/** What the Edit Student Details stories share: the student edited, the form, the PATCHes sent. */
import type { HttpHandler } from 'msw';
import { createFakeApi, FIXTURE_IDS } from '@siwes/mocks';
import { within } from 'storybook/test';
import { recordRequests } from './stories.ts';

/** The fixture student the stories edit, as the fake holds it. */
export const EDITED_STUDENT = createFakeApi().db.students.find((s) => s._id === FIXTURE_IDS.student)!;

/** Records the bodies of the edit's PATCHes (the fake still answers them). */
export function recordUpdates(msw: { use: (...handlers: HttpHandler[]) => void }): unknown[] {
  const recorder = recordRequests('updateStudent');
  msw.use(recorder.handler);
  return recorder.bodies;
}

/** The edit form, once the student has loaded. */
export async function editStudentForm(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('form', { name: 'Edit student details' }));
}
