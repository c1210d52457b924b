import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HomeScreen } from './HomeScreen.tsx';

const meta = {
  title: 'Screens/Public/HomeScreen',
  component: HomeScreen,
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The scheme (1973), its four aims, and the nine steps in order. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Students Industrial Work Experience Scheme',
    );
    await expect(canvas.getByRole('main')).toHaveTextContent(
      'set up by the Industrial Training Fund in 1973',
    );
    const aims = within(canvas.getByRole('region', { name: 'Aims of the scheme' })).getAllByRole('listitem');
    await expect(aims).toHaveLength(4);
    const steps = canvas.getByRole('region', { name: 'How it works, step by step' });
    const items = within(within(steps).getByRole('list')).getAllByRole('listitem');
    await expect(steps.querySelector('ol')).not.toBeNull();
    await expect(items).toHaveLength(9);
    await expect(items[0]).toHaveTextContent('introduction letter');
    await expect(items[4]).toHaveTextContent('within the first 2 weeks');
    await expect(items[8]).toHaveTextContent('oral defence');
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('2022');
  },
};

/** On a phone the page fits 320 px and the menu opens. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('link', { name: 'Coordinator' })).toBeVisible();
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
