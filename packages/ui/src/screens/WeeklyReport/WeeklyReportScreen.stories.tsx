import type { Meta, StoryObj } from '@storybook/react-vite';
import { createClient, WEEKDAYS, type WeeklyReport } from '@siwes/api';
import { failWith, FIXTURE_IDS, FIXTURE_TOKENS, loadForever, networkError } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { draftKey } from '../../kit/useDraft.ts';
import { Remount } from '../../testing/Remount.tsx';
import {
  DAYS_AHEAD_NOTE,
  KEPT_ON_DEVICE,
  NOT_SENT_OFFLINE,
  NOTHING_TO_SEND,
  WeeklyReportScreen,
} from './WeeklyReportScreen.tsx';

/** The fake's clock and the stories' default: Friday 5 June 2026, in the week of Monday 1 June. */
const WEEK = '2026-06-01';
const WEDNESDAY = '2026-06-03T09:00:00.000Z';

const meta = {
  title: 'Student/WeeklyReportScreen',
  component: WeeklyReportScreen,
  parameters: { layout: 'fullscreen', route: '/students/report', services: { signedIn: ['student'] } },
  // Every story can reload the page: the screen mounts afresh over the same storage.
  render: () => (
    <Remount>
      <WeeklyReportScreen />
    </Remount>
  ),
} satisfies Meta<typeof WeeklyReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixture student's report for the week of 1 June as the fake holds it, read by the coordinator. */
async function recordedWeek(): Promise<WeeklyReport | undefined> {
  const client = createClient({ baseUrl: '', getToken: () => FIXTURE_TOKENS.coordinator });
  const { reports } = await client.getWeeklyReports({ id: FIXTURE_IDS.student });
  return reports.find((report) => report.weekStart === WEEK);
}

const day = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByLabelText(name);

async function reload(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }));
  return canvas.findByLabelText('Monday');
}

async function send(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload Report' }));
}

/** Friday: the whole week, each day with its date, the spec's note, and where the draft is kept. */
export const ThisWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Weekly Report Upload' })).toBeVisible();
    await expect(
      canvas.getByText(/This week: Monday 1 June 2026 to Friday 5 June 2026, in Lagos time/),
    ).toBeVisible();
    await expect(canvas.getByText(DAYS_AHEAD_NOTE)).toBeVisible();
    await expect(canvas.getByText(KEPT_ON_DEVICE)).toBeVisible();
    for (const [index, name] of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].entries()) {
      const field = day(canvasElement, name);
      await expect(field).toBeEnabled();
      await expect(field).toHaveAccessibleDescription(expect.stringContaining(`${index + 1} June 2026`));
    }
    await expect(day(canvasElement, 'Friday')).toHaveAccessibleDescription('5 June 2026: today.');
    const menu = canvas.getByRole('navigation', { name: 'Student menu' });
    await expect(within(menu).getByRole('link', { name: 'Weekly Report' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Wednesday: Thursday and Friday are ahead, so disabled, and say so. */
export const DaysAhead: Story = {
  parameters: { services: { signedIn: ['student'], now: WEDNESDAY } },
  play: async ({ canvasElement }) => {
    for (const name of ['Monday', 'Tuesday', 'Wednesday'])
      await expect(day(canvasElement, name)).toBeEnabled();
    await expect(day(canvasElement, 'Wednesday')).toHaveAccessibleDescription('3 June 2026: today.');
    for (const name of ['Thursday', 'Friday']) {
      await expect(day(canvasElement, name)).toBeDisabled();
      await expect(day(canvasElement, name)).toHaveAccessibleDescription(expect.stringContaining('not yet'));
    }
  },
};

/** Sunday night in Lagos still shows the week just ended, all of it open; a minute into Monday, the next. */
export const Weekend: Story = {
  parameters: { services: { signedIn: ['student'], now: '2026-06-07T22:59:00.000Z' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/This week: Monday 1 June 2026/)).toBeVisible();
    await expect(day(canvasElement, 'Friday')).toBeEnabled();
  },
};

export const NextMonday: Story = {
  parameters: { services: { signedIn: ['student'], now: '2026-06-07T23:01:00.000Z' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/This week: Monday 8 June 2026/)).toBeVisible();
    await expect(day(canvasElement, 'Monday')).toHaveAccessibleDescription('8 June 2026: today.');
    await expect(day(canvasElement, 'Tuesday')).toBeDisabled();
  },
};

/** What is typed is kept as it is typed: a reload (or a closed tab, or a dead phone) loses nothing. */
export const DraftSurvivesReload: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(day(canvasElement, 'Monday'), 'Installed the printers');
    await userEvent.type(day(canvasElement, 'Tuesday'), 'Fixed the network');
    await reload(canvasElement);
    await expect(day(canvasElement, 'Monday')).toHaveValue('Installed the printers');
    await expect(day(canvasElement, 'Tuesday')).toHaveValue('Fixed the network');
    await expect(day(canvasElement, 'Wednesday')).toHaveValue('');
  },
};

