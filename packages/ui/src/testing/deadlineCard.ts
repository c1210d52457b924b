/**
 * For stories only: the Registration card's states (issue 34; `kit/RegistrationDeadlineCard`), on
 * whichever screen shows it (the coordinator's home, Set Registration Deadline): no deadline yet,
 * one set, one passed, loading, a failed load, and Try again recovering from it. Export each under
 * its own name, as Storybook's indexer reads them:
 *
 * @example
 * const deadline = deadlineCardStories();
 * export const DeadlineSet: Story = deadline.DeadlineSet;
 * export const DeadlineError: Story = { ...deadline.DeadlineError, tags: ['state'] };
 */
import type { StoryContext } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { failWith, loadForever, respondWith } from '@siwes/mocks';
import { expect, waitFor, within } from 'storybook/test';
import { failsThenRetries } from './stories.ts';

interface CardStory {
  beforeEach?: (context: { msw: { use: (...handlers: HttpHandler[]) => void } }) => void;
  play: (context: Pick<StoryContext, 'canvasElement'>) => Promise<void>;
}

/** The card, once on the page. */
function deadlineCard(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('region', { name: 'Registration' });
}

/** The card's two lines as the fake's clock (Friday 5 June 2026) reads them. */
export const DEADLINE_WORDS = {
  future: 'Friday 31 July 2026, 17:00 in Lagos',
  past: 'Monday 1 June 2026, 09:30 in Lagos',
  notSet: 'Not set yet',
  openWithout: 'Open now: no deadline is set.',
  open: 'Open now: students can register until the deadline.',
  closed: 'Closed: the deadline has passed. Set a later one to open registration again.',
} as const;

export function deadlineCardStories() {
  const failure = failsThenRetries({
    fail: (until) =>
      failWith('getRegistrationDeadline', 503, { message: 'Settings are unavailable.' }, { until }),
    shows: async (_canvas, canvasElement) => {
      const card = await deadlineCard(canvasElement);
      await waitFor(() =>
        expect(within(card).getByRole('alert')).toHaveTextContent('Settings are unavailable.'),
      );
      await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    },
    recovered: async (_canvas, canvasElement) => {
      const card = await deadlineCard(canvasElement);
      await waitFor(() => expect(card).toHaveTextContent(`Deadline${DEADLINE_WORDS.notSet}`));
    },
  });
  const answering =
    (time: string, open: boolean): CardStory['beforeEach'] =>
    ({ msw }) =>
      msw.use(respondWith('getRegistrationDeadline', { data: { time, open } }));
  const saying =
    (when: string, status: string): CardStory['play'] =>
    async ({ canvasElement }) => {
      const card = await deadlineCard(canvasElement);
      await waitFor(() => expect(card).toHaveTextContent(`Deadline${when}`));
      await expect(card).toHaveTextContent(`Status${status}`);
    };
  return {
    /** No deadline set yet: "Not set yet", and registration open. */
    NoDeadlineYet: { play: saying(DEADLINE_WORDS.notSet, DEADLINE_WORDS.openWithout) },
    /** A deadline set: in words, in Lagos time, and registration open. */
    DeadlineSet: {
      beforeEach: answering('2026-07-31T16:00:00.000Z', true),
      play: saying(DEADLINE_WORDS.future, DEADLINE_WORDS.open),
    },
    /** A deadline passed: registration closed, and how to open it again. */
    DeadlinePassed: {
      beforeEach: answering('2026-06-01T08:30:00.000Z', false),
      play: saying(DEADLINE_WORDS.past, DEADLINE_WORDS.closed),
    },
    /** While the deadline loads, the card says so. */
    DeadlineLoading: {
      beforeEach: ({ msw }) => msw.use(loadForever('getRegistrationDeadline')),
      play: async ({ canvasElement }) => {
        const card = await deadlineCard(canvasElement);
        await expect(within(card).getByRole('status')).toHaveTextContent('Loading the deadline…');
      },
    },
    /** The deadline fails to load: the server's message, with Try again; the rest of the page stays. */
    DeadlineError: failure.Error,
    /** Try again loads the deadline once the server is back. */
    DeadlineErrorThenRetry: failure.ErrorThenRetry,
  } satisfies Record<string, CardStory>;
}
