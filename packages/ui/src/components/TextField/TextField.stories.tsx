import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DateField, DateTimeField, TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  tags: ['autodocs'],
  component: TextField,
  args: { label: 'Email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.type(input, 'ada@university.edu.ng');
    await expect(input).toHaveValue('ada@university.edu.ng');
  },
};

/** The hint is read with the field (aria-describedby). */
export const WithHint: Story = {
  args: { type: 'email', hint: 'Use your university email, e.g. name@university.edu.ng' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAccessibleDescription('Use your university email, e.g. name@university.edu.ng');
    await expect(input).toHaveAttribute('type', 'email');
  },
};

/** Required fields are marked and enforced by the browser. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
  },
};

/** An error is shown in red, marks the field invalid and is read with it. */
export const Error: Story = {
  tags: ['state'],
  args: { required: true, value: 'not-an-email', readOnly: true, error: 'Enter a valid email address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
  },
};

/** Read-only: the student code and the email taken from session storage. */
export const ReadOnly: Story = {
  args: { label: 'Student Code', value: 'STU-0001', readOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Student Code');
    await userEvent.type(input, 'changed');
    await expect(input).toHaveValue('STU-0001');
  },
};

export const Telephone: Story = {
  args: { label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Phone Number')).toHaveAttribute('type', 'tel');
  },
};

export const Number: Story = {
  args: { label: 'Inspection grade', type: 'number', min: 0, max: 30 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Inspection grade' });
    await userEvent.type(input, '25');
    await expect(input).toHaveValue(25);
  },
};

/** The native date picker used for resumption and termination dates. */
export const Date: Story = {
  render: () => <DateField label="Resumption Date" defaultValue="2026-01-05" />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Resumption Date');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveValue('2026-01-05');
  },
};

/** The native date-and-time picker used for the registration deadline. */
export const DateTime: Story = {
  render: () => <DateTimeField label="Registration deadline" required />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Registration deadline');
    await expect(input).toHaveAttribute('type', 'datetime-local');
    await userEvent.type(input, '2026-12-31T17:00');
    await expect(input).toHaveValue('2026-12-31T17:00');
  },
};

function LagosDateTime() {
  const [value, setValue] = useState('');
  return (
    <DateTimeField
      label="Inspection date"
      hint="Lagos time."
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

/** The chosen time is read as Lagos time and said back in words, whatever the device's zone. */
export const DateTimeInWords: Story = {
  render: () => <LagosDateTime />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Inspection date');
    await expect(input).toHaveAccessibleDescription('Lagos time.');
    await userEvent.type(input, '2026-12-31T17:00');
    await expect(input).toHaveAccessibleDescription('Lagos time. Thursday 31 December 2026, 17:00 in Lagos.');
  },
};
