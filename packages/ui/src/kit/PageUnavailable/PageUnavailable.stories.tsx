import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NetworkToggle } from '../../testing/NetworkToggle.tsx';
import {
  NEW_VERSION_DETAIL,
  NEW_VERSION_TITLE,
  OFFLINE_PAGE_DETAIL,
  OFFLINE_PAGE_TITLE,
  PageUnavailable,
} from './PageUnavailable.tsx';

const meta = {
  title: 'Patterns/PageUnavailable',
  tags: ['autodocs'],
  component: PageUnavailable,
  parameters: { layout: 'fullscreen' },
  args: { reason: 'offline', onReload: fn() },
  render: (args) => (
    <main>
      <PageUnavailable {...args} />
      <NetworkToggle />
    </main>
  ),
} satisfies Meta<typeof PageUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A supervisor's page opened with no network (its code was never kept on the phone): said
 * plainly, with Try again; the page loads again by itself once the network is back.
 */
export const Offline: Story = {
  tags: ['state'],
  parameters: { services: { offline: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: OFFLINE_PAGE_TITLE })).toBeVisible();
    await expect(canvas.getByText(OFFLINE_PAGE_DETAIL)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Go online' }));
    await waitFor(() => expect(args.onReload).toHaveBeenCalledTimes(2));
  },
};

/** The server has a new version and no longer this page's code: Reload opens it. */
export const NewVersion: Story = {
  args: { reason: 'newVersion' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: NEW_VERSION_TITLE })).toBeVisible();
    await expect(canvas.getByText(NEW_VERSION_DETAIL)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
