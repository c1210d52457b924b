import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldShell, useFieldIds, type FieldOwnProps } from './field.tsx';

/**
 * The frame every labelled field shares (TextField, Select, Combobox, PasswordField, TextArea and
 * the rest): the label, a hint under it, the control, and an error under the control, each tied
 * to the control so a screen reader reads them with it. A screen never uses it alone: it uses a
 * field built on it.
 */
function FieldWithInput(props: FieldOwnProps) {
  const ids = useFieldIds(props);
  return (
    <FieldShell {...props} ids={ids}>
      <input
        id={ids.controlId}
        aria-describedby={ids.describedBy}
        aria-invalid={props.error ? true : undefined}
        required={props.required}
      />
    </FieldShell>
  );
}

const meta = {
  title: 'Components/Field',
  tags: ['autodocs'],
  component: FieldWithInput,
  args: { label: 'Matric Number' },
} satisfies Meta<typeof FieldWithInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Matric Number')).toBeVisible();
  },
};

/** The error under the control: the control marked invalid, the message read with it. */
export const Error: Story = {
  tags: ['state'],
  args: { error: 'Enter your matric number' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Matric Number');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter your matric number');
  },
};

/** A hint under the label, read with the control. */
export const WithHint: Story = {
  args: { hint: 'As on your school ID card, e.g. 190404001' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Matric Number')).toHaveAccessibleDescription(
      'As on your school ID card, e.g. 190404001',
    );
  },
};

/** Required: a marker beside the label, seen, not read (the control says it is required). */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Matric Number' })).toBeRequired();
  },
};
