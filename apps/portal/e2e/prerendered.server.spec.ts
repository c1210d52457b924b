import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ACCOUNTS, open } from './support.ts';

/**
 * The public pages as a slow phone gets them: the production build served by the real server
 * sends each one as finished HTML, which shows before any of the portal's code has arrived.
 * (Only the server projects run this, as `*.server.spec.ts`: the mock build is not prerendered.)
 */

/**
 * Holds the portal's code back (all but the small entry script that comes with the page), as a
 * slow network would, until the returned function is called.
 */
async function holdCode(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  expect(entry).toBeDefined();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    if (new URL(route.request().url()).pathname !== entry) await released;
    await route.continue();
  });
  return release;
}

for (const [path, heading] of [
  ['/', 'Students Industrial Work Experience Scheme'],
  ['/studentlogin', 'Student Login'],
  ['/lecturerlogin', 'Lecturer Login'],
  ['/coordinatorlogin', 'Coordinator Login'],
] as const) {
  test(`${path} shows its page before its code arrives, then starts without an error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await holdCode(page, path);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Coordinator' })).toBeAttached();
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // A hydration mismatch would show here (React reports it as an error).
    expect(errors).toEqual([]);
  });
}

test('what a student types and presses before the portal has the page is what signs them in', async ({
  page,
}) => {
  const release = await holdCode(page, ACCOUNTS.student.login);
  await page.goto(ACCOUNTS.student.login, { waitUntil: 'commit' });
  await page.getByLabel('Email', { exact: true }).fill(ACCOUNTS.student.email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.student.password);
  // Tapped too early: held (rather than a reload that drops what was typed) ...
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.locator('#root')).toHaveAttribute('data-submit-held');
  await expect(page).toHaveURL(ACCOUNTS.student.login);
  release();
  // ... and made again once the portal has the page: no second tap.
  await expect(page).toHaveURL(ACCOUNTS.student.home);
  await expect(page.getByRole('heading', { name: "Student's Home" })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-submit-held');
});

test('on a slow network, Login pressed before the page is the portal’s neither reloads it nor loses what was typed, and signs in', async ({
  page,
}) => {
  // The QA report's slow phone: 800 ms round trips, 50 KB/s.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 800,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto(ACCOUNTS.student.login, { waitUntil: 'commit' });
  const email = page.getByLabel('Email', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  await email.fill(ACCOUNTS.student.email);
  await password.fill(ACCOUNTS.student.password);
  // Pressed as soon as the form shows, and again while nothing seems to happen, as people do:
  // every press before the portal's first script has run does nothing at all (the form's
  // method="dialog"); the first after it is held for the portal.
  await expect(async () => {
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.locator('#root')).toHaveAttribute('data-submit-held', '', { timeout: 300 });
  }).toPass({ timeout: 20_000 });
  // While the press is held, the button looks at work (read in one go, as the hold may end any time).
  expect(
    await page.evaluate(() => {
      const button = document.querySelector('button[type=submit]');
      return (
        !document.getElementById('root')?.hasAttribute('data-submit-held') ||
        (button !== null && getComputedStyle(button, '::after').content.includes('…'))
      );
    }),
  ).toBe(true);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
  await expect(email).toHaveValue(ACCOUNTS.student.email);
  await expect(password).toHaveValue(ACCOUNTS.student.password);
  expect(page.url()).toMatch(/\/studentlogin$/);

  await expect(page).toHaveURL(ACCOUNTS.student.home, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: "Student's Home" })).toBeVisible({ timeout: 30_000 });
  // One page load in all: no reload, no `?` from a form sent by the browser.
  expect(documents).toEqual([expect.stringMatching(/\/studentlogin$/)]);
});

test('a path that is not a public page gets the portal without a prerendered page', async ({ page }) => {
  await open(page, '/students/dashboard');
  await expect(page.getByRole('heading', { name: 'Student Login' })).toBeVisible();
  const html = await (await page.request.get('/students/dashboard')).text();
  expect(html).toContain('<div id="root"></div>');
});
