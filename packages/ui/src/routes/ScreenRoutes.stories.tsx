import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenRoutes } from './ScreenRoutes.tsx';

/** The registry's routes, as the portal has them (without its guard: the journeys add it). */
const meta = {
  title: 'Internals/ScreenRoutes',
  component: ScreenRoutes,
  parameters: { layout: 'fullscreen', routePattern: '*' },
} satisfies Meta<typeof ScreenRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address of the registry shows its screen and names the tab after it. */
export const RegisteredAddress: Story = {
  parameters: { route: '/coordinatorlogin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Coordinator Login' })).toBeVisible();
    await waitFor(() => expect(document.title).toContain('Coordinator Login'));
  },
};

/** Routes are exact and case-sensitive (the spec's): any other address shows the home page. */
export const UnknownAddress: Story = {
  parameters: { route: '/StudentLogin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Students Industrial Work Experience Scheme' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Student Login' })).toBeNull();
  },
};

/** A followed link: the new screen, and the keyboard's focus on its heading. */
export const FollowedLink: Story = {
  parameters: { route: '/studentlogin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Forgot Password' }));
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/verifyStudentPass'));
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { level: 1, name: 'Student Login' })).toBeNull(),
    );
    const heading = canvas.getByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};
