import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES, SERVER_MESSAGES } from '@siwes/api';
import { FIXTURE_IDS, loadForever, networkError, respondWith } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedBy, weekTitle } from '../../kit/LogbookWeek/LogbookWeek.tsx';
import { COMMENTS, logbook, SIGN_OFF, week } from '../../testing/logbook.ts';
import { fakeApi } from '../../testing/stories.ts';
import {
  day,
  giveWorkplaceSupervisor,
  kept,
  recordedWeek,
  reload,
  send,
  signedWeek,
  statuses,
  WEEK,
  WeeklyReportOnThePhone,
  WORKPLACE,
} from '../../testing/weeklyReport.tsx';
import { CLOSED_SENTENCE, NO_EARLIER_WEEKS, OPENED_SENTENCE } from './LogbookHistory.tsx';
import { REOPENED_NOT_SAVED } from './ReopenedWeekForm.tsx';
import { LOCKED_SENTENCE, REOPENED_SENTENCE } from './ThisWeekSignoff.tsx';
import { LOCKED_KEPT, WeeklyReportScreen } from './WeeklyReportScreen.tsx';
import {
  WORKPLACE_SUPERVISOR_NOTICE,
  WORKPLACE_SUPERVISOR_NOTICE_LINK,
} from '../../kit/WorkplaceSupervisorNotice.tsx';

/**
 * The logbook on the Weekly Report page (issue 24): this week signed and locked, opened again
 * with a reason, asked for sign-off (sent, or refused), a report kept on the phone for a week
 * that turned out signed, the notice asking for the workplace supervisor, and the student's
 * earlier weeks below, paged, with their sign-offs and comments.
 */
const meta = {
  title: 'Screens/Student/WeeklyReportScreen: logbook',
  component: WeeklyReportScreen,
  parameters: { layout: 'fullscreen', route: '/students/report', services: { signedIn: ['student'] } },
  render: () => <WeeklyReportOnThePhone />,
} satisfies Meta<typeof WeeklyReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const history = (canvasElement: HTMLElement) =>
  within(
    within(canvasElement).getByRole('heading', { name: 'Your logbook: earlier weeks' }).closest('section')!,
  );

/** The section of an earlier week, by its heading. */
async function pastWeek(canvasElement: HTMLElement, weekStart: string) {
  const heading = await within(canvasElement).findByRole('heading', { level: 3, name: weekTitle(weekStart) });
  return within(heading.closest('section')!);
}

/** While the logbook loads: the earlier weeks say so; this week's days can be written meanwhile. */
export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('getLogbook'));
  },
  play: async ({ canvasElement }) => {
    await expect(await history(canvasElement).findByText('Loading your earlier weeks…')).toBeInTheDocument();
    await expect(day(canvasElement, 'Monday')).toBeEnabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Upload Report' })).toBeEnabled();
  },
};

/**
 * No workplace supervisor given: the page asks for one, with a link to Work Details. Below this
 * week, the fixture student's twelve earlier weeks, ten a page, newest first; page 2 holds the rest.
 */
