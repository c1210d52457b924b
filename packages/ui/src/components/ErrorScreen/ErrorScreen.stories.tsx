import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorScreen } from './ErrorScreen.tsx';

const meta = {
  title: 'Components/ErrorScreen',
  tags: ['autodocs'],
  component: ErrorScreen,
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's default error screen. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
  },
};

/** A load failure: the server's message replaces the page content, with a way to try again. */
export const Error: Story = {
  tags: ['state'],
  args: { title: 'Error fetching data', detail: 'Student not found', onRetry: fn(), homeHref: '/' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Student not found');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};
