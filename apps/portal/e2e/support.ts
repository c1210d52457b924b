import { expect, type Page } from '@playwright/test';
import { FIXTURE_ACCOUNTS } from '@siwes/mocks';

/** Fixture accounts of the fake (mocks/README.md), with each role's login page and home. */
export const ACCOUNTS = {
  student: { ...FIXTURE_ACCOUNTS.student, login: '/studentlogin', home: '/students/dashboard' },
  supervisor: { ...FIXTURE_ACCOUNTS.supervisor, login: '/lecturerlogin', home: '/lecturers/index' },
  coordinator: { ...FIXTURE_ACCOUNTS.coordinator, login: '/coordinatorlogin', home: '/coordinator/index' },
} as const;

export type Role = keyof typeof ACCOUNTS;

/**
 * Opens a page and waits until the portal has started on it. The public pages arrive
 * prerendered: they show at once, but their buttons work only once React has taken them over.
 */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
}

export async function signIn(page: Page, role: Role, password: string = ACCOUNTS[role].password) {
  const account = ACCOUNTS[role];
  // Stay in the app when it is open, so earlier sign-ins of other roles survive (see goClientSide).
  if (page.url().startsWith('http')) await goClientSide(page, account.login);
  else await open(page, account.login);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
}

/** The last one-time code mailed to an address, read from the dev outbox (the fake's or the server's). */
export async function latestCode(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = await page.evaluate(async (address) => {
        const response = await fetch(`/api/dev/outbox?email=${encodeURIComponent(address)}`);
        return (await response.json()) as Array<{ text: string }>;
      }, email);
      code = mail[0] && /\b(\d{6})\b/.exec(mail[0].text)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** The page is no wider than the viewport: nothing makes a phone scroll sideways. */
export async function expectFitsWidth(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/**
 * Navigates inside the single-page app without reloading it. The portal's mock build keeps the
 * fake API in page memory, so a reload would start a fresh fake that no longer knows this
 * browser's sign-ins; against the real server a plain `page.goto` is the same.
 */
export async function goClientSide(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
