import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES, PASSWORD_HINT, SERVER_MESSAGES } from '@siwes/api';
import { FIXTURE_ACCOUNTS, failWith, loadForever, networkError } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeApiAs, signsIn } from '../../testing/fakeApi.ts';
import { fakeApi } from '../../testing/stories.ts';
import { CreateSupervisorScreen } from './CreateSupervisorScreen.tsx';

const meta = {
  title: 'Screens/Coordinator/CreateSupervisorScreen',
  component: CreateSupervisorScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/coordinator/createsupervisor',
    services: { signedIn: ['coordinator'] },
  },
} satisfies Meta<typeof CreateSupervisorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW = {
  firstName: 'Emeka',
  lastName: 'Nwosu',
  email: 'emeka.nwosu@siwes.test',
  office: 'Block C, Room 9',
  password: 'Lecturer passphrase 2026',
  phone: '08025550123',
};

async function fill(canvasElement: HTMLElement, account: Partial<typeof NEW> = {}) {
  const values = { ...NEW, ...account };
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('First Name'), values.firstName);
  await userEvent.type(canvas.getByLabelText('Last Name'), values.lastName);
  await userEvent.type(canvas.getByLabelText('Email'), values.email);
  await userEvent.type(canvas.getByLabelText('Phone Number'), values.phone);
  await userEvent.type(canvas.getByLabelText('Office'), values.office);
  await userEvent.type(canvas.getByLabelText('Password'), values.password);
  await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
  return canvas;
}

/** Idle: the six fields; the password rule is said before anything is typed. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create Supervisor' })).toBeVisible();
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveValue('');
    await expect(password).toHaveAccessibleDescription(PASSWORD_HINT);
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone Number', 'Office']) {
      await expect(canvas.getByLabelText(label)).toBeRequired();
    }
    const menu = canvas.getByRole('navigation', { name: 'Coordinator menu' });
    await expect(within(menu).getByRole('link', { name: 'Create Supervisor' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Created: the spec's message and an empty form for the next; the lecturer signs in with that password. */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    // The form's notice (the other live region is the same-name warning's, empty here).
    await waitFor(() =>
      expect(
        canvas.getAllByRole('status').some((s) => s.textContent?.includes(MESSAGES.accountCreated)),
      ).toBe(true),
    );
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone Number', 'Office', 'Password']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expect(await signsIn(NEW.email, NEW.password, 'supervisor')).toBe(true);
    const listed = (await fakeApiAs('coordinator').listSupervisors()).find((s) => s.email === NEW.email);
    await expect(listed).toMatchObject({ firstName: 'Emeka', lastName: 'Nwosu', noOfAssignedStudents: 0 });
  },
};

/** A taken email: the server's message; what was typed stays to be corrected. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, { email: FIXTURE_ACCOUNTS.supervisor.email });
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.emailTaken));
    await expect(canvas.getByLabelText('Email')).toHaveValue(FIXTURE_ACCOUNTS.supervisor.email);
    await expect(canvas.getByLabelText('First Name')).toHaveValue(NEW.firstName);
  },
};

/** The server's password rules: its sentence shows beside the password field, after the rule. */
export const PasswordRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      failWith('createSupervisor', 400, {
        message: SERVER_MESSAGES.invalidRequest,
        errors: ['password: This password is too common or too easy to guess. Choose another one.'],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, { password: 'password1234 password1234' });
    const password = canvas.getByLabelText('Password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        `${PASSWORD_HINT} This password is too common or too easy to guess. Choose another one.`,
      ),
    );
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.invalidRequest);
    await expect(await signsIn(NEW.email, 'password1234 password1234', 'supervisor')).toBe(false);
  },
};

/** Submitting: the button shows its spinner and says it is busy. */
export const Submitting: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('createSupervisor'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** No network: said plainly; the form keeps what was typed. */
export const Offline: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(networkError('createSupervisor'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/Could not reach the server/));
    await expect(canvas.getByLabelText('Email')).toHaveValue(NEW.email);
  },
};

export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeVisible();
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};

/**
 * A name already a supervisor's (issue 34): warned of under the names, with that supervisor's
 * email and office; a warning, not a refusal: the account is created and both are listed.
 */
export const SameNameWarned: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [existing] = await fakeApi().listSupervisors();
    await userEvent.type(canvas.getByLabelText('First Name'), existing!.firstName);
    await userEvent.type(canvas.getByLabelText('Last Name'), ` ${existing!.lastName.toUpperCase()}`);
    await waitFor(() =>
      expect(
        canvas.getByText(
          `A supervisor named ${existing!.firstName} ${existing!.lastName} already exists (${existing!.email}, ${existing!.office}). Create this account only if this is another lecturer.`,
        ),
      ).toBeVisible(),
    );
    await userEvent.type(canvas.getByLabelText('Email'), 'second.same.name@siwes.test');
    await userEvent.type(canvas.getByLabelText('Phone Number'), NEW.phone);
    await userEvent.type(canvas.getByLabelText('Office'), NEW.office);
    await userEvent.type(canvas.getByLabelText('Password'), NEW.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(canvas.getByText(MESSAGES.accountCreated)).toBeVisible());
    const named = (await fakeApi().listSupervisors()).filter(
      (s) =>
        s.firstName === existing!.firstName && s.lastName.toLowerCase() === existing!.lastName.toLowerCase(),
    );
    await expect(named).toHaveLength(2);
  },
};
