import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@siwes/api';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LoadState } from '../useLoad.ts';
import { DashboardPanel, LoadedPanels } from './DashboardPanel.tsx';

const state = (over: Partial<LoadState<number>>): LoadState<number> => ({
  status: 'loaded',
  data: 42,
  error: null,
  seenAt: null,
  retry: fn(),
  reload: fn(),
  ...over,
});

/** A dashboard of one panel counting something, as the coordinator's and supervisor's homes load theirs. */
function OnePanel({ page }: { page: LoadState<number> }) {
  return (
    <LoadedPanels page={page} loadingLabel="Counting your students…">
      {(n) => (
        <DashboardPanel title="Students">
          <p>{n} students</p>
        </DashboardPanel>
      )}
    </LoadedPanels>
  );
}

/**
 * A dashboard's frame (issue 29, ADR 021): its loading line, the server's message with Try again
 * (the rest of the page left be), or its panels, each a region named by its heading.
 */
const meta = {
  title: 'Patterns/DashboardPanel',
  component: OnePanel,
  tags: ['autodocs'],
  args: { page: state({}) },
} satisfies Meta<typeof OnePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the panel, a region named by its heading. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Students' });
    await expect(panel).toHaveTextContent('42 students');
  },
};

/** While the numbers come: the loading line, as a status. */
export const Loading: Story = {
  tags: ['state'],
  args: { page: state({ status: 'loading', data: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Counting your students…');
  },
};

/** The count failed: the reason, announced, and Try again, which asks again. */
export const Error: Story = {
  tags: ['state'],
  args: { page: state({ status: 'failed', data: null, error: MESSAGES.fetchError }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.fetchError);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.page.retry).toHaveBeenCalledOnce();
  },
};
