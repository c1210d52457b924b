import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SignoffView } from '@siwes/api';
import { expect, within } from 'storybook/test';
import { NOTHING_WRITTEN } from '../../kit/LogbookWeek/words.ts';
import { STAMP } from '../../testing/logbook.ts';
import { SignedWeek, WeekDays, WeekOwner } from './SignoffWeek.tsx';

/** A week of the fixture student as the sign-off link shows it, before it is signed. */
const OPEN: SignoffView = {
  student: { name: 'Adaeze Okonkwo', course: 'Computer Science', company: 'Andela' },
  supervisorName: 'Ngozi Bello',
  week: {
    weekStart: '2026-05-11',
    monday: 'Set up the test bench.',
    tuesday: 'Calibrated the sensors.',
    wednesday: '',
    thursday: 'Wrote the lab report.',
    friday: '',
  },
  digest: 'a'.repeat(64),
  expiresAt: '2026-05-25T08:00:00.000Z',
  signOff: null,
  readOnlyUntil: null,
};
const SIGNED: SignoffView = {
  ...OPEN,
  expiresAt: null,
  signOff: {
    name: 'Ngozi Bello',
    signedAt: '2026-05-16T09:30:00.000Z',
    comment: 'A good week: careful work.',
    image: STAMP,
    digest: 'a'.repeat(64),
  },
  readOnlyUntil: '2026-05-30T09:30:00.000Z',
};

/** What the sign-off page shows of a week: whose it is, its five days, and its sign-off once signed. */
function TheWeek({ view }: { view: SignoffView }) {
  return (
    <>
      <WeekOwner view={view} />
      <WeekDays view={view} />
      <SignedWeek view={view} />
    </>
  );
}

/**
 * The parts of the workplace supervisor's sign-off page (issue 24): the student and the week, the
 * five days as written (a blank day says so), and, once signed, who signed, when, their comment
 * and stamp. The page itself is SignoffScreen.
 */
const meta = {
  title: 'Screens/Public/SignoffScreen: SignoffWeek',
  component: TheWeek,
  args: { view: OPEN },
} satisfies Meta<typeof TheWeek>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not signed yet: the student, the week and its days; a blank day says nothing was written. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Adaeze Okonkwo')).toBeVisible();
    // The week, and its Monday among the days.
    await expect(canvas.getAllByText('Monday 11 May 2026')).toHaveLength(2);
    const days = within(canvas.getByRole('region', { name: 'The week as written' }));
    await expect(days.getByText('Set up the test bench.')).toBeVisible();
    await expect(days.getAllByText(NOTHING_WRITTEN)).toHaveLength(2);
    await expect(canvas.queryByRole('region', { name: /^Signed by/ })).toBeNull();
  },
};

/** Signed: who and when, the comment and the stamp, read-only. */
export const Success: Story = {
  tags: ['state'],
  args: { view: SIGNED },
  play: async ({ canvasElement }) => {
    const signed = within(within(canvasElement).getByRole('region', { name: /^Signed by Ngozi Bello on / }));
    await expect(signed.getByText('A good week: careful work.')).toBeVisible();
    await expect(signed.getByRole('img')).toBeVisible();
  },
};
