import type { Meta, StoryObj } from '@storybook/react-vite';
import { NOTIFICATIONS } from '@siwes/api';
import { NOTIFICATION_MESSAGES } from '@siwes/api/rules';
import { FIXTURE_UNSUBSCRIBE_TOKEN } from '@siwes/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { fakeApi } from '../../testing/stories.ts';
import { UNSUBSCRIBE_LEAD, UNSUBSCRIBE_TITLE, UnsubscribeScreen } from './UnsubscribeScreen.tsx';

const at = (token: string) => `${NOTIFICATIONS.unsubscribePage}/${token}`;

const meta = {
  title: 'Screens/Public/UnsubscribeScreen',
  component: UnsubscribeScreen,
  parameters: { layout: 'fullscreen', route: at(FIXTURE_UNSUBSCRIBE_TOKEN) },
} satisfies Meta<typeof UnsubscribeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the mail: it asks first, nothing changes until pressed. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: UNSUBSCRIBE_TITLE })).toBeVisible();
    await expect(canvas.getByText(UNSUBSCRIBE_LEAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Stop these emails' })).toBeVisible();
    const prefs = await fakeApi('student').getStudentNotificationPreferences();
    await expect(prefs.data.events.find((e) => e.event === 'weekCommented')?.choice).toBe('email');
  },
};

/** Pressed, signed out: that event's mail stops for that person, said in words. */
export const Unsubscribed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Stop these emails' }));
    await expect(await canvas.findByText(NOTIFICATION_MESSAGES.unsubscribed('weekCommented'))).toBeVisible();
    const prefs = await fakeApi('student').getStudentNotificationPreferences();
    await expect(prefs.data.events.find((e) => e.event === 'weekCommented')?.choice).toBe('portal');
  },
};

/** A link that names nothing. */
export const WrongLink: Story = {
  parameters: { route: at('not-a-real-link') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Stop these emails' }));
    await expect(await canvas.findByText(NOTIFICATION_MESSAGES.unsubscribeLinkInvalid)).toBeVisible();
  },
};
