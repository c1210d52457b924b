import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES, SERVER_MESSAGES, type ApiError } from '@siwes/api';
import { failWith, loadForever } from '@siwes/mocks';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { fakeApiAs } from '../../testing/fakeApi.ts';
import { deadlineCardStories } from '../../testing/deadlineCard.ts';
import { LAGOS_TIME_HINT, SetRegistrationDeadlineScreen } from './SetRegistrationDeadlineScreen.tsx';

const meta = {
  title: 'Screens/Coordinator/SetRegistrationDeadlineScreen',
  component: SetRegistrationDeadlineScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/coordinator/setregistration',
    // The clock is the fake's: Friday 5 June 2026.
    services: { signedIn: ['coordinator'], timing: { redirectAfterDeadlineMs: 300 } },
  },
} satisfies Meta<typeof SetRegistrationDeadlineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const FUTURE = '2026-07-31T17:00';
const FUTURE_IN_WORDS = 'Friday 31 July 2026, 17:00 in Lagos';
const PAST = '2026-06-01T09:30';
const PAST_IN_WORDS = 'Monday 1 June 2026, 09:30 in Lagos';

/**
 * Picks a date and time as the browser's picker does (a `datetime-local` cannot be typed into
 * character by character the way a text field can).
 */
async function pick(canvasElement: HTMLElement, value: string) {
  const canvas = within(canvasElement);
  fireEvent.change(canvas.getByLabelText('Registration Deadline'), { target: { value } });
  return canvas;
}

/** What registration's code request gets now: 'sent' or the refusal. */
async function registrationCodeRequest(): Promise<string> {
  return fakeApiAs('student')
    .sendOtp({ email: 'new.applicant@students.siwes.test', purpose: 'registration' })
    .then(
      () => 'sent',
      (error: ApiError) => error.message,
    );
}

/** Idle: the field says it is Lagos time before anything is chosen. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set Registration Deadline' })).toBeVisible();
    const field = canvas.getByLabelText('Registration Deadline');
    await expect(field).toHaveAttribute('type', 'datetime-local');
    await expect(field).toBeRequired();
    await expect(field).toHaveAccessibleDescription(LAGOS_TIME_HINT);
    await expect(document.title).toBe('Set Registration Deadline');
  },
};

/** The chosen moment is said back in words, in Lagos time. */
export const SaidInWords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pick(canvasElement, FUTURE);
    await expect(canvas.getByLabelText('Registration Deadline')).toHaveAccessibleDescription(
      `${LAGOS_TIME_HINT} Registration closes on ${FUTURE_IN_WORDS}.`,
    );
  },
};

/** A future deadline: no question; the spec's message, the home after 3 s (shortened); registration stays open. */
export const FutureDeadline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pick(canvasElement, FUTURE);
    await userEvent.click(canvas.getByRole('button', { name: 'Set Deadline' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.deadlineSet));
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/coordinator/index'));
    await expect(await registrationCodeRequest()).toBe('sent');
    // Read back as set (issue 34), the instant of 17:00 in Lagos.
    await expect((await fakeApiAs('coordinator').getRegistrationDeadline()).data).toEqual({
      time: '2026-07-31T16:00:00.000Z',
      open: true,
    });
  },
};

/**
 * A deadline already past asks first, because it closes registration at once: Keep Editing sends
 * nothing; confirmed, it is set and registration's code request is refused.
 */
export const PastDeadlineAsks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pick(canvasElement, PAST);
    const submit = canvas.getByRole('button', { name: 'Set Deadline' });
    await userEvent.click(submit);
    let dialog = await canvas.findByRole('dialog', { name: 'Close registration now?' });
    await expect(dialog).toHaveAccessibleDescription(
      `${PAST_IN_WORDS} has already passed: students can no longer register from the moment it is set, until a later deadline is set.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(submit).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('');

    await userEvent.click(submit);
    dialog = await canvas.findByRole('dialog', { name: 'Close registration now?' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Set Deadline and Close Registration' }),
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.deadlineSet));
    await expect(await registrationCodeRequest()).toBe(SERVER_MESSAGES.registrationClosed);
  },
};

/** Nothing chosen: the browser holds the form back; nothing is sent. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Set Deadline' }));
    await expect(canvas.getByLabelText('Registration Deadline')).toBeInvalid();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const Submitting: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('setRegistrationDeadline'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await pick(canvasElement, FUTURE);
    await userEvent.click(canvas.getByRole('button', { name: 'Set Deadline' }));
    await expect(canvas.getByRole('button', { name: 'Set Deadline' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server's refusal in its words; the page stays. */
export const RefusedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('setRegistrationDeadline', 400, { message: SERVER_MESSAGES.invalidDate }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await pick(canvasElement, FUTURE);
    await userEvent.click(canvas.getByRole('button', { name: 'Set Deadline' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.invalidDate));
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/coordinator/setregistration');
  },
};

export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = await pick(canvasElement, FUTURE);
    await expect(canvas.getByText(`Registration closes on ${FUTURE_IN_WORDS}.`)).toBeVisible();
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** The Registration card (issue 34): the deadline set, in words and Lagos time, and whether registration is open. */
const deadline = deadlineCardStories();
export const NoDeadlineYet: Story = deadline.NoDeadlineYet;
export const DeadlineSet: Story = deadline.DeadlineSet;
export const DeadlinePassed: Story = deadline.DeadlinePassed;
export const DeadlineLoading: Story = { ...deadline.DeadlineLoading, tags: ['state'] };
export const DeadlineError: Story = { ...deadline.DeadlineError, tags: ['state'] };
export const DeadlineErrorThenRetry: Story = { ...deadline.DeadlineErrorThenRetry, tags: ['journey'] };
