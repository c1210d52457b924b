import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/chromium.ts';

/**
 * End-to-end tests: whole journeys through the built portal (apps/portal/e2e), in Chromium found
 * the same way as the browser tests (scripts/chromium.ts). Playwright never downloads a browser here.
 *
 * The `fake` projects drive the portal's mock build, whose API is the MSW fake in a service worker;
 * the `server` projects run the same journeys against the production build served by the real
 * server, on a fresh SQLite database with the demo cohort (whose sign-ins are the fake's).
 */
// Two checkouts on one machine (a second worktree, a helper) each set their own ports.
const FAKE_PORT = Number(process.env.SIWES_E2E_FAKE_PORT ?? 4174);
const SERVER_PORT = Number(process.env.SIWES_E2E_SERVER_PORT ?? 4175);
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

export default defineConfig({
  testDir: './apps/portal/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['line'], ['json', { outputFile: '.vitest/e2e-results.json' }]] : 'list',
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: `npm run -w @siwes/portal build:mock && SIWES_E2E_FAKE_PORT=${FAKE_PORT} npm run -w @siwes/portal preview:mock`,
      url: `http://127.0.0.1:${FAKE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A fresh data directory each run; codes may be resent at once so the shortened countdown can be tested.
      command:
        'npm run -w @siwes/portal build && ' +
        'SIWES_DATA_DIR="$(mktemp -d)" SIWES_OTP_RESEND_SECONDS=0 HOST=127.0.0.1 ' +
        `PORT=${SERVER_PORT} node apps/server/src/main.ts`,
      url: `http://127.0.0.1:${SERVER_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
  projects: [
    {
      // `*.server.spec.ts`: journeys that reload the page or go offline, which the mock build's
      // in-page fake cannot survive; they run against the real server only.
      name: 'fake-desktop',
      testIgnore: [/phone\.spec\.ts/, /\.server\.spec\.ts/],
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${FAKE_PORT}` },
    },
    {
      name: 'fake-phone',
      testMatch: /phone\.spec\.ts/,
      use: { ...PHONE, baseURL: `http://127.0.0.1:${FAKE_PORT}` },
    },
    {
      name: 'server-desktop',
      testIgnore: /phone\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${SERVER_PORT}` },
    },
    {
      name: 'server-phone',
      testMatch: /phone\.spec\.ts/,
      use: { ...PHONE, baseURL: `http://127.0.0.1:${SERVER_PORT}` },
    },
  ],
});
