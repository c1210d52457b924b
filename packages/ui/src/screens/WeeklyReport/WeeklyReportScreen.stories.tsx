import type { Meta, StoryObj } from '@storybook/react-vite';
import { WEEKDAYS } from '@siwes/api';
import { failWith, loadForever } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  day,
  recordedWeek,
  reload,
  send,
  statuses,
  WeeklyReportOnThePhone,
} from '../../testing/weeklyReport.tsx';
import { fakeApi } from '../../testing/stories.ts';
import {
  DAYS_AHEAD_NOTE,
  KEPT_ON_DEVICE,
  NOTHING_CHANGED,
  NOTHING_TO_SEND,
  sendingNotice,
  WeeklyReportScreen,
} from './WeeklyReportScreen.tsx';

/** Wednesday 3 June 2026, in the week of the fake's clock. */
const WEDNESDAY = '2026-06-03T09:00:00.000Z';

/**
 * The weekly report form: the week's days open up to today, the draft kept as typed, and a report
 * sent, refused for nothing written, on its way or failed (what waits on the phone, with no network
 * or refused, and a phone two students share: WeeklyReportScreen.outbox.stories.tsx).
 */
const meta = {
  title: 'Screens/Student/WeeklyReportScreen',
  component: WeeklyReportScreen,
  parameters: { layout: 'fullscreen', route: '/students/report', services: { signedIn: ['student'] } },
  // Every story can reload the page, and take the phone's network away and give it back.
  render: () => <WeeklyReportOnThePhone />,
} satisfies Meta<typeof WeeklyReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Friday: the whole week, each day with its date, the spec's note, the late-entry rule, and where the draft is kept. */
export const ThisWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Weekly Report Upload' })).toBeVisible();
    await expect(
      canvas.getByText(/This week: Monday 1 June 2026 to Friday 5 June 2026, in Lagos time/),
    ).toBeVisible();
    await expect(canvas.getByText(DAYS_AHEAD_NOTE)).toBeVisible();
    // Issue 27: the late-entry rule, with the server's days, before anything is written.
    await expect(
      await canvas.findByText('Entries written more than 7 days after the day are marked late.'),
    ).toBeVisible();
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

/**
 * Sent: the spec's message, the days recorded, and each sent day still in its box, said to be
 * sent, also after a reload (a week sent from another phone reads back too: ChangedSinceSent).
 */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(day(canvasElement, 'Monday'), 'Installed the printers');
    await userEvent.type(day(canvasElement, 'Thursday'), 'Wrote the network report');
    await send(canvasElement);
    await waitFor(() => expect(statuses(canvasElement)).toContain('Report Upload Successful!'));
    // Sent at once: it never waited.
    await expect(statuses(canvasElement)).not.toContain('by itself');
    await expect(day(canvasElement, 'Monday')).toHaveValue('Installed the printers');
    await expect(day(canvasElement, 'Monday')).toHaveAccessibleDescription('1 June 2026. Sent.');
    await expect(day(canvasElement, 'Thursday')).toHaveAccessibleDescription('4 June 2026. Sent.');
    await expect(day(canvasElement, 'Tuesday')).toHaveAccessibleDescription('2 June 2026');
    await expect(canvas.getByText(/Recorded for this week: Monday.*Thursday/)).toBeVisible();
    await expect(await recordedWeek()).toMatchObject({
      monday: 'Installed the printers',
      thursday: 'Wrote the network report',
    });
    await reload(canvasElement);
    // Said to be sent once the week is read from the server.
    await waitFor(() =>
      expect(day(canvasElement, 'Thursday')).toHaveAccessibleDescription('4 June 2026. Sent.'),
    );
    await expect(day(canvasElement, 'Monday')).toHaveValue('Installed the printers');
    await expect(day(canvasElement, 'Thursday')).toHaveValue('Wrote the network report');
  },
};

/**
 * A week sent before (from another phone: nothing on this one) reads back from the server, each
 * day said to be sent. A sent day changed: said to differ from what was sent; only that day goes again, and a day
 * emptied keeps what was sent. Sent again unchanged: nothing goes, and the page says why.
 */
export const ChangedSinceSent: Story = {
  beforeEach: async () => {
    await fakeApi('student').submitWeeklyReport({
      monday: 'Installed the printers',
      tuesday: 'Fixed the network',
    });
  },
  play: async ({ canvasElement }) => {
    const monday = day(canvasElement, 'Monday');
    await waitFor(() => expect(monday).toHaveValue('Installed the printers'));
    await expect(monday).toHaveAccessibleDescription('1 June 2026. Sent.');
    await send(canvasElement);
    await expect(monday).toHaveAccessibleDescription(expect.stringContaining(NOTHING_CHANGED));
    await expect(monday).toHaveFocus();

    await userEvent.type(monday, ' and the scanner');
    await expect(monday).toHaveAccessibleDescription(
      '1 June 2026. Changed since it was sent: upload to replace what was sent.',
    );
    const tuesday = day(canvasElement, 'Tuesday');
    await userEvent.clear(tuesday);
    await expect(tuesday).toHaveAccessibleDescription(
      '2 June 2026. Sent before; left empty, what was sent is kept.',
    );
    await send(canvasElement);
    await waitFor(() => expect(statuses(canvasElement)).toContain('Report Upload Successful!'));
    await expect(await recordedWeek()).toMatchObject({
      monday: 'Installed the printers and the scanner',
      tuesday: 'Fixed the network',
    });
    await expect(monday).toHaveAccessibleDescription('1 June 2026. Sent.');
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
export const Submitting: Story = {
  tags: ['state'],
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
  tags: ['state'],
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
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    await expect(day(canvasElement, 'Friday')).toBeVisible();
    await expect(within(canvasElement).getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
    for (const name of WEEKDAYS)
      await expect(canvasElement.querySelector(`textarea[name="${name}"]`)).not.toBeNull();
  },
};
