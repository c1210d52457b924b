import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { routes } from '@siwes/api';
import { FIXTURE_IDS, mswPath } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NetworkToggle, OutboxProbe } from '../testing/NetworkToggle.tsx';
import { kept, recordedWeek, WEEK } from '../testing/weeklyReport.tsx';
import { ReportOutbox } from './ReportOutbox.tsx';

/**
 * Sends the signed-in student's weekly reports that wait on the phone, by itself, on every page
 * of the student's area (the report outbox machine): at once when a page opens online, when the
 * network comes back, and again a while after the network failed a call. It draws nothing of its
 * own; these stories put a page inside it, with the phone's network switch and (hidden) what the
 * outbox keeps. The Weekly Report page says what waits and what went
 * (`Student/WeeklyReportScreen/Kept on the phone`).
 */
const meta = {
  title: 'Patterns/ReportOutbox',
  tags: ['autodocs'],
  component: ReportOutbox,
  args: { children: <p>Any page of the student's area.</p> },
  parameters: {
    services: { signedIn: ['student'], outbox: [kept({ monday: 'Surveyed the site' })] },
  },
  render: (args) => (
    <>
      <ReportOutbox {...args} />
      <NetworkToggle />
      <OutboxProbe />
    </>
  ),
} satisfies Meta<typeof ReportOutbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement, studentId: string = FIXTURE_IDS.student) =>
  within(canvasElement).getByTestId(`outbox-${studentId}-${WEEK}`);

/** A page opened online sends what waits: the server has it, and the outbox marks it sent. */
export const SendsOnOpening: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('sent'));
    await expect((await recordedWeek())?.monday).toBe('Surveyed the site');
  },
};

/** Offline, the report waits; when the network comes back it goes by itself. */
export const WaitsThenSends: Story = {
  parameters: {
    services: { signedIn: ['student'], offline: true, outbox: [kept({ monday: 'Surveyed the site' })] },
  },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('waiting');
    await expect(await recordedWeek()).toBeUndefined();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go online' }));
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('sent'));
    await expect((await recordedWeek())?.monday).toBe('Surveyed the site');
  },
};

/** Calls the network failed, counted by the stories' handler. */
let failedCalls = 0;

/** The call failed on the way (the phone said online): once tried, the report keeps waiting, nothing lost. */
export const NetworkDownWaiting: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    failedCalls = 0;
    msw.use(
      http.post(mswPath(routes.submitWeeklyReport), () => {
        failedCalls += 1;
        return HttpResponse.error();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(failedCalls).toBeGreaterThan(0));
    await expect(status(canvasElement)).toHaveTextContent('waiting');
    await expect(await recordedWeek()).toBeUndefined();
  },
};

/** Only the signed-in student's: another student's report on the same phone waits for them. */
export const OwnReportsOnly: Story = {
  parameters: {
    services: {
      signedIn: ['student'],
      outbox: [
        kept({ monday: 'Surveyed the site' }),
        kept({ tuesday: "Chinedu's Tuesday" }, { studentId: FIXTURE_IDS.newStudent }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('sent'));
    await expect(status(canvasElement, FIXTURE_IDS.newStudent)).toHaveTextContent('waiting');
  },
};
