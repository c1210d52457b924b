import type { Meta, StoryObj } from '@storybook/react-vite';
import { failWith, FIXTURE_IDS, loadForever } from '@siwes/mocks';
import { expect, within } from 'storybook/test';
import { FIXTURE_CODE } from '../../testing/logbook.ts';
import { fakeApi } from '../../testing/stories.ts';
import { NotificationBell } from './NotificationBell.tsx';

/**
 * The bell of a role's navigation bar (issue 26): a link to that role's notifications whose name
 * says how many are unread, the number beside it. Its re-reading in view is the AreaLayout story
 * `BellCountRises`.
 */
const meta = {
  title: 'Layouts/AreaLayout: NotificationBell',
  component: NotificationBell,
  tags: ['autodocs'],
  parameters: { route: '/students/dashboard', services: { signedIn: ['student'] } },
  args: { role: 'student' },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing unread: the link says so, and no number shows. */
export const Empty: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('link', { name: 'Notifications, none unread' });
    await expect(bell).toHaveAttribute('href', '/students/notifications');
    await expect(bell).not.toHaveTextContent(/\d/);
  },
};

/** A supervisor assigned: one unread, the number beside the bell. */
export const Default: Story = {
  tags: ['state'],
  async beforeEach() {
    await fakeApi('coordinator').assignInspectionSupervisor({
      studentCode: FIXTURE_CODE,
      supervisorId: FIXTURE_IDS.idleSupervisor,
    });
  },
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('link', { name: 'Notifications, 1 unread' });
    await expect(bell).toHaveTextContent('1');
  },
};

/** While the count is read: the plain link, which works (nothing busy is shown in the bar). */
export const WhileCounting: Story = {
  beforeEach({ msw }) {
    msw.use(loadForever('listStudentNotifications'));
  },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('link', { name: 'Notifications, none unread' });
    await expect(bell).toHaveAttribute('href', '/students/notifications');
  },
};

/** The count cannot be read: still the plain link to the list (which says why), no number. */
export const CountNotRead: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('listStudentNotifications', 500));
  },
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('link', { name: 'Notifications, none unread' });
    await expect(bell).not.toHaveTextContent(/\d/);
  },
};
