import { expect, MOCK_BUILD, PHONE, test } from './fixtures.ts';
import { expectFitsWidth, open, signIn } from './support.ts';

// 360 × 740, touch, as a phone (fixtures.ts).
test.use(PHONE);

test('at 360 x 740 the menu opens and closes, and the public pages fit the width', async ({ page }) => {
  await open(page, '/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Coordinator' })).toBeVisible();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Coordinator' })).toBeHidden();
  for (const path of [
    '/',
    '/studentlogin',
    '/lecturerlogin',
    '/coordinatorlogin',
    '/verifyStudent',
    '/verifyStudentPass',
    '/VerifyStudentPass',
    '/validateOtp',
    '/Register',
    '/changePassword',
    '/lecturers/verify',
    '/lecturer/changePassword',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expectFitsWidth(page);
  }
});

for (const role of ['student', 'supervisor', 'coordinator'] as const) {
  test(`at 360 x 740 the ${role} home fits the width`, { tag: MOCK_BUILD }, async ({ page }) => {
    await signIn(page, role);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsWidth(page);
    // On a phone the area's sidebar starts folded, so the page comes first; it opens on demand.
    // It is the one menu: the site's public links and their button are left out when signed in.
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Supervisors' }),
    ).toBeHidden();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Escape from inside the list folds it, the keyboard back on the button.
    await page.getByRole('button', { name: 'Logout' }).focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });
}
