import type { Meta, StoryObj } from '@storybook/react-vite';
import { describeDay, describeLagosTime, MESSAGES } from '@siwes/api';
import { failWith, FIXTURE_IDS, FIXTURE_WORKPLACE_EMAIL, loadForever, respondWith } from '@siwes/mocks';
import { expect, waitFor, within } from 'storybook/test';
import {
  commentOn,
  FIXTURE_CODE,
  logbook,
  reopenWith,
  SIGNED,
  expectSignedWeek,
  week,
  weekSection,
} from '../../testing/logbook.ts';
import { fakeApi, failsThenRetries } from '../../testing/stories.ts';
import { WeeklyReportsScreen } from './WeeklyReportsScreen.tsx';

const CODE = FIXTURE_CODE;

const meta = {
  title: 'Screens/Coordinator/WeeklyReportsScreen',
  component: WeeklyReportsScreen,
  parameters: {
    layout: 'fullscreen',
    route: `/coordinator/student/weeklyreports/${CODE}`,
    services: { signedIn: ['coordinator'] },
  },
} satisfies Meta<typeof WeeklyReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Headed with the student's name; each week shows its sign-off (who, when, comment, stamp) or the
 * link waiting for it, its reopenings with their reasons, and its comments with author, role and time.
 */
export const Default: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(respondWith('coordinatorGetLogbook', SIGNED));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Weekly Reports: Adaeze Okonkwo' }),
    ).toBeVisible();
    await expect(canvas.getByText(`Student code ${CODE}`, { exact: false })).toBeVisible();
    const signed = await expectSignedWeek(canvasElement);
    const comments = within(signed.getByRole('group', { name: 'Comments' })).getAllByRole('listitem');
    await expect(comments.map((c) => c.textContent)).toEqual([
      `Ada Okafor · Institution supervisor · ${describeLagosTime('2026-05-17T10:00:00.000Z')}Well documented.`,
      `Chidi Eze · Coordinator · ${describeLagosTime('2026-05-18T11:15:00.000Z')}Noted.`,
    ]);

    const waiting = await weekSection(canvasElement, '2026-05-18');
    await expect(waiting.getByRole('group', { name: 'Sign-off' })).toHaveTextContent(
      `Sign-offWaiting for sign-off: a link went to bello@workplace.example on ${describeLagosTime('2026-05-23T08:00:00.000Z')}, and it can be signed until ${describeLagosTime('2026-06-06T08:00:00.000Z')}.`,
    );
    await expect(waiting.getByRole('group', { name: 'Comments' })).toHaveTextContent('No comments.');

    const reopened = await weekSection(canvasElement, '2026-05-04');
    await expect(reopened.getByRole('group', { name: 'Sign-off' })).toHaveTextContent(
      `Sign-offNot signed.Reopened by Ada Okafor (Institution supervisor) on ${describeLagosTime('2026-05-12T09:00:00.000Z')}. Reason: Add the lab results.`,
    );
  },
};

