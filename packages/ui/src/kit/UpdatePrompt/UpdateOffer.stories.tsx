import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ManualUpdates } from '../../services/updates.ts';
import { useServices } from '../../services/services.tsx';
import { UPDATE_READY, UpdateOffer } from './UpdateOffer.tsx';

/** For these stories: how often the page handed over to the new version. */
function ReloadCount() {
  const updates = useServices().updates as ManualUpdates;
  return (
    <button
      type="button"
      onClick={(event) => (event.currentTarget.dataset.applied = String(updates.applied()))}
    >
      Count reloads
    </button>
  );
}

/**
 * The offer itself (kit/UpdatePrompt), which `UpdatePrompt` loads into its live region only once a
 * new version is waiting: "A new version is ready." with Reload, through the app update machine.
 * Shown alone here, it renders nothing while the running version is the newest.
 */
const meta = {
  title: 'Patterns/UpdatePrompt/UpdateOffer',
  tags: ['autodocs'],
  component: UpdateOffer,
  parameters: { services: { updateReady: true } },
  render: () => (
    <>
      <UpdateOffer />
      <ReloadCount />
    </>
  ),
} satisfies Meta<typeof UpdateOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

async function reloads(canvasElement: HTMLElement): Promise<string | undefined> {
  const count = within(canvasElement).getByRole('button', { name: 'Count reloads' });
  await userEvent.click(count);
  return count.dataset.applied;
}

/** No new version: nothing. */
export const Current: Story = {
  parameters: { services: { updateReady: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(UPDATE_READY)).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'Reload' })).toBeNull();
  },
};

/** A new version waiting: the sentence and Reload; nothing is applied until the user asks. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(UPDATE_READY)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeEnabled();
    await expect(await reloads(canvasElement)).toBe('0');
  },
};

/** Reload: busy until the page reloads into the new version, which is applied once, however often it is pressed. */
export const Reloading: Story = {
  play: async ({ canvasElement }) => {
    const reload = await within(canvasElement).findByRole('button', { name: 'Reload' });
    await userEvent.click(reload);
    await expect(reload).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(reload);
    await expect(await reloads(canvasElement)).toBe('1');
  },
};
