import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES, PASSWORD_HINT, SERVER_MESSAGES, type CallOptions } from '@siwes/api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../../components/TextField/TextField.tsx';
import { AccountForm } from './AccountForm.tsx';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', department: '', office: '', password: '' };
type StaffValues = typeof EMPTY;

/** An account form with one field of its own (a department), sending through `create`. */
function StaffAccountForm({
  create,
}: {
  create: (values: StaffValues, call: CallOptions) => Promise<unknown>;
}) {
  return (
    <AccountForm
      title="Create Account"
      lead="The new account signs in with this email and password."
      initial={EMPTY}
      phoneName="phone"
      create={create}
    >
      {(form) => <TextField label="Department" required {...form.field('department')} />}
    </AccountForm>
  );
}

const meta = {
  title: 'Patterns/AccountForm',
  tags: ['autodocs'],
  component: StaffAccountForm,
  parameters: {
    layout: 'fullscreen',
    route: '/coordinator/createsupervisor',
    services: { signedIn: ['coordinator'] },
  },
  args: { create: fn() },
} satisfies Meta<typeof StaffAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABELS = ['First Name', 'Last Name', 'Email', 'Phone Number', 'Department', 'Office', 'Password'];

const TYPED = {
  firstName: 'Amina',
  lastName: 'Yusuf',
  email: 'amina.yusuf@siwes.test',
  phone: '08035550111',
  department: 'Industrial Liaison',
  office: 'Block A, Room 4',
};

async function fill(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  for (const [label, text] of [
    ['First Name', TYPED.firstName],
    ['Last Name', TYPED.lastName],
    ['Email', TYPED.email],
    ['Phone Number', TYPED.phone],
    ['Department', TYPED.department],
    ['Office', TYPED.office],
    ['Password', password],
  ] as const) {
    await userEvent.type(canvas.getByLabelText(label), text);
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
  return canvas;
}

/** The shared fields in their order, the account's own between the phone number and the office, all required. */
export const Fields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvasElement.querySelector('form')!;
    const fields = LABELS.map((label) => canvas.getByLabelText(label));
    for (const field of fields) await expect(field).toBeRequired();
    const order = [...form.querySelectorAll('input, select')].filter((control) =>
      fields.includes(control as HTMLElement),
    );
    await expect(order).toEqual(fields);
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_HINT);
  },
};

/** Sent: the values by the body's names, the phone under the name given; the spec's message; an empty form. */
export const Created: Story = {
  play: async ({ canvasElement, args }) => {
    const password = 'A long enough passphrase';
    const canvas = await fill(canvasElement, password);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.accountCreated));
    await expect(args.create).toHaveBeenCalledOnce();
    await expect(args.create).toHaveBeenCalledWith({ ...TYPED, password }, expect.anything());
    for (const label of LABELS) await expect(canvas.getByLabelText(label)).toHaveValue('');
  },
};

/** A password under the server's minimum is said beside the field and takes the focus; nothing is sent. */
export const PasswordTooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement, 'short one');
    const password = canvas.getByLabelText('Password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(`${PASSWORD_HINT} ${SERVER_MESSAGES.passwordTooShort}`),
    );
    await expect(password).toHaveFocus();
    await expect(args.create).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Email')).toHaveValue(TYPED.email);
  },
};
