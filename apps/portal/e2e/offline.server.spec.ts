/**
 * The portal with no network (issue 25), on the real server's production build and its service
 * worker: the student's pages open offline from the phone, a week written offline goes by itself
 * when the network is back, a draft survives a closed tab, and two students on one browser never
 * see each other's week.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { findChromium } from '../../../scripts/chromium.ts';
import { keptForOffline, openWeeklyReport, placedStudent, recordedMondays } from './offline-support.ts';
import { ACCOUNTS, PLACEMENT, signInAs, signOut } from './support.ts';

const STUDENT_OFFLINE = /^You are offline\. Your home, Work Details and Weekly Report still open/;

/** The form's status notices (success, waiting), joined. */
function statuses(page: Page) {
  return page.getByRole('form', { name: 'Weekly report' }).getByRole('status');
}

test('offline, a reload opens Weekly Report with the drafts; Monday written then goes by itself when the network is back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const student = await placedStudent(page, 'Offline');
  await signInAs(page, student);
  await expect(page.getByRole('heading', { name: "Student's Home" })).toBeVisible();
  await openWeeklyReport(page);
  const monday = page.getByLabel('Monday');
  await monday.fill('Started on the cable survey');
  await keptForOffline(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Report Upload' })).toBeVisible();
  await expect(page.getByText(STUDENT_OFFLINE)).toBeVisible();
  await expect(monday).toHaveValue('Started on the cable survey');

  const written = 'Traced a cable fault on the second floor, with no signal';
  await monday.fill(written);
  await page.getByRole('button', { name: 'Upload Report' }).click();
  await expect(statuses(page)).toContainText([
    /Waiting to send: Monday\. Your report is kept on this phone and will be sent by itself/,
  ]);

  await context.setOffline(false);
  await expect(statuses(page)).toContainText(
    [/Report Upload Successful! It waited on this phone and was sent by itself/],
    {
      timeout: 10_000,
    },
  );
  await expect(page.getByText(STUDENT_OFFLINE)).toBeHidden();
  expect(await recordedMondays(page, student)).toEqual([written]);
  // Sent, it stays in its box, said to be sent.
  await expect(monday).toHaveValue(written);
  await expect(monday).toHaveAccessibleDescription(/Sent\.$/);
});

test("the student's home and Work Details open offline with their own details, as last seen", async ({
  page,
  context,
}) => {
  await page.goto('/');
  const student = await placedStudent(page, 'Homebound');
  await signInAs(page, student);
  await expect(page.getByText('Welcome, Homebound.')).toBeVisible();
  await keptForOffline(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Welcome, Homebound.')).toBeVisible();
  await expect(page.getByText(/^You are offline\. This is what the portal showed on/)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Student menu' })
    .getByRole('link', { name: 'Work Details' })
    .click();
  await expect(page.getByLabel('Company Name')).toHaveValue(PLACEMENT.name);
  await expect(page.getByLabel('LGA')).toHaveValue(PLACEMENT.LGA);
  await context.setOffline(false);
});

test('a lecturer page offline says plainly that it needs the network, and opens once it is back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await signInAs(page, ACCOUNTS.supervisor);
  await expect(page.getByRole('heading', { name: "Lecturer's Home" })).toBeVisible();
  await keptForOffline(page);

  await context.setOffline(true);
  await page.goto('/lecturers/forms');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(
    page.getByText(/it needs the network, and opens by itself once the network is back/),
  ).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'View Inspection/Defence Forms' })).toBeVisible();
});

test('a closed tab keeps the draft, on the same phone', async ({ page, context }) => {
  await page.goto('/');
  const student = await placedStudent(page, 'Tabs');
  await signInAs(page, student);
  await expect(page.getByText('Welcome, Tabs.')).toBeVisible();
  await openWeeklyReport(page);
  await page.getByLabel('Monday').fill('Mapped the network closets');
  await page.close();

  const tab = await context.newPage();
  await tab.goto('/students/report');
  await expect(tab.getByLabel('Monday')).toHaveValue('Mapped the network closets');
});

