import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { createClient, routes, SERVER_MESSAGES } from '@siwes/api';
import { FIXTURE_ACCOUNTS, FIXTURE_IDS, FIXTURE_TOKENS, mswPath } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { draftKey } from '../kit/useDraft.ts';
import { RequireRole } from '../routes/RequireRole.tsx';
import { ScreenRoutes } from '../routes/ScreenRoutes.tsx';

/**
 * The portal's routes with its guard, as the portal has them: a session the server ends while a
 * page is open (a logout elsewhere, a password reset, its expiry) brings that role's login, which
 * says why, in place of the page; signing in again shows the page.
 */
const meta = {
  title: 'Journeys/Session ended',
  component: ScreenRoutes,
  args: { guard: (role, page) => <RequireRole role={role}>{page}</RequireRole> },
  parameters: { layout: 'fullscreen', routePattern: '*' },
} satisfies Meta<typeof ScreenRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fake's week (Friday 5 June 2026): the weekly report's draft is kept under its Monday. */
const WEEK = '2026-06-01';

/** Ends the fixture student's session at the fake, as a logout on another phone would. */
async function endStudentSession() {
  await createClient({ baseUrl: '', getToken: () => FIXTURE_TOKENS.student }).logout({ role: 'student' });
}

/**
 * The weekly report, open while the session ended elsewhere: Upload Report is refused (401), the
 * student login shows at the same address saying "Your session has ended. Please log in again.",
 * the coordinator signed in on the same browser stays signed in, and signing in again brings the
 * page back with the report as it was typed, which then sends. The session ends as the report
 * goes (the page's own loads at opening went through): the fake ends it, then answers the upload.
 */
export const WhileReporting: Story = {
  parameters: {
    route: '/students/report',
    services: {
      signedIn: ['student', 'coordinator'],
      localStorage: {
        [draftKey(['weeklyReport', FIXTURE_IDS.student, WEEK])]: '{"monday":"Installed the printers"}',
      },
    },
  },
  beforeEach({ msw }) {
    let ended = false;
    msw.use(
      http.post(mswPath(routes.submitWeeklyReport), async () => {
        if (!ended) {
          ended = true;
          await endStudentSession();
        }
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Tuesday'), 'Fixed the network');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Report' }));

    const login = await canvas.findByRole('heading', { level: 1, name: 'Student Login' });
    await expect(login).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(SERVER_MESSAGES.sessionEnded));
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/students/report');
    // The keyboard is taken to the login, not left on the page that went.
    await waitFor(() => expect(login).toHaveFocus());

    const { email, password } = FIXTURE_ACCOUNTS.student;
    await userEvent.type(canvas.getByLabelText('Email'), email);
    await userEvent.type(canvas.getByLabelText('Password'), password);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));

    const page = await canvas.findByRole('heading', { level: 1, name: 'Weekly Report Upload' });
    await expect(page).toBeVisible();
    await waitFor(() => expect(page).toHaveFocus());
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/students/report');
    await expect(canvas.getByLabelText('Monday')).toHaveValue('Installed the printers');
    await expect(canvas.getByLabelText('Tuesday')).toHaveValue('Fixed the network');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Report' }));
    // The form's own status (the outbox's waiting notice is a status of the form too).
    const form = canvas.getByRole('form', { name: 'Weekly report' });
    const sent = await within(form).findByText('Report Upload Successful!');
    await expect(sent.closest('[role="status"]')).not.toBeNull();
  },
};

/**
 * A page that loads (the dashboard) finds the session ended: the login in its place says so once;
 * another role's pages are still open; the notice is gone when the login shows again later.
 */
export const OnLoad: Story = {
  parameters: { route: '/students/dashboard', services: { signedIn: ['student', 'coordinator'] } },
  beforeEach: endStudentSession,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(SERVER_MESSAGES.sessionEnded));
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();

    // The coordinator, signed in on the same browser, is not signed out.
    await userEvent.click(canvas.getByRole('link', { name: 'Coordinator' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: "Coordinator's Home" })).toBeVisible();

    // Back at the student's login: said once, not again.
    await userEvent.click(canvas.getByRole('link', { name: 'Students' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
    // Past its arrival (the notice would show by the time the student types), still nothing said.
    await userEvent.type(canvas.getByLabelText('Email'), FIXTURE_ACCOUNTS.student.email);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
