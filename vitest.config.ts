import { defineConfig } from 'vitest/config';

/**
 * One Vitest run holds every test layer (see docs/testing.md):
 * - unit: node tests of the contract, the fake, the machines, the CLI and the server;
 * - storybook: every story as a test in Chromium, with axe (added in vitest.storybook.ts);
 * - visual: screenshot baselines of the kit's main stories in Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'mocks/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
    ],
  },
});
