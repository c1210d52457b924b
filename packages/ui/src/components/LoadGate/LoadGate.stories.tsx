import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadGate } from './LoadGate.tsx';

const meta = {
  title: 'Components/LoadGate',
  tags: ['autodocs'],
  component: LoadGate<string>,
  args: {
    status: 'loading',
    data: null,
    error: null,
    onRetry: fn(),
    children: (data: string) => <p>{data}</p>,
  },
} satisfies Meta<typeof LoadGate<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  tags: ['state'],
  args: { loadingLabel: 'Loading your details…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your details…');
  },
};

/** The server's message replaces the page, with a way to try again. */
export const Error: Story = {
  tags: ['state'],
  args: { status: 'failed', error: 'Student not found' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Student not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Default: Story = {
  tags: ['state'],
  args: { status: 'loaded', data: 'The page' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The page')).toBeVisible();
  },
};

/** Loading again keeps the page (and what its parts hold) until the new data arrive. */
export const Reloading: Story = {
  args: { status: 'loading', data: 'The page as it was' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The page as it was')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
