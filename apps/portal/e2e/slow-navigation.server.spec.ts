import { expect, test } from './fixtures.ts';
import { signIn } from './support.ts';

/**
 * QA m8: on a slow network a followed link's page keeps the old page on screen while its code
 * loads; a bar at the top says something is happening, and goes once the new page is drawn.
 * On the real server only: the mock build's service worker fetches the screens' code itself,
 * out of reach of `page.route`.
 */
test("a followed link shows the progress bar while its page's code loads, and not after", async ({
  page,
}) => {
  await signIn(page, 'student');
  const home = page.getByRole('heading', { level: 1, name: "Student's Home" });
  await expect(home).toBeVisible();

  // The Weekly Report screen's code is held back, as a slow network would.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/WeeklyReportScreen-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  const bar = page.getByRole('progressbar', { name: 'Loading the next page' });
  await expect(bar).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Student menu' })
    .getByRole('link', { name: 'Weekly Report' })
    .click();
  await expect(page).toHaveURL('/students/report');
  await expect(bar).toBeVisible();
  await expect(home).toBeVisible();

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Report Upload' })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(home).toHaveCount(0);
});
