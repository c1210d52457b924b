/**
 * The installability line of `npm run bench:portal` (issue 25): Chromium's own check of the
 * manifest and the service worker on the pages a user installs from.
 */
import type { Browser, Page } from 'puppeteer-core';
import type { LoginType } from '@siwes/api';
import type { BenchPage } from './pages.ts';
import type { SignedIn } from './lighthouse.ts';

/**
 * Chromium's own installability check of a page (its manifest and service worker; the audit
 * Lighthouse ran up to version 11, removed with its PWA category in 12): the errors it finds, once
 * the service worker is active.
 */
export async function installabilityErrors(
  launch: () => Promise<Browser>,
  openTab: (browser: Browser, origin: string, session: SignedIn | undefined) => Promise<Page>,
  origin: string,
  path: string,
  session: SignedIn | undefined,
): Promise<string[]> {
  const browser = await launch();
  try {
    const tab = await openTab(browser, origin, session);
    await tab.goto(origin + path, { waitUntil: 'networkidle0' });
    await tab.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    const cdp = await tab.createCDPSession();
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return installabilityErrors.map((error) => error.errorId);
  } finally {
    await browser.close();
  }
}

/** The installability line of the docs: the pages Chromium finds installable, or what it found wrong. */
export async function installability(
  pages: BenchPage[],
  sessions: Map<LoginType, SignedIn>,
  errorsOf: (path: string, session: SignedIn | undefined) => Promise<string[]>,
): Promise<string> {
  const checked = pages.filter((page) => INSTALLABLE_CHECKED.includes(page.path));
  const faults: string[] = [];
  for (const page of checked) {
    const errors = await errorsOf(page.path, page.signedInAs && sessions.get(page.signedInAs));
    if (errors.length > 0) faults.push(`\`${page.path}\`: ${errors.join(', ')}`);
  }
  if (checked.length === 0) return '';
  const paths = checked.map((page) => `\`${page.path}\``).join(', ');
  return faults.length === 0
    ? `Installable (Chromium's own check of the manifest and service worker, \`Page.getInstallabilityErrors\`; Lighthouse has had no installability audit since version 12): no errors on ${paths}.`
    : `Not installable: ${faults.join('; ')}.`;
}

/** The pages whose installability is checked: the landing page, the student's login and home. */
const INSTALLABLE_CHECKED = ['/', '/studentlogin', '/students/dashboard', '/lecturers/index'];
