import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@siwes/api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../../components/TextField/TextField.tsx';
import { useForm } from '../useForm.ts';
import { FormScreen } from './FormScreen.tsx';

/** A one-field form on the template; `outcome` says how its call ends. */
function OfficeForm({ outcome }: { outcome: 'saved' | 'refused' | 'asked' }) {
  const form = useForm({
    initial: { office: '' },
    successMessage: 'Profile Update Successful !',
    confirm: (values) =>
      outcome === 'asked'
        ? {
            title: 'Move to another office?',
            message: `Students will look for you in ${values.office}.`,
            confirmLabel: 'Move',
          }
        : null,
    submit: async () => {
      if (outcome === 'refused')
        throw new ApiError({ status: 400, code: 'http', message: 'The office is too long.' });
      return { message: 'ok' };
    },
  });
  return (
    <FormScreen
      role="supervisor"
      title="Edit Details"
      lead="Where students find you."
      form={form}
      submitLabel="Update"
    >
      <TextField label="Office" required {...form.field('office')} />
    </FormScreen>
  );
}

const meta = {
  title: 'Patterns/FormScreen',
  tags: ['autodocs'],
  component: OfficeForm,
  parameters: {
    layout: 'fullscreen',
    route: '/lecturers/editdetails',
    services: { signedIn: ['supervisor'] },
  },
  args: { outcome: 'saved' },
} satisfies Meta<typeof OfficeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Office'), 'Block C, Room 9');
  await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
  return canvas;
}

/** The page's heading and lead, the field, and the success notice once sent. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Details' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Profile Update Successful !'));
  },
};

/** An empty required field: the browser holds the form back. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByLabelText('Office')).toBeInvalid();
  },
};

/** The server's refusal under the form, in an alert. */
export const Refused: Story = {
  args: { outcome: 'refused' },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The office is too long.'));
  },
};

/** A question first: nothing is sent until it is answered; Move sends. */
export const Asked: Story = {
  args: { outcome: 'asked' },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Move to another office?' });
    await expect(dialog).toHaveTextContent('Students will look for you in Block C, Room 9.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent('Profile Update Successful !'),
    );
  },
};
