import type { Meta, StoryObj } from '@storybook/react-vite';
import { failWith, loadForever, Outage, respondWith } from '@siwes/mocks';
import type { HttpHandler } from 'msw';
import { CODE_MAIL_SUBJECTS, type UndeliveredMail } from '@siwes/api';
import { expect, userEvent, within } from 'storybook/test';
import { expectCards, fakeApi } from '../../testing/stories.ts';
import { UndeliveredMailScreen } from './UndeliveredMailScreen.tsx';

const meta = {
  title: 'Screens/Coordinator/UndeliveredMailScreen',
  component: UndeliveredMailScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/coordinator/undeliveredmail',
    services: { signedIn: ['coordinator'] },
  },
} satisfies Meta<typeof UndeliveredMailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CAPTION = 'Undelivered mail';

const TYPO: UndeliveredMail = {
  id: '41',
  to: 'amaka.obi@studnets.university.edu.ng',
  subject: 'Your SIWES logbook has no entry for last week',
  event: 'studentWeek',
  reason: '550 5.1.1 <amaka.obi@studnets.university.edu.ng>: Recipient address rejected: User unknown',
  attempts: 1,
  failedAt: '2026-06-08T06:00:04.000Z',
};
const BUSY: UndeliveredMail = {
  id: '40',
  to: 'bello@workplace.example',
  subject: 'SIWES logbook weeks are waiting for your sign-off',
  event: 'signoffWaiting',
  reason: '450 4.2.1 Mailbox busy, try later',
  attempts: 10,
  failedAt: '2026-06-07T21:12:00.000Z',
};
const CODE: UndeliveredMail = {
  id: '12',
  to: 'new.student@university.invalid',
  subject: CODE_MAIL_SUBJECTS.registration,
  event: null,
  reason: '550 No such mailbox',
  attempts: 1,
  failedAt: '2026-06-02T10:30:00.000Z',
};

/** The body rows, once loaded. */
async function rows(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('table', { name: CAPTION });
  return within(table).getAllByRole('row').slice(1);
}

/** Loaded: each message with its recipient, what it was about, the reason and tries, newest first. */
export const Default: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(respondWith('getUndeliveredMail', { data: [TYPO, BUSY, CODE], total: 3 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Undelivered Mail' })).toBeVisible();
    const shown = await rows(canvasElement);
    await expect(shown.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      TYPO.to,
      BUSY.to,
      CODE.to,
    ]);
    const headers = canvas.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼↕]/g, ''));
    await expect(headers).toEqual(['Recipient', 'Event', 'Subject', 'Reason', 'Tries', 'Given Up']);
    const first = within(shown[0]!);
    await expect(first.getByText('Reminder: a week with no entry')).toBeVisible();
    await expect(first.getByText(/Recipient address rejected: User unknown/)).toBeVisible();
    await expect(first.getByText('Monday 8 June 2026, 07:00 in Lagos')).toBeVisible();
    await expect(within(shown[1]!).getByText('Reminder: weeks waiting for sign-off')).toBeVisible();
    await expect(within(shown[1]!).getByRole('cell', { name: '10' })).toBeVisible();
    await expect(within(shown[2]!).getByText('Other mail')).toBeVisible();
    await expect(canvas.queryByText(/Showing the newest/)).toBeNull();
    const menu = canvas.getByRole('navigation', { name: 'Coordinator menu' });
    await expect(within(menu).getByRole('link', { name: 'Undelivered Mail' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** More than the page holds: it says how many there are. */
export const ManyMore: Story = {
  beforeEach({ msw }) {
    msw.use(respondWith('getUndeliveredMail', { data: [TYPO, BUSY, CODE], total: 140 }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Showing the newest 3 of 140 messages.'),
    ).toBeVisible();
  },
};

/** The fake as it starts: nothing refused. */
export const Empty: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No undelivered mail: the mail server has accepted every message.',
      ),
    ).toBeVisible();
  },
};

/** A code mailed to a mistyped address (`.invalid`) that the fake's outbox refuses is listed. */
export const RefusedByTheOutbox: Story = {
  beforeEach: async () => {
    await fakeApi().sendOtp({ email: 'typo@university.invalid', purpose: 'registration' });
  },
  play: async ({ canvasElement }) => {
    const shown = await rows(canvasElement);
    await expect(within(shown[0]!).getByRole('rowheader')).toHaveTextContent('typo@university.invalid');
    await expect(within(shown[0]!).getByText(CODE_MAIL_SUBJECTS.registration)).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('getUndeliveredMail'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading undelivered mail…');
  },
};

const serverDown = new Outage();
const SERVICE_STARTING = 'The service is starting. Try again shortly.';

function failing({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) {
  msw.use(failWith('getUndeliveredMail', 503, { message: SERVICE_STARTING }, { until: serverDown.begin() }));
}

async function showsTheFailure(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: SERVICE_STARTING })).toBeVisible();
  await expect(canvas.queryByRole('table')).toBeNull();
  return canvas;
}

/** A failed load: the server's message replaces the table, with Try again. */
export const Error: Story = {
  tags: ['state'],
  beforeEach: failing,
  play: async ({ canvasElement }) => {
    await showsTheFailure(canvasElement);
  },
};

/** Try again loads the page once the server is back. */
export const ErrorThenRetry: Story = {
  tags: ['journey'],
  beforeEach: failing,
  play: async ({ canvasElement }) => {
    const canvas = await showsTheFailure(canvasElement);
    serverDown.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByText('No undelivered mail: the mail server has accepted every message.'),
    ).toBeVisible();
  },
};

/** A phone at 320 px: each message is a card, every value under its header, nothing sideways. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  beforeEach({ msw }) {
    msw.use(respondWith('getUndeliveredMail', { data: [TYPO, BUSY, CODE], total: 3 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCards(canvasElement, CAPTION);
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
