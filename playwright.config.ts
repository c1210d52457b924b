import { defineConfig, devices } from '@playwright/test';
import type { JourneyOptions } from './apps/portal/e2e/fixtures.ts';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.ts';

/**
 * End-to-end tests: whole journeys through the built portal (apps/portal/e2e), in Chromium found
 * the same way as the browser tests (scripts/chromium.ts). Playwright never downloads a browser here.
 *
 * The `server` project runs every journey against the production build served by a real server,
 * one per worker on a fresh SQLite database with the demo cohort (e2e/fixtures.ts), so workers run
 * side by side without seeing each other's changes. The `fake` project runs the journeys tagged
 * `@mock-build` against the portal's mock build, whose API is the MSW fake in a service worker: a
 * smoke of that build per role (the contract suite proves the fake answers as the server does, and
 * the stories cover every screen on the fake). The builds are made once (e2e/global-setup.ts).
 */
// Two checkouts on one machine (a second worktree, a helper) each set their own port for the
// mock build; the real servers take free ports of their own.
const FAKE_PORT = Number(process.env.SIWES_E2E_FAKE_PORT ?? 4174);
const MOCK_BUILD = /@mock-build/;

export default defineConfig<JourneyOptions>({
  testDir: './apps/portal/e2e',
  globalSetup: './apps/portal/e2e/global-setup.ts',
  // Each worker drives its own server: journeys in different workers share nothing.
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  // A cold page of the mock build starts the fake's service worker before its first screen: on a
  // busy 2-core machine that alone can take the default 5 s.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['line'], ['json', { outputFile: '.vitest/e2e-results.json' }]] : 'list',
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  // One project per API, so its two workers (and their servers) serve every journey, desktop and
  // phone alike (`*phone.spec.ts` set the phone's size themselves with `test.use(PHONE)`).
  projects: [
    {
      name: 'server',
      use: { ...devices['Desktop Chrome'], target: 'server' },
    },
    {
      // `*.server.spec.ts`: journeys that reload the page or go offline, which the mock build's
      // in-page fake cannot survive, are never tagged for it.
      name: 'fake',
      grep: MOCK_BUILD,
      use: { ...devices['Desktop Chrome'], target: 'fake', baseURL: `http://127.0.0.1:${FAKE_PORT}` },
    },
  ],
});
