import type { StorybookConfig } from '@storybook/react-vite';
import { msw } from 'msw/vite';

const config: StorybookConfig = {
  stories: [
    '../docs/storybook/*.mdx',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
  ],
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
    return viteConfig;
  },
};

export default config;
