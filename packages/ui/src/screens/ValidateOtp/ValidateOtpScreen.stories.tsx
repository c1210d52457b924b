import type { Meta, StoryObj } from '@storybook/react-vite';
import { createClient } from '@siwes/api';
import { failWith, loadForever, otpFromMail } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StorageProbe } from '../../testing/StorageProbe.tsx';
import { ValidateOtpScreen } from './ValidateOtpScreen.tsx';

const EMAIL = 'new.student@university.edu.ng';
/** Services after /verifyStudent sent the code: the email kept in session storage. */
const CODE_SENT = { sessionStorage: { userEmail: EMAIL } };

/** What the student would do on /verifyStudent: ask for a code, then read it from the fake's outbox. */
async function sendCode(email = EMAIL): Promise<string> {
  const api = createClient({ baseUrl: '' });
  await api.sendOtp({ email, purpose: 'registration' });
  const [mail] = await api.getDevOutbox(email);
  const code = mail && otpFromMail(mail.text);
  if (!code) throw new Error(`No code was mailed to ${email}`);
  return code;
}

async function validate(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('OTP'), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Validate' }));
  return canvas;
}

const meta = {
  title: 'Public/ValidateOtpScreen',
  component: ValidateOtpScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/validateOtp',
  },
} satisfies Meta<typeof ValidateOtpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: the code field, Validate, and the 300 s countdown as m:ss; no Resend OTP yet. */
export const Counting: Story = {
  parameters: { services: CODE_SENT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Validate OTP' })).toBeVisible();
    await expect(canvas.getByText(EMAIL)).toBeVisible();
    await expect(canvas.getByLabelText('OTP')).toBeRequired();
    await expect(canvas.getByRole('timer', { name: 'Time left' })).toHaveTextContent(/^(5:00|4:5\d)$/);
    await expect(canvas.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await expect(document.title).toBe('Validate OTP');
  },
};

/** The countdown ticks down to zero, then Resend OTP appears in its place. */
export const Expired: Story = {
  parameters: { services: { ...CODE_SENT, timing: { otpCountdownSeconds: 2 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:02');
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('0:01'), { timeout: 2500 });
    const resend = await canvas.findByRole('button', { name: 'Resend OTP' }, { timeout: 2500 });
    await expect(resend).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** Resending mails a new code, restarts the countdown and says so for the notice's time only. */
export const Resent: Story = {
  parameters: {
    services: {
      ...CODE_SENT,
      timing: { otpCountdownSeconds: 1, otpResendNoticeMs: 1500 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend OTP' }, { timeout: 2500 }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('OTP has been resent successfully!'),
    );
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:01');
    const outbox = await createClient({ baseUrl: '' }).getDevOutbox(EMAIL);
    await expect(outbox).toHaveLength(1);
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), { timeout: 2500 });
  },
};

/** A failed resend shows the fallback text, and Resend OTP stays offered. */
export const ResendFailed: Story = {
  parameters: { services: { ...CODE_SENT, timing: { otpCountdownSeconds: 1 } } },
  beforeEach({ msw }) {
    msw.use(failWith('sendOtp', 500, {}));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend OTP' }, { timeout: 2500 }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Failed to resend OTP. Please try again.'),
    );
    await expect(canvas.getByRole('button', { name: 'Resend OTP' })).toBeVisible();
  },
};

/** A resend the server refuses with its own words shows those words. */
export const ResendRefused: Story = {
  parameters: { services: { ...CODE_SENT, timing: { otpCountdownSeconds: 1 } } },
  beforeEach({ msw }) {
    msw.use(failWith('sendOtp', 429, { message: 'Too many codes requested. Wait a minute.' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend OTP' }, { timeout: 2500 }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Too many codes requested. Wait a minute.'),
    );
  },
};

/** Validating: the spinner shows on Validate. */
export const Validating: Story = {
  parameters: { services: CODE_SENT },
  beforeEach({ msw }) {
    msw.use(loadForever('verifyOtp'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await validate(canvasElement, '123456');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Validate' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** A wrong code: the server's message; the student stays and may try again. */
export const WrongCode: Story = {
  parameters: { services: CODE_SENT },
  play: async ({ canvasElement }) => {
    const code = await sendCode();
    const canvas = await validate(canvasElement, code === '000000' ? '111111' : '000000');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Invalid OTP. Please check the code and try again.',
      ),
    );
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/validateOtp');
  },
};

/**
 * The right code: the success text, the result kept in local storage under `verification`, and
 * then /Register.
 */
export const Validated: Story = {
  parameters: {
    routePattern: '*',
    services: { ...CODE_SENT, timing: { redirectAfterSuccessMs: 600 } },
  },
  render: () => (
    <>
      <ValidateOtpScreen />
      <StorageProbe storage="localStorage" keys={['verification']} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const code = await sendCode();
    const canvas = await validate(canvasElement, code);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'OTP Validated Successfully, please wait while we redirect you',
      ),
    );
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/validateOtp');
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/Register'));
    const stored = JSON.parse(canvas.getByTestId('stored-verification').textContent ?? '') as {
      data: { email: string; verified: boolean; purpose: string };
    };
    await expect(stored.data).toMatchObject({ email: EMAIL, verified: true, purpose: 'registration' });
  },
};

/** No code was sent (no userEmail in session storage): the Verify Email screen shows instead. */
export const NoCodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verify Email' })).toBeVisible();
    await expect(canvas.queryByLabelText('OTP')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { width: 320, services: CODE_SENT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Validate' })).toBeVisible();
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
