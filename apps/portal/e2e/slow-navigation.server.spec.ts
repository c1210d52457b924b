import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ACCOUNTS, signIn } from './support.ts';

/** Holds back the files `pattern` matches until the returned function is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * No service worker here: once the portal's worker takes the page, the screens' code comes
 * through it, out of reach of `page.route` (as in the mock build); these journeys are about the
 * network, and the offline journeys cover the worker.
 */
test.use({ serviceWorkers: 'block' });

/**
 * QA m8: on a slow network a followed link's page keeps the old page on screen while its code
 * loads; a bar at the top says something is happening, and goes once the new page is drawn.
 * On the real server only: the mock build's service worker (MSW's) fetches the screens' code
 * itself, out of reach of `page.route`.
 */
test("a followed link shows the progress bar while its page's code loads, and not after", async ({
  page,
}) => {
  await signIn(page, 'student');
  const home = page.getByRole('heading', { level: 1, name: "Student's Home" });
  await expect(home).toBeVisible();

  // The Weekly Report screen's code is held back, as a slow network would.
  const release = await holdBack(page, /\/assets\/WeeklyReportScreen-[^/]+\.js$/);

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

/**
 * A role's link followed while its own sign-in's page is still on its way: the login stays on
 * screen until its home's code has come (ADR 013), and the link to that same login must still send
 * the signed-in role home, not leave it on a login that signs in again. (Seen once on a busy
 * machine as a flake of sessions.spec.ts, where the home's code was merely slow.)
 */
test("a role's link followed while its home's code loads after signing in goes home, not to its login", async ({
  page,
}) => {
  // The student's home's code is held back, as a slow network would.
  const release = await holdBack(page, /\/assets\/StudentHomeScreen-[^/]+\.js$/);

  await signIn(page, 'student');
  await expect(page).toHaveURL(ACCOUNTS.student.home);
  // The login is still on screen, its bar saying the next page is on its way.
  await expect(page.getByRole('progressbar', { name: 'Loading the next page' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Students' }).click();
  await expect(page).toHaveURL(ACCOUNTS.student.home);

  release();
  await expect(page.getByRole('heading', { level: 1, name: "Student's Home" })).toBeVisible();
  await expect(page).toHaveURL(ACCOUNTS.student.home);
});
