import type { Meta, StoryObj } from '@storybook/react-vite';
import { PASSWORD_HINT, SERVER_MESSAGES } from '@siwes/api';
import { FIXTURE_ACCOUNTS, failWith, loadForever } from '@siwes/mocks';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { codeFromTheFake, signsIn } from '../../testing/fakeApi.ts';
import { fillAndPress, recordRequests } from '../../testing/stories.ts';
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx';

const STUDENT = FIXTURE_ACCOUNTS.student.email;
const LECTURER = FIXTURE_ACCOUNTS.supervisor.email;
const NEW_PASSWORD = 'Fresh#Start2026';

/** Services after the Verify Email page sent a reset code: the email kept under the role's key. */
const STUDENT_CODE_SENT = { sessionStorage: { userEmail: STUDENT } };
const LECTURER_CODE_SENT = { sessionStorage: { lecturerEmail: LECTURER } };

/** What the Verify Email page did: ask the fake for a reset code; returns it, read from the outbox. */
const sendResetCode = (email: string) => codeFromTheFake(email, 'changePassword');

const change = (canvasElement: HTMLElement, code: string, password = NEW_PASSWORD) =>
  fillAndPress(canvasElement, { 'New Password': password, OTP: code }, 'Change Password');

const meta = {
  title: 'Screens/Public/ResetPasswordScreen',
  component: ResetPasswordScreen,
  parameters: { layout: 'fullscreen', route: '/changePassword' },
  args: { role: 'student' },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /changePassword, idle: the new password and the code, both required, and Change Password. */
export const Student: Story = {
  parameters: { services: STUDENT_CODE_SENT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await expect(document.title).toBe('Change Password');
    await expect(canvas.getByText(STUDENT)).toBeVisible();
    await expect(canvas.getByLabelText('New Password')).toBeRequired();
    await expect(canvas.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    // The rule, before anything is typed.
    await expect(canvas.getByLabelText('New Password')).toHaveAccessibleDescription(PASSWORD_HINT);
    await expect(canvas.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText('OTP')).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'Request a new code' })).toHaveAttribute(
      'href',
      '/verifyStudentPass',
    );
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/studentlogin',
    );
  },
};

