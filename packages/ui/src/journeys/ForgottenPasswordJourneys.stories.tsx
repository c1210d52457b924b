import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_ACCOUNTS } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenRoutes } from '../routes/ScreenRoutes.tsx';
import { pathTo } from '../registry/screens.ts';
import { PASSWORD_CHANGED_NOTICE } from '../kit/loginNotice.ts';
import { mailedCode } from '../testing/fakeApi.ts';
import { fillAndPress } from '../testing/stories.ts';

/** Every screen routed as the portal routes it (the registry), so one story walks through a whole reset. */
const meta = {
  title: 'Journeys/Forgotten password',
  component: ScreenRoutes,
  parameters: {
    layout: 'fullscreen',
    routePattern: '*',
    services: { timing: { redirectAfterSuccessMs: 300 } },
  },
} satisfies Meta<typeof ScreenRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_PASSWORD = 'Fresh#Start2026';

/** From the login's Forgot Password link to a new password, back at the login, signing in with it. */
async function resetAndSignIn(canvasElement: HTMLElement, email: string, homePath: string) {
  const canvas = within(canvasElement);
  const path = () => canvas.getByTestId('current-path');
  await userEvent.click(await canvas.findByRole('link', { name: 'Forgot Password' }));
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Verify Email' })).toBeVisible();
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
  await waitFor(() =>
    expect(canvas.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible(),
  );
  await expect(canvas.getByText(email)).toBeVisible();

  const code = await mailedCode(email);
  await fillAndPress(canvasElement, { 'New Password': NEW_PASSWORD, OTP: code }, 'Change Password');
  await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: /Login$/ })).toBeVisible());
  // The login says why the user is back, once: gone after signing in.
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(PASSWORD_CHANGED_NOTICE));

  await userEvent.type(await canvas.findByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), NEW_PASSWORD);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(path()).toHaveTextContent(homePath));
}

/** A student: /studentlogin → /verifyStudentPass → /changePassword → /studentlogin → dashboard. */
export const Student: Story = {
  parameters: { route: pathTo('studentLogin') },
  play: async ({ canvasElement }) => {
    await resetAndSignIn(canvasElement, FIXTURE_ACCOUNTS.student.email, pathTo('studentDashboard'));
  },
};

/** A lecturer: /lecturerlogin → /lecturers/verify → /lecturer/changePassword → /lecturerlogin → home. */
export const Lecturer: Story = {
  parameters: { route: pathTo('lecturerLogin') },
  play: async ({ canvasElement }) => {
    await resetAndSignIn(canvasElement, FIXTURE_ACCOUNTS.supervisor.email, pathTo('lecturerHome'));
  },
};

/**
 * A direct visit (a bookmark, the link in the code's email, a reload in a new tab) to the
 * change-password page with no code sent yet: Verify Email shows in its place; Verify sends the
 * code and the same page then shows the form with the code field, and the reset goes through.
 */
async function directVisit(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Verify Email' })).toBeVisible();
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await expect(canvas.getByText(email)).toBeVisible();
  await expect(canvas.getByLabelText('OTP')).toBeVisible();
  const code = await mailedCode(email);
  await fillAndPress(canvasElement, { 'New Password': NEW_PASSWORD, OTP: code }, 'Change Password');
  await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: /Login$/ })).toBeVisible());
}

export const StudentVisitsChangePasswordDirectly: Story = {
  parameters: { route: pathTo('changePassword') },
  play: async ({ canvasElement }) => {
    await directVisit(canvasElement, FIXTURE_ACCOUNTS.student.email);
  },
};

export const LecturerVisitsChangePasswordDirectly: Story = {
  parameters: { route: pathTo('lecturerResetPassword') },
  play: async ({ canvasElement }) => {
    await directVisit(canvasElement, FIXTURE_ACCOUNTS.supervisor.email);
  },
};
