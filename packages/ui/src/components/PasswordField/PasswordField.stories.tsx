import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Components/PasswordField',
  tags: ['autodocs'],
  component: PasswordField,
  args: { label: 'Password', required: true },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden by default; the toggle shows it and hides it again, with the spec's exact labels. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 's3cret!');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show Password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('s3cret!');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide Password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Visible: Story = {
  args: { defaultVisible: true, defaultValue: 's3cret!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide Password' })).toBeVisible();
  },
};

/** The toggle is reachable with Tab and works with the keyboard. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show Password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const Error: Story = {
  tags: ['state'],
  args: { error: 'Password is required.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAccessibleDescription(
      'Password is required.',
    );
  },
};
