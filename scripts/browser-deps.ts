/**
 * Dependencies the browser test projects load, pre-bundled by Vite before the first test. Without
 * this list Vite finds them while stories run, re-optimises, reloads the page, and the first
 * stories of a cold run fail ("iframe did not become ready").
 */
export const BROWSER_DEPS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom/client',
  'react-router',
  'xstate',
  '@xstate/react',
  'zod',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'storybook/test',
] as const;
