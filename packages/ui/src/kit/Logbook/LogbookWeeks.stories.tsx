import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@siwes/api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { commentOn, expectSignedWeek, SIGNED, weekSection } from '../../testing/logbook.ts';
import { LogbookWeeks } from './LogbookWeeks.tsx';

/**
 * A student's logbook as a reader sees it (kit/Logbook): each week newest first with its days,
 * its sign-off (signed with a stamp, a link waiting, reopened with a reason) and its comments;
 * given `acts` (the reader's calls), a comment box per week and, for a signed or past week, a
 * reopening with a reason. The supervisor's Student Logbook and the coordinator's Weekly Reports
 * show it; the weeks here are `testing/logbook.ts`'s SIGNED (18 May waiting, 11 May signed,
 * 4 May reopened).
 */
const meta = {
  title: 'Patterns/Logbook/LogbookWeeks',
  tags: ['autodocs'],
  component: LogbookWeeks,
  args: { weeks: SIGNED.weeks },
} satisfies Meta<typeof LogbookWeeks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read only (no `acts`): every week with its parts, and no box to write in. */
export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Week of Monday 18 May 2026',
      'Week of Monday 11 May 2026',
      'Week of Monday 4 May 2026',
    ]);
    await expectSignedWeek(canvasElement);
    const waiting = await weekSection(canvasElement, '2026-05-18');
    await expect(waiting.getByText(/Waiting for sign-off: .*bello@workplace\.example/)).toBeVisible();
    const reopened = await weekSection(canvasElement, '2026-05-04');
    await expect(reopened.getByText(/Reason: Add the lab results\./)).toBeVisible();
    await expect(canvas.queryByLabelText('Your comment')).toBeNull();
    await expect(canvas.queryByText('Reopen this week')).toBeNull();
  },
};

/** No weeks at all. */
export const NoWeeks: Story = {
  args: { weeks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No weekly reports yet.')).toBeVisible();
  },
};

/**
 * With the reader's calls: a comment box under every week, and a reopening for the signed week
 * and the past one the student may no longer write (18 May, closed), not for the week reopened
 * already. A comment sent goes to
 * the reader's call with its week, and the page is told to read the logbook again.
 */
export const WithActs: Story = {
  args: {
    acts: {
      comment: fn(async () => ({ message: MESSAGES.commentAdded })),
      reopen: fn(async () => ({ message: MESSAGES.weekReopened })),
    },
    onChanged: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByLabelText('Your comment')).toHaveLength(3);
    await expect(canvas.getAllByText('Reopen this week')).toHaveLength(2);
    const signed = await weekSection(canvasElement, '2026-05-11');
    await expect(signed.getByText('Reopen this week')).toBeVisible();
    const reopened = await weekSection(canvasElement, '2026-05-04');
    await expect(reopened.queryByText('Reopen this week')).toBeNull();
    await commentOn(signed, 'Well done.');
    await expect(await signed.findByText(MESSAGES.commentAdded)).toBeVisible();
    await expect(args.acts!.comment).toHaveBeenCalledWith('2026-05-11', 'Well done.', expect.anything());
    await waitFor(() => expect(args.onChanged).toHaveBeenCalledTimes(1));
  },
};

/** A reopening sends its reason to the reader's call for that week, and says it is done. */
export const Reopened: Story = {
  args: WithActs.args,
  play: async ({ args, canvasElement }) => {
    const signed = await weekSection(canvasElement, '2026-05-11');
    await userEvent.click(signed.getByText('Reopen this week'));
    await userEvent.type(signed.getByLabelText('Reason for reopening'), 'Add the site photos.');
    await userEvent.click(signed.getByRole('button', { name: 'Reopen week' }));
    await expect(await signed.findByText(MESSAGES.weekReopened)).toBeVisible();
    await expect(args.acts!.reopen).toHaveBeenCalledWith(
      '2026-05-11',
      'Add the site photos.',
      expect.anything(),
    );
  },
};

/** On a phone: the weeks fit the width. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    await expectSignedWeek(canvasElement);
    await expect(within(canvasElement).getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
