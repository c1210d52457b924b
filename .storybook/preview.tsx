import type { Preview } from '@storybook/react-vite';
import type { IndexEntry } from 'storybook/internal/types';
import { http, HttpResponse } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure, expect } from 'storybook/test';
import { CONTACT_FILE } from '@siwes/api';
import { createFakeApi } from '@siwes/mocks';
import demoContact from '../apps/portal/public/contact.json';
import '../packages/ui/src/tokens/tokens.css';
import { withRouter, withServices, withWidth } from './decorators.tsx';
import { choiceControls } from './controls.ts';
import { missedRequests, startMockWorker } from './mockWorker.ts';
import { expectFinalState } from './stateChecks.ts';

/**
 * How long a story's `findBy…` and `waitFor` look before failing: 3 s, not Testing Library's 1 s.
 * A screen's code loads lazily, and on a busy 2-core CI machine its first render passed 1 s (a
 * journey story's first table, seen at 1.86 s while the unit tests ran beside it). A passing story
 * takes no longer; only a failing one fails later.
 */
configure({ asyncUtilTimeout: 3000 });

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** The sidebar's order, read by Storybook from this file's source (no types inside the function). */
    options?: { storySort?: (a: IndexEntry, b: IndexEntry) => number };
  }
}

const preview: Preview = {
  // The worker started, and in control of the page, before the first story renders (mockWorker.ts).
  loaders: [mswLoader(startMockWorker)],
  // `role` a choice of three, words a text box (controls.ts).
  argTypesEnhancers: [choiceControls],
  /** The toolbar's width: any story at a phone's, a tablet's or a laptop's width (a story's own `width` wins). */
  globalTypes: {
    width: {
      description: 'The width the story is drawn at',
      toolbar: {
        title: 'Width',
        icon: 'mobile',
        items: [
          { value: 'full', title: 'Full width' },
          { value: '320', title: '320 px (phone)' },
          { value: '768', title: '768 px (tablet, the breakpoint)' },
          { value: '1280', title: '1280 px (laptop)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { width: 'full' },
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
  /**
   * After each story: no API request missed the fake, and a story tagged 'state' ends showing
   * the state its name says (stateChecks.ts).
   */
  async afterEach(context) {
    await expect(missedRequests(), 'API requests the fake did not answer').toEqual([]);
    await expectFinalState(context);
  },
  parameters: {
    // An axe violation fails the story's test, in Storybook's test panel and in `npm test`.
    a11y: { test: 'error' },
    // Descriptions and defaults beside each control, in the Controls panel and on docs pages.
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      /**
       * The sidebar (docs/storybook.md): the sections in the design system's
       * order, each role's screens in the order a user meets them, and within a component or
       * screen its docs, then its states (tagged 'state'), then its behaviour tests. Storybook
       * reads this function on its own, so it names nothing outside itself.
       */
      storySort: (a, b) => {
        const sections = [
          'Introduction',
          'Foundations',
          'Components',
          'Patterns',
          'Layouts',
          'Screens',
          'Journeys',
          'Internals',
        ];
        const roles = ['Shared', 'Public', 'Student', 'Supervisor', 'Coordinator'];
        const [aSection = '', aRole = ''] = a.title.split('/');
        const [bSection = '', bRole = ''] = b.title.split('/');
        // Unlisted sections and roles after the listed ones (indexOf's -1 becomes the end).
        const bySection =
          (sections.indexOf(aSection) + 1 || sections.length + 1) -
          (sections.indexOf(bSection) + 1 || sections.length + 1);
        if (bySection !== 0) return bySection;
        const byRole =
          aSection === 'Screens'
            ? (roles.indexOf(aRole) + 1 || roles.length + 1) - (roles.indexOf(bRole) + 1 || roles.length + 1)
            : 0;
        if (byRole !== 0) return byRole;
        if (a.title !== b.title) return a.title.localeCompare(b.title, undefined, { numeric: true });
        const aPlace = a.type === 'docs' ? 0 : a.tags?.includes('state') ? 1 : 2;
        const bPlace = b.type === 'docs' ? 0 : b.tags?.includes('state') ? 1 : 2;
        return aPlace - bPlace;
      },
    },
  },
};

export default preview;
