import type { Meta, StoryObj } from '@storybook/react-vite';
import { createClient, OTP_POLICY_PATH, SERVER_MESSAGES } from '@siwes/api';
import { http, HttpResponse } from 'msw';
import { failWith, loadForever, tooSoon } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { otpSentKey } from '../../kit/otpSent.ts';
import { codeFromTheFake } from '../../testing/fakeApi.ts';
import { Remount } from '../../testing/Remount.tsx';
import { StorageProbe } from '../../testing/StorageProbe.tsx';
import { fillAndPress } from '../../testing/stories.ts';
import { REGISTRATION_STEPS } from '../../kit/registrationSteps.ts';
import { CODE_LIFETIME, NEW_CODE_TIMER_LABEL, ValidateOtpScreen } from './ValidateOtpScreen.tsx';

const EMAIL = 'new.student@university.edu.ng';
/** Services after /verifyStudent sent the code: the email kept in session storage. */
const CODE_SENT = { sessionStorage: { userEmail: EMAIL } };
/** Where Verify and Resend OTP remember when they sent this email its code. */
const SENT_KEY = otpSentKey(EMAIL, 'registration');
/** When the code went out, and the clock 13 s later. */
const SENT_AT = '2026-06-05T09:00:00.000Z';
const SENT_AT_PLUS_13_S = '2026-06-05T09:00:13.000Z';
/** A send 301 s before `SENT_AT`: its countdown is over. */
const FIVE_MINUTES_AGO = '2026-06-05T08:54:59.000Z';

/** Opens the page again (a reload, as far as the screen can tell: the same services and storage). */
async function reopen(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }));
  return canvas;
}

/** What the student would do on /verifyStudent: ask for a code, then read it from the fake's outbox. */
const sendCode = (email = EMAIL) => codeFromTheFake(email, 'registration');

const validate = (canvasElement: HTMLElement, code: string) =>
  fillAndPress(canvasElement, { OTP: code }, 'Validate');

const meta = {
  title: 'Screens/Public/ValidateOtpScreen',
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
    await expect(canvas.getByRole('timer', { name: NEW_CODE_TIMER_LABEL })).toHaveTextContent(
      /^(5:00|4:5\d)$/,
    );
    await expect(canvas.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await expect(document.title).toBe('Validate OTP');
  },
};

/**
 * What the page says of the code and the wait (issue 34): the second of three steps, said with
 * the heading; the code lasts 10 minutes, as the mail says, said with the code field too; the
 * countdown is when a new code may be asked for, not the code's life.
 */
export const CodeLifetimeAndStep: Story = {
  parameters: { services: CODE_SENT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Validate OTP' });
    await expect(heading).toHaveAccessibleDescription(REGISTRATION_STEPS.code);
    await expect(canvas.getByText(REGISTRATION_STEPS.code)).toBeVisible();
    await expect(CODE_LIFETIME).toBe('The code works for 10 minutes from when it was sent.');
    await expect(canvas.getByText(CODE_LIFETIME, { exact: false })).toBeVisible();
    await expect(canvasElement.querySelector('form')?.getAttribute('aria-describedby')).toContain('otp-lead');
    await expect(canvasElement.querySelector('#otp-lead')).toHaveTextContent(CODE_LIFETIME);
    const timer = canvas.getByRole('timer', { name: NEW_CODE_TIMER_LABEL });
    await expect(timer.parentElement).toHaveTextContent(/^You can ask for a new code in (5:00|4:5\d)\.$/);
    await expect(canvasElement).not.toHaveTextContent('Resend OTP in');
  },
};

/**
 * A server whose codes last 15 minutes (`SIWES_OTP_TTL_SECONDS=900`): the page says 15, as that
 * server's mail does, not the default 10.
 */
