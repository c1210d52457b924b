import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES, SERVER_MESSAGES, type LogbookWeek } from '@siwes/api';
import { failWith } from '@siwes/mocks';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LoadState } from '../../kit/useLoad.ts';
import { SIGNED, week } from '../../testing/logbook.ts';
import { giveWorkplaceSupervisor, WEEK, WORKPLACE } from '../../testing/weeklyReport.tsx';
import { fakeApi } from '../../testing/stories.ts';
import { REOPENED_SENTENCE, ThisWeekSignoff, type ThisWeekFacts } from './ThisWeekSignoff.tsx';

/** What the page knows of this week, as `useThisWeek` gives it once loaded. */
const facts = (thisWeek: LogbookWeek | null, reload: () => void = fn()): LoadState<ThisWeekFacts> => ({
  status: 'loaded',
  data: { week: thisWeek, hasWorkplaceSupervisor: true },
  error: null,
  seenAt: null,
  retry: fn(),
  reload,
});

/** This week (1 June) with a day written, open, nothing asked yet. */
const WRITTEN = week(WEEK, { monday: 'Installed the printers', state: 'open', editable: true });

/**
 * Under this week's days on the Weekly Report (issue 24): its reopenings with their reasons, the
 * link waiting for sign-off, "Ask for sign-off" once a day is written and the week is open, and
 * the comments of the institution supervisor and the coordinator.
 */
const meta = {
  title: 'Screens/Student/WeeklyReportScreen: ThisWeekSignoff',
  component: ThisWeekSignoff,
  parameters: { route: '/students/report', services: { signedIn: ['student'] } },
  args: { facts: facts(WRITTEN), weekStart: WEEK },
  async beforeEach() {
    await giveWorkplaceSupervisor();
    await fakeApi('student').submitWeeklyReport({ monday: 'Installed the printers' });
  },
} satisfies Meta<typeof ThisWeekSignoff>;

export default meta;
type Story = StoryObj<typeof meta>;

const part = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Sign-off and comments' }));

/** A day written and the week open: Ask for sign-off, and no comments yet. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const p = part(canvasElement);
    await expect(p.getByRole('button', { name: 'Ask for sign-off' })).toBeEnabled();
    await expect(p.queryByText(/Waiting for sign-off/)).toBeNull();
  },
};

/** Nothing written this week yet: nothing to show. */
export const Empty: Story = {
  tags: ['state'],
  args: { facts: facts(null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Sign-off and comments' })).toBeNull();
  },
};

/** Asked: the server's sentence says where the link went, and the page reads the week again. */
export const Success: Story = {
  tags: ['state'],
  args: { facts: facts(WRITTEN, fn()) },
  play: async ({ canvasElement, args }) => {
    const p = part(canvasElement);
    await userEvent.click(p.getByRole('button', { name: 'Ask for sign-off' }));
    await expect(
      await p.findByText(`${MESSAGES.signoffRequested} It went to ${WORKPLACE.email}.`),
    ).toBeVisible();
    await expect(args.facts.reload).toHaveBeenCalledOnce();
    const [mail] = await fakeApi('student').getDevOutbox(WORKPLACE.email);
    await expect(mail?.text).toContain('/signoff/');
  },
};

/** Refused (no workplace supervisor recorded): the server's sentence, announced. */
export const Error: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(failWith('requestSignoff', 400, { message: SERVER_MESSAGES.noWorkplaceSupervisor }));
  },
  play: async ({ canvasElement }) => {
    const p = part(canvasElement);
    await userEvent.click(p.getByRole('button', { name: 'Ask for sign-off' }));
    const said = await p.findByText(SERVER_MESSAGES.noWorkplaceSupervisor);
    await expect(said.closest('[role="alert"]')).not.toBeNull();
  },
};

/** Opened again with a reason, a link waiting, and the supervisors' comments under it. */
export const ReopenedWithCommentsAndLink: Story = {
  args: {
    facts: facts({
      ...SIGNED.weeks[0]!,
      weekStart: WEEK,
      state: 'reopened',
      editable: true,
      reopenings: [
        {
          by: 'Ada Okafor',
          role: 'supervisor',
          at: '2026-06-05T10:00:00.000Z',
          reason: 'Friday is missing.',
        },
      ],
      comments: SIGNED.weeks[1]!.comments,
    }),
  },
  play: async ({ canvasElement }) => {
    const p = part(canvasElement);
    await expect(p.getByText(/Reason: Friday is missing\./)).toBeVisible();
    await expect(p.getByText(REOPENED_SENTENCE)).toBeVisible();
    await expect(p.getByText(/Waiting for sign-off: a link went to bello@workplace\.example/)).toBeVisible();
    await expect(p.getByRole('heading', { name: /Comments/ })).toBeVisible();
  },
};
