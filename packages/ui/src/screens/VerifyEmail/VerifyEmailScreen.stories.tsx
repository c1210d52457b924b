import type { Meta, StoryObj } from '@storybook/react-vite';
import { createClient, SERVER_MESSAGES } from '@siwes/api';
import { failWith, FIXTURE_ACCOUNTS, loadForever, networkError, tooSoon } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { otpSentKey } from '../../kit/otpSent.ts';
import { StorageProbe } from '../../testing/StorageProbe.tsx';
import { failsThenRetries, fillAndPress } from '../../testing/stories.ts';
import { USE_SENT_CODE_LABEL, VerifyEmailScreen, type VerifyEmailScreenProps } from './VerifyEmailScreen.tsx';

const NEW_STUDENT = 'new.student@university.edu.ng';
/** When Verify sent a code, as `kit/otpSent.ts` remembers it for /validateOtp's countdown. */
const REGISTRATION_SENT = otpSentKey(NEW_STUDENT, 'registration');
const RESET_SENT = otpSentKey(FIXTURE_ACCOUNTS.student.email, 'changePassword');
/** The stories' clock. */
const NOW = '2026-06-05T09:00:00.000Z';

/** The screen, plus the storage probe; the route pattern `*` keeps both mounted after navigating. */
function WithStorage(props: VerifyEmailScreenProps) {
  return (
    <>
      <VerifyEmailScreen {...props} />
      <StorageProbe
        storage="sessionStorage"
        keys={['userEmail', 'lecturerEmail', REGISTRATION_SENT, RESET_SENT]}
      />
    </>
  );
}

const meta = {
  title: 'Screens/Public/VerifyEmailScreen',
  component: VerifyEmailScreen,
  parameters: { layout: 'fullscreen', route: '/verifyStudent' },
  args: { purpose: 'registration' },
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const verify = (canvasElement: HTMLElement, email: string) =>
  fillAndPress(canvasElement, { Email: email }, 'Verify');

/** /verifyStudent, idle: the spec's sentence, an email field and Verify. */
export const Registration: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verify Email' })).toBeVisible();
    await expect(canvas.getByText('Enter your Email to receive a verification code')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Email')).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/studentlogin',
    );
    await expect(document.title).toBe('Verify Email');
  },
};

/**
 * Registration's first step says so over the heading, and with it to a screen reader (issue 34);
 * a password reset, not a registration, says no step.
 */
export const RegistrationStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Verify Email' });
    await expect(heading).toHaveAccessibleDescription('Step 1 of 3: verify your email');
    await expect(canvas.getByText('Step 1 of 3: verify your email')).toBeVisible();
  },
};

export const ResetSaysNoStep: Story = {
  args: { purpose: 'changePassword' },
  parameters: { route: '/verifyStudentPass' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Verify Email' });
    await expect(heading).not.toHaveAttribute('aria-describedby');
    await expect(canvasElement).not.toHaveTextContent(/Step \d of 3/);
  },
};

/** An empty or malformed email is stopped by the browser: nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await verify(canvasElement, 'not-an-email');
    await expect(canvas.getByLabelText('Email')).toBeInvalid();
    await expect(canvas.getByRole('button', { name: 'Verify' })).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/verifyStudent');
  },
};

/** Sending: the spinner shows on Verify, which ignores further presses. */
export const Submitting: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('sendOtp'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await verify(canvasElement, 'new.student@university.edu.ng');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Verify' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/**
 * Sent: the email is kept in session storage under userEmail and the student goes to
 * /validateOtp; when the code went is remembered too, for the countdown there.
 */
export const Sent: Story = {
  parameters: { routePattern: '*', services: { now: NOW } },
  render: (args) => <WithStorage {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = await verify(canvasElement, `  ${NEW_STUDENT} `);
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/validateOtp'));
    await expect(canvas.getByTestId('stored-userEmail')).toHaveTextContent(NEW_STUDENT);
    await expect(canvas.getByTestId('stored-lecturerEmail')).toBeEmptyDOMElement();
    await expect(canvas.getByTestId(`stored-${REGISTRATION_SENT}`)).toHaveTextContent(NOW);
  },
};

/**
 * An email that already has an account is answered like any other, so the page tells no one who
 * has an account: the student goes on to the code page (the mailbox gets a notice, not a code).
 */
export const AlreadyRegistered: Story = {
  parameters: { routePattern: '*' },
  render: (args) => <WithStorage {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = await verify(canvasElement, FIXTURE_ACCOUNTS.student.email);
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/validateOtp'));
  },
};

/** A failure with no text of its own shows the fallback; trying again clears it. */
const fallback = failsThenRetries({
  fail: (until) => failWith('sendOtp', 500, {}, { until }),
  shows: async (_canvas, canvasElement) => {
    const canvas = await verify(canvasElement, 'new.student@university.edu.ng');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred'));
    // No code was sent recently: nothing to go on with.
    await expect(canvas.queryByRole('button', { name: /I have the code/ })).toBeNull();
  },
  retry: 'Verify',
  recovered: async (canvas) => {
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/validateOtp'));
  },
});
export const FallbackError: Story = { ...fallback.Error, tags: ['state'] };
/** Verify again sends the code once the server is back. */
export const FallbackErrorThenRetry: Story = { ...fallback.ErrorThenRetry, tags: ['journey'] };

/** No answer at all: the user is told to check the connection. */
export const Offline: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(networkError('sendOtp'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await verify(canvasElement, 'new.student@university.edu.ng');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/Could not reach the server/));
  },
};

