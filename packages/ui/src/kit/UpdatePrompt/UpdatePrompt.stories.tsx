import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSyncExternalStore } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ManualUpdates } from '../../services/updates.ts';
import { useServices } from '../../services/services.tsx';
import { UPDATE_READY } from './UpdateOffer.tsx';
import { UpdatePrompt } from './UpdatePrompt.tsx';

/** For these stories: a deployment of the next version, and how often the page reloaded into it. */
function Deployment() {
  const updates = useServices().updates as ManualUpdates;
  const ready = useSyncExternalStore(updates.subscribe, updates.ready);
  return (
    <>
      <p>The page the student is on.</p>
      {!ready && (
        <button type="button" onClick={() => updates.deploy()}>
          Deploy the next version
        </button>
      )}
      <button
        type="button"
        onClick={(event) => (event.currentTarget.dataset.applied = String(updates.applied()))}
      >
        Count reloads
      </button>
    </>
  );
}

const meta = {
  title: 'Patterns/UpdatePrompt',
  tags: ['autodocs'],
  component: UpdatePrompt,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <main>
      <Deployment />
      <UpdatePrompt />
    </main>
  ),
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

async function reloads(canvasElement: HTMLElement): Promise<string | undefined> {
  const count = within(canvasElement).getByRole('button', { name: 'Count reloads' });
  await userEvent.click(count);
  return count.dataset.applied;
}

/** The live region the offer arrives in (always in the page, so the offer is announced). */
const region = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-live="polite"]')!;

/** The running version is the newest: nothing is offered, and the live region waits, empty. */
export const Current: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(region(canvasElement)).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('button', { name: 'Reload' })).toBeNull();
  },
};

/**
 * The next version is deployed while the page is open: it is offered, and the page keeps running
 * the version it started with until the user reloads.
 */
export const UpdateReady: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Deploy the next version' }));
    await waitFor(() => expect(region(canvasElement)).toHaveTextContent(UPDATE_READY));
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(await reloads(canvasElement)).toBe('0');
  },
};

/** A version already waiting when the page opens (installed on an earlier visit) is offered at once. */
export const ReadyOnArrival: Story = {
  parameters: { services: { updateReady: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(UPDATE_READY)).toBeVisible();
  },
};

/** Reload hands over to the new version, once; the button is busy until the page reloads. */
export const Reloading: Story = {
  parameters: { services: { updateReady: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reload = await canvas.findByRole('button', { name: 'Reload' });
    await userEvent.click(reload);
    await expect(reload).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(reload);
    await expect(await reloads(canvasElement)).toBe('1');
  },
};
