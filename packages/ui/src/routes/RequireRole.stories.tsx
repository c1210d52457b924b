import type { Meta, StoryObj } from '@storybook/react-vite';
import { SERVER_MESSAGES } from '@siwes/api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useServices } from '../services/services.tsx';
import { RequireRole } from './RequireRole.tsx';

/** Ends the student's session as a 401 from the server would. */
function EndSession() {
  const { sessions } = useServices();
  return (
    <button type="button" onClick={() => sessions.end('student')}>
      End the session
    </button>
  );
}

const meta = {
  title: 'Internals/RequireRole',
  component: RequireRole,
  args: {
    role: 'student',
    children: (
      <main id="main">
        <h1>Weekly Report</h1>
      </main>
    ),
  },
  parameters: { layout: 'fullscreen', route: '/students/report' },
} satisfies Meta<typeof RequireRole>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the role's session: the page. */
export const SignedIn: Story = {
  parameters: { services: { signedIn: ['student'] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Weekly Report' }),
    ).toBeVisible();
  },
};

/** Without it (another role's does not count): that role's login, at the same address. */
export const SignedOut: Story = {
  parameters: { services: { signedIn: ['coordinator'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Weekly Report' })).toBeNull();
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/students/report');
  },
};

/** The session ends while the page is open: the login says why and takes the keyboard's focus. */
export const SessionEnds: Story = {
  parameters: { services: { signedIn: ['student'] } },
  render: (args) => (
    <>
      <EndSession />
      <RequireRole {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'End the session' }));
    const login = await canvas.findByRole('heading', { level: 1, name: 'Student Login' });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(SERVER_MESSAGES.sessionEnded));
    await waitFor(() => expect(login).toHaveFocus());
  },
};
