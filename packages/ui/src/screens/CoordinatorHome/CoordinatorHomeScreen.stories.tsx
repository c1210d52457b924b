import type { Meta, StoryObj } from '@storybook/react-vite';
import { failWith, loadForever, Outage, respondWith } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CoordinatorHomeScreen } from './CoordinatorHomeScreen.tsx';

const meta = {
  title: 'Coordinator/CoordinatorHomeScreen',
  component: CoordinatorHomeScreen,
  parameters: { layout: 'fullscreen', route: '/coordinator/index', services: { signedIn: ['coordinator'] } },
} satisfies Meta<typeof CoordinatorHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
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
  beforeEach({ msw }) {
    msw.use(loadForever('getCoordinator'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your details…');
  },
};

export const Error: Story = {
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
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Your Details' });
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** The registration card (issue 34): the deadline set, in words and Lagos time, and whether registration is open. */
async function registrationCard(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('region', { name: 'Registration' });
}

/** No deadline set yet: "Not set yet", registration open. */
export const NoDeadlineYet: Story = {
  play: async ({ canvasElement }) => {
    const card = await registrationCard(canvasElement);
    await waitFor(() => expect(card).toHaveTextContent('DeadlineNot set yet'));
    await expect(card).toHaveTextContent('StatusOpen now: no deadline is set.');
  },
};

/** A deadline set: the home says it in words, in Lagos time, and that registration is open. */
export const DeadlineSet: Story = {
  beforeEach({ msw }) {
    msw.use(
      respondWith('getRegistrationDeadline', { data: { time: '2026-07-31T16:00:00.000Z', open: true } }),
    );
  },
  play: async ({ canvasElement }) => {
    const card = await registrationCard(canvasElement);
    await waitFor(() => expect(card).toHaveTextContent('DeadlineFriday 31 July 2026, 17:00 in Lagos'));
    await expect(card).toHaveTextContent('StatusOpen now: students can register until the deadline.');
  },
};

/** A deadline passed: registration closed, and how to open it again. */
export const DeadlinePassed: Story = {
  beforeEach({ msw }) {
    msw.use(
      respondWith('getRegistrationDeadline', { data: { time: '2026-06-01T08:30:00.000Z', open: false } }),
    );
  },
  play: async ({ canvasElement }) => {
    const card = await registrationCard(canvasElement);
    await waitFor(() => expect(card).toHaveTextContent('DeadlineMonday 1 June 2026, 09:30 in Lagos'));
    await expect(card).toHaveTextContent(
      'StatusClosed: the deadline has passed. Set a later one to open registration again.',
    );
  },
};

const deadlineDown = new Outage();

/** The deadline fails to load: the card says so with Try again; the coordinator's details still show. */
export const DeadlineLoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('getRegistrationDeadline', 500, {}, { until: deadlineDown.begin() }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await registrationCard(canvasElement);
    await waitFor(() => expect(within(card).getByRole('alert')).toHaveTextContent('Error fetching data'));
    await expect(canvas.getByRole('region', { name: 'Your Details' })).toHaveTextContent(
      'coordinator@siwes.test',
    );
    deadlineDown.end();
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(card).toHaveTextContent('DeadlineNot set yet'));
  },
};
