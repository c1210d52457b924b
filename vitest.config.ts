import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig } from 'vitest/config';
import { BROWSER_DEPS } from './scripts/browser-deps.ts';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.ts';

/**
 * One Vitest run holds every test layer (docs/testing.md):
 * - unit: node tests of the contract, the fake, the machines, the CLI and the server;
 * - storybook: every story as a test in Chromium, with axe failing the test on a violation;
 * - visual: screenshots of the kit's main stories against committed baselines, in Chromium.
 *
 * One story page runs beside one unit test process (Vitest's default on two cores). Two story pages
 * side by side were measured: on a busy machine stories then missed their 1 s waits for a screen's
 * code (docs/testing.md).
 */
const wantsBrowser =
  !process.argv.includes('--project') || process.argv.some((a) => /storybook|visual/.test(a));

function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        executablePath: findChromium(),
        args: CHROMIUM_ARGS,
      },
    }),
    // Stories are desktop-sized by default; phone stories narrow themselves (parameters.width).
    viewport: { width: 1280, height: 800 },
    instances: [{ browser: 'chromium' as const }],
  };
}

export default defineConfig({
  test: {
    // In CI a JSON report feeds the one summary line CI prints (scripts/test-summary.ts).
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.vitest/results.json' }]] : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // One throwaway PostgreSQL cluster for the run; each server test makes its databases in it.
          globalSetup: ['apps/server/src/testing/postgresRun.ts'],
          include: [
            'packages/*/src/**/*.test.ts',
            'mocks/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      ...(wantsBrowser
        ? [
            {
              plugins: [storybookTest({ configDir: '.storybook' })],
              test: { name: 'storybook', browser: chromiumBrowser() },
            },
            {
              // The role-area screenshots answer the API from the fake in a service worker.
              plugins: [react(), msw({ mode: 'worker-only' })],
              optimizeDeps: { include: [...BROWSER_DEPS] },
              test: {
                name: 'visual',
                include: ['packages/ui/src/**/*.visual.test.tsx'],
                browser: chromiumBrowser(),
              },
            },
          ]
        : []),
    ],
  },
});