/** Every week of the student's, newest first, each with its Monday to Friday; none signed or commented yet, the newest waiting for its link. */
export const NoSignoffs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { student } = await fakeApi().coordinatorGetLogbook({ id: CODE });
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Weekly Reports: ${student.name}` }),
    ).toBeVisible();
    const weeks = await canvas.findAllByRole('heading', { level: 2, name: /^Week of / });
    await expect(weeks).toHaveLength(12);
    // The fixture student's placement reports start on Monday 2 March 2026.
    await expect(weeks.at(-1)).toHaveTextContent('Week of Monday 2 March 2026');
    await expect(weeks[0]).toHaveTextContent('Week of Monday 18 May 2026');
    const first = within(weeks[0]!.closest('section')!);
    await expect(first.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Monday 18 May 2026',
      'Tuesday 19 May 2026',
      'Wednesday 20 May 2026',
      'Thursday 21 May 2026',
      'Friday 22 May 2026',
    ]);
    // The fake's fixture link for the week of 18 May waits to be signed; the other weeks have none.
    await expect(
      first.getByText((text) =>
        text.startsWith(`Waiting for sign-off: a link went to ${FIXTURE_WORKPLACE_EMAIL} on`),
      ),
    ).toBeVisible();
    await expect(canvas.getAllByText('Not signed.')).toHaveLength(11);
    await expect(canvas.getAllByText('No comments.')).toHaveLength(12);
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
      respondWith(
        'coordinatorGetLogbook',
        logbook([
          week('2026-05-11', { tuesday: 'Calibrated the sensors.' }),
          week('2026-05-04', { monday: 'Set up the test bench.', friday: 'Wrote the week’s summary.' }),
        ]),
      ),
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
      'Nothing written.',
      'Nothing written.',
      'Nothing written.',
      'Wrote the week’s summary.',
    ]);
  },
};

/**
 * Reached from Student Details, the page names the student at once; on a Wednesday, the week's
 * Thursday and Friday are not yet come, where an earlier day without a report is marked as missing.
 */
export const ThisWeek: Story = {
  parameters: {
    routeState: { name: 'Adaeze Okonkwo' },
    services: { signedIn: ['coordinator'], now: '2026-06-03T10:00:00.000Z' },
  },
  beforeEach({ msw }) {
    msw.use(
      respondWith(
        'coordinatorGetLogbook',
        logbook([
          week('2026-06-01', { state: 'open', monday: 'Met the team.', wednesday: 'Wired the panel.' }),
        ]),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Weekly Reports: Adaeze Okonkwo' }),
    ).toBeVisible();
    const [week1] = await canvas.findAllByRole('heading', { level: 2, name: /^Week of / });
    const entries = within(week1!.closest('section')!)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    await expect(entries).toEqual([
      'Met the team.',
      'Nothing written.',
      'Wired the panel.',
      'Not yet: this day is still ahead',
      'Not yet: this day is still ahead',
    ]);
  },
};

export const NoReports: Story = {
  beforeEach({ msw }) {
    msw.use(respondWith('coordinatorGetLogbook', logbook([])));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No weekly reports yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('coordinatorGetLogbook'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the weekly reports…');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Weekly Reports' })).toBeVisible();
  },
};

/** A failure without a message: the spec's 'Failed to load data'; Try again loads them. */
const failure = failsThenRetries({
  fail: (until) => failWith('coordinatorGetLogbook', 500, {}, { until }),
  shows: async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: MESSAGES.loadFailed })).toBeVisible();
  },
  recovered: async (canvas) => {
    await expect(await canvas.findAllByRole('heading', { level: 2, name: /^Week of / })).toHaveLength(12);
  },
});
export const Error: Story = { ...failure.Error, tags: ['state'] };
/** Try again brings the page once the server is back. */
export const ErrorThenRetry: Story = { ...failure.ErrorThenRetry, tags: ['journey'] };

/** An unknown student: the server's message. */
export const UnknownStudent: Story = {
  parameters: { route: '/coordinator/student/weeklyreports/SIW269999' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Student not found.' }),
    ).toBeVisible();
  },
};

/** A phone at 320 px: the signed week, its stamp and comments, nothing sideways. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320, route: `/coordinator/student/weeklyreports/${FIXTURE_IDS.student}` },
  beforeEach({ msw }) {
    msw.use(respondWith('coordinatorGetLogbook', SIGNED));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Stamp or signature of Ngozi Bello' })).toBeVisible();
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};

/**
 * The coordinator comments with the same box as the supervisor: the comment shows under the week
 * with its author and role, and the student reads it through their own logbook.
 */
export const CoordinatorComments: Story = {
  play: async ({ canvasElement }) => {
    const section = await weekSection(canvasElement, '2026-05-11');
    await commentOn(section, 'Please attach the sensor readings.');
    await expect(await section.findByText(MESSAGES.commentAdded)).toBeVisible();
    await expect(section.getByLabelText('Your comment')).toHaveValue('');
    const comments = within(section.getByRole('group', { name: 'Comments' }));
    const [comment] = await comments.findAllByRole('listitem');
    await expect(comment).toHaveTextContent('Please attach the sensor readings.');
    await expect(comment).toHaveTextContent('Coordinator');
    const { weeks } = await fakeApi('student').getLogbook({ limit: 60 });
    const seen = weeks.find((w) => w.weekStart === '2026-05-11')?.comments.map((c) => c.text);
    await expect(seen).toEqual(['Please attach the sensor readings.']);
  },
};

/**
 * A past week the student may no longer write, reopened by the coordinator with a reason: the
 * reason is then shown with the week, and the student may write it.
 */
export const CoordinatorReopens: Story = {
  play: async ({ canvasElement }) => {
    const section = await weekSection(canvasElement, '2026-05-11');
    await reopenWith(section, 'Ill that week: a medical note was given.');
    await expect(await section.findByText(MESSAGES.weekReopened)).toBeVisible();
    await waitFor(() => expect(section.queryByText('Reopen this week')).toBeNull());
    await expect(section.getByRole('group', { name: 'Sign-off' })).toHaveTextContent(
      /Reopened by .+ \(Coordinator\) on .+\. Reason: Ill that week: a medical note was given\./,
    );
    const { weeks } = await fakeApi('student').getLogbook({ limit: 60 });
    await expect(weeks.find((w) => w.weekStart === '2026-05-11')?.editable).toBe(true);
  },
};