/** /verifyStudentPass: a code for a password reset, then /changePassword. */
export const StudentReset: Story = {
  args: { purpose: 'changePassword' },
  parameters: { route: '/verifyStudentPass', routePattern: '*' },
  render: (args) => <WithStorage {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = await verify(canvasElement, FIXTURE_ACCOUNTS.student.email);
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/changePassword'));
    await expect(canvas.getByTestId('stored-userEmail')).toHaveTextContent(FIXTURE_ACCOUNTS.student.email);
  },
};

/**
 * A code was sent to this email moments ago (another tab, or a phone that dropped the page's
 * storage): a new one must wait, so the page offers to go on with the one already sent, to the
 * code and new password for that email. The wait the server names (207 s) is remembered as a
 * send 93 s before now, so a countdown would show what is left of it.
 */
export const StudentResetCodeSentRecently: Story = {
  args: { purpose: 'changePassword' },
  parameters: { route: '/verifyStudentPass', routePattern: '*', services: { now: NOW } },
  beforeEach({ msw }) {
    msw.use(tooSoon('sendOtp', 207, SERVER_MESSAGES.otpTooSoon(207)));
  },
  render: (args) => <WithStorage {...args} />,
  play: async ({ canvasElement }) => {
    const { email } = FIXTURE_ACCOUNTS.student;
    const canvas = await verify(canvasElement, email);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.otpTooSoon(207)));
    await userEvent.click(canvas.getByRole('button', { name: USE_SENT_CODE_LABEL(email) }));
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/changePassword'));
    await expect(canvas.getByTestId('stored-userEmail')).toHaveTextContent(email);
    await expect(canvas.getByTestId(`stored-${RESET_SENT}`)).toHaveTextContent('2026-06-05T08:58:27.000Z');
  },
};

/** The login link's spelling, /VerifyStudentPass, is the same screen. */
export const StudentResetOtherSpelling: Story = {
  args: { purpose: 'changePassword' },
  parameters: { route: '/VerifyStudentPass' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verify Email' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeVisible();
  },
};

/**
 * A reset for an email nobody uses answers exactly as for a real account (the server never says
 * who has one): the user moves on to enter a code, and no mail is sent.
 */
export const StudentResetUnknownEmail: Story = {
  args: { purpose: 'changePassword' },
  parameters: { route: '/verifyStudentPass' },
  play: async ({ canvasElement }) => {
    const canvas = await verify(canvasElement, 'nobody@university.edu.ng');
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/changePassword'));
    await expect(await createClient({ baseUrl: '' }).getDevOutbox('nobody@university.edu.ng')).toEqual([]);
  },
};

/** /lecturers/verify: the lecturer's email is kept under its own key; then /lecturer/changePassword. */
export const Lecturer: Story = {
  args: { purpose: 'changePassword', role: 'supervisor' },
  parameters: { route: '/lecturers/verify', routePattern: '*' },
  render: (args) => <WithStorage {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enter your Email to receive a verification code')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/lecturerlogin',
    );
    await verify(canvasElement, FIXTURE_ACCOUNTS.supervisor.email);
    await waitFor(() =>
      expect(canvas.getByTestId('current-path')).toHaveTextContent('/lecturer/changePassword'),
    );
    await expect(canvas.getByTestId('stored-lecturerEmail')).toHaveTextContent(
      FIXTURE_ACCOUNTS.supervisor.email,
    );
    await expect(canvas.getByTestId('stored-userEmail')).toBeEmptyDOMElement();
  },
};

export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeVisible();
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
