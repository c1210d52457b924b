import { expect, MOCK_BUILD, test } from './fixtures.ts';
import { latestCode, uniqueSuffix } from './support.ts';

const PASSWORD = 'Register-journey-2026';

test(
  'a new student verifies, validates the code, registers, and signs in to the dashboard',
  { tag: MOCK_BUILD },
  async ({ page }) => {
    // Unique to this run, so the journey may run again on the same server.
    const suffix = uniqueSuffix();
    const email = `amaka.obi.${suffix}@university.edu.ng`;
    const matricNo = `MCB/2022/${suffix}`.toUpperCase();
    await page.goto('/');
    await page.getByRole('link', { name: 'Register as a student' }).click();
    await expect(page).toHaveURL('/verifyStudent');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL('/validateOtp');
    const code = await latestCode(page, email);
    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(
      page.getByText('OTP Validated Successfully, please wait while we redirect you'),
    ).toBeVisible();

    await expect(page).toHaveURL('/Register');
    await expect(page).toHaveTitle(/Registration/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await page.getByLabel('First Name', { exact: true }).fill('Amaka');
    await page.getByLabel('Middle Name', { exact: true }).fill('Ifeoma');
    await page.getByLabel('Last Name', { exact: true }).fill('Obi');
    await page.getByLabel('Sex').selectOption('Female');
    await page.getByLabel('Phone Number').fill('08031234567');
    await page.getByLabel('Faculty').selectOption('Science and Technology');
    await page.getByLabel('Department').selectOption('Microbiology');
    await page.getByLabel('Course').selectOption('Microbiology');
    await page.getByLabel('Level').selectOption('400');
    await page.getByLabel('Matric Number').fill(matricNo);
    const bank = page.getByRole('combobox', { name: 'Bank Name' });
    await expect(bank).toBeEnabled();
    await bank.fill('access');
    await page.getByRole('option', { name: 'Access Bank' }).click();
    await page.getByLabel('Account Number').fill('0690000031');
    await page.getByLabel('Sort Code').fill('044150149');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registration Successful!')).toBeVisible();

    await expect(page).toHaveURL('/studentlogin');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/students/dashboard');
    await expect(page.getByRole('heading', { name: "Student's Home" })).toBeVisible();
    await expect(page.getByRole('region', { name: 'School Details' })).toContainText(matricNo);
  },
);

test(
  'the OTP countdown reaches zero and Resend OTP sends a new code',
  { tag: MOCK_BUILD },
  async ({ page }) => {
    // A test setting shortens the 300-second countdown (docs/portal.md, "Timings for tests").
    await page.addInitScript(() => {
      window.localStorage.setItem('siwes:timing', JSON.stringify({ otpCountdownSeconds: 3 }));
    });
    // Unique to this run: one address gets five codes an hour.
    const email = `countdown.student.${uniqueSuffix()}@university.edu.ng`;
    await page.goto('/verifyStudent');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/validateOtp');
    await expect(page.getByRole('timer')).toHaveText(/0:0[0-3]/);
    const first = await latestCode(page, email);

    const resend = page.getByRole('button', { name: 'Resend OTP' });
    await expect(resend).toBeVisible({ timeout: 10_000 });
    await resend.click();
    await expect(page.getByText('OTP has been resent successfully!')).toBeVisible();
    // The countdown starts again.
    await expect(page.getByRole('timer')).toBeVisible();
    await expect.poll(async () => (await latestCode(page, email)) !== first || null).toBeTruthy();
  },
);
