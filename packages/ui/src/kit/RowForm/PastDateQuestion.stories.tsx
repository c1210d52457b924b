import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateTimeField } from '../../components/TextField/TextField.tsx';
import { expectInFrame } from '../../testing/stories.ts';
import { PastDateQuestion } from './PastDateQuestion.tsx';

const FIELD_ID = 'inspection-date';
const QUESTION = 'Monday 11 May 2026, 10:00 in Lagos is in the past. Set the inspection date to it anyway?';

/**
 * The question a date in the past gets where it was typed (the supervised lists and My Students'
 * date for all): the focus goes to "Yes, set it", which reads the question as its description;
 * either answer brings the focus back to the date field.
 */
const meta = {
  title: 'Patterns/RowForm: PastDateQuestion',
  component: PastDateQuestion,
  args: {
    when: new Date('2026-05-11T09:00:00Z'),
    visit: 'inspection',
    fieldId: FIELD_ID,
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <form>
      <DateTimeField id={FIELD_ID} label="New inspection date for Ada Obi" defaultValue="2026-05-11T10:00" />
      <PastDateQuestion {...args} />
    </form>
  ),
} satisfies Meta<typeof PastDateQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked: the date in words and Lagos time, the group named by the question, the focus on the confirming button. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: QUESTION })).toBeVisible();
    const yes = canvas.getByRole('button', { name: 'Yes, set it' });
    await expect(yes).toHaveFocus();
    await expect(yes).toHaveAccessibleDescription(QUESTION);
    await expect(canvas.getByRole('button', { name: 'No, change it' })).toBeVisible();
  },
};

/** Enter on the focused "Yes, set it": the date is kept and the focus is back on the field. */
export const Confirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Yes, set it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('New inspection date for Ada Obi')).toHaveFocus();
  },
};

/** Tab to "No, change it" and Enter: nothing is set and the focus is back on the field to change it. */
export const Cancelled: Story = {
  args: { visit: 'defence' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', {
        name: 'Monday 11 May 2026, 10:00 in Lagos is in the past. Set the defence date to it anyway?',
      }),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'No, change it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('New inspection date for Ada Obi')).toHaveFocus();
  },
};

/** A phone at 320 px: the question wraps and both answers stay inside the box, nothing sideways. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectInFrame(canvas.getByTestId('viewport'), canvas.getByRole('group', { name: QUESTION }));
    await expectInFrame(
      canvas.getByRole('group', { name: QUESTION }),
      canvas.getByRole('button', { name: 'Yes, set it' }),
      canvas.getByRole('button', { name: 'No, change it' }),
    );
  },
};
