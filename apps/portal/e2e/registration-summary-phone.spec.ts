import type { StudentsPage } from '@siwes/api';
import { expect, PHONE, test } from './fixtures.ts';
import { ACCOUNTS, apiToken, callApi, expectFitsWidth, latestCode, uniqueSuffix } from './support.ts';

// 360 × 740, touch, as a phone (fixtures.ts): registration as the usability walkthrough did it.
test.use(PHONE);

const PASSWORD = 'Register-on-a-phone-2026';

test('on a phone, a refused registration lists its fields at the top, is corrected, and the login holds the email', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const email = `chioma.eze.${suffix}@university.edu.ng`;
  const matricNo = `CSC/2022/${suffix}`.toUpperCase();
  await page.goto('/verifyStudent');
  const verifyHeading = page.getByRole('heading', { level: 1, name: 'Verify Email' });
  await expect(verifyHeading).toHaveAccessibleDescription('Step 1 of 3: verify your email');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL('/validateOtp');
  await expect(page.getByRole('heading', { level: 1, name: 'Validate OTP' })).toHaveAccessibleDescription(
    'Step 2 of 3: enter the code',
  );
  // How long the code lasts, as the mail says; the countdown is the wait for a new one.
  await expect(page.getByText('The code works for 10 minutes from when it was sent.')).toBeVisible();
  await expect(page.getByText(/^You can ask for a new code in \d:\d\d\.$/)).toBeVisible();
  await page.getByLabel('OTP', { exact: true }).fill(await latestCode(page, email));
  await page.getByRole('button', { name: 'Validate' }).click();

  await expect(page).toHaveURL('/Register');
  await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toHaveAccessibleDescription(
    'Step 3 of 3: your details',
  );
  await expectFitsWidth(page);

  // Register pressed at once: every field in the way, at the top, with the focus.
  await page.getByRole('button', { name: 'Register' }).click();
  const summary = page.locator('#registration-problems');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(summary.getByRole('link')).toHaveCount(11);
  await summary.getByRole('link', { name: 'Enter your first name.' }).click();
  await expect(page.getByLabel('First Name', { exact: true })).toBeFocused();
  await expect(page.getByLabel('First Name', { exact: true })).toHaveAccessibleDescription(
    'Enter your first name.',
  );

  // A matric number already on record: the server's refusal beside the field and in the summary.
  const coordinator = await apiToken(page, ACCOUNTS.coordinator);
  const taken = ((await callApi(page, 'listStudents', { limit: 1 }, coordinator)).body as StudentsPage)
    .students[0]!.matricNo;
  await page.getByLabel('First Name', { exact: true }).fill('Chioma');
  await page.getByLabel('Middle Name', { exact: true }).fill('Ada');
  await page.getByLabel('Last Name', { exact: true }).fill('Eze');
  await page.getByLabel('Sex').selectOption('Female');
  await page.getByLabel('Phone Number').fill('08035550123');
  await page.getByLabel('Level').selectOption('300');
  await page.getByLabel('Matric Number').fill(taken);
  // The bank by its short name.
  const bank = page.getByRole('combobox', { name: 'Bank Name' });
  await bank.fill('GTB');
  await page.getByRole('option', { name: 'Guaranty Trust Bank' }).click();
  await expect(bank).toHaveValue('Guaranty Trust Bank');
  await page.getByLabel('Account Number').fill('0123456789');
  await page.getByLabel('Sort Code').fill('058152036');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(summary).toBeHidden();
  await page.getByRole('button', { name: 'Register' }).click();

  const matric = page.getByLabel('Matric Number');
  const refusal = 'A student with this matric number already exists.';
  await expect(matric).toHaveAccessibleDescription(refusal);
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: refusal }).click();
  await expect(matric).toBeFocused();
  await matric.fill(matricNo);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration Successful!')).toBeVisible();

  // The login says so and holds the email: only the password to type.
  await expect(page).toHaveURL('/studentlogin');
  await expect(page.getByText('You are registered. Sign in with the password you chose.')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/students/dashboard');
  await expectFitsWidth(page);

  // Checked through the API as the new student: the corrected matric number and the bank chosen.
  const student = await apiToken(page, { email, password: PASSWORD, type: 'student' });
  const { body } = await callApi(page, 'getStudentDetails', {}, student);
  expect((body as { data: { matricNo: string; bankDetails: { name: string } } }).data).toMatchObject({
    matricNo,
    bankDetails: { name: 'Guaranty Trust Bank' },
  });
});
