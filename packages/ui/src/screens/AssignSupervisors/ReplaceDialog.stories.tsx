import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Student, SupervisorGradeType } from '@siwes/api';
import { createFakeApi } from '@siwes/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReplaceDialog, type Replacement } from './ReplaceDialog.tsx';

/** The supervisor replaced, with the date they set (Friday 11 December 2026 in Lagos). */
const ZAINAB = {
  _id: 'sup-07',
  firstName: 'Zainab',
  lastName: 'Nwosu',
  phone: '08030000007',
  email: 'zainab.nwosu@uni.edu.ng',
  office: 'Room 7',
  assignedDate: '2026-12-11T09:00:00.000Z',
};
const NEW_ID = 'sup-02';
const NEW_NAME = 'Tolu Bello';

const [first, second] = createFakeApi().db.students as [Student, Student];
/** A student of the fake with Zainab Nwosu as both supervisors, her dates set or not. */
const withZainab = (student: Student, dated: boolean): Student => {
  const supervisor = { ...ZAINAB, assignedDate: dated ? ZAINAB.assignedDate : null };
  return { ...student, inspection_supervisor: supervisor, defense_supervisor: supervisor };
};
const ADA = withZainab(first, true);
const BOLA = withZainab(second, true);

/** A row's Assign that opens the dialog, as the table's does, and the dialog. */
function Replacing({
  kind,
  students,
  onConfirm,
  onCancel,
}: {
  kind: SupervisorGradeType;
  students: readonly Student[];
  onConfirm: (keepDate: boolean) => void;
  onCancel: () => void;
}) {
  const [replacement, setReplacement] = useState<Replacement | null>(null);
  return (
    <>
      <button type="button" onClick={() => setReplacement({ students, supervisorId: NEW_ID, row: true })}>
        Assign
      </button>
      <ReplaceDialog
        kind={kind}
        replacement={replacement}
        nameOf={(id) => (id === NEW_ID ? NEW_NAME : id)}
        onConfirm={(keepDate) => {
          setReplacement(null);
          onConfirm(keepDate);
        }}
        onCancel={() => {
          setReplacement(null);
          onCancel();
        }}
      />
    </>
  );
}

/** Presses Assign and returns the dialog that asks. */
async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Assign' }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog');
}

/**
 * Asks before a supervisor is replaced (issue 34), saying what is lost: each student's current
 * supervisor and the date they set. Where a date was set, the coordinator keeps it for the new
 * supervisor (the default) or clears it. A modal dialog: the focus starts on Cancel, Escape
 * cancels, and the focus goes back to the Assign that opened it.
 */
const meta = {
  title: 'Screens/Coordinator/AssignSupervisorsScreen: ReplaceDialog',
  component: Replacing,
  args: { kind: 'inspection', students: [ADA], onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof Replacing>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One student whose inspector set a date: the question names both, the date lost in words, and
 * "Keep it for Tolu Bello" chosen; Tab to "Replace and assign" and Enter keeps the date, and the
 * focus is back on Assign.
 */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    const inDialog = within(dialog);
    await expect(dialog).toHaveAccessibleName(`Replace Zainab Nwosu as ${ADA.name}'s inspector?`);
    await expect(inDialog.getByRole('listitem')).toHaveTextContent(
      `${ADA.name}: Zainab Nwosu now; the inspection date of Friday 11 December 2026 set by Zainab Nwosu.`,
    );
    await expect(
      inDialog.getByText(`${NEW_NAME} becomes their inspector. Both supervisors are told by email.`),
    ).toBeVisible();
    const choice = inDialog.getByRole('group', { name: 'The inspection date already set' });
    await expect(within(choice).getByRole('radio', { name: `Keep it for ${NEW_NAME}` })).toBeChecked();
    await expect(inDialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(inDialog.getByRole('button', { name: 'Replace and assign' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith(true);
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(within(canvasElement).getByRole('button', { name: 'Assign' })).toHaveFocus();
  },
};

/** "Clear it" chosen: the replacement clears the date and the new supervisor sets one. */
export const ClearDate: Story = {
  play: async ({ canvasElement, args }) => {
    const inDialog = within(await open(canvasElement));
    await userEvent.click(inDialog.getByRole('radio', { name: `Clear it: ${NEW_NAME} sets a new one` }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Replace and assign' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(false);
  },
};

/** No date set yet: said so, nothing to keep or clear, and the call keeps none. */
export const NoDate: Story = {
  args: { students: [withZainab(first, false)] },
  play: async ({ canvasElement, args }) => {
    const inDialog = within(await open(canvasElement));
    await expect(inDialog.getByRole('listitem')).toHaveTextContent(
      `${ADA.name}: Zainab Nwosu now; no date set yet.`,
    );
    await expect(inDialog.queryByRole('radio')).toBeNull();
    await userEvent.click(inDialog.getByRole('button', { name: 'Replace and assign' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(false);
  },
};

/** Several students on the defence table ("Assign selected"): one line each, and their dates kept or cleared together. */
export const Several: Story = {
  args: { kind: 'defense', students: [ADA, BOLA] },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const inDialog = within(dialog);
    await expect(dialog).toHaveAccessibleName('Replace the defence supervisor of 2 students?');
    const items = inDialog.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveTextContent(
      `${BOLA.name}: Zainab Nwosu now; the defence date of Friday 11 December 2026 set by Zainab Nwosu.`,
    );
    const choice = inDialog.getByRole('group', { name: 'The defence dates already set' });
    await expect(within(choice).getByRole('radio', { name: `Keep them for ${NEW_NAME}` })).toBeChecked();
    await expect(
      within(choice).getByRole('radio', { name: `Clear them: ${NEW_NAME} sets a new one` }),
    ).not.toBeChecked();
  },
};

/** Escape cancels: nothing is replaced, the focus is back on Assign, and the next time asks afresh (Keep chosen again). */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    let inDialog = within(await open(canvasElement));
    await userEvent.click(inDialog.getByRole('radio', { name: `Clear it: ${NEW_NAME} sets a new one` }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Assign' })).toHaveFocus());
    inDialog = within(await open(canvasElement));
    await expect(inDialog.getByRole('radio', { name: `Keep it for ${NEW_NAME}` })).toBeChecked();
  },
};
