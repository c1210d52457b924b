import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, useState } from 'react';
import { Link, type RouteObject } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useRoutedPage } from '../../routes/ScreenRoutes.tsx';
import { MAIN_ID } from '../SkipLink/SkipLink.tsx';
import { NAVIGATION_PROGRESS_LABEL, NavigationProgress } from './NavigationProgress.tsx';

const meta = {
  title: 'Components/NavigationProgress',
  tags: ['autodocs'],
  component: NavigationProgress,
  parameters: { layout: 'fullscreen' },
  args: { pending: true },
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) => within(canvasElement).getByRole('progressbar', { hidden: true });

/** A page on its way: the bar is there but shows only once the wait passes about 150 ms. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const progress = bar(canvasElement);
    await expect(progress).toHaveAttribute('aria-label', NAVIGATION_PROGRESS_LABEL);
    await expect(progress).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(progress).toBeVisible());
    await expect(progress.getBoundingClientRect().top).toBe(0);
  },
};

/** Nothing on its way: no bar. */
export const Default: Story = {
  tags: ['state'],
  args: { pending: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar', { hidden: true })).toBeNull();
  },
};

/** Lets the story's next page arrive (its code "loaded"). */
let arrive = () => {};

function FirstPage() {
  return (
    <main id={MAIN_ID}>
      <h1>First page</h1>
      <Link to="/next">Go to the next page</Link>
    </main>
  );
}

function NextPage() {
  return (
    <main id={MAIN_ID}>
      <h1>Next page</h1>
    </main>
  );
}

/** Two pages routed as the portal routes them; the second one's code waits for `arrive()`. */
function TwoPages() {
  const [routes] = useState<RouteObject[]>(() => {
    const code = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const Next = lazy(async () => {
      await code;
      return { default: NextPage };
    });
    return [
      { path: '/', element: <FirstPage /> },
      { path: '/next', element: <Next /> },
    ];
  });
  const { page, pending } = useRoutedPage(routes);
  return (
    <>
      <NavigationProgress pending={pending} />
      {page}
    </>
  );
}

/**
 * A link followed while the next page's code is still loading: the first page stays, the bar
 * shows while it waits and goes once the next page is drawn, and the keyboard's focus is then on
 * the new page's heading (not on the first page's, which the visit started on).
 */
export const FollowedLink: Story = {
  render: () => <TwoPages />,
  parameters: { route: '/', routePattern: '*' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'First page' })).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the next page' }));
    await waitFor(() => expect(canvas.getByRole('progressbar')).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 1, name: 'First page' })).toBeVisible();
    arrive();
    const next = await canvas.findByRole('heading', { level: 1, name: 'Next page' });
    await expect(canvas.queryByRole('progressbar', { hidden: true })).toBeNull();
    // Once the new page's effects have run.
    await waitFor(() => expect(next).toHaveFocus());
    await expect(next).toHaveAttribute('tabindex', '-1');
  },
};

/** The same link followed from the keyboard: the heading that takes the focus shows the focus ring. */
export const FollowedLinkByKeyboard: Story = {
  render: () => <TwoPages />,
  parameters: { route: '/', routePattern: '*' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: 'Go to the next page' }).focus();
    await userEvent.keyboard('{Enter}');
    arrive();
    const next = await canvas.findByRole('heading', { level: 1, name: 'Next page' });
    await waitFor(() => expect(next).toHaveFocus());
    await expect(next.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(next).boxShadow).not.toBe('none');
  },
};
