import type { Meta, StoryObj } from '@storybook/react-vite';
import { createClient, MESSAGES, WEEKDAYS, type WeeklyReport } from '@siwes/api';
import { failWith, FIXTURE_IDS, FIXTURE_TOKENS, loadForever, networkError } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STUDENT_OFFLINE } from '../../layouts/AreaLayout/AreaLayout.tsx';
import { draftKey } from '../../kit/useDraft.ts';
import { weekEndedMessage, type OutboxEntry } from '../../services/outbox.ts';
import { NetworkToggle, OutboxProbe } from '../../testing/NetworkToggle.tsx';
import { Remount } from '../../testing/Remount.tsx';
import {
  DAYS_AHEAD_NOTE,
  KEPT_ON_DEVICE,
  NOTHING_TO_SEND,
  REFUSED_KEPT,
  sendingNotice,
  waitingNotice,
  WeeklyReportScreen,
} from './WeeklyReportScreen.tsx';

/** The fake's clock and the stories' default: Friday 5 June 2026, in the week of Monday 1 June. */
const WEEK = '2026-06-01';
const WEDNESDAY = '2026-06-03T09:00:00.000Z';

const meta = {
  title: 'Student/WeeklyReportScreen',
  component: WeeklyReportScreen,
  parameters: { layout: 'fullscreen', route: '/students/report', services: { signedIn: ['student'] } },
  // Every story can reload the page (the screen mounts afresh over the same storage and outbox),
  // and take the phone's network away and give it back.
  render: () => (
    <>
      <Remount>
        <WeeklyReportScreen />
      </Remount>
      <NetworkToggle />
      <OutboxProbe />
    </>
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

async function toggleNetwork(canvasElement: HTMLElement, to: 'Go offline' | 'Go online') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: to }));
}

/** The status notices under the form (success, waiting), joined. */
function statuses(canvasElement: HTMLElement): string {
  const form = within(canvasElement).getByRole('form', { name: 'Weekly report' });
  return within(form)
    .getAllByRole('status')
    .map((region) => region.textContent ?? '')
    .join(' ');
}

/** A report kept on the phone for the fixture student's week of 1 June. */
function kept(report: Partial<OutboxEntry['report']>, rest: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    studentId: FIXTURE_IDS.student,
    weekStart: WEEK,
    report: { monday: '', tuesday: '', wednesday: '', thursday: '', friday: '', ...report },
    status: 'waiting',
    at: '2026-06-05T07:00:00.000Z',
    waited: true,
    ...rest,
  };
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
    await waitFor(() => expect(statuses(canvasElement)).toContain('Report Upload Successful!'));
    // Sent at once: it never waited.
    await expect(statuses(canvasElement)).not.toContain('by itself');
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
 * No network: the page says so, and a report sent waits on the phone, said plainly with its days,
 * through a reload; nothing reaches the server.
 */
export const Offline: Story = {
  parameters: { services: { signedIn: ['student'], offline: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(STUDENT_OFFLINE)).toBeVisible();
    await userEvent.type(day(canvasElement, 'Wednesday'), 'Configured the firewall');
    await send(canvasElement);
    await waitFor(() => expect(statuses(canvasElement)).toContain(waitingNotice(['wednesday'])));
    await expect(day(canvasElement, 'Wednesday')).toHaveValue('Configured the firewall');
    await expect((await recordedWeek())?.wednesday).not.toBe('Configured the firewall');

    await reload(canvasElement);
    await expect(day(canvasElement, 'Wednesday')).toHaveValue('Configured the firewall');
    await expect(statuses(canvasElement)).toContain(waitingNotice(['wednesday']));
  },
};

/**
 * Written and sent with no network; the network comes back and the report goes by itself: the
 * page says it was sent, the server has it, and its days leave the fields and the draft.
 */
export const WaitingThenSentByItself: Story = {
  parameters: { services: { signedIn: ['student'], offline: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(day(canvasElement, 'Monday'), 'Surveyed the site');
    await send(canvasElement);
    await waitFor(() => expect(statuses(canvasElement)).toContain(waitingNotice(['monday'])));

    await toggleNetwork(canvasElement, 'Go online');
    await waitFor(() =>
      expect(statuses(canvasElement)).toMatch(
        /Report Upload Successful! It waited on this phone and was sent by itself on Friday 5 June 2026/,
      ),
    );
    await expect(canvas.queryByText(STUDENT_OFFLINE)).toBeNull();
    await expect((await recordedWeek())?.monday).toBe('Surveyed the site');
    await expect(day(canvasElement, 'Monday')).toHaveValue('');
    await expect(canvas.getByText('Recorded for this week: Monday.')).toBeVisible();
    await reload(canvasElement);
    await expect(day(canvasElement, 'Monday')).toHaveValue('');
    await expect(statuses(canvasElement)).not.toContain(MESSAGES.reportUploaded);
  },
};

/**
 * The phone said it was online, but the call never reached the server: the report waits, and
 * goes by itself when the network comes back.
 */
export const NetworkFailedThenSent: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('submitWeeklyReport', { once: true }));
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(day(canvasElement, 'Thursday'), 'Replaced a switch');
    await send(canvasElement);
    await waitFor(() => expect(statuses(canvasElement)).toContain(waitingNotice(['thursday'])));
    await expect(day(canvasElement, 'Thursday')).toHaveValue('Replaced a switch');

    await toggleNetwork(canvasElement, 'Go offline');
    await toggleNetwork(canvasElement, 'Go online');
    await waitFor(() => expect(statuses(canvasElement)).toContain('sent by itself'));
    await expect((await recordedWeek())?.thursday).toBe('Replaced a switch');
  },
};