/** The code is being checked: the spinner shows on Change Password. */
export const Verifying: Story = {
  parameters: { services: STUDENT_CODE_SENT },
  beforeEach({ msw }) {
    msw.use(loadForever('verifyOtp'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await change(canvasElement, '123456');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Change Password' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The code was good and the password is being changed: still the spinner, no message yet. */
export const Changing: Story = {
  parameters: { services: STUDENT_CODE_SENT },
  beforeEach({ msw }) {
    msw.use(loadForever('resetStudentPassword'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await change(canvasElement, await sendResetCode(STUDENT));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Change Password' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** Success: the message, then the student login; the new password signs in. */
export const StudentSuccess: Story = {
  tags: ['state'],
  parameters: {
    routePattern: '*',
    services: { ...STUDENT_CODE_SENT, timing: { redirectAfterSuccessMs: 600 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await change(canvasElement, await sendResetCode(STUDENT));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Password Changed Successfully!'),
    );
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/changePassword');
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/studentlogin'));
    await expect(await signsIn(STUDENT, NEW_PASSWORD, 'student')).toBe(true);
  },
};

/** A wrong code: the server's message; the password is unchanged and the student may try again. */
export const WrongCode: Story = {
  parameters: { services: STUDENT_CODE_SENT },
  play: async ({ canvasElement }) => {
    const code = await sendResetCode(STUDENT);
    const canvas = await change(canvasElement, code === '000000' ? '111111' : '000000');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Invalid OTP. Please check the code and try again.',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Change Password' })).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/changePassword');
    await expect(await signsIn(STUDENT, FIXTURE_ACCOUNTS.student.password, 'student')).toBe(true);
  },
};

const verifications = recordRequests('verifyOtp');

/** Records this story's code checks in `verifications.bodies`. */
function recordVerifications({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) {
  verifications.bodies.length = 0;
  msw.use(verifications.handler);
}

/**
 * A password too short for the rule is said beside the field, which takes the focus, and nothing
 * is sent: the code stays unspent, and the corrected password goes through with it.
 */
export const TooShortThenCorrected: Story = {
  parameters: { services: { ...STUDENT_CODE_SENT, timing: { redirectAfterSuccessMs: 60_000 } } },
  beforeEach: recordVerifications,
  play: async ({ canvasElement }) => {
    const code = await sendResetCode(STUDENT);
    const canvas = await change(canvasElement, code, 'too short');
    const password = canvas.getByLabelText('New Password');
    await expect(password).toHaveAccessibleDescription(
      `${PASSWORD_HINT} ${SERVER_MESSAGES.passwordTooShort}`,
    );
    await expect(password).toHaveFocus();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(verifications.bodies).toEqual([]);

    await userEvent.clear(password);
    await expect(password).toHaveAccessibleDescription(PASSWORD_HINT);
    await userEvent.type(password, NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Password Changed Successfully!'),
    );
    await expect(await signsIn(STUDENT, NEW_PASSWORD, 'student')).toBe(true);
  },
};

/**
 * The server refuses the password (too common) after the code was accepted: its sentence beside
 * the field, in plain words; the corrected password goes through with the same code, which is
 * not checked again (the fake, like the server, takes a code once).
 */
export const RefusedThenCorrected: Story = {
  args: { role: 'supervisor' },
  parameters: {
    route: '/lecturer/changePassword',
    services: { ...LECTURER_CODE_SENT, timing: { redirectAfterSuccessMs: 60_000 } },
  },
  beforeEach: recordVerifications,
  play: async ({ canvasElement }) => {
    const code = await sendResetCode(LECTURER);
    const canvas = await change(canvasElement, code, 'passwordpassword');
    const password = canvas.getByLabelText('New Password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(`${PASSWORD_HINT} ${SERVER_MESSAGES.passwordCommon}`),
    );
    await expect(password).toHaveFocus();
    await expect(canvasElement).not.toHaveTextContent('password:');
    await expect(canvas.getByLabelText('OTP')).toHaveValue(code);

    await userEvent.clear(password);
    await userEvent.type(password, NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Details Updated Successfully!'),
    );
    await expect(verifications.bodies).toHaveLength(1);
    await expect(await signsIn(LECTURER, NEW_PASSWORD, 'supervisor')).toBe(true);
  },
};

/** Changing the password fails with no text of its own: 'An error occurred'. */
export const ChangeError: Story = {
  tags: ['state'],
  parameters: { services: STUDENT_CODE_SENT },
  beforeEach({ msw }) {
    msw.use(failWith('resetStudentPassword', 500, {}));
  },
  play: async ({ canvasElement }) => {
    const canvas = await change(canvasElement, await sendResetCode(STUDENT));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred'));
  },
};

/** No code was sent (no userEmail kept): the student's reset Verify Email screen shows instead. */
export const StudentNoCodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verify Email' })).toBeVisible();
    await expect(canvas.queryByLabelText('New Password')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/studentlogin',
    );
  },
};

/** /lecturer/changePassword: New Password, OTP and Change Password for a lecturer. */
export const Lecturer: Story = {
  args: { role: 'supervisor' },
  parameters: { route: '/lecturer/changePassword', services: LECTURER_CODE_SENT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await expect(canvas.getByText(LECTURER)).toBeVisible();
    await expect(canvas.getByLabelText('New Password')).toBeRequired();
    await expect(canvas.getByLabelText('OTP')).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Request a new code' })).toHaveAttribute(
      'href',
      '/lecturers/verify',
    );
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/lecturerlogin',
    );
  },
};

/** A lecturer's success: 'Details Updated Successfully!', then the lecturer login; the new password signs in. */
export const LecturerSuccess: Story = {
  tags: ['state'],
  args: { role: 'supervisor' },
  parameters: {
    route: '/lecturer/changePassword',
    routePattern: '*',
    services: { ...LECTURER_CODE_SENT, timing: { redirectAfterSuccessMs: 600 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await change(canvasElement, await sendResetCode(LECTURER));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Details Updated Successfully!'),
    );
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/lecturerlogin'));
    await expect(await signsIn(LECTURER, NEW_PASSWORD, 'supervisor')).toBe(true);
  },
};

/** The lecturer's reset refused by the server: its message. */
export const LecturerRefused: Story = {
  args: { role: 'supervisor' },
  parameters: { route: '/lecturer/changePassword', services: LECTURER_CODE_SENT },
  beforeEach({ msw }) {
    msw.use(
      failWith('resetSupervisorPassword', 400, {
        message: 'This reset link is invalid or has expired. Request a new code.',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await change(canvasElement, await sendResetCode(LECTURER));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'This reset link is invalid or has expired. Request a new code.',
      ),
    );
  },
};

/** A lecturer with no code sent (only a student's email kept): the lecturers' Verify Email screen. */
export const LecturerNoCodeSent: Story = {
  args: { role: 'supervisor' },
  parameters: { route: '/lecturer/changePassword', services: STUDENT_CODE_SENT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verify Email' })).toBeVisible();
    await expect(canvas.getByText('Enter your Email to receive a verification code')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/lecturerlogin',
    );
  },
};

export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320, services: STUDENT_CODE_SENT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toBeVisible();
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
