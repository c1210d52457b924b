import type { Meta, StoryObj } from '@storybook/react-vite';
import { describeDay, MESSAGES } from '@siwes/api';
import { emptyList, failWith, FIXTURE_IDS, loadForever, Outage, respondWith } from '@siwes/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { WeeklyReportsScreen } from './WeeklyReportsScreen.tsx';

const CODE = 'SIW260001';

const meta = {
  title: 'Coordinator/WeeklyReportsScreen',
  component: WeeklyReportsScreen,
  parameters: {
    layout: 'fullscreen',
    route: `/coordinator/student/weeklyreports/${CODE}`,
    services: { signedIn: ['coordinator'] },
  },
} satisfies Meta<typeof WeeklyReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const week = (id: string, weekStart: string, days: Partial<Record<string, string>>) => ({
  _id: id,
  weekStart,
  monday: '',
  tuesday: '',
  wednesday: '',
  thursday: '',
  friday: '',
  ...days,
});

/** Every week of the student's, newest first, each with its Monday to Friday. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const weeks = await canvas.findAllByRole('heading', { level: 2, name: /^Week of / });
    await expect(weeks).toHaveLength(12);
    // The fixture student's placement reports start on Monday 2 March 2026.
    await expect(weeks.at(-1)).toHaveTextContent('Week of Monday 2 March 2026');
    await expect(weeks[0]).toHaveTextContent('Week of Monday 18 May 2026');
    const first = weeks[0]!.closest('section')!;
    await expect(
      within(first)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual([
      'Monday 18 May 2026',
      'Tuesday 19 May 2026',
      'Wednesday 20 May 2026',
      'Thursday 21 May 2026',
      'Friday 22 May 2026',
    ]);
    await expect(canvas.getByRole('link', { name: 'Student Details' })).toHaveAttribute(
      'href',
      `/coordinator/student/${CODE}`,
    );
  },
};

/** A day the student left empty is marked as such, not shown as a blank report. */
export const EmptyDays: Story = {
  beforeEach({ msw }) {
    msw.use(
      respondWith('getWeeklyReports', {
        reports: [
          week('w1', '2026-05-04', { monday: 'Set up the test bench.', friday: 'Wrote the week’s summary.' }),
          week('w2', '2026-05-11', { tuesday: 'Calibrated the sensors.' }),
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const weeks = await canvas.findAllByRole('heading', { level: 2, name: /^Week of / });
    await expect(weeks.map((w) => w.textContent)).toEqual([
      `Week of ${describeDay('2026-05-11')}`,
      `Week of ${describeDay('2026-05-04')}`,
    ]);
    const older = within(weeks[1]!.closest('section')!);
    const entries = older.getAllByRole('definition').map((d) => d.textContent);
    await expect(entries).toEqual([
      'Set up the test bench.',
      'No report for this day',
      'No report for this day',
      'No report for this day',
      'Wrote the week’s summary.',
    ]);
  },
};

/**
 * Reached from Student Details, the page names the student; on a Wednesday, the week's Thursday and
 * Friday are not yet come, where an earlier day without a report is marked as missing.
 */
export const ThisWeek: Story = {
  parameters: {
    routeState: { name: 'Adaeze Okonkwo' },
    services: { signedIn: ['coordinator'], now: '2026-06-03T10:00:00.000Z' },
  },
  beforeEach({ msw }) {
    msw.use(
      respondWith('getWeeklyReports', {
        reports: [week('w1', '2026-06-01', { monday: 'Met the team.', wednesday: 'Wired the panel.' })],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`Adaeze Okonkwo (${CODE})`, { exact: false })).toBeVisible();
    const [week1] = await canvas.findAllByRole('heading', { level: 2, name: /^Week of / });
    const entries = within(week1!.closest('section')!)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    await expect(entries).toEqual([
      'Met the team.',
      'No report for this day',
      'Wired the panel.',
      'Not yet: this day is still ahead',
      'Not yet: this day is still ahead',
    ]);
  },
};

export const NoReports: Story = {
  parameters: { route: `/coordinator/student/weeklyreports/SIW260002` },
  beforeEach({ msw }) {
    msw.use(emptyList('getWeeklyReports'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No weekly reports yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadForever('getWeeklyReports'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the weekly reports…');
  },
};

const reportsDown = new Outage();

/** A failure without a message: the spec's 'Failed to load data'; Try again loads them. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('getWeeklyReports', 500, {}, { until: reportsDown.begin() }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: MESSAGES.loadFailed })).toBeVisible();
    reportsDown.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findAllByRole('heading', { level: 2, name: /^Week of / })).toHaveLength(12);
  },
};

/** An unknown student: the server's message. */
export const UnknownStudent: Story = {
  parameters: { route: '/coordinator/student/weeklyreports/SIW269999' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Student not found.' }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { width: 320, route: `/coordinator/student/weeklyreports/${FIXTURE_IDS.student}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('heading', { level: 2, name: /^Week of / });
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
