import type { StorybookConfig } from '@storybook/react-vite';
import { msw } from 'msw/vite';
import { BROWSER_DEPS } from '../scripts/browser-deps.ts';

const config: StorybookConfig = {
  // The pages a designer reads first (Introduction, tokens, each section's About) are MDX in
  // docs/storybook; each part's own docs page is its stories' autodocs (docs/storybook.md).
  stories: ['../docs/storybook/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // No network here, and none wanted: never phone home.
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // Serves mockServiceWorker.js so the MSW loader can register it (TOOLCHAIN.md).
    viteConfig.plugins = [...(viteConfig.plugins ?? []), msw({ mode: 'worker-only' })];
    // Declared up front: a dependency Vite discovers mid-run makes it re-optimise and reload the
    // page, which fails the first stories of a cold run (a fresh CI clone is always cold).
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), ...BROWSER_DEPS],
    };
    return viteConfig;
  },
};

export default config;
