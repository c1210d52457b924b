import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_ACCOUNTS, failWith, loadForever, networkError } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fillAndPress } from '../../testing/stories.ts';
import { LoginScreen } from './LoginScreen.tsx';

const meta = {
  title: 'Screens/Public/LoginScreen',
  component: LoginScreen,
  parameters: { layout: 'fullscreen', route: '/studentlogin' },
  args: { role: 'student' },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const signIn = (canvasElement: HTMLElement, email: string, password: string) =>
  fillAndPress(canvasElement, { Email: email, Password: password }, 'Login');

/** Idle: the student's form, with Register Here and Forgot Password. */
export const StudentIdle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Student Login' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(/university email/);
    await expect(canvas.getByRole('link', { name: 'Register Here' })).toHaveAttribute(
      'href',
      '/verifyStudent',
    );
    await expect(canvas.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/verifyStudentPass',
    );
  },
};

/** A right password signs the student in and goes to the dashboard. */
export const StudentSuccess: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const { email, password } = FIXTURE_ACCOUNTS.student;
    const canvas = await signIn(canvasElement, email, password);
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/students/dashboard'));
  },
};

/**
 * Opened while the student is signed in (Students in the navigation bar): the student's home
 * instead of the form again.
 */
export const SignedInGoesHome: Story = {
  parameters: { services: { signedIn: ['student'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/students/dashboard'));
  },
};

/** Another role signed in changes nothing: the student's login stays, with nothing to say. */
export const OtherRoleSignedIn: Story = {
  parameters: { services: { signedIn: ['coordinator'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Student Login' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), FIXTURE_ACCOUNTS.student.email);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/studentlogin');
  },
};

/** A wrong password shows the server's message under the form. */
export const StudentWrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, FIXTURE_ACCOUNTS.student.email, 'wrong-password');
    const alert = await canvas.findByText(/password/i, { selector: '[role="alert"] *' });
    await expect(alert).toBeVisible();
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/studentlogin');
  },
};

/** When the server says nothing useful, the student sees the spec's fallback. */
export const StudentFallbackError: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(failWith('login', 500, {}));
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'ada@university.edu.ng', 'whatever');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Login failed. Please try again.'),
    );
  },
};

/** Loading: the spinner shows on Login, which ignores further presses. */
export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('login'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'ada@university.edu.ng', 'whatever');
    const button = canvas.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Lecturer Login: Forgot Password goes to the lecturers' verification; success to the lecturer's home. */
export const Lecturer: Story = {
  args: { role: 'supervisor' },
  parameters: { route: '/lecturerlogin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Lecturer Login' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/lecturers/verify',
    );
    await expect(canvas.queryByRole('link', { name: 'Register Here' })).toBeNull();
    const { email, password } = FIXTURE_ACCOUNTS.supervisor;
    await signIn(canvasElement, email, password);
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/lecturers/index'));
  },
};

/** A network failure on a lecturer's login says so (the spec's version stayed silent). */
export const LecturerOffline: Story = {
  tags: ['state'],
  args: { role: 'supervisor' },
  parameters: { route: '/lecturerlogin' },
  beforeEach({ msw }) {
    msw.use(networkError('login'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, FIXTURE_ACCOUNTS.supervisor.email, 'whatever');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/Could not reach the server/));
  },
};

/** Coordinator Login: no forgot-password link; success goes to the coordinator's home. */
export const Coordinator: Story = {
  args: { role: 'coordinator' },
  parameters: { route: '/coordinatorlogin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Coordinator Login' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Forgot Password' })).toBeNull();
    const { email, password } = FIXTURE_ACCOUNTS.coordinator;
    await signIn(canvasElement, email, password);
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/coordinator/index'));
  },
};

/** The coordinator's error is the server's own text. */
export const CoordinatorWrongPassword: Story = {
  args: { role: 'coordinator' },
  parameters: { route: '/coordinatorlogin' },
  beforeEach({ msw }) {
    msw.use(failWith('login', 401, { errors: 'Invalid email or password' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, FIXTURE_ACCOUNTS.coordinator.email, 'nope');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password'));
  },
};

export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
