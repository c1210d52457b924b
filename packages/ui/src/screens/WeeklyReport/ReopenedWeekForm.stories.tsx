import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@siwes/api';
import { FIXTURE_IDS, networkError } from '@siwes/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { week } from '../../testing/logbook.ts';
import { fakeApi } from '../../testing/stories.ts';
import { REOPENED_NOT_SAVED, ReopenedWeekForm } from './ReopenedWeekForm.tsx';

/** The fixture student's week of 11 May as the logbook gives it once the coordinator opened it again. */
const REOPENED = week('2026-05-11', {
  monday: 'Set up the test bench.',
  tuesday: 'Calibrated the sensors.',
  state: 'reopened',
  editable: true,
});

/** The coordinator opens that week again in the fake, so saving it is accepted. */
async function reopenWeekOf11May() {
  await fakeApi('coordinator').coordinatorReopenWeek({
    id: FIXTURE_IDS.student,
    weekStart: '2026-05-11',
    reason: 'You were ill that week.',
  });
}

/**
 * An earlier week opened again, in the student's logbook (issue 24): its five days as written,
 * each labelled with its date, to change and save. It needs the network (a past week is not kept
 * in the phone's outbox).
 */
const meta = {
  title: 'Screens/Student/WeeklyReportScreen: ReopenedWeekForm',
  component: ReopenedWeekForm,
  parameters: { route: '/students/report', services: { signedIn: ['student'] } },
  args: { week: REOPENED, onSaved: fn() },
  beforeEach: reopenWeekOf11May,
} satisfies Meta<typeof ReopenedWeekForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: 'Write the week of Monday 11 May 2026' }));

/** The week's days as written, each under its date. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(f.getByLabelText('Monday 11 May 2026')).toHaveValue('Set up the test bench.');
    await expect(f.getByLabelText('Tuesday 12 May 2026')).toHaveValue('Calibrated the sensors.');
    await expect(f.getByLabelText('Friday 15 May 2026')).toHaveValue('');
    await expect(f.getByRole('button', { name: 'Save this week' })).toBeEnabled();
  },
};

/** A day changed and saved: the server's sentence, the logbook told to read again, the fake holding it. */
export const Success: Story = {
  tags: ['state'],
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.type(f.getByLabelText('Friday 15 May 2026'), 'Handed in the sick note.');
    await userEvent.click(f.getByRole('button', { name: 'Save this week' }));
    await expect(await f.findByText(MESSAGES.reportUploaded)).toBeVisible();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    const { reports } = await fakeApi('coordinator').getWeeklyReports({ id: FIXTURE_IDS.student });
    await expect(reports.find((r) => r.weekStart === '2026-05-11')?.friday).toBe('Handed in the sick note.');
  },
};

/** Saved with no network: said not saved, and what was typed stays in the form. */
export const Offline: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(networkError('submitWeeklyReport'));
  },
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.type(f.getByLabelText('Friday 15 May 2026'), 'Handed in the sick note.');
    await userEvent.click(f.getByRole('button', { name: 'Save this week' }));
    await expect(await f.findByText(REOPENED_NOT_SAVED)).toBeVisible();
    await expect(f.getByLabelText('Friday 15 May 2026')).toHaveValue('Handed in the sick note.');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
