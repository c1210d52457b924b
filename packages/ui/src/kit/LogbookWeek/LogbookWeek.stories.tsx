import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COMMENTS, SIGN_OFF, week } from '../../testing/logbook.ts';
import { LogbookWeekDetails, signedBy } from './LogbookWeek.tsx';

/** A week of the logbook as its student reads it: days, sign-off, reopenings, comments. */
const meta = {
  title: 'Patterns/LogbookWeek',
  tags: ['autodocs'],
  component: LogbookWeekDetails,
  args: { titleId: 'week', week: week('2026-05-11') },
  render: (args) => (
    <section aria-labelledby="week">
      <h2 id="week">Week of Monday 11 May 2026</h2>
      <LogbookWeekDetails {...args} />
    </section>
  ),
} satisfies Meta<typeof LogbookWeekDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed: who and when (in Lagos), the comment and the stamp; the comments with author, role and time. */
export const Signed: Story = {
  args: {
    week: week('2026-05-11', {
      monday: 'Set up the test bench.',
      state: 'signed',
      signOff: SIGN_OFF,
      comments: COMMENTS.slice(0, 1),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Monday 11 May 2026')).toBeVisible();
    await expect(canvas.getByText('Set up the test bench.')).toBeVisible();
    await expect(canvas.getAllByText('Nothing written.')).toHaveLength(4);
    await expect(canvas.getByText(signedBy(SIGN_OFF))).toBeVisible();
    await expect(signedBy(SIGN_OFF)).toMatch(
      /^Signed by Ngozi Bello on Saturday 16 May 2026, \d\d:\d\d in Lagos$/,
    );
    await expect(canvas.getByText(SIGN_OFF.comment)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Stamp or signature of Ngozi Bello' })).toBeVisible();
    const comments = within(canvas.getByRole('group', { name: 'Comments' }));
    await expect(comments.getByText('Ada Okafor')).toBeVisible();
    await expect(comments.getByText(/Institution supervisor/)).toBeVisible();
    await expect(comments.getByText('Well documented.')).toBeVisible();
  },
};

/** Asked for and not signed yet: the link, to whom, when, and until when it signs. */
export const Waiting: Story = {
  args: {
    week: week('2026-05-11', {
      monday: 'Set up the test bench.',
      pendingSignoff: {
        sentTo: 'bisi@workplace.example',
        requestedAt: '2026-05-16T08:00:00.000Z',
        expiresAt: '2026-05-30T08:00:00.000Z',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/Waiting for sign-off: a link went to bisi@workplace\.example/),
    ).toBeVisible();
    await expect(canvas.getByText('No comments.')).toBeVisible();
  },
};

/** Reopened: not signed, with who opened it, when and why. */
export const Reopened: Story = {
  args: {
    week: week('2026-05-11', {
      state: 'reopened',
      editable: true,
      reopenings: [
        {
          by: 'Chidi Eze',
          role: 'coordinator',
          reason: 'The student was ill that week.',
          at: '2026-05-20T09:00:00.000Z',
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not signed.')).toBeVisible();
    await expect(
      canvas.getByText(/Reopened by Chidi Eze \(Coordinator\).*Reason: The student was ill that week\./),
    ).toBeVisible();
    await expect(canvas.getAllByText('Nothing written.')).toHaveLength(5);
  },
};