test('two students on one browser never see each other’s week offline, and each report goes to its own student', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const ada = await placedStudent(page, 'Ada');
  const bayo = await placedStudent(page, 'Bayo');

  // Ada writes her week with no network, sends it (it waits), and signs out, still offline.
  await signInAs(page, ada);
  await expect(page.getByText('Welcome, Ada.')).toBeVisible();
  await openWeeklyReport(page);
  await keptForOffline(page);
  await context.setOffline(true);
  await page.getByLabel('Monday').fill('Ada: mapped the network closets');
  await page.getByRole('button', { name: 'Upload Report' }).click();
  await expect(statuses(page)).toContainText([/Waiting to send: Monday/]);
  await signOut(page);

  // Bayo signs in with the network back: Ada's waiting week is neither shown nor sent.
  await context.setOffline(false);
  await signInAs(page, bayo);
  await expect(page.getByText('Welcome, Bayo.')).toBeVisible();
  await openWeeklyReport(page);
  await expect(page.getByLabel('Monday')).toHaveValue('');
  await expect(page.getByText(/Ada/)).toHaveCount(0);
  await page.getByLabel('Monday').fill('Bayo: patched the switches');

  // Offline, a reload shows Bayo his own draft and his own home, nothing of Ada's.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByLabel('Monday')).toHaveValue('Bayo: patched the switches');
  await expect(page.getByText(/Ada/)).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Student menu' })
    .getByRole('link', { name: "Student's Home" })
    .click();
  await expect(page.getByText('Welcome, Bayo.')).toBeVisible();
  await expect(page.getByText(/Ada/)).toHaveCount(0);
  await openWeeklyReport(page);
  await page.getByRole('button', { name: 'Upload Report' }).click();
  await expect(statuses(page)).toContainText([/Waiting to send: Monday/]);

  await context.setOffline(false);
  await expect(statuses(page)).toContainText([/sent by itself/], { timeout: 10_000 });
  expect(await recordedMondays(page, bayo)).toEqual(['Bayo: patched the switches']);
  // Ada's report waited for Ada: nothing reached her record while Bayo was signed in.
  expect(await recordedMondays(page, ada)).toEqual([]);
  await signOut(page);

  // Ada signs in again: her own week is there, and goes by itself.
  await signInAs(page, ada);
  await expect(page.getByText('Welcome, Ada.')).toBeVisible();
  await openWeeklyReport(page);
  await expect(statuses(page)).toContainText([/sent by itself/], { timeout: 10_000 });
  expect(await recordedMondays(page, ada)).toEqual(['Ada: mapped the network closets']);
  await expect(page.getByText(/Bayo/)).toHaveCount(0);
});

test('with no page open, Background Sync sends the waiting week, and the page says so when opened', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  const student = await placedStudent(page, 'Background');
  await signInAs(page, student);
  await expect(page.getByText('Welcome, Background.')).toBeVisible();
  await openWeeklyReport(page);
  await keptForOffline(page);
  const cdp = await context.newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) =>
    registrations.push(...updated),
  );
  await cdp.send('ServiceWorker.enable');

  await context.setOffline(true);
  await page.getByLabel('Monday').fill('Written at the site, sent from the pocket');
  await page.getByRole('button', { name: 'Upload Report' }).click();
  await expect(statuses(page)).toContainText([/Waiting to send: Monday/]);
  // The student closes the portal; the signal comes back; the browser wakes the service worker.
  const blank = await context.newPage();
  await page.close();
  await context.setOffline(false);
  const registration = registrations.find((r) => r.scopeURL === `${baseURL}/`);
  expect(registration, "the portal's service worker registration").toBeTruthy();
  const wake = await context.newCDPSession(blank);
  // Each session enables the domain for itself: the page's closed with the page.
  await wake.send('ServiceWorker.enable');
  await wake.send('ServiceWorker.dispatchSyncEvent', {
    origin: baseURL!,
    registrationId: registration!.registrationId,
    tag: 'siwes-outbox',
    lastChance: false,
  });
  await blank.goto('/');
  await expect
    .poll(() => recordedMondays(blank, student), { timeout: 15_000 })
    .toEqual(['Written at the site, sent from the pocket']);

  // Opened again: it says the week went by itself, and the sent day reads as sent.
  await blank.goto('/students/report');
  await expect(statuses(blank)).toContainText([/sent by itself/]);
  await expect(blank.getByLabel('Monday')).toHaveValue('Written at the site, sent from the pocket');
  await expect(blank.getByLabel('Monday')).toHaveAccessibleDescription(/Sent\.$/);
});

test('the portal is installable: Chromium finds its manifest and service worker without a fault', async ({
  playwright,
  baseURL,
}) => {
  // A profile of its own: Chromium never offers to install from an incognito window, which every
  // other journey's context is.
  const profile = await mkdtemp(join(tmpdir(), 'siwes-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    ...(baseURL ? { baseURL } : {}),
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/studentlogin');
    await keptForOffline(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      short_name: 'SIWES',
      start_url: '/students/dashboard',
      display: 'standalone',
    });

    // A lecturer's page links the lecturer's app, which opens at the lecturer's home.
    await page.getByRole('link', { name: 'Supervisors' }).click();
    await expect(page.getByRole('heading', { name: 'Lecturer Login' })).toBeVisible();
    await expect
      .poll(async () => JSON.parse((await cdp.send('Page.getAppManifest')).data ?? '{}').start_url)
      .toBe('/lecturers/index');
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
