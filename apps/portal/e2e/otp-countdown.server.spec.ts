import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The countdown's m:ss as seconds. */
function seconds(shown: string): number {
  const [, minutes, rest] = /^(\d+):(\d\d)$/.exec(shown.trim()) ?? [];
  if (minutes === undefined || rest === undefined) throw new Error(`Not a countdown: "${shown}"`);
  return Number(minutes) * 60 + Number(rest);
}

/** An address of its own each run: the server sends an address 5 codes an hour at most. */
const fresh = (name: string) => `${name}.${Date.now().toString(36)}@university.edu.ng`;

async function verify(page: Page, email: string) {
  await page.goto('/verifyStudent');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/validateOtp');
}

test('a reload of the OTP page goes on with the countdown from the code, not from 5:00', async ({ page }) => {
  const beforeVerify = Date.now();
  await verify(page, fresh('reload.countdown'));
  const timer = page.getByRole('timer', { name: 'Time until you can ask for a new code' });
  await expect(timer).toHaveText(/^(5:00|4:5\d)$/);
  // A few seconds on the page.
  await expect(timer).toHaveText(/^4:(5[0-6]|[0-4]\d)$/, { timeout: 15_000 });
  const beforeReload = seconds(await timer.innerText());

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Validate OTP' })).toBeVisible();
  const afterReload = seconds(await timer.innerText());
  const elapsed = (Date.now() - beforeVerify) / 1000;
  // Not 5:00 again: no more than before the reload, and what is left of the 300 s since the code went.
  expect(afterReload).toBeLessThanOrEqual(beforeReload);
  expect(afterReload).toBeGreaterThanOrEqual(Math.floor(300 - elapsed));
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);
});

test('a reload of the OTP page after the countdown shows Resend OTP at once', async ({ page }) => {
  // A test setting shortens the 300-second countdown (docs/portal.md, "Timings for tests").
  await page.addInitScript(() => {
    window.localStorage.setItem('siwes:timing', JSON.stringify({ otpCountdownSeconds: 3 }));
  });
  await verify(page, fresh('reload.expired'));
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeVisible({ timeout: 10_000 });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Validate OTP' })).toBeVisible();
  // From the page's first drawing: no countdown of 0:03 again.
  expect(await page.getByRole('timer').count()).toBe(0);
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeVisible();
});
