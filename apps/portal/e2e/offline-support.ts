/** What the journeys of the portal with no network share (offline and update journeys). */
import { expect, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  apiToken,
  callApi,
  PLACEMENT,
  registerStudent,
  type RegisteredStudent,
} from './support.ts';

/** A student of the journey's own, placed, so weekly reports are accepted. */
export async function placedStudent(page: Page, name: string): Promise<RegisteredStudent> {
  const student = await registerStudent(page, name);
  const token = await apiToken(page, student);
  expect((await callApi(page, 'submitWorkDetails', PLACEMENT, token)).status).toBe(200);
  return student;
}

/** The Mondays the server has for a student, read through the coordinator's API. */
export async function recordedMondays(page: Page, student: RegisteredStudent): Promise<string[]> {
  const token = await apiToken(page, ACCOUNTS.coordinator);
  const answer = await callApi(page, 'getWeeklyReports', { id: student.studentCode }, token);
  return (answer.body as { reports: Array<{ monday: string }> }).reports.map((r) => r.monday);
}

/** Waits until the portal's service worker has kept the portal and took the page. */
export async function keptForOffline(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 30_000,
    })
    .toBe('activated');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

export async function openWeeklyReport(page: Page) {
  await page
    .getByRole('navigation', { name: 'Student menu' })
    .getByRole('link', { name: 'Weekly Report' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Report Upload' })).toBeVisible();
}
