import type { Meta, StoryObj } from '@storybook/react-vite';
import { PASSWORD_POLICY } from '@siwes/api';
import { expect, userEvent, within } from 'storybook/test';
import { NewPasswordField, passwordRule } from './NewPasswordField.tsx';

const meta = {
  title: 'Kit/NewPasswordField',
  component: NewPasswordField,
  args: { label: 'Password', required: true },
} satisfies Meta<typeof NewPasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rule is said before anything is typed, and read with the field. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAccessibleDescription(passwordRule());
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveValue('');
  },
};

/** The browser holds what is typed to the rule's lengths, so a too short password is never sent. */
export const HeldToTheRule: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('minlength', String(PASSWORD_POLICY.minLength));
    await expect(input).toHaveAttribute('maxlength', String(PASSWORD_POLICY.maxLength));
    await userEvent.type(input, 'four plain words');
    await expect(input).toHaveValue('four plain words');
    await expect(input).toHaveAccessibleDescription(passwordRule());
  },
};

/** The server's refusal shows beside the field, after the rule. */
export const RefusedByServer: Story = {
  args: { error: 'This password is too common. Choose another.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAccessibleDescription(
      `${passwordRule()} This password is too common. Choose another.`,
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
