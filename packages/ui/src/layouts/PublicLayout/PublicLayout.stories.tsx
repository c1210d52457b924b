import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PublicLayout } from './PublicLayout.tsx';

const meta = {
  title: 'Layouts/PublicLayout',
  tags: ['autodocs'],
  component: PublicLayout,
  parameters: { layout: 'fullscreen', route: '/studentlogin' },
  args: { children: <h1>Page content</h1> },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The navigation bar, one main landmark with the page, and the footer. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Page content');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Copyright © 2022');
  },
};

export const Narrow: Story = { args: { narrow: true } };

/**
 * The first Tab reaches "Skip to main content", shown while it has the focus; Enter takes the
 * keyboard to the page's heading, and the next Tab goes on inside the page.
 */
export const SkipLink: Story = {
  args: {
    children: (
      <>
        <h1>Page content</h1>
        <button type="button">First in the page</button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page content' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'First in the page' })).toHaveFocus();
  },
};