export const ServerCodeLifetime: Story = {
  parameters: { services: CODE_SENT },
  beforeEach({ msw }) {
    msw.use(http.get(`*${OTP_POLICY_PATH}`, () => HttpResponse.json({ ttlSeconds: 900 })));
  },
  play: async ({ canvasElement }) => {
    const lead = canvasElement.querySelector('#otp-lead')!;
    await waitFor(() =>
      expect(lead).toHaveTextContent('The code works for 15 minutes from when it was sent.'),
    );
    await expect(lead).not.toHaveTextContent('10 minutes');
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
export const ResendError: Story = {
  tags: ['state'],
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

/**
 * The page reopened (a reload) 13 s after Verify sent the code: the countdown goes on from what
 * is left of the 300 s, 4:47, rather than starting at 5:00 again.
 */
export const ReopenedAfter13Seconds: Story = {
  parameters: {
    services: { sessionStorage: { userEmail: EMAIL, [SENT_KEY]: SENT_AT }, now: SENT_AT_PLUS_13_S },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: NEW_CODE_TIMER_LABEL })).toHaveTextContent(/^4:4[67]$/);
    await expect(canvas.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
  },
};

/**
 * The page reopened after the 300 s had passed: Resend OTP shows at once, with no countdown. The
 * resend is remembered at its own time: the page reopened then counts the whole 300 s again.
 */
export const ReopenedAfterTheCountdown: Story = {
  parameters: {
    services: { sessionStorage: { userEmail: EMAIL, [SENT_KEY]: FIVE_MINUTES_AGO }, now: SENT_AT },
  },
  render: () => (
    <Remount>
      <ValidateOtpScreen />
    </Remount>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // At once: no waiting for a tick.
    await expect(canvas.getByRole('button', { name: 'Resend OTP' })).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('OTP has been resent successfully!'),
    );
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^(5:00|4:5\d)$/);
    await reopen(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^(5:00|4:5\d)$/);
    await expect(canvas.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
  },
};

/**
 * A remembered send time that cannot be right (after now, as when the phone's clock was put back,
 * or not a time at all) is not trusted: the whole countdown, as before.
 */
export const SendTimeAfterNow: Story = {
  parameters: {
    services: { sessionStorage: { userEmail: EMAIL, [SENT_KEY]: SENT_AT_PLUS_13_S }, now: SENT_AT },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^(5:00|4:5\d)$/);
  },
};

/**
 * Resend OTP refused because a code went out moments ago (from another tab, say): the server's
 * words for 3 s, and the countdown from the wait it names (280 s is 4:40), kept for a reload.
 */
export const ResendToldToWait: Story = {
  parameters: {
    services: { sessionStorage: { userEmail: EMAIL, [SENT_KEY]: FIVE_MINUTES_AGO }, now: SENT_AT },
  },
  beforeEach({ msw }) {
    msw.use(tooSoon('sendOtp', 280, SERVER_MESSAGES.otpTooSoon(280)));
  },
  render: () => (
    <Remount>
      <ValidateOtpScreen />
    </Remount>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.otpTooSoon(280)));
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^4:(40|39)$/);
    await expect(canvas.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await reopen(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^4:40$/);
  },
};

/** Verify is refused; the student goes on with the code already sent, to this page. */
async function goOnWithTheSentCode(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email'), EMAIL);
  await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
  await userEvent.click(await canvas.findByRole('button', { name: `I have the code sent to ${EMAIL}` }));
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Validate OTP' })).toBeVisible();
  return canvas;
}

/**
 * No code remembered for this tab (asked for in another one): Verify is refused with "Please wait
 * 280 seconds", and going on with the code already sent counts down from 4:40, not 5:00.
 */
export const UseSentCodeAfterWait: Story = {
  parameters: { services: { now: SENT_AT_PLUS_13_S } },
  beforeEach({ msw }) {
    msw.use(tooSoon('sendOtp', 280, SERVER_MESSAGES.otpTooSoon(280)));
  },
  play: async ({ canvasElement }) => {
    const canvas = await goOnWithTheSentCode(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^4:(40|39)$/);
  },
};

/**
 * A code remembered 13 s ago in this tab, and Verify refused without saying how long to wait:
 * going on with the code already sent counts from that send (4:47).
 */
export const UseSentCodeRemembered: Story = {
  parameters: { services: { sessionStorage: { [SENT_KEY]: SENT_AT }, now: SENT_AT_PLUS_13_S } },
  beforeEach({ msw }) {
    msw.use(failWith('sendOtp', 429, { message: SERVER_MESSAGES.tooManyRequests }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await goOnWithTheSentCode(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^4:4[67]$/);
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
  tags: ['state'],
  parameters: { width: 320, services: CODE_SENT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Validate' })).toBeVisible();
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
