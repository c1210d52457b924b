import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, SHORT_TIMING, test } from './fixtures.ts';
import { PASSWORD_HINT, type Coordinator, type Form } from '@siwes/api';
import {
  ACCOUNTS,
  apiToken,
  callApi,
  fetchFile,
  goClientSide,
  signIn,
  signInAs,
  signOut,
} from './support.ts';

/**
 * The coordinator's set-up screens, end to end: publishing forms, creating accounts, the
 * registration deadline and their own details. Each journey makes its own accounts and forms (a
 * timestamp keeps them apart between runs) and puts back what others rely on: the deadline ends in
 * the future, the demo coordinator's details as they were.
 */

const PDF = '%PDF-1.4\n% an inspection form made by the journey\n%%EOF\n';
const PASSWORD = 'Journey passphrase 2026';

async function openAsCoordinator(page: Page, path: string, heading: string) {
  await signIn(page, 'coordinator');
  await expect(page).toHaveURL('/coordinator/index');
  await goClientSide(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Other journeys register students: the deadline journeys leave registration open, whatever happened. */
async function reopenRegistration(page: Page) {
  const token = await apiToken(page, ACCOUNTS.coordinator);
  const reopened = await callApi(
    page,
    'setRegistrationDeadline',
    { time: '2030-07-31T16:00:00.000Z' },
    token,
  );
  expect(reopened.status).toBe(200);
}

test('the coordinator publishes a PDF form; a supervisor sees and downloads it; once deleted it is gone', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `e2e-visit-${stamp}.pdf`;
  const description = `Visit form ${stamp}`;
  await openAsCoordinator(page, '/coordinator/uploadform', 'Upload Form');

  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Purpose').selectOption('Inspection');
  await page
    .getByLabel('Form', { exact: true })
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
  await expect(page.getByText(`Chosen: ${name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Form Uploaded Successfully!')).toBeVisible();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(item).toContainText(description);

  // The coordinator's own download: the browser saves the file under its name.
  const saving = page.waitForEvent('download');
  await item.getByRole('button', { name: `Download ${name}` }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe(name);
  expect(await readFile(await download.path(), 'latin1')).toBe(PDF);

  // A supervisor sees it among their forms and downloads the same bytes.
  const supervisor = await apiToken(page, ACCOUNTS.supervisor);
  const seen = (await callApi(page, 'listSupervisorForms', {}, supervisor)).body as Form[];
  const form = seen.find((f) => f.name === name);
  expect(form).toMatchObject({ purpose: 'Inspection', description });
  expect(await fetchFile(page, form!.pathToFile, supervisor)).toEqual({ status: 200, text: PDF });

  // Delete asks first; confirmed, the form says so, then leaves the list and the supervisors' side.
  await item.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(item.getByRole('status')).toContainText('Deleted Successfully!');
  // The form stays in the list while its notice shows (SHORT_TIMING.successNoticeMs), then leaves.
  await expect(item).toHaveCount(0, { timeout: SHORT_TIMING.successNoticeMs! + 10_000 });
  const after = (await callApi(page, 'listSupervisorForms', {}, supervisor)).body as Form[];
  expect(after.map((f) => f.name)).not.toContain(name);
  expect((await fetchFile(page, form!.pathToFile, supervisor)).status).toBe(404);
});

test('the coordinator creates a supervisor and a coordinator, who each sign in with their password', async ({
  page,
}) => {
  const stamp = Date.now();
  const supervisorEmail = `e2e.supervisor.${stamp}@siwes.test`;
  const coordinatorEmail = `e2e.coordinator.${stamp}@siwes.test`;
  await openAsCoordinator(page, '/coordinator/createsupervisor', 'Create Supervisor');

  // The password rule is said before anything is typed.
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAccessibleDescription(PASSWORD_HINT);
  await page.getByLabel('First Name').fill('Tunde');
  await page.getByLabel('Last Name').fill(`Journey${stamp % 1000}`);
  await page.getByLabel('Email').fill(supervisorEmail);
  await page.getByLabel('Phone Number').fill('08025550123');
  await page.getByLabel('Office').fill('Block C, Room 9');
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account Created Successfully!')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');

  // The same email again: the server's message.
  await page.getByLabel('First Name').fill('Tunde');
  await page.getByLabel('Last Name').fill('Again');
  await page.getByLabel('Email').fill(supervisorEmail);
  await page.getByLabel('Phone Number').fill('08025550123');
  await page.getByLabel('Office').fill('Block C, Room 9');
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'An account with this email already exists.' }),
  ).toBeVisible();

  await goClientSide(page, '/coordinator/createcoordinator');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Coordinator' })).toBeVisible();
  await page.getByLabel('First Name').fill('Halima');
  await page.getByLabel('Last Name').fill(`Journey${stamp % 1000}`);
  await page.getByLabel('Email').fill(coordinatorEmail);
  await page.getByLabel('Phone Number').fill('08035550199');
  await page.getByLabel('Faculty').selectOption('Science and Technology');
  await page.getByLabel('Office').fill('Faculty Office, Room 2');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account Created Successfully!')).toBeVisible();
  await signOut(page);
  await expect(page).toHaveURL('/coordinatorlogin');

  await signInAs(page, { login: '/lecturerlogin', email: supervisorEmail, password: PASSWORD });
  await expect(page).toHaveURL('/lecturers/index');
  await expect(page.getByRole('heading', { name: "Lecturer's Home" })).toBeVisible();
  await expect(page.getByText(supervisorEmail)).toBeVisible();

  await signInAs(page, { login: '/coordinatorlogin', email: coordinatorEmail, password: PASSWORD });
  await expect(page).toHaveURL('/coordinator/index');
  await expect(page.getByRole('region', { name: 'Your Details' })).toContainText(coordinatorEmail);
  await expect(page.getByRole('region', { name: 'Your Details' })).toContainText('Science and Technology');
});

test('a deadline in the past, once confirmed, refuses registration’s code request; a future one accepts it', async ({
  page,
}) => {
  const stamp = Date.now();
  await openAsCoordinator(page, '/coordinator/setregistration', 'Set Registration Deadline');
  try {
    const field = page.getByLabel('Registration Deadline');
    await field.fill('2026-01-01T09:00');
    await expect(
      page.getByText('Registration closes on Thursday 1 January 2026, 09:00 in Lagos.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Set Deadline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close registration now?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Set Deadline and Close Registration' }).click();
    await expect(page.getByText('Deadline Set Successfully!')).toBeVisible();
    await expect(page).toHaveURL('/coordinator/index');
    // The home says it has passed (issue 34).
    const card = page.getByRole('region', { name: 'Registration' });
    await expect(card).toContainText('Thursday 1 January 2026, 09:00 in Lagos');
    await expect(card).toContainText('Closed: the deadline has passed.');

    await goClientSide(page, '/verifyStudent');
    await page.getByLabel('Email', { exact: true }).fill(`late.${stamp}@university.edu.ng`);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Registration has closed.' })).toBeVisible();
    await expect(page).toHaveURL('/verifyStudent');

    await goClientSide(page, '/coordinator/setregistration');
    await page.getByLabel('Registration Deadline').fill('2030-07-31T17:00');
    await expect(
      page.getByText('Registration closes on Wednesday 31 July 2030, 17:00 in Lagos.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Set Deadline' }).click();
    await expect(page.getByText('Deadline Set Successfully!')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL('/coordinator/index');

    await goClientSide(page, '/verifyStudent');
    await page.getByLabel('Email', { exact: true }).fill(`early.${stamp}@university.edu.ng`);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/validateOtp');
  } finally {
    await reopenRegistration(page);
  }
});

test('the coordinator edits their details and sees them on their home', async ({ page }) => {
  const stamp = Date.now();
  const office = `ICT Centre, Room ${stamp % 1000}`;
  await openAsCoordinator(page, '/coordinator/editdetails', 'Edit Details');
  const { coordinator } = ACCOUNTS;
  const signedIn = await callApi(page, 'login', {
    email: coordinator.email,
    password: coordinator.password,
    type: 'coordinator',
  });
  const { tokens, data } = signedIn.body as { tokens: { accessToken: string }; data: { _id: string } };
  const before = (
    (await callApi(page, 'getCoordinator', { id: data._id }, tokens.accessToken)).body as {
      data: Coordinator;
    }
  ).data;
  try {
    await expect(page.getByLabel('First Name')).toHaveValue(before.firstName);
    await page.getByLabel('Office').fill(office);
    await page.getByLabel('Second Phone Number').fill('08120000001');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Profile Update Successful !')).toBeVisible();
    await expect(page).toHaveURL('/coordinator/index');
    const details = page.getByRole('region', { name: 'Your Details' });
    await expect(details).toContainText(office);
    await expect(details).toContainText('08120000001');
  } finally {
    // The demo coordinator as other journeys expect them.
    const restored = await callApi(
      page,
      'updateCoordinator',
      {
        id: data._id,
        firstName: before.firstName,
        lastName: before.lastName,
        phone1: before.phone1,
        phone2: before.phone2 ?? '',
        office: before.office,
      },
      tokens.accessToken,
    );
    expect(restored.status).toBe(200);
  }
});

test('the deadline set is shown after setting it: on the home, after a reload, and on Set Registration Deadline (issue 34)', async ({
  page,
}) => {
  await openAsCoordinator(page, '/coordinator/setregistration', 'Set Registration Deadline');
  const card = page.getByRole('region', { name: 'Registration' });
  await expect(card).toContainText(/Deadline(Not set yet|.+ in Lagos)/);
  try {
    await page.getByLabel('Registration Deadline').fill('2031-03-14T10:15');
    await page.getByRole('button', { name: 'Set Deadline' }).click();
    await expect(page.getByText('Deadline Set Successfully!')).toBeVisible();
    // Said at once on the page, then on the home it goes to.
    const words = 'Friday 14 March 2031, 10:15 in Lagos';
    await expect(card).toContainText(words);
    await expect(page).toHaveURL('/coordinator/index');
    await expect(card).toContainText(words);
    await expect(card).toContainText('Open now: students can register until the deadline.');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: "Coordinator's Home" })).toBeVisible();
    await expect(card).toContainText(words);
    await goClientSide(page, '/coordinator/setregistration');
    await expect(page.getByRole('heading', { level: 1, name: 'Set Registration Deadline' })).toBeVisible();
    await expect(card).toContainText(words);

    // Through the API, as another coordinator's portal reads it.
    const token = await apiToken(page, ACCOUNTS.coordinator);
    const read = await callApi(page, 'getRegistrationDeadline', {}, token);
    expect(read.body).toEqual({ data: { time: '2031-03-14T09:15:00.000Z', open: true } });
  } finally {
    await reopenRegistration(page);
  }
});
