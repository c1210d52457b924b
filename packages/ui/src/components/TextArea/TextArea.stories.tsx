import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea, type TextAreaProps } from './TextArea.tsx';

function Controlled(props: Omit<TextAreaProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <TextArea {...props} value={value} onChange={(e) => setValue(e.target.value)} />;
}

const meta = {
  title: 'Components/TextArea',
  tags: ['autodocs'],
  component: Controlled,
  args: { label: 'Monday' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing keeps line breaks; the label names the field. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Monday');
    await userEvent.type(field, 'Set up the lab{Enter}Met the team');
    await expect(field).toHaveValue('Set up the lab\nMet the team');
  },
};

/** With a limit, the characters left are counted and read with the field. */
export const WithLimit: Story = {
  args: { maxLength: 20, hint: 'What you did today' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Monday');
    await userEvent.type(field, 'Filed reports');
    await expect(canvas.getByText('7 of 20 characters left')).toBeVisible();
    await expect(field).toHaveAccessibleDescription('What you did today 7 of 20 characters left');
  },
};

/** An error is shown under the field and marks it invalid. */
export const Error: Story = {
  tags: ['state'],
  args: { required: true, error: 'Say what you did on Monday.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Monday');
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription('Say what you did on Monday.');
  },
};

/** A day ahead is disabled. */
export const Disabled: Story = {
  args: { disabled: true, hint: 'Reports for days ahead will not be recorded.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Monday')).toBeDisabled();
  },
};