/** Sent: the spec's message, the days recorded, the fields empty, and the draft gone after a reload. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(day(canvasElement, 'Monday'), 'Installed the printers');
    await userEvent.type(day(canvasElement, 'Thursday'), 'Wrote the network report');
    await send(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Report Upload Successful!'));
    await expect(day(canvasElement, 'Monday')).toHaveValue('');
    await expect(canvas.getByText(/Recorded for this week: Monday.*Thursday/)).toBeVisible();
    await expect(await recordedWeek()).toMatchObject({
      monday: 'Installed the printers',
      thursday: 'Wrote the network report',
    });
    await reload(canvasElement);
    for (const name of ['Monday', 'Thursday']) await expect(day(canvasElement, name)).toHaveValue('');
  },
};

/**
 * No network: the report is not sent, says so plainly, and stays on the phone through a reload;
 * once the network is back it is sent again, and only then is the draft cleared.
 */
export const OfflineThenSent: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('submitWeeklyReport', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(day(canvasElement, 'Wednesday'), 'Configured the firewall');
    await send(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(NOT_SENT_OFFLINE));
    await expect(day(canvasElement, 'Wednesday')).toHaveValue('Configured the firewall');
    await expect((await recordedWeek())?.wednesday).not.toBe('Configured the firewall');

    await reload(canvasElement);
    await expect(day(canvasElement, 'Wednesday')).toHaveValue('Configured the firewall');
    await send(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Report Upload Successful!'));
    await expect((await recordedWeek())?.wednesday).toBe('Configured the firewall');
    await reload(canvasElement);
    await expect(day(canvasElement, 'Wednesday')).toHaveValue('');
  },
};

/** A refusal from the server (no work details yet) keeps the draft too, and shows the server's words. */
export const Refused: Story = {
  parameters: { services: { signedIn: ['newStudent'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(day(canvasElement, 'Monday'), 'Orientation');
    await send(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Submit your work details before your weekly reports.',
      ),
    );
    await reload(canvasElement);
    await expect(day(canvasElement, 'Monday')).toHaveValue('Orientation');
  },
};

/** One phone, two students' drafts, and an older week's. */
const SHARED_PHONE = {
  [draftKey(['weeklyReport', FIXTURE_IDS.student, WEEK])]: JSON.stringify({ monday: 'My own Monday' }),
  [draftKey(['weeklyReport', FIXTURE_IDS.newStudent, WEEK])]: JSON.stringify({
    tuesday: "Chinedu's Tuesday",
  }),
  [draftKey(['weeklyReport', FIXTURE_IDS.student, '2026-05-25'])]: JSON.stringify({ friday: 'Last week' }),
};

/** Two students on one phone: each sees only their own draft, and only this week's. */
export const OwnDraftsOnly: Story = {
  parameters: {
    services: {
      signedIn: ['student'],
      localStorage: SHARED_PHONE,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(day(canvasElement, 'Monday')).toHaveValue('My own Monday');
    for (const name of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await expect(day(canvasElement, name)).toHaveValue('');
    }
  },
};

/** The other student signed in on the same phone sees their draft, not the first student's. */
export const OtherStudentsDraft: Story = {
  parameters: {
    services: { signedIn: ['newStudent'], localStorage: SHARED_PHONE },
  },
  play: async ({ canvasElement }) => {
    await expect(day(canvasElement, 'Monday')).toHaveValue('');
    await expect(day(canvasElement, 'Tuesday')).toHaveValue("Chinedu's Tuesday");
  },
};

/** Nothing written for any open day: said on the first day, which takes the focus; nothing is sent. */
export const NothingWritten: Story = {
  parameters: { services: { signedIn: ['student'], now: WEDNESDAY } },
  play: async ({ canvasElement }) => {
    const before = await recordedWeek();
    await userEvent.type(day(canvasElement, 'Tuesday'), '   ');
    await send(canvasElement);
    const monday = day(canvasElement, 'Monday');
    await expect(monday).toHaveAccessibleDescription(expect.stringContaining(NOTHING_TO_SEND));
    await expect(monday).toHaveFocus();
    await expect(await recordedWeek()).toEqual(before);
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(loadForever('submitWeeklyReport'));
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(day(canvasElement, 'Friday'), 'Demo day');
    await send(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Upload Report' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A server failure that is not the network: its words, and the draft kept. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('submitWeeklyReport', 500, { message: 'The reports store is unavailable.' }));
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(day(canvasElement, 'Friday'), 'Demo day');
    await send(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The reports store is unavailable.'),
    );
    await expect(day(canvasElement, 'Friday')).toHaveValue('Demo day');
  },
};

export const Phone: Story = {
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    await expect(day(canvasElement, 'Friday')).toBeVisible();
    await expect(within(canvasElement).getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
    for (const name of WEEKDAYS)
      await expect(canvasElement.querySelector(`textarea[name="${name}"]`)).not.toBeNull();
  },
};
