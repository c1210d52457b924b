import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  WORKPLACE_SUPERVISOR_KEYS,
  WORKPLACE_SUPERVISOR_LABELS,
  WorkplaceSupervisorFields,
  type WorkplaceSupervisorKey,
} from './WorkplaceSupervisorFields.tsx';

/** The four fields held by a form, as Work Details and Edit Student hold them. */
function InAForm({ errors = {} }: { errors?: Partial<Record<WorkplaceSupervisorKey, string>> }) {
  const [values, setValues] = useState<Record<WorkplaceSupervisorKey, string>>({
    name: '',
    position: '',
    email: '',
    phone: '',
  });
  return (
    <form noValidate>
      <WorkplaceSupervisorFields
        about="The person at the company who oversees your work. All four are optional."
        field={(key) => ({
          name: key,
          value: values[key],
          error: errors[key],
          onChange: (event) => setValues((v) => ({ ...v, [key]: event.target.value })),
        })}
      />
    </form>
  );
}

const meta = {
  title: 'Patterns/WorkplaceSupervisorFields',
  tags: ['autodocs'],
  component: InAForm,
} satisfies Meta<typeof InAForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four optional fields under the legend "Workplace Supervisor". */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Workplace Supervisor' });
    for (const key of WORKPLACE_SUPERVISOR_KEYS) {
      await expect(within(group).getByLabelText(WORKPLACE_SUPERVISOR_LABELS[key])).toBeVisible();
    }
  },
};

/** The form's or the server's sentence beside the field it is about. */
export const Error: Story = {
  tags: ['state'],
  args: { errors: { email: 'Enter a valid email address' } },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByLabelText(WORKPLACE_SUPERVISOR_LABELS.email);
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
  },
};

/** Typing fills the field the form holds. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByLabelText(WORKPLACE_SUPERVISOR_LABELS.name);
    await userEvent.type(name, 'Ngozi Bello');
    await expect(name).toHaveValue('Ngozi Bello');
  },
};
