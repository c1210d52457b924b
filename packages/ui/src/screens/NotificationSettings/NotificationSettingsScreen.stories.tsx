import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@siwes/api';
import { NOTIFICATION_LABELS, NOTIFICATION_MESSAGES } from '@siwes/api/rules';
import { failWith, loadForever } from '@siwes/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { fakeApi } from '../../testing/stories.ts';
import {
  ACCOUNT_MAIL_NOTE,
  DIGEST_LABEL,
  NotificationSettingsScreen,
} from './NotificationSettingsScreen.tsx';

const meta = {
  title: 'Screens/Shared/NotificationSettingsScreen',
  component: NotificationSettingsScreen,
  args: { role: 'student' },
  parameters: {
    layout: 'fullscreen',
    route: '/students/notifications/settings',
    services: { signedIn: ['student'] },
  },
} satisfies Meta<typeof NotificationSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student's events, each by email to begin with; the account mail cannot be switched off. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'A supervisor assigned or changed' });
    await expect(within(group).getByRole('radio', { name: 'Email and portal' })).toBeChecked();
    const account = canvas.getByRole('group', { name: 'Your account created' });
    await expect(within(account).getByText(ACCOUNT_MAIL_NOTE)).toBeVisible();
    await expect(within(account).queryByRole('radio')).toBeNull();
    await expect(canvas.queryByLabelText(DIGEST_LABEL)).toBeNull();
  },
};

/** One event switched off and saved: said, and stored (read back through the API). */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'A comment on a week of your logbook' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Off' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await canvas.findByText(NOTIFICATION_MESSAGES.preferencesSaved)).toBeVisible();
    const stored = await fakeApi('student').getStudentNotificationPreferences();
    await expect(stored.data.events.find((e) => e.event === 'weekCommented')?.choice).toBe('off');
  },
};

/** A supervisor may choose one daily digest. */
export const SupervisorDigest: Story = {
  args: { role: 'supervisor' },
  parameters: { route: '/lecturers/notifications/settings', services: { signedIn: ['supervisor'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText(DIGEST_LABEL));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await canvas.findByText(NOTIFICATION_MESSAGES.preferencesSaved)).toBeVisible();
    await expect((await fakeApi('supervisor').getSupervisorNotificationPreferences()).data.digest).toBe(true);
  },
};

/** The coordinator hears of the reminder before registration closes (issue 26), and of account mails. */
export const Coordinator: Story = {
  args: { role: 'coordinator' },
  parameters: { route: '/coordinator/notifications/settings', services: { signedIn: ['coordinator'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(ACCOUNT_MAIL_NOTE)).toBeVisible();
    const reminder = canvas.getByRole('group', { name: NOTIFICATION_LABELS.registrationDeadline });
    // Its choices are the only ones on the page.
    await expect(canvas.getAllByRole('radio')).toEqual(within(reminder).getAllByRole('radio'));
  },
};

/** The server refuses: its words under the button. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(
      failWith('setStudentNotificationPreferences', 400, { message: NOTIFICATION_MESSAGES.eventNotYours }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Settings' }));
    await expect(await canvas.findByText(NOTIFICATION_MESSAGES.eventNotYours)).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('getStudentNotificationPreferences'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your settings…')).toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(failWith('getStudentNotificationPreferences', 500, { message: MESSAGES.fetchError }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(MESSAGES.fetchError)).toBeVisible();
  },
};
