import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateTimeField, TextField } from '../../components/TextField/TextField.tsx';
import { RowForm } from './RowForm.tsx';

const IDLE = { status: 'idle', message: null, error: null } as const;

const meta = {
  title: 'Patterns/RowForm',
  tags: ['autodocs'],
  component: RowForm,
  args: {
    current: '27.5 / 30',
    unset: 'Not graded yet',
    action: IDLE,
    submitLabel: 'Grade',
    onSubmit: fn(),
    children: <TextField label="Inspection Score for Ada Obi" type="number" min={0} required />,
  },
} satisfies Meta<typeof RowForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the row holds now, above its field; a filled field sends. */
export const Holds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('27.5 / 30')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Inspection Score for Ada Obi'), '28');
    await userEvent.click(canvas.getByRole('button', { name: 'Grade' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Nothing held yet; an empty required field is held back by the browser. */
export const Unset: Story = {
  args: { current: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not graded yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Grade' }));
    await expect(canvas.getByLabelText('Inspection Score for Ada Obi')).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The row's call runs: its button is busy. */
export const Working: Story = {
  args: { action: { ...IDLE, status: 'working' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Grade/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The row's success, in its own live region. */
export const Succeeded: Story = {
  args: { action: { status: 'succeeded', message: 'Graded Successfully!', error: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Graded Successfully!');
  },
};

/** The row's refusal, in its own alert. */
export const Error: Story = {
  tags: ['state'],
  args: {
    action: { status: 'failed', message: null, error: 'The inspection score must be between 0 and 30.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The inspection score must be between 0 and 30.',
    );
  },
};

/** Stacked (a date picker): the button under the field, the field as wide as the form. */
export const Stacked: Story = {
  args: {
    stacked: true,
    current: 'Monday 11 May 2026, 10:00 in Lagos',
    unset: 'Not set yet',
    submitLabel: 'Set date',
    children: <DateTimeField label="New inspection date for Ada Obi" required />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('New inspection date for Ada Obi');
    const button = canvas.getByRole('button', { name: 'Set date' });
    const form = canvasElement.querySelector('form')!;
    await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      field.getBoundingClientRect().bottom,
    );
    await expect(field.getBoundingClientRect().width).toBeCloseTo(form.getBoundingClientRect().width, 0);
  },
};
