import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UNKNOWN_TIMES, writtenAt } from '../../testing/lateEntries.ts';
import { week } from '../../testing/logbook.ts';
import { TIMES_NOT_KNOWN, WeekWritingFlags } from './WeekWritingFlags.tsx';

/** When a week was written, as the supervisors and the coordinator read it beside the week (issue 27). */
const meta = {
  title: 'Patterns/WeekWritingFlags',
  tags: ['autodocs'],
  component: WeekWritingFlags,
  args: {
    titleId: 'week',
    week: week('2026-05-25', {
      monday: 'Mapped the network.',
      entryTimes: writtenAt({ monday: '2026-05-25T15:00:00.000Z' }),
      lateDays: [],
      burst: null,
    }),
  },
  render: (args) => (
    <section aria-labelledby="week">
      <h2 id="week">Week of Monday 25 May 2026</h2>
      <WeekWritingFlags {...args} />
    </section>
  ),
} satisfies Meta<typeof WeekWritingFlags>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Written in its own days: not flagged; the times are there to unfold. */
export const NotFlagged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const part = within(canvas.getByRole('group', { name: 'When written' }));
    await expect(part.getByText('Not flagged.')).toBeVisible();
    await userEvent.click(part.getByText('When each day was written'));
    await expect(part.getByRole('listitem')).toHaveTextContent(
      'Monday: first written Monday 25 May 2026, 16:00 in Lagos',
    );
  },
};

/** A day first written 10 days after it: "Written late", the day, and when it was first written. */
export const WrittenLate: Story = {
  args: {
    week: week('2026-05-25', {
      monday: 'Mapped the network.',
      friday: 'Wrote it up.',
      entryTimes: writtenAt({ monday: '2026-06-04T08:00:00.000Z', friday: '2026-06-04T08:00:00.000Z' }),
      lateDays: [{ day: 'monday', date: '2026-05-25', firstWrittenAt: '2026-06-04T08:00:00.000Z' }],
      burst: null,
    }),
  },
  play: async ({ canvasElement }) => {
    const part = within(within(canvasElement).getByRole('group', { name: 'When written' }));
    await expect(part.getByText('Written late')).toBeVisible();
    await expect(part.getByText(/first written on/)).toHaveTextContent(
      'Monday 25 May 2026, first written on Thursday 4 June 2026, 09:00 in Lagos',
    );
    await expect(part.queryByText('Not flagged.')).toBeNull();
  },
};

/** One of 12 weeks first written within an hour: "Burst", how many, and between which times. */
export const Burst: Story = {
  args: {
    week: week('2026-03-02', {
      wednesday: 'Week 11',
      entryTimes: writtenAt({ wednesday: '2026-06-04T10:44:00.000Z' }),
      lateDays: [{ day: 'wednesday', date: '2026-03-04', firstWrittenAt: '2026-06-04T10:44:00.000Z' }],
      burst: { from: '2026-06-04T10:00:00.000Z', to: '2026-06-04T10:44:00.000Z', weeks: 12 },
    }),
  },
  play: async ({ canvasElement }) => {
    const part = within(within(canvasElement).getByRole('group', { name: 'When written' }));
    await expect(part.getByText('Burst')).toBeVisible();
    await expect(part.getByText(/First written with 11 other weeks/)).toHaveTextContent(
      'First written with 11 other weeks, all between Thursday 4 June 2026, 11:00 in Lagos and Thursday 4 June 2026, 11:44 in Lagos.',
    );
    await expect(part.getByText('Written late')).toBeVisible();
  },
};

/** Written before the portal kept the times: said so, never guessed. */
export const TimesNotKnown: Story = {
  args: {
    week: week('2026-01-05', { monday: 'Induction.', entryTimes: UNKNOWN_TIMES, lateDays: [], burst: null }),
  },
  play: async ({ canvasElement }) => {
    const part = within(within(canvasElement).getByRole('group', { name: 'When written' }));
    await userEvent.click(part.getByText('When each day was written'));
    await expect(part.getByRole('listitem')).toHaveTextContent(`Monday: first written ${TIMES_NOT_KNOWN}`);
    await expect(part.getByRole('listitem')).toBeVisible();
  },
};
