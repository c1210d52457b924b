/**
 * The journeys' `test` and `expect`: Playwright's, with what every journey of this folder shares.
 *
 * - `target` (set per project in playwright.config.ts): `server` journeys run against a real server
 *   of their worker's own (the production build, on a fresh SQLite database with the demo
 *   cohort), so journeys in other workers never see each other's changes; `fake` journeys run
 *   against the portal's mock build, whose fake API lives in each page.
 * - Shortened timings for redirects, longer ones for notices (`SHORT_TIMING`), in every page of the test's
 *   browser context before the portal starts: the spec's 2-3 s waits are not waited out journey
 *   after journey. A journey may set its own (`siwes:timing` in an init script of its own), and
 *   `test.use({ specTimings: true })` keeps the spec's own timings.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import type { Timing } from '@siwes/ui/services/timing.ts';
import { startMain, type MainProcess } from '../../server/src/testing/mainProcess.ts';

export { expect } from '@playwright/test';

/**
 * The tag of the journeys that also run against the portal's mock build (playwright.config.ts): a
 * smoke of that build for each role, at both sizes. Every journey runs against the real server.
 */
export const MOCK_BUILD = '@mock-build';

/** A phone, for `test.use(PHONE)` in `*phone.spec.ts`: 360 × 740 CSS pixels, touch. */
export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** What the portal reads from `siwes:timing` (apps/portal/src/services.ts). */
export const TIMING_KEY = 'siwes:timing';

/**
 * Every redirect after 1.5 s rather than the spec's 2-3 s. Not shorter: a journey that checks a
 * notice shown before a redirect must see it, and on a busy 2-core machine the browser can take
 * most of a second to answer one check. A notice that clears by itself (success, OTP resent) stays
 * 10 s instead: a journey that waits for one to go (a deleted form leaves its list after its notice)
 * waits for that length, and a check stalled for a second or two by a busy
 * machine (CI missed a 1.5 s "Assigned Successfully!") must still find it.
 */
export const SHORT_TIMING: Partial<Timing> = {
  redirectAfterSuccessMs: 1500,
  redirectAfterDeadlineMs: 1500,
  successNoticeMs: 10_000,
  otpResendNoticeMs: 10_000,
};

/** A deployer's contact file, which the contact journey expects in place of the demonstration one. */
const CONTACT_FILE = join(import.meta.dirname, 'contact.e2e.json');

export interface JourneyOptions {
  /** Which API the journeys of a project drive: the real server or the mock build's fake. */
  target: 'server' | 'fake';
}

interface WorkerFixtures extends JourneyOptions {
  /** The worker's own real server (projects whose target is the server). */
  server: MainProcess | undefined;
}

interface TestFixtures {
  /** Keep the spec's timings for notices and redirects (the journey that checks them as a user waits). */
  specTimings: boolean;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  target: ['server', { option: true, scope: 'worker' }],

  server: [
    async ({ target }, use) => {
      if (target !== 'server') {
        await use(undefined);
        return;
      }
      // A fresh data directory per worker; codes may be resent at once so the shortened countdown
      // can be tested; test mode, whose password hashes are cheap (apps/server/src/auth/passwords.ts).
      const dataDir = mkdtempSync(join(tmpdir(), 'siwes-e2e-'));
      const server = await startMain({
        SIWES_DATA_DIR: dataDir,
        SIWES_OTP_RESEND_SECONDS: '0',
        SIWES_CONTACT_FILE: CONTACT_FILE,
      });
      try {
        await use(server);
      } finally {
        server.process.kill('SIGTERM');
        await server.exited;
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  baseURL: async ({ baseURL, server }, use) => {
    await use(server?.url ?? baseURL);
  },

  specTimings: [false, { option: true }],

  context: async ({ context, specTimings }, use) => {
    if (!specTimings) {
      // Init scripts of the context and of a page run in no set order: a journey's own timings
      // (already stored, or stored after this) always win over these.
      await context.addInitScript(
        ({ key, timing }) => {
          const own = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, number>;
          window.localStorage.setItem(key, JSON.stringify({ ...timing, ...own }));
        },
        { key: TIMING_KEY, timing: SHORT_TIMING },
      );
    }
    await use(context);
  },
});
