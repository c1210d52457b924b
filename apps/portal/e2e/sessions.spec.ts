import { expect, MOCK_BUILD, test } from './fixtures.ts';
import { ACCOUNTS, goClientSide, ROLES, signIn, signOut } from './support.ts';

const HEADINGS: Record<(typeof ROLES)[number], string> = {
  student: "Student's Home",
  supervisor: "Lecturer's Home",
  coordinator: "Coordinator's Home",
};

for (const role of ROLES) {
  test(
    `${role} signs in, sees their home, and signs out to their login`,
    { tag: MOCK_BUILD },
    async ({ page }) => {
      await signIn(page, role);
      await expect(page).toHaveURL(ACCOUNTS[role].home);
      await expect(page.getByRole('heading', { name: HEADINGS[role] })).toBeVisible();
      await signOut(page);
      await expect(page).toHaveURL(ACCOUNTS[role].login);
      // The guarded page now shows the login again.
      await goClientSide(page, ACCOUNTS[role].home);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    },
  );
}

test(
  'a wrong password shows the server message and stays on the login page',
  { tag: MOCK_BUILD },
  async ({ page }) => {
    await signIn(page, 'student', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText(/.+/);
    await expect(page).toHaveURL('/studentlogin');
  },
);

test('a guarded page without a session shows that role’s login', { tag: MOCK_BUILD }, async ({ page }) => {
  await page.goto('/coordinator/index');
  await expect(page.getByRole('heading', { name: 'Coordinator Login' })).toBeVisible();
  await page.goto('/lecturers/index');
  await expect(page.getByRole('heading', { name: 'Lecturer Login' })).toBeVisible();
  await page.goto('/students/dashboard');
  await expect(page.getByRole('heading', { name: 'Student Login' })).toBeVisible();
});

test('signing out as one role keeps another signed in', { tag: MOCK_BUILD }, async ({ page }) => {
  await signIn(page, 'student');
  await expect(page.getByRole('heading', { name: HEADINGS.student })).toBeVisible();
  await signIn(page, 'coordinator');
  await expect(page.getByRole('heading', { name: HEADINGS.coordinator })).toBeVisible();
  await signOut(page);
  await expect(page).toHaveURL('/coordinatorlogin');
  // The student is still signed in.
  await goClientSide(page, '/students/dashboard');
  await expect(page.getByRole('heading', { name: HEADINGS.student })).toBeVisible();
});

test(
  'going from one role’s login page to another’s, Login signs in as the role of the page shown',
  { tag: MOCK_BUILD },
  async ({ page }) => {
    await page.goto('/coordinatorlogin');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Supervisors' }).click();
    await expect(page.getByRole('heading', { name: 'Lecturer Login' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(ACCOUNTS.supervisor.email);
    await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.supervisor.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(ACCOUNTS.supervisor.home);
    await expect(page.getByRole('heading', { name: HEADINGS.supervisor })).toBeVisible();
  },
);

test(
  'a signed-in role’s link in the navigation bar goes to its home, not its login again',
  { tag: MOCK_BUILD },
  async ({ page }) => {
    await signIn(page, 'student');
    await expect(page).toHaveURL(ACCOUNTS.student.home);
    await goClientSide(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Students' }).click();
    await expect(page).toHaveURL(ACCOUNTS.student.home);
    await expect(page.getByRole('heading', { name: HEADINGS.student })).toBeVisible();
    // The login's address was replaced: Back returns to the home page, not to a login that leaves again.
    await page.goBack();
    await expect(page).toHaveURL('/');
    // A role not signed in still gets its login.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Coordinator' }).click();
    await expect(page.getByRole('heading', { name: 'Coordinator Login' })).toBeVisible();
  },
);

test('an unknown path shows the home page', { tag: MOCK_BUILD }, async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(
    page.getByRole('heading', { name: 'Students Industrial Work Experience Scheme' }),
  ).toBeVisible();
});
