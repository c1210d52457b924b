import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@siwes/api';
import { failWith, loadForever, respondWith } from '@siwes/mocks';
import { expect, within } from 'storybook/test';
import { weekTitle } from '../../kit/LogbookWeek/LogbookWeek.tsx';
import { logbook, SIGNED, week } from '../../testing/logbook.ts';
import { CLOSED_SENTENCE, LogbookHistory, NO_EARLIER_WEEKS } from './LogbookHistory.tsx';

/**
 * The student's own logbook below this week (issue 24): every earlier week, newest first and
 * paged, with its days, its sign-off or the link waiting for it, its reopenings and the
 * supervisors' comments; a past week is read-only unless opened again.
 */
const meta = {
  title: 'Screens/Student/WeeklyReportScreen: LogbookHistory',
  component: LogbookHistory,
  parameters: { route: '/students/report', services: { signedIn: ['student'] } },
  args: { weekStart: '2026-05-25' },
} satisfies Meta<typeof LogbookHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const history = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Your logbook: earlier weeks' }));

/** Three earlier weeks, newest first: one waiting for sign-off, one signed, one opened again. */
export const Default: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(respondWith('getLogbook', SIGNED));
  },
  play: async ({ canvasElement }) => {
    const h = history(canvasElement);
    const titles = (await h.findAllByRole('heading', { level: 3 })).map((t) => t.textContent);
    await expect(titles).toEqual(SIGNED.weeks.map((w) => weekTitle(w.weekStart)));
    await expect(h.getByText(/Signed by Ngozi Bello/)).toBeVisible();
  },
};

/** While the logbook loads. */
export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('getLogbook'));
  },
  play: async ({ canvasElement }) => {
    await expect(await history(canvasElement).findByText('Loading your earlier weeks…')).toBeVisible();
  },
};

/** A first week: nothing earlier, and it says where the weeks will show. */
export const Empty: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(respondWith('getLogbook', logbook([week('2026-05-25', { monday: 'First day.' })])));
  },
  play: async ({ canvasElement }) => {
    await expect(await history(canvasElement).findByText(NO_EARLIER_WEEKS)).toBeVisible();
  },
};

/** The logbook could not be read: the reason and Try again. */
export const Error: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(failWith('getLogbook', 500));
  },
  play: async ({ canvasElement }) => {
    const h = history(canvasElement);
    await expect(await h.findByRole('alert')).toHaveTextContent(MESSAGES.fetchError);
    await expect(h.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A past week nobody opened again: read-only, saying how it could be written again. */
export const ClosedWeek: Story = {
  beforeEach({ msw }) {
    msw.use(respondWith('getLogbook', logbook([week('2026-05-04', { monday: 'Induction.' })])));
  },
  play: async ({ canvasElement }) => {
    const h = history(canvasElement);
    await expect(await h.findByText(CLOSED_SENTENCE)).toBeVisible();
    await expect(h.queryByRole('form')).toBeNull();
  },
};
