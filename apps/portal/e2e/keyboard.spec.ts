import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ACCOUNTS, openPortal, tabTo } from './support.ts';

/**
 * Keyboard users (QA m7): a skip link first on every page, and after each in-app navigation the
 * focus on the new page's heading (never lost on the body, which sent Tab back to the logo).
 */

const focusedHeading = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.tagName === 'H1'
      ? { text: active.textContent, ring: active.matches(':focus-visible') }
      : null;
  });

test('the first Tab is "Skip to main content", which takes the keyboard to the page', async ({ page }) => {
  await openPortal(page, ACCOUNTS.student.login);
  // The first load keeps the browser's own start: nothing is focused for the user.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Login' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
});

test("after each navigation the focus is on the new page's heading, with a ring for the keyboard only", async ({
  page,
}) => {
  await openPortal(page, ACCOUNTS.student.login);
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(ACCOUNTS.student.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ACCOUNTS.student.password);
  await page.keyboard.press('Enter');
  const home = page.getByRole('heading', { level: 1, name: "Student's Home" });
  await expect(home).toBeFocused();
  expect(await focusedHeading(page)).toEqual({ text: "Student's Home", ring: true });

  // From the keyboard: a sidebar link, then the new page's heading, and Tab goes on inside the page.
  const menu = page.getByRole('navigation', { name: 'Student menu' });
  await tabTo(page, menu.getByRole('link', { name: 'Work Details' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Work Details Upload' })).toBeFocused();
  expect((await focusedHeading(page))?.ring).toBe(true);
  // Once the page's data (and so its form) is in, the next Tab is in the form, not back at the top.
  await expect(page.getByLabel('Company Name')).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(
    true,
  );

  // With the mouse: the heading takes the focus too, but draws no ring.
  await menu.getByRole('link', { name: 'Weekly Report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Report Upload' })).toBeFocused();
  expect((await focusedHeading(page))?.ring).toBe(false);
});
