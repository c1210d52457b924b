import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MAIN_ID, SkipLink } from './SkipLink.tsx';

const meta = {
  title: 'Components/SkipLink',
  tags: ['autodocs'],
  component: SkipLink,
  render: () => (
    <>
      <SkipLink />
      <nav aria-label="Site">
        <a href="#home">Home</a>
      </nav>
      <main id={MAIN_ID}>
        <h1>Weekly Report</h1>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Out of sight until the first Tab reaches it; then shown over the page. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

/** Enter takes the keyboard past the navigation to the page's heading; Tab never stops on the heading. */
export const SkipsToTheHeading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const heading = canvas.getByRole('heading', { level: 1, name: 'Weekly Report' });
    await expect(heading).toHaveFocus();
    await expect(heading).toHaveAttribute('tabindex', '-1');
  },
};

/** A page with no heading: the keyboard goes to its main content. */
export const NoHeading: Story = {
  render: () => (
    <>
      <SkipLink />
      <a href="#home">Home</a>
      <main id={MAIN_ID}>
        <p>Loading your details…</p>
      </main>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
