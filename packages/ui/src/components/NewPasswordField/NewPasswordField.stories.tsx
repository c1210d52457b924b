import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PASSWORD_HINT, passwordProblem, SERVER_MESSAGES } from '@siwes/api';
import { expect, userEvent, within } from 'storybook/test';
import { NewPasswordField } from './NewPasswordField.tsx';

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <NewPasswordField
      label="New Password"
      required
      value={value}
      error={error ?? (value ? passwordProblem(value) : undefined)}
      onChange={(e) => setValue(e.target.value)}
    />
  );
}

const meta = {
  title: 'Components/NewPasswordField',
  tags: ['autodocs'],
  component: Controlled,
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rule is beside the field before anyone types, and read with it. */
export const RuleShownFirst: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('New Password');
    await expect(field).toHaveAccessibleDescription(PASSWORD_HINT);
    await expect(field).toHaveAttribute('autocomplete', 'new-password');
  },
};

/** A short password is refused beside the field, in the server's words. */
export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('New Password');
    await userEvent.type(field, 'short one');
    await expect(field).toHaveAccessibleDescription(`${PASSWORD_HINT} ${SERVER_MESSAGES.passwordTooShort}`);
    await expect(field).toBeInvalid();
  },
};

/** The server's refusal of a common password shows in the same place. */
export const Common: Story = {
  args: { error: SERVER_MESSAGES.passwordCommon },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(SERVER_MESSAGES.passwordCommon)).toBeVisible();
  },
};