/**
 * Sent while the page was closed (the service worker, woken by Background Sync): opening the
 * page says so, and clears the sent day, not the one typed since.
 */
export const SentWhilePageClosed: Story = {
  parameters: {
    services: {
      signedIn: ['student'],
      outbox: [
        kept(
          { monday: 'Checked the backups' },
          { status: 'sent', recorded: ['monday'], at: '2026-06-05T08:30:00.000Z' },
        ),
      ],
      localStorage: {
        [draftKey(['weeklyReport', FIXTURE_IDS.student, WEEK])]: JSON.stringify({
          monday: 'Checked the backups',
          tuesday: 'Wrote the runbook',
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(statuses(canvasElement)).toContain(
        'Report Upload Successful! It waited on this phone and was sent by itself on Friday 5 June 2026, 09:30 in Lagos, once the network was back.',
      ),
    );
    await expect(day(canvasElement, 'Monday')).toHaveValue('');
    await expect(day(canvasElement, 'Tuesday')).toHaveValue('Wrote the runbook');
    await expect(within(canvasElement).getByText('Recorded for this week: Monday.')).toBeVisible();
  },
};

/**
 * A refusal from the server (no work details yet): its words, said not sent, and the text kept,
 * through a reload; it is not sent again by itself.
 */
export const Refused: Story = {
  parameters: { services: { signedIn: ['newStudent'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(day(canvasElement, 'Monday'), 'Orientation');
    await send(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        `Submit your work details before your weekly reports. ${REFUSED_KEPT}`,
      ),
    );
    await reload(canvasElement);
    await expect(day(canvasElement, 'Monday')).toHaveValue('Orientation');
    await expect(canvas.getByRole('alert')).toHaveTextContent(REFUSED_KEPT);
    await expect(canvas.getByTestId(`outbox-${FIXTURE_IDS.newStudent}-${WEEK}`)).toHaveTextContent('refused');
  },
};

/**
 * A report still waiting when its week ended is not sent into the new week: the page says so
 * and shows its text, to copy, until the student removes it.
 */
export const EarlierWeekNotSent: Story = {
  parameters: {
    services: {
      signedIn: ['student'],
      outbox: [kept({ friday: 'Handed over the project' }, { weekStart: '2026-05-25' })],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const week = await canvas.findByRole('article', { name: 'Week of Monday 25 May 2026' });
    await waitFor(() =>
      expect(within(week).getByRole('alert')).toHaveTextContent(weekEndedMessage('2026-05-25')),
    );
    await expect(within(week).getByText('Handed over the project')).toBeVisible();
    await expect((await recordedWeek())?.friday).not.toBe('Handed over the project');
    await userEvent.click(within(week).getByRole('button', { name: 'Remove it from this phone' }));
    await expect(canvas.queryByRole('heading', { name: 'Not sent: earlier weeks' })).toBeNull();
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

/**
 * Two students on one phone: each sees only their own draft, and only this week's; the page
 * sends the student's own waiting report as it opens, never the other student's.
 */
export const OwnDraftsOnly: Story = {
  parameters: {
    services: {
      signedIn: ['student'],
      localStorage: SHARED_PHONE,
      outbox: [
        kept({ tuesday: 'My own Tuesday' }),
        kept({ wednesday: "Chinedu's Wednesday" }, { studentId: FIXTURE_IDS.newStudent }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(day(canvasElement, 'Monday')).toHaveValue('My own Monday');
    for (const name of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await expect(day(canvasElement, name)).toHaveValue('');
    }
    await waitFor(() => expect(statuses(canvasElement)).toContain('sent by itself'));
    await expect((await recordedWeek())?.tuesday).toBe('My own Tuesday');
    await expect(canvas.getByTestId(`outbox-${FIXTURE_IDS.newStudent}-${WEEK}`)).toHaveTextContent('waiting');
    await expect(canvas.queryByText(/Chinedu/)).toBeNull();
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

/** On its way: the button is busy and the page says which days are being sent. */
export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(loadForever('submitWeeklyReport'));
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(day(canvasElement, 'Friday'), 'Demo day');
    await send(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Upload Report' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(statuses(canvasElement)).toContain(sendingNotice(['friday']));
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
