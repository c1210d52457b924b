import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../packages/ui/src/tokens/tokens.css';
import { withRouter, withWidth } from './decorators.tsx';

const preview: Preview = {
  loaders: [mswLoader()],
  decorators: [withWidth, withRouter],
  parameters: {
    // An axe violation fails the story's test, in Storybook's test panel and in `npm test`.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: {
        order: ['Introduction', 'Design tokens', 'Kit', 'Public', 'Student', 'Supervisor', 'Coordinator'],
      },
    },
  },
};

export default preview;
