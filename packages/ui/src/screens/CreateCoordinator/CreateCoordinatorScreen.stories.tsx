import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES, PASSWORD_HINT, SERVER_MESSAGES } from '@siwes/api';
import { SCHOOLS } from '@siwes/api/reference';
import { FIXTURE_ACCOUNTS, failWith, loadForever } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signsIn } from '../../testing/fakeApi.ts';
import { CreateCoordinatorScreen } from './CreateCoordinatorScreen.tsx';

const meta = {
  title: 'Screens/Coordinator/CreateCoordinatorScreen',
  component: CreateCoordinatorScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/coordinator/createcoordinator',
    services: { signedIn: ['coordinator'] },
  },
} satisfies Meta<typeof CreateCoordinatorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW = {
  firstName: 'Halima',
  lastName: 'Bello',
  email: 'halima.bello@siwes.test',
  password: 'Coordinator passphrase 2026',
  phone1: '08035550199',
  faculty: 'Science and Technology',
  office: 'Faculty Office, Room 2',
};

async function fill(canvasElement: HTMLElement, account: Partial<typeof NEW> = {}) {
  const values = { ...NEW, ...account };
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('First Name'), values.firstName);
  await userEvent.type(canvas.getByLabelText('Last Name'), values.lastName);
  await userEvent.type(canvas.getByLabelText('Email'), values.email);
  await userEvent.type(canvas.getByLabelText('Phone Number'), values.phone1);
  await userEvent.selectOptions(canvas.getByLabelText('Faculty'), values.faculty);
  await userEvent.type(canvas.getByLabelText('Office'), values.office);
  await userEvent.type(canvas.getByLabelText('Password'), values.password);
  await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
  return canvas;
}

/** Idle: the seven fields, the faculties from the schools list, the password rule said up front. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create Coordinator' })).toBeVisible();
    const faculty = canvas.getByLabelText('Faculty');
    await expect(faculty).toBeRequired();
    await expect(
      within(faculty)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a faculty', ...SCHOOLS.map((s) => s.name)]);
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_HINT);
  },
};

/** Created: the spec's message and an empty form; the new coordinator signs in with that password. */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.accountCreated));
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.getByLabelText('Faculty')).toHaveValue('');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
    await expect(await signsIn(NEW.email, NEW.password, 'coordinator')).toBe(true);
  },
};

/** A taken email: the server's message; nothing is created. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, { email: FIXTURE_ACCOUNTS.coordinator.email });
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.emailTaken));
    await expect(await signsIn(FIXTURE_ACCOUNTS.coordinator.email, NEW.password, 'coordinator')).toBe(false);
  },
};

/** The server's password rules: its sentence beside the password field. */
export const PasswordRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      failWith('addCoordinator', 400, {
        message: SERVER_MESSAGES.invalidRequest,
        errors: [`password: ${SERVER_MESSAGES.passwordCommon}`],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, { password: 'a perfectly long passphrase' });
    await waitFor(() =>
      expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
        `${PASSWORD_HINT} ${SERVER_MESSAGES.passwordCommon}`,
      ),
    );
  },
};

export const Submitting: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('addCoordinator'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Faculty')).toBeVisible();
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
