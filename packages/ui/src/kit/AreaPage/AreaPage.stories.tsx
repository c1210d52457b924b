import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AreaPage } from './AreaPage.tsx';

const meta = {
  title: 'Patterns/AreaPage',
  tags: ['autodocs'],
  component: AreaPage,
  parameters: {
    layout: 'fullscreen',
    route: '/coordinator/supervisors',
    services: { signedIn: ['coordinator'] },
  },
  args: {
    role: 'coordinator',
    title: 'Registered Supervisors',
    lead: 'Every supervisor, with the number of students assigned.',
    children: <p>The page's content.</p>,
  },
} satisfies Meta<typeof AreaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The role's frame, the page's one heading and its lead, then the content, in the main landmark. */
export const WithLead: Story = {
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Registered Supervisors' })).toBeVisible();
    await expect(main.getByText('Every supervisor, with the number of students assigned.')).toBeVisible();
    await expect(main.getByText("The page's content.")).toBeVisible();
    await expect(within(canvasElement).getByRole('navigation', { name: 'Coordinator menu' })).toBeVisible();
  },
};

/** Without a lead: the heading, then the content. */
export const NoLead: Story = {
  args: { lead: undefined },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(main.querySelectorAll('p')).toHaveLength(1);
    await expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Registered Supervisors');
  },
};

/** On a phone the page comes first, the folded menu above it, nothing wider than the screen. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(within(canvasElement).getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
