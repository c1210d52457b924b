import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageLoading, Spinner } from './Spinner.tsx';

const meta = {
  title: 'Components/Spinner',
  tags: ['autodocs'],
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled spinner is a status that screen readers announce. */
export const Labelled: Story = {
  args: { label: 'Saving your details' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Saving your details');
  },
};

/** Without a label it is decoration, hidden from assistive technology. */
export const Decorative: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** The page-level loading state that lists and dashboards show while they fetch. */
export const Page: Story = {
  render: () => <PageLoading label="Loading students…" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading students…');
  },
};
