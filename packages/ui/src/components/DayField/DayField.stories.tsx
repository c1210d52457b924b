import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DayField, type DayFieldProps } from './DayField.tsx';

function Controlled(props: Omit<DayFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...field } = props;
  const [value, setValue] = useState(initial);
  return <DayField {...field} value={value} onChange={(e) => setValue(e.target.value)} />;
}

const meta = {
  title: 'Components/DayField',
  tags: ['autodocs'],
  component: Controlled,
  args: { label: 'Resumption Date' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chosen day is said in words under the picker. */
export const Chosen: Story = {
  args: { initial: '2026-06-01' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Resumption Date');
    await expect(field).toHaveValue('2026-06-01');
    await expect(field).toHaveAccessibleDescription('Monday 1 June 2026');
  },
};

/** Typing a day updates the words. */
export const Typed: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Resumption Date');
    await userEvent.type(field, '2026-07-31');
    await expect(field).toHaveAccessibleDescription('Friday 31 July 2026');
  },
};

/** A hint stays, with the day after it. */
export const WithHint: Story = {
  args: { initial: '2026-12-18', hint: 'The last day of the placement.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Resumption Date')).toHaveAccessibleDescription(
      'The last day of the placement. Friday 18 December 2026.',
    );
  },
};