export const HistoryPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(WORKPLACE_SUPERVISOR_NOTICE)).toBeVisible();
    await expect(canvas.getByRole('link', { name: WORKPLACE_SUPERVISOR_NOTICE_LINK })).toHaveAttribute(
      'href',
      '/students/upload',
    );
    const newest = await pastWeek(canvasElement, '2026-05-18');
    // Asked for on 1 June (the fixture link): waiting for the workplace supervisor.
    await expect(
      newest.getByText(/Waiting for sign-off: a link went to workplace\.supervisor@siwes\.test/),
    ).toBeVisible();
    await expect(newest.getByText(CLOSED_SENTENCE)).toBeVisible();
    await expect(newest.getByText('No comments.')).toBeVisible();
    const titles = history(canvasElement).getAllByRole('heading', { level: 3 });
    await expect(titles).toHaveLength(10);
    await expect(titles[0]).toHaveTextContent(weekTitle('2026-05-18'));
    await expect(titles[9]).toHaveTextContent(weekTitle('2026-03-16'));
    await expect(canvas.queryByRole('textbox', { name: /Monday 18 May/ })).toBeNull();

    const pages = canvas.getByRole('navigation', { name: 'Your logbook pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await pastWeek(canvasElement, '2026-03-02');
    await expect(history(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A student with no earlier week: said plainly, and no pages. */
export const EmptyHistory: Story = {
  beforeEach({ msw }) {
    msw.use(respondWith('getLogbook', logbook([])));
  },
  play: async ({ canvasElement }) => {
    await expect(await history(canvasElement).findByText(NO_EARLIER_WEEKS)).toBeVisible();
    await expect(within(canvasElement).queryByRole('heading', { level: 3 })).toBeNull();
  },
};

/**
 * Earlier weeks as written: a signed one (who, when, comment, stamp) with the institution
 * supervisor's and the coordinator's comments (author, role, time), and one opened again with
 * its reason.
 */
export const SignedAndReopenedWeeks: Story = {
  beforeEach({ msw }) {
    msw.use(
      respondWith(
        'getLogbook',
        logbook([
          week('2026-05-11', {
            monday: 'Set up the test bench.',
            tuesday: 'Calibrated the sensors.',
            state: 'signed',
            signOff: SIGN_OFF,
            comments: COMMENTS,
          }),
          week('2026-05-04', {
            monday: 'Induction.',
            state: 'reopened',
            editable: true,
            reopenings: [
              {
                by: 'Ada Okafor',
                role: 'supervisor',
                reason: 'Add the lab results.',
                at: '2026-05-12T09:00:00.000Z',
              },
            ],
          }),
        ]),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const signed = await pastWeek(canvasElement, '2026-05-11');
    await expect(signed.getByText('Calibrated the sensors.')).toBeVisible();
    await expect(signed.getAllByText('Nothing written.')).toHaveLength(3);
    await expect(signed.getByText(signedBy(SIGN_OFF))).toBeVisible();
    await expect(signed.getByText('A good week: careful work.')).toBeVisible();
    await expect(signed.getByRole('img', { name: 'Stamp or signature of Ngozi Bello' })).toBeVisible();
    const comments = within(signed.getByRole('group', { name: 'Comments' }));
    await expect(comments.getByText('Ada Okafor')).toBeVisible();
    await expect(comments.getByText('Well documented.')).toBeVisible();
    await expect(comments.getByText(/Institution supervisor/)).toBeVisible();
    await expect(comments.getByText('Chidi Eze')).toBeVisible();
    await expect(comments.getByText(/Coordinator/)).toBeVisible();

    const reopened = await pastWeek(canvasElement, '2026-05-04');
    await expect(
      reopened.getByText(/Reopened by Ada Okafor \(Institution supervisor\).*Reason: Add the lab results\./),
    ).toBeVisible();
    await expect(reopened.getByText(OPENED_SENTENCE)).toBeVisible();
    await expect(reopened.getByText('Not signed.')).toBeVisible();
  },
};

/**
 * This week signed by the workplace supervisor: "Signed by NAME on DATE" with the comment, the
 * days as recorded in fields that are disabled and say why, and nothing to send or ask.
 */
export const SignedAndLocked: Story = {
  async beforeEach() {
    await signedWeek({ monday: 'Installed the printers', tuesday: 'Fixed the network' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^Signed by Bisi Adeyemi on \w+day \d+ \w+ \d{4}, \d\d:\d\d in Lagos$/),
    ).toBeVisible();
    await expect(canvas.getByText('A careful week.')).toBeVisible();
    await expect(canvas.getByText(LOCKED_SENTENCE)).toBeVisible();
    await expect(day(canvasElement, 'Monday')).toHaveValue('Installed the printers');
    for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await expect(day(canvasElement, name)).toBeDisabled();
      await expect(day(canvasElement, name)).toHaveAccessibleDescription(expect.stringContaining('locked'));
    }
    await expect(canvas.getByRole('group', { name: 'Weekly report' })).toHaveAccessibleDescription(
      LOCKED_SENTENCE,
    );
    await expect(canvas.queryByRole('button', { name: 'Upload Report' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Ask for sign-off' })).toBeNull();
    // The workplace supervisor is recorded: nothing asked for.
    await expect(canvas.queryByText(WORKPLACE_SUPERVISOR_NOTICE)).toBeNull();
  },
};

/**
 * Signed, then opened again by the coordinator: the reason shown, no lock, and the days written
 * and sent as before. (The fake's clock stands still, so a reopening there never comes after the
 * sign-off: the week is drawn as the server gives it.)
 */
export const ReopenedWithReason: Story = {
  beforeEach({ msw }) {
    msw.use(
      respondWith(
        'getLogbook',
        logbook([
          week(WEEK, {
            monday: 'Installed the printers',
            state: 'reopened',
            editable: true,
            signOff: { ...SIGN_OFF, signedAt: '2026-06-02T09:00:00.000Z' },
            reopenings: [
              {
                by: 'Chidi Eze',
                role: 'coordinator',
                reason: 'Add what you did on Wednesday.',
                at: '2026-06-03T09:00:00.000Z',
              },
            ],
          }),
        ]),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        /Reopened by Chidi Eze \(Coordinator\).*Reason: Add what you did on Wednesday\./,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(REOPENED_SENTENCE)).toBeVisible();
    await expect(canvas.queryByText(LOCKED_SENTENCE)).toBeNull();
    await userEvent.type(day(canvasElement, 'Wednesday'), 'Wrote the lab results');
    await send(canvasElement);
    await waitFor(() => expect(statuses(canvasElement)).toContain(MESSAGES.reportUploaded));
    await expect((await recordedWeek())?.wednesday).toBe('Wrote the lab results');
    await expect(canvas.getByRole('button', { name: 'Ask for sign-off' })).toBeEnabled();
  },
};

/**
 * A week written, then Ask for sign-off: the server's words and to whom the link went; the week
 * then shows the link waiting, and the workplace supervisor has the mail.
 */
export const AskedForSignoff: Story = {
  async beforeEach() {
    await giveWorkplaceSupervisor();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(day(canvasElement, 'Monday'), 'Installed the printers');
    await send(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask for sign-off' }));
    await expect(
      await canvas.findByText(`${MESSAGES.signoffRequested} It went to ${WORKPLACE.email}.`),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        new RegExp(`Waiting for sign-off: a link went to ${WORKPLACE.email.replace(/\./g, '\\.')}`),
      ),
    ).toBeVisible();
    const [mail] = await fakeApi('student').getDevOutbox(WORKPLACE.email);
    await expect(mail?.text).toContain('/signoff/');
  },
};

/** No workplace supervisor yet: Ask for sign-off gets the server's sentence, and the page's notice asks for one. */
export const AskRefused: Story = {
  async beforeEach() {
    await fakeApi('student').submitWeeklyReport({ monday: 'Installed the printers' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask for sign-off' }));
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('alert')
          .some((alert) => alert.textContent?.includes(SERVER_MESSAGES.noWorkplaceSupervisor)),
      ).toBe(true),
    );
    await expect(canvas.getByText(WORKPLACE_SUPERVISOR_NOTICE)).toBeVisible();
    await expect(await fakeApi('student').getDevOutbox(WORKPLACE.email)).toHaveLength(0);
  },
};

/**
 * A report typed with no network, kept on the phone, for a week the workplace supervisor has
 * since signed: the server refuses it, and it stays on the phone, shown with why and not
 * recorded, through a reload, until the student removes it.
 */
export const OfflineDraftForLockedWeek: Story = {
  parameters: {
    services: { signedIn: ['student'], outbox: [kept({ tuesday: 'Typed on the bus' })] },
  },
  async beforeEach() {
    await signedWeek({ monday: 'Installed the printers' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kept = await canvas.findByRole('article', { name: 'Week of Monday 1 June 2026' });
    await waitFor(() =>
      expect(within(kept).getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.weekSignedLocked),
    );
    await expect(within(kept).getByRole('alert')).toHaveTextContent(LOCKED_KEPT);
    await expect(within(kept).getByText('Typed on the bus')).toBeVisible();
    await expect(canvas.getByTestId(`outbox-${FIXTURE_IDS.student}-${WEEK}`)).toHaveTextContent('refused');
    await expect((await recordedWeek())?.tuesday).not.toBe('Typed on the bus');
    await expect(day(canvasElement, 'Tuesday')).toBeDisabled();

    await reload(canvasElement);
    await expect(
      await within(canvasElement).findByRole('article', { name: 'Week of Monday 1 June 2026' }),
    ).toHaveTextContent('Typed on the bus');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove it from this phone' }));
    await expect(canvas.queryByRole('article', { name: 'Week of Monday 1 June 2026' })).toBeNull();
  },
};

/** The coordinator opens the fixture student's week of 11 May again, with a reason. */
async function reopenWeekOf11May() {
  await fakeApi('coordinator').coordinatorReopenWeek({
    id: FIXTURE_IDS.student,
    weekStart: '2026-05-11',
    reason: 'You were ill that week.',
  });
}

/**
 * An earlier week the coordinator opened again with a reason: the reason shown, its days in a
 * form of its own, changed and saved; the fake holds the new day for that week.
 */
export const EarlierWeekReopened: Story = {
  beforeEach: reopenWeekOf11May,
  play: async ({ canvasElement }) => {
    const reopened = await pastWeek(canvasElement, '2026-05-11');
    await expect(
      reopened.getByText(/Reopened by .* \(Coordinator\).*Reason: You were ill that week\./),
    ).toBeVisible();
    await expect(reopened.getByText(OPENED_SENTENCE)).toBeVisible();
    const form = within(reopened.getByRole('form', { name: 'Write the week of Monday 11 May 2026' }));
    const wednesday = form.getByLabelText('Wednesday 13 May 2026');
    await userEvent.clear(wednesday);
    await userEvent.type(wednesday, 'Back at work: wrote up the lab results.');
    await userEvent.click(form.getByRole('button', { name: 'Save this week' }));
    await expect(await form.findByText(MESSAGES.reportUploaded)).toBeVisible();
    const { reports } = await fakeApi('coordinator').getWeeklyReports({ id: FIXTURE_IDS.student });
    await expect(reports.find((r) => r.weekStart === '2026-05-11')?.wednesday).toBe(
      'Back at work: wrote up the lab results.',
    );
    // Other earlier weeks stay closed, with no form.
    const closed = await pastWeek(canvasElement, '2026-05-04');
    await expect(closed.getByText(CLOSED_SENTENCE)).toBeVisible();
    await expect(closed.queryByRole('form')).toBeNull();
  },
};

/** An earlier week opened again, saved with no network: said not saved, and what was typed stays. */
export const EarlierWeekNotSaved: Story = {
  async beforeEach({ msw }) {
    msw.use(networkError('submitWeeklyReport'));
    await reopenWeekOf11May();
  },
  play: async ({ canvasElement }) => {
    const reopened = await pastWeek(canvasElement, '2026-05-11');
    const form = within(reopened.getByRole('form', { name: 'Write the week of Monday 11 May 2026' }));
    const friday = form.getByLabelText('Friday 15 May 2026');
    await userEvent.clear(friday);
    await userEvent.type(friday, 'Handed in the sick note.');
    await userEvent.click(form.getByRole('button', { name: 'Save this week' }));
    await expect(await form.findByText(REOPENED_NOT_SAVED)).toBeVisible();
    await expect(friday).toHaveValue('Handed in the sick note.');
  },
};

/** At 320 px: this week signed with its stamp, and the earlier weeks, fit the phone's width. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  async beforeEach() {
    await signedWeek({ monday: 'Installed the printers and wrote a long note about the network cabinets' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(LOCKED_SENTENCE)).toBeVisible();
    await pastWeek(canvasElement, '2026-05-18');
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
