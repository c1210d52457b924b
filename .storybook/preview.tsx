import type { Preview } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { CONTACT_FILE } from '@siwes/api';
import { createFakeApi } from '@siwes/mocks';
import demoContact from '../apps/portal/public/contact.json';
import '../packages/ui/src/tokens/tokens.css';
import { withRouter, withServices, withWidth } from './decorators.tsx';

/**
 * How long a story's `findBy…` and `waitFor` look before failing: 3 s, not Testing Library's 1 s.
 * A screen's code loads lazily, and on a busy 2-core CI machine its first render passed 1 s (a
 * journey story's first table, seen at 1.86 s while the unit tests ran beside it). A passing story
 * takes no longer; only a failing one fails later.
 */
configure({ asyncUtilTimeout: 3000 });

const preview: Preview = {
  loaders: [mswLoader()],
  // Outermost last: the router sits inside the services, the width wrapper inside the router.
  decorators: [withWidth, withRouter, withServices],
  /**
   * Every story gets a fresh fake of the whole API, so no story's changes leak into another, and
   * the portal's shipped contact file (its demonstration values) at `/contact.json`.
   * A story overrides a call in its own beforeEach: `msw.use(failWith('login', 401, { message }))`.
   */
  beforeEach({ msw }) {
    msw.use(
      ...createFakeApi().handlers,
      http.get(`*/${CONTACT_FILE}`, () => HttpResponse.json(demoContact)),
    );
  },
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
