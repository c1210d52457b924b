import type { Meta, StoryObj } from '@storybook/react-vite';
import { failWith, FIXTURE_IDS, loadForever, networkError } from '@siwes/mocks';
import { failsThenRetries } from '../../testing/stories.ts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeApiAs } from '../../testing/fakeApi.ts';
import { EditCoordinatorDetailsScreen } from './EditCoordinatorDetailsScreen.tsx';

const meta = {
  title: 'Screens/Coordinator/EditCoordinatorDetailsScreen',
  component: EditCoordinatorDetailsScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/coordinator/editdetails',
    services: { signedIn: ['coordinator'], timing: { redirectAfterSuccessMs: 300 } },
  },
} satisfies Meta<typeof EditCoordinatorDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The coordinator's record as the fake holds it now. */
async function stored() {
  return (await fakeApiAs('coordinator').getCoordinator({ id: FIXTURE_IDS.coordinator })).data;
}

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByLabelText('First Name');
  return canvas;
}

async function replace(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  if (value !== '') await userEvent.type(field, value);
}

/** Loaded: every field holds the current value; the page is marked in the sidebar. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Details' })).toBeVisible();
    await expect(canvas.getByLabelText('First Name')).toHaveValue('Ngozi');
    await expect(canvas.getByLabelText('Last Name')).toHaveValue('Adeyemi');
    await expect(canvas.getByLabelText('Phone Number')).toHaveValue('08031234567');
    await expect(canvas.getByLabelText('Second Phone Number')).toHaveValue('08097654321');
    await expect(canvas.getByLabelText('Office')).toHaveValue('SIWES Unit, Senate Building, Room 12');
    const menu = canvas.getByRole('navigation', { name: 'Coordinator menu' });
    await expect(within(menu).getByRole('link', { name: 'Edit Details' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(document.title).toBe('Edit Details');
  },
};

/** Saved: the spec's message, then the home after 2 s (shortened); the record holds the new values. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await replace(canvas.getByLabelText('Office'), 'ICT Centre, Room 4');
    await replace(canvas.getByLabelText('Second Phone Number'), '');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Profile Update Successful !'));
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/coordinator/index'));
    const record = await stored();
    await expect(record.office).toBe('ICT Centre, Room 4');
    await expect(record.phone2 ?? '').toBe('');
    await expect(record.firstName).toBe('Ngozi');
  },
};

/** A required field left empty: the browser holds the form back; nothing is sent. */
export const RequiredFieldEmpty: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const lastName = canvas.getByLabelText('Last Name');
    await userEvent.clear(lastName);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(lastName).toBeInvalid();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect((await stored()).lastName).toBe('Adeyemi');
  },
};

/** The server's refusal of one field shows beside that field, its overall message under the form; nothing changes. */
export const RefusedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      failWith('updateCoordinator', 400, {
        message: 'Some fields are missing or invalid.',
        errors: ['phone1: Enter a phone number of 7 to 15 digits.'],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await replace(canvas.getByLabelText('Phone Number'), '0803');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    const phone = canvas.getByLabelText('Phone Number');
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Enter a phone number of 7 to 15 digits.'));
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Some fields are missing or invalid.');
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/coordinator/editdetails');
    // Editing the field takes its refusal away.
    await userEvent.type(phone, '1234');
    await expect(phone).not.toHaveAttribute('aria-invalid');
  },
};

/** Submitting: the button shows its spinner and says it is busy. */
export const Submitting: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('updateCoordinator'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('button', { name: 'Update' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** No network: said plainly; what was typed stays for another try. */
export const Offline: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(networkError('updateCoordinator'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await replace(canvas.getByLabelText('Office'), 'ICT Centre');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/Could not reach the server/));
    await expect(canvas.getByLabelText('Office')).toHaveValue('ICT Centre');
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('getCoordinator'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your details…');
  },
};

/** A failed load: the server's message (else the spec's fallback) replaces the form, with Try again. */
const failure = failsThenRetries({
  fail: (until) => failWith('getCoordinator', 500, {}, { until }),
  shows: async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: 'Error fetching data' })).toBeVisible();
    await expect(canvas.queryByLabelText('First Name')).toBeNull();
  },
  recovered: async (canvas) => {
    await expect(await canvas.findByLabelText('First Name')).toHaveValue('Ngozi');
  },
});
export const Error: Story = { ...failure.Error, tags: ['state'] };
/** Try again brings the page once the server is back. */
export const ErrorThenRetry: Story = { ...failure.ErrorThenRetry, tags: ['journey'] };

export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByLabelText('Office')).toBeVisible();
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
