import type { Meta, StoryObj } from '@storybook/react-vite';
import { failWith, loadForever } from '@siwes/mocks';
import { expect, within } from 'storybook/test';
import { deadlineCardStories } from '../../testing/deadlineCard.ts';
import { CoordinatorHomeScreen } from './CoordinatorHomeScreen.tsx';

const meta = {
  title: 'Screens/Coordinator/CoordinatorHomeScreen',
  component: CoordinatorHomeScreen,
  parameters: { layout: 'fullscreen', route: '/coordinator/index', services: { signedIn: ['coordinator'] } },
} satisfies Meta<typeof CoordinatorHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: "Coordinator's Home" });
    await expect(heading).toBeVisible();
    // The size of every area page's heading (AreaPage), not a larger one of its own.
    await expect(getComputedStyle(heading).fontSize).toBe('24px');
    await canvas.findByText(/^Welcome, /);
    const details = canvas.getByRole('region', { name: 'Your Details' });
    await expect(details).toHaveTextContent('coordinator@siwes.test');
    await expect(details).toHaveTextContent('SIWES Unit');
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('getCoordinator'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your details…');
  },
};

export const Error: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(failWith('getCoordinator', 500, {}));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Error fetching data' }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Your Details' });
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** The Registration card (issue 34): the deadline set, in words and Lagos time, and whether registration is open. */
const deadline = deadlineCardStories();
export const NoDeadlineYet: Story = deadline.NoDeadlineYet;
export const DeadlineSet: Story = deadline.DeadlineSet;
export const DeadlinePassed: Story = deadline.DeadlinePassed;
export const DeadlineLoading: Story = { ...deadline.DeadlineLoading, tags: ['state'] };
export const DeadlineError: Story = { ...deadline.DeadlineError, tags: ['state'] };
export const DeadlineErrorThenRetry: Story = { ...deadline.DeadlineErrorThenRetry, tags: ['journey'] };
