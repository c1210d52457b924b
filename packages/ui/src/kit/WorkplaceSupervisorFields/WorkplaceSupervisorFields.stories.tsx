import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FIELD_LIMITS, WORKPLACE_SUPERVISOR_LIMITS } from '@siwes/api';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button/Button.tsx';
import { expectInFrame, WORKPLACE_SUPERVISOR } from '../../testing/stories.ts';
import {
  WORKPLACE_SUPERVISOR_KEYS,
  WORKPLACE_SUPERVISOR_LABELS,
  WorkplaceSupervisorFields,
  type WorkplaceSupervisorKey,
} from './WorkplaceSupervisorFields.tsx';

type Values = Record<WorkplaceSupervisorKey, string>;
const EMPTY: Values = { name: '', position: '', email: '', phone: '' };

/** The four fields in a form of their own, as Work Details and Edit Student hold them. */
function SupervisorForm({
  about,
  errors = {},
  recorded,
  onSave,
}: {
  about: string;
  /** The form's or the server's sentence about a field. */
  errors?: Partial<Values>;
  /** The values recorded, shown while a field is empty (an edit form that sends only changes). */
  recorded?: Values;
  onSave: (values: Values) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(values);
      }}
    >
      <WorkplaceSupervisorFields
        about={about}
        field={(key) => ({
          name: `workplaceSupervisor.${key}`,
          value: values[key],
          onChange: (event) => setValues((current) => ({ ...current, [key]: event.target.value })),
          error: errors[key],
          ...(recorded ? { placeholder: recorded[key] } : {}),
        })}
      />
      <Button type="submit">Save</Button>
    </form>
  );
}

const field = (canvasElement: HTMLElement, key: WorkplaceSupervisorKey) =>
  within(canvasElement).getByRole('textbox', { name: WORKPLACE_SUPERVISOR_LABELS[key] });

/**
 * The workplace supervisor (issue 24): name, position, email and phone, all optional, under the
 * legend "Workplace Supervisor", on Work Details (the student) and Edit Student (the coordinator).
 * Each input is bounded as the contract bounds it; what the browser refuses is said beside the
 * field in its words, as is the form's or the server's sentence, until the field is edited.
 */
const meta = {
  title: 'Patterns/WorkplaceSupervisorFields',
  tags: ['autodocs'],
  component: SupervisorForm,
  args: {
    about:
      'The person at your workplace who signs your weekly reports: the sign-off link goes to this email.',
    onSave: fn(),
  },
} satisfies Meta<typeof SupervisorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The group: its legend and what it is for, four optional inputs of the right types, each bounded
 * as the contract bounds it and kept out of the browser's autofill (someone else's details).
 */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Workplace Supervisor' });
    await expect(within(group).getByText(args.about)).toBeVisible();
    for (const key of WORKPLACE_SUPERVISOR_KEYS) {
      const input = field(canvasElement, key);
      await expect(input).not.toBeRequired();
      await expect(input).toHaveAttribute('autocomplete', 'off');
      await expect(input).toHaveAttribute(
        'maxlength',
        String(FIELD_LIMITS[WORKPLACE_SUPERVISOR_LIMITS[key]]),
      );
    }
    await expect(field(canvasElement, 'email')).toHaveAttribute('type', 'email');
    await expect(field(canvasElement, 'phone')).toHaveAttribute('type', 'tel');
    // All optional: the form sends with none of them.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(EMPTY);
  },
};

/** Filled in by keyboard, each field after the other with Tab: the form sends the four values. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(field(canvasElement, 'name'));
    for (const key of WORKPLACE_SUPERVISOR_KEYS) {
      await expect(field(canvasElement, key)).toHaveFocus();
      await userEvent.keyboard(WORKPLACE_SUPERVISOR[key]);
      await userEvent.tab();
    }
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(WORKPLACE_SUPERVISOR);
  },
};

/** Types an email without its domain and presses Save: the browser's sentence beside the field, nothing sent. */
async function refusedEmail(canvasElement: HTMLElement, args: { onSave: unknown }) {
  const canvas = within(canvasElement);
  const email = field(canvasElement, 'email');
  await userEvent.type(email, 'ngozi.bello');
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  await expect(args.onSave).not.toHaveBeenCalled();
  await expect(email).toBeInvalid();
  const said = (email as HTMLInputElement).validationMessage;
  await expect(said).not.toBe('');
  await expect(email).toHaveAccessibleDescription(said);
  await expect(canvas.getByText(said)).toBeVisible();
  return { email, said };
}

/**
 * An email the browser refuses: its own sentence beside the field, read with it, and nothing
 * sent; editing the field takes the sentence away.
 */
export const Error: Story = {
  tags: ['state'],
  play: async ({ canvasElement, args }) => {
    await refusedEmail(canvasElement, args);
  },
};

/** Editing the refused email takes the sentence away, and Save sends the fields. */
export const Corrected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { email, said } = await refusedEmail(canvasElement, args);
    await userEvent.type(email, '@acme.example');
    await expect(canvas.queryByText(said)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...EMPTY, email: 'ngozi.bello@acme.example' });
  },
};

/** The server's sentence about a field, beside it and read with it (aria-invalid). */
export const ServerError: Story = {
  tags: ['state'],
  args: { errors: { phone: 'The phone number must be 11 digits.' } },
  play: async ({ canvasElement }) => {
    const phone = field(canvasElement, 'phone');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('The phone number must be 11 digits.');
    await expect(field(canvasElement, 'name')).not.toHaveAttribute('aria-invalid');
  },
};

/** On an edit form that sends only changes: each empty field shows the value recorded. */
export const Recorded: Story = {
  args: {
    about:
      "The person at the student's workplace who signs their weekly reports. Change only what is different.",
    recorded: WORKPLACE_SUPERVISOR,
  },
  play: async ({ canvasElement }) => {
    for (const key of WORKPLACE_SUPERVISOR_KEYS) {
      const input = field(canvasElement, key);
      await expect(input).toHaveValue('');
      await expect(input).toHaveAttribute('placeholder', WORKPLACE_SUPERVISOR[key]);
    }
  },
};

/** A phone at 320 px: the four fields one under another, each inside the screen. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const inputs = WORKPLACE_SUPERVISOR_KEYS.map((key) => field(canvasElement, key));
    await expectInFrame(within(canvasElement).getByTestId('viewport'), ...inputs);
    for (const [i, input] of inputs.entries()) {
      const above = inputs[i - 1]?.getBoundingClientRect();
      if (above) await expect(input.getBoundingClientRect().top).toBeGreaterThan(above.bottom);
    }
  },
};
