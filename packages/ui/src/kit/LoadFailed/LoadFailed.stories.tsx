import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@siwes/api';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadFailed } from './LoadFailed.tsx';

/**
 * A part of a page whose own load failed, the rest of the page left be: the reason, announced
 * as it appears, and Try again (the student's earlier weeks, say, below this week's form).
 */
const meta = {
  title: 'Patterns/LoadFailed',
  component: LoadFailed,
  tags: ['autodocs'],
  args: { error: MESSAGES.fetchError, onRetry: fn() },
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reason, announced, and Try again, which asks for the part again. */
export const Error: Story = {
  tags: ['state'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.fetchError);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
