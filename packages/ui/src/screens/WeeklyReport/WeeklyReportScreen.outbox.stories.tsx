import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@siwes/api';
import { FIXTURE_IDS, networkError } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STUDENT_OFFLINE } from '../../layouts/AreaLayout/AreaLayout.tsx';
import { draftKey } from '../../kit/useDraft.ts';
import { weekEndedMessage } from '../../services/outbox.ts';
import {
  day,
  kept,
  recordedWeek,
  reload,
  send,
  statuses,
  WEEK,
  WeeklyReportOnThePhone,
} from '../../testing/weeklyReport.tsx';
import { REFUSED_KEPT, waitingNotice, WeeklyReportScreen } from './WeeklyReportScreen.tsx';

/**
 * What the weekly report keeps on the phone: a report that waits for the network and goes by
 * itself (even with the page closed), one refused, one whose week ended, and the drafts and
 * waiting reports of two students who share a phone.
 */
const meta = {
  title: 'Screens/Student/WeeklyReportScreen: kept on the phone',
  component: WeeklyReportScreen,
  parameters: { layout: 'fullscreen', route: '/students/report', services: { signedIn: ['student'] } },
  // Every story can reload the page, and take the phone's network away and give it back.
  render: () => <WeeklyReportOnThePhone />,
} satisfies Meta<typeof WeeklyReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
/** Takes the phone's network away, or gives it back. */
async function toggleNetwork(canvasElement: HTMLElement, to: 'Go offline' | 'Go online') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: to }));
}

/**
 * No network: the page says so, and a report sent waits on the phone, said plainly with its days,
 * through a reload; nothing reaches the server.
 */
export const Offline: Story = {
  tags: ['state'],
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
 * page says it was sent, the server has it, and its days stay in their boxes, said to be sent.
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
    await expect(day(canvasElement, 'Monday')).toHaveValue('Surveyed the site');
    await expect(day(canvasElement, 'Monday')).toHaveAccessibleDescription('1 June 2026. Sent.');
    await expect(canvas.getByText('Recorded for this week: Monday.')).toBeVisible();
    await reload(canvasElement);
    await expect(day(canvasElement, 'Monday')).toHaveValue('Surveyed the site');
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
 * page says so; the sent day reads as sent, the one typed since as not sent yet.
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
    await expect(day(canvasElement, 'Monday')).toHaveValue('Checked the backups');
    await expect(day(canvasElement, 'Monday')).toHaveAccessibleDescription('1 June 2026. Sent.');
    await expect(day(canvasElement, 'Tuesday')).toHaveValue('Wrote the runbook');
    await expect(day(canvasElement, 'Tuesday')).toHaveAccessibleDescription('2 June 2026');
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
    await expect(canvas.queryByRole('heading', { name: 'Not sent: kept on this phone' })).toBeNull();
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
    for (const name of ['Wednesday', 'Thursday', 'Friday']) {
      await expect(day(canvasElement, name)).toHaveValue('');
    }
    await waitFor(() => expect(statuses(canvasElement)).toContain('sent by itself'));
    await expect((await recordedWeek())?.tuesday).toBe('My own Tuesday');
    // Sent, it reads back in its box; the other student's Wednesday never appears.
    await expect(day(canvasElement, 'Tuesday')).toHaveValue('My own Tuesday');
    await expect(day(canvasElement, 'Wednesday')).toHaveValue('');
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
