import type { Meta, StoryObj } from '@storybook/react-vite';
import { createClient, MESSAGES } from '@siwes/api';
import {
  createFakeApi,
  failWith,
  FIXTURE_IDS,
  FIXTURE_TOKENS,
  loadForever,
  networkError,
} from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LecturerEditDetailsScreen } from './LecturerEditDetailsScreen.tsx';

const meta = {
  title: 'Screens/Supervisor/LecturerEditDetailsScreen',
  component: LecturerEditDetailsScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/lecturers/editdetails',
    services: { signedIn: ['supervisor'], timing: { redirectAfterSuccessMs: 300 } },
  },
} satisfies Meta<typeof LecturerEditDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const SUPERVISOR = createFakeApi().db.supervisors.find((s) => s._id === FIXTURE_IDS.supervisor)!;

/** The supervisor's record as the fake now holds it. */
async function stored() {
  const api = createClient({ baseUrl: '', getToken: () => FIXTURE_TOKENS.supervisor });
  return (await api.getSupervisor({ id: FIXTURE_IDS.supervisor })).data;
}

async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByLabelText('First Name');
  return canvas;
}

/** The four fields, required, filled with the current values. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Details' })).toBeVisible();
    for (const [label, value] of [
      ['First Name', SUPERVISOR.firstName],
      ['Last Name', SUPERVISOR.lastName],
      ['Phone Number', SUPERVISOR.phone],
      ['Office', SUPERVISOR.office],
    ] as const) {
      await expect(canvas.getByLabelText(label)).toHaveValue(value);
      await expect(canvas.getByLabelText(label)).toBeRequired();
    }
    const menu = canvas.getByRole('navigation', { name: 'Lecturer menu' });
    await expect(within(menu).getByRole('link', { name: 'Edit Details' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(document.title).toBe('Edit Details');
  },
};

/** Update: the spec's message, then the lecturer's home after 2 s (shortened here); the record holds the change. */
export const Success: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const office = canvas.getByLabelText('Office');
    await userEvent.clear(office);
    await userEvent.type(office, 'Block C, Room 14');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.profileUpdated));
    await expect((await stored()).office).toBe('Block C, Room 14');
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/lecturers/index'));
  },
};

/** A field of spaces alone is refused before sending, named, and takes the focus; nothing changes. */
export const BlankField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const last = canvas.getByLabelText('Last Name');
    await userEvent.clear(last);
    await userEvent.type(last, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(last).toHaveAccessibleDescription('Enter your last name.');
    await expect(last).toHaveFocus();
    await expect((await stored()).lastName).toBe(SUPERVISOR.lastName);
  },
};

/** An empty required field: the browser stops the form; nothing is sent. */
export const EmptyField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const phone = canvas.getByLabelText('Phone Number');
    await userEvent.clear(phone);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(phone).toBeInvalid();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect((await stored()).phone).toBe(SUPERVISOR.phone);
  },
};

export const Submitting: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('updateSupervisor'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Update' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The server's refusal in its own words; the supervisor stays on the page. */
export const ServerRefuses: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('updateSupervisor', 400, { errors: 'phone: Enter a Nigerian phone number.' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('phone: Enter a Nigerian phone number.'),
    );
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/lecturers/editdetails');
  },
};

export const Offline: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(networkError('updateSupervisor'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.networkError));
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('getSupervisor'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your details…');
  },
};

export const Error: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(failWith('getSupervisor', 404, { message: 'Supervisor not found.' }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Supervisor not found.' }),
    ).toBeVisible();
  },
};

/** The idle supervisor edits their own record, not anyone else's. */
export const IdleSupervisor: Story = {
  parameters: { services: { signedIn: ['idleSupervisor'] } },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const idle = createFakeApi().db.supervisors.find((s) => s._id === FIXTURE_IDS.idleSupervisor)!;
    await expect(canvas.getByLabelText('First Name')).toHaveValue(idle.firstName);
  },
};

export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
