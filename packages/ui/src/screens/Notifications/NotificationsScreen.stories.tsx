import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@siwes/api';
import { NOTIFICATION_MESSAGES } from '@siwes/api/rules';
import { failWith, FIXTURE_IDS, loadForever } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeApi } from '../../testing/stories.ts';
import { MARK_ALL_READ, NO_NOTIFICATIONS, NotificationsScreen } from './NotificationsScreen.tsx';

const meta = {
  title: 'Screens/Shared/NotificationsScreen',
  component: NotificationsScreen,
  args: { role: 'student' },
  parameters: { layout: 'fullscreen', route: '/students/notifications', services: { signedIn: ['student'] } },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The coordinator moves the fixture student to the idle supervisor: the student, and both supervisors, hear of it. */
async function moveStudent() {
  await fakeApi('coordinator').assignInspectionSupervisor({
    studentCode: 'SIW260001',
    supervisorId: FIXTURE_IDS.idleSupervisor,
  });
}

/** One unread notification, newest first; the bell counts it. */
export const Default: Story = {
  tags: ['state'],
  beforeEach: moveStudent,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your notifications' });
    const [item] = within(list).getAllByRole('listitem');
    await expect(
      within(item!).getByRole('link', { name: 'Your inspection supervisor changed' }),
    ).toBeVisible();
    await expect(within(item!).getByText(/is now your inspection supervisor\.$/)).toBeVisible();
    await expect(within(item!).getByText('(unread)')).toBeVisible();
    await expect(canvas.getByText('1 unread.')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  },
};

/** Mark all as read: said, and nothing is unread any more, through the API too. */
export const AllMarkedRead: Story = {
  beforeEach: moveStudent,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('(unread)');
    await userEvent.click(canvas.getByRole('button', { name: MARK_ALL_READ }));
    await expect(await canvas.findByText(NOTIFICATION_MESSAGES.allMarkedRead)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('(unread)')).toBeNull());
    await expect(canvas.getByText('All read.')).toBeVisible();
    await expect((await fakeApi('student').listStudentNotifications()).unread).toBe(0);
  },
};

/** Opening one marks it read and lands where the thing is. */
export const OpensItem: Story = {
  beforeEach: moveStudent,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Your inspection supervisor changed' }));
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/students/dashboard'));
    await expect((await fakeApi('student').listStudentNotifications()).unread).toBe(0);
  },
};

/** A supervisor's: "You have 1 new student", linking to My Students. */
export const Supervisor: Story = {
  args: { role: 'supervisor' },
  parameters: { route: '/lecturers/notifications', services: { signedIn: ['idleSupervisor'] } },
  beforeEach: moveStudent,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'You have 1 new student' });
    await expect(link).toHaveAttribute('href', '/lecturers/students');
  },
};

/** Nothing yet. */
export const Empty: Story = {
  tags: ['state'],
  args: { role: 'coordinator' },
  parameters: { route: '/coordinator/notifications', services: { signedIn: ['coordinator'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(NO_NOTIFICATIONS)).toBeVisible();
    await expect(canvas.getByRole('button', { name: MARK_ALL_READ })).toBeDisabled();
    await expect(await canvas.findByRole('link', { name: 'Notifications, none unread' })).toBeVisible();
  },
};

/** Loading: the list has not come yet. */
export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('listStudentNotifications'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your notifications…')).toBeInTheDocument();
  },
};

/** The list could not be read: the server's words and Try again. */
export const Error: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(failWith('listStudentNotifications', 500, { message: MESSAGES.fetchError }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MESSAGES.fetchError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A phone: the bell stays in the bar beside the logo. */
export const Phone: Story = {
  tags: ['state'],
  beforeEach: moveStudent,
  parameters: { width: 360 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'Your inspection supervisor changed' }),
    ).toBeVisible();
  },
};
