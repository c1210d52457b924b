import type { Meta, StoryObj } from '@storybook/react-vite';
import { createClient, PASSWORD_HINT, SERVER_MESSAGES } from '@siwes/api';
import { FIXTURE_ACCOUNTS, loadForever, networkError } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fillAndPress } from '../../testing/stories.ts';
import { ChangePasswordScreen, PASSWORDS_DIFFER } from './ChangePasswordScreen.tsx';

const meta = {
  title: 'Screens/Shared/ChangePasswordScreen',
  component: ChangePasswordScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/students/changepassword',
    services: { signedIn: ['student'], timing: { redirectAfterSuccessMs: 300 } },
  },
  args: { role: 'student' },
} satisfies Meta<typeof ChangePasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_PASSWORD = 'Longer passphrase 2026';

const fill = (canvasElement: HTMLElement, old: string, next: string, confirm = next) =>
  fillAndPress(
    canvasElement,
    { 'Old Password': old, 'New Password': next, 'Confirm New Password': confirm },
    'Change Password',
  );

/** Whether the fake now takes this password for the account (the result seen through the API). */
async function signsInWith(account: keyof typeof FIXTURE_ACCOUNTS, password: string): Promise<boolean> {
  const { email, type } = FIXTURE_ACCOUNTS[account];
  return createClient({ baseUrl: '' })
    .login({ email, password, type })
    .then(
      () => true,
      () => false,
    );
}

/** Idle: three password fields in the student's area, the page in the sidebar marked current. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await expect(canvas.getByLabelText('Old Password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');
    const menu = canvas.getByRole('navigation', { name: 'Student menu' });
    await expect(within(menu).getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(document.title).toBe('Change Password');
  },
};

/** At a desktop width the three fields stand one under another, in order: old, new, confirm. */
export const OneColumn: Story = {
  parameters: { width: 1280 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = ['Old Password', 'New Password', 'Confirm New Password'].map((label) =>
      canvas.getByLabelText(label).getBoundingClientRect(),
    );
    for (const box of boxes) await expect(Math.abs(box.left - boxes[0]!.left)).toBeLessThan(1);
    await expect(boxes[1]!.top).toBeGreaterThan(boxes[0]!.bottom);
    await expect(boxes[2]!.top).toBeGreaterThan(boxes[1]!.bottom);
  },
};

/** The student's success: the spec's message, the fields emptied, the student stays; the new password signs in. */
export const StudentSuccess: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, FIXTURE_ACCOUNTS.student.password, NEW_PASSWORD);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Password Change Successful!'));
    await expect(canvas.getByLabelText('Old Password')).toHaveValue('');
    await expect(canvas.getByLabelText('New Password')).toHaveValue('');
    await expect(await signsInWith('student', NEW_PASSWORD)).toBe(true);
    await expect(await signsInWith('student', FIXTURE_ACCOUNTS.student.password)).toBe(false);
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/students/changepassword');
  },
};

/** The confirmation must match: nothing is sent, and the confirmation field says why and takes the focus. */
export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(
      canvasElement,
      FIXTURE_ACCOUNTS.student.password,
      NEW_PASSWORD,
      'something else',
    );
    const confirm = canvas.getByLabelText('Confirm New Password');
    await expect(confirm).toHaveAccessibleDescription(PASSWORDS_DIFFER);
    await expect(confirm).toHaveFocus();
    await expect(await signsInWith('student', FIXTURE_ACCOUNTS.student.password)).toBe(true);
    await userEvent.type(confirm, 'x');
    await expect(confirm).not.toHaveAccessibleDescription(PASSWORDS_DIFFER);
  },
};

/** A wrong old password: the server's words under the form; nothing changes. */
export const WrongOldPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'not my password', NEW_PASSWORD);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/old password/i));
    await expect(await signsInWith('student', FIXTURE_ACCOUNTS.student.password)).toBe(true);
  },
};

/**
 * A new attempt clears what the server said of the last one: after a wrong old password, the
 * student corrects it but mistypes the confirmation; only the mismatch shows, not the stale
 * "Your old password is incorrect.".
 */
export const StaleErrorCleared: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'not my password', NEW_PASSWORD);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.wrongOldPassword),
    );
    const old = canvas.getByLabelText('Old Password');
    await userEvent.clear(old);
    await userEvent.type(old, FIXTURE_ACCOUNTS.student.password);
    const confirm = canvas.getByLabelText('Confirm New Password');
    await userEvent.type(confirm, 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(confirm).toHaveAccessibleDescription(PASSWORDS_DIFFER);
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvas.queryByText(SERVER_MESSAGES.wrongOldPassword)).toBeNull();
  },
};

/** A new password too short for the rule (said beside the field from the start) is refused before sending. */
export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('New Password')).toHaveAccessibleDescription(PASSWORD_HINT);
    await fill(canvasElement, FIXTURE_ACCOUNTS.student.password, 'too short');
    const field = canvas.getByLabelText('New Password');
    await expect(field).toHaveAccessibleDescription(`${PASSWORD_HINT} ${SERVER_MESSAGES.passwordTooShort}`);
    await expect(field).toHaveFocus();
    await expect(await signsInWith('student', FIXTURE_ACCOUNTS.student.password)).toBe(true);
  },
};

/** The server refuses a common password: its words beside the new password field. */
export const RefusedByServer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, FIXTURE_ACCOUNTS.student.password, 'passwordpassword');
    const field = canvas.getByLabelText('New Password');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(`${PASSWORD_HINT} ${SERVER_MESSAGES.passwordCommon}`),
    );
    await expect(canvas.getByRole('alert')).not.toHaveTextContent('newPassword:');
    await expect(await signsInWith('student', FIXTURE_ACCOUNTS.student.password)).toBe(true);
  },
};

/** No network: said plainly; the fields keep what was typed for another try. */
export const Offline: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(networkError('changeStudentPassword'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, FIXTURE_ACCOUNTS.student.password, NEW_PASSWORD);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/Could not reach the server/));
    await expect(canvas.getByLabelText('New Password')).toHaveValue(NEW_PASSWORD);
  },
};

/** Submitting: the button shows its spinner and says it is busy. */
export const Submitting: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('changeStudentPassword'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, FIXTURE_ACCOUNTS.student.password, NEW_PASSWORD);
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A lecturer: the success, then their home after 2 s (shortened here). */
export const LecturerGoesHome: Story = {
  args: { role: 'supervisor' },
  parameters: {
    route: '/lecturers/changepassword',
    services: { signedIn: ['supervisor'], timing: { redirectAfterSuccessMs: 300 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, FIXTURE_ACCOUNTS.supervisor.password, NEW_PASSWORD);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Password Change Successful!'));
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/lecturers/index'));
    await expect(await signsInWith('supervisor', NEW_PASSWORD)).toBe(true);
  },
};

/** The coordinator: the same, to the coordinator's home. */
export const CoordinatorGoesHome: Story = {
  args: { role: 'coordinator' },
  parameters: {
    route: '/coordinator/changepassword',
    services: { signedIn: ['coordinator'], timing: { redirectAfterSuccessMs: 300 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, FIXTURE_ACCOUNTS.coordinator.password, NEW_PASSWORD);
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/coordinator/index'));
    await expect(await signsInWith('coordinator', NEW_PASSWORD)).toBe(true);
  },
};

export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Confirm New Password')).toBeVisible();
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
