import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicLayout } from './PublicLayout.tsx';

const meta = {
  title: 'Public/PublicLayout',
  component: PublicLayout,
  parameters: { layout: 'fullscreen', route: '/studentlogin' },
  args: { children: <h1>Page content</h1> },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The navigation bar, one main landmark with the page, and the footer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Page content');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Copyright © 2022');
  },
};

export const Narrow: Story = { args: { narrow: true } };
