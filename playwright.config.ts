import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/chromium.ts';

/**
 * End-to-end tests: whole journeys through the built portal (apps/portal/e2e), in Chromium found
 * the same way as the browser tests (scripts/chromium.ts). Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: './apps/portal/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
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
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
  ],
});
