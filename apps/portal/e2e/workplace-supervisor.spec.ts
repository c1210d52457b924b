import { expect, test } from './fixtures.ts';
import type { Student } from '@siwes/api';
import { getStudent, signInAsCoordinator } from './coordinator-support.ts';
import { apiToken, callApi, goClientSide, PLACEMENT, registerStudent, signInAs } from './support.ts';

/**
 * The workplace supervisor (issue 24, part 1): a placed student is asked for one on the dashboard
 * until it is given on Work Details; the coordinator sees it on Edit Student and corrects it.
 * Each side's result is read back through the API as the other role.
 */

const BELLO = {
  name: 'Ngozi Bello',
  position: 'Network Manager',
  email: 'ngozi.bello@journey.example',
  phone: '08031234567',
};

test('a placed student is asked for their workplace supervisor, gives it on Work Details, and the coordinator corrects it', async ({
  page,
}) => {
  await page.goto('/');
  const student = await registerStudent(page, 'Workplace');
  const studentToken = await apiToken(page, student);
  expect((await callApi(page, 'submitWorkDetails', PLACEMENT, studentToken)).status).toBe(200);
  const own = async () =>
    ((await callApi(page, 'getStudentDetails', {}, studentToken)).body as { data: Student }).data;
  const id = (await own())._id;

  // The dashboard asks, and leads to Work Details.
  await signInAs(page, student);
  const note = page.getByRole('note', { name: 'Add your workplace supervisor' });
  await expect(note).toBeVisible();
  await note.getByRole('link', { name: 'Go to Work Details' }).click();
  await expect(page).toHaveURL('/students/upload');

  // Given with the work details, the note is gone.
  const group = page.getByRole('group', { name: 'Workplace Supervisor' });
  await expect(page.getByLabel('Company Name')).toHaveValue(PLACEMENT.name);
  await expect(page.getByLabel('LGA')).toHaveValue(PLACEMENT.LGA);
  await group.getByLabel("Supervisor's Name").fill(BELLO.name);
  await group.getByLabel("Supervisor's Position").fill(BELLO.position);
  await group.getByLabel("Supervisor's Email").fill(BELLO.email);
  await group.getByLabel("Supervisor's Phone Number").fill(BELLO.phone);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Work Upload Successful!')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Student menu' })
    .getByRole('link', { name: "Student's Home" })
    .click();
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  await expect(note).toBeHidden();

  // The coordinator reads what the student gave, and corrects the position and phone.
  const coordinatorToken = await signInAsCoordinator(page);
  expect((await getStudent(page, coordinatorToken, id)).workplaceSupervisor).toEqual(BELLO);
  await goClientSide(page, `/coordinator/edit/student/${id}`);
  const edit = page.getByRole('group', { name: 'Workplace Supervisor' });
  await expect(edit.getByLabel("Supervisor's Name")).toHaveValue(BELLO.name);
  await expect(edit.getByLabel("Supervisor's Email")).toHaveValue(BELLO.email);
  await edit.getByLabel("Supervisor's Position").fill('Head of IT');
  await edit.getByLabel("Supervisor's Phone Number").fill('08039876543');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toBeVisible();
  await expect(edit.getByLabel("Supervisor's Position")).toHaveValue('Head of IT');

  // The student's own record has the coordinator's correction; the rest stays as given.
  expect((await own()).workplaceSupervisor).toEqual({
    ...BELLO,
    position: 'Head of IT',
    phone: '08039876543',
  });

  // An email the contract refuses is said beside the field, and nothing changes.
  await edit.getByLabel("Supervisor's Email").fill('ngozi@journey');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(edit.getByLabel("Supervisor's Email")).toHaveAccessibleDescription('Invalid email address');
  expect((await own()).workplaceSupervisor?.email).toBe(BELLO.email);
});
