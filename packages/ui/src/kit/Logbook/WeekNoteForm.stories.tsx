import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MESSAGES, SERVER_MESSAGES } from '@siwes/api';
import { failWith, loadForever, networkError } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_CODE } from '../../testing/logbook.ts';
import { fakeApi } from '../../testing/stories.ts';
import { useServices } from '../../services/services.tsx';
import { useCommentBox } from '../useCommentBox.ts';
import { WeekNoteForm, type WeekNoteFormProps } from './WeekNoteForm.tsx';

/** The fixture student's week the stories comment on: the fake's this week (its today is Friday 5 June 2026). */
const WEEK = '2026-06-01';
const WEEK_LABEL = 'Week of Monday 1 June 2026';
const COMMENT = 'Good progress; bring the wiring diagram on my visit.';

/**
 * The form as the logbook pages use it, its box a comment box machine (`useCommentBox`) sending
 * the fixture supervisor's comment on the fixture student's week through the real client and the
 * fake; it says how often the page would read the week again after a success. The form's own
 * props are the story's args.
 */
function WeekNoteFormOnTheFake(props: Omit<WeekNoteFormProps, 'box'>) {
  const { client } = useServices();
  const [readAgain, setReadAgain] = useState(0);
  const box = useCommentBox({
    send: (text, call) => client.supervisorCommentOnWeek({ id: FIXTURE_CODE, weekStart: WEEK, text }, call),
    successMessage: MESSAGES.commentAdded,
    onSent: () => setReadAgain((count) => count + 1),
  });
  return (
    <>
      <WeekNoteForm box={box} {...props} />
      <p>Read again: {readAgain}</p>
    </>
  );
}

/**
 * One text sent for one week (kit/Logbook): a comment or a reopening's reason, through a comment
 * box machine (`useCommentBox`). The logbook pages (the supervisor's Student Logbook, the
 * coordinator's Weekly Reports) hold one per week; these stories show the form alone.
 */
const meta = {
  title: 'Patterns/Logbook/WeekNoteForm',
  tags: ['autodocs'],
  component: WeekNoteFormOnTheFake,
  args: {
    label: 'Your comment',
    field: 'text',
    submitLabel: 'Add comment',
    weekLabel: WEEK_LABEL,
    hint: 'The student sees it beside the week.',
  },
  parameters: { services: { signedIn: ['supervisor'] } },
  beforeEach: async () => {
    await fakeApi('student').submitWeeklyReport({ monday: 'Surveyed the site.' });
  },
} satisfies Meta<typeof WeekNoteFormOnTheFake>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Your comment');
const button = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Add comment' });

/** Empty: the box named by its label and hint, the form named by the week for a page of many. */
export const Empty: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: `Add comment: ${WEEK_LABEL}` })).toBeVisible();
    await expect(box(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining('The student sees it beside the week.'),
    );
    await expect(box(canvasElement)).toHaveValue('');
  },
};

/** Sent: the server's message, the box emptied, the page told once; the fake has the comment. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), COMMENT);
    await userEvent.click(button(canvasElement));
    await expect(await canvas.findByText(MESSAGES.commentAdded)).toBeVisible();
    await expect(box(canvasElement)).toHaveValue('');
    await expect(canvas.getByText('Read again: 1')).toBeVisible();
    const { weeks } = await fakeApi('coordinator').coordinatorGetLogbook({ id: FIXTURE_CODE, limit: 5 });
    await expect(weeks.find((week) => week.weekStart === WEEK)?.comments.map((c) => c.text)).toEqual([
      COMMENT,
    ]);
  },
};

/** On its way: the button busy, the text still in the box. */
export const Submitting: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('supervisorCommentOnWeek'));
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), COMMENT);
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(box(canvasElement)).toHaveValue(COMMENT);
  },
};

/** Nothing written: the server's refusal names the field, so it is said beside the box, once. */
export const RefusedBesideTheBox: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(box(canvasElement)).toHaveAttribute('aria-invalid', 'true'));
    await expect(box(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining(SERVER_MESSAGES.commentBlank),
    );
    await expect(within(canvasElement).getAllByText(SERVER_MESSAGES.commentBlank)).toHaveLength(1);
    await expect(within(canvasElement).getByText('Read again: 0')).toBeVisible();
  },
};

/** Refused for a reason that is not the box's: said under the button, the text kept to correct. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('supervisorCommentOnWeek', 403, { message: SERVER_MESSAGES.notYourStudent }));
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), COMMENT);
    await userEvent.click(button(canvasElement));
    await expect(await within(canvasElement).findByText(SERVER_MESSAGES.notYourStudent)).toBeVisible();
    await expect(box(canvasElement)).toHaveValue(COMMENT);
  },
};

/** The call never reached the server: said so, and the text kept to send again. */
export const Offline: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(networkError('supervisorCommentOnWeek'));
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), COMMENT);
    await userEvent.click(button(canvasElement));
    await expect(
      await within(canvasElement).findByText(
        `${MESSAGES.networkError} Your text is kept: press Add comment again.`,
      ),
    ).toBeVisible();
    await expect(box(canvasElement)).toHaveValue(COMMENT);
  },
};
