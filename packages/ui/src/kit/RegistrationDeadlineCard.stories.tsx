import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { deadlineCardStories, DEADLINE_WORDS } from '../testing/deadlineCard.ts';
import { expectInFrame } from '../testing/stories.ts';
import { RegistrationDeadlineCard, useRegistrationDeadline } from './RegistrationDeadlineCard.tsx';

/** The card as a page shows it: the deadline loaded from the fake, under the page's own heading. */
function CardOnAPage() {
  const deadline = useRegistrationDeadline();
  return (
    <>
      <h1>Welcome, Coordinator</h1>
      <RegistrationDeadlineCard deadline={deadline} />
    </>
  );
}

/**
 * The Registration card (issue 34), on the coordinator's home and above the field on Set
 * Registration Deadline: the deadline set, in words and Lagos time, and whether registration is
 * open now. Its own loading and failure leave the rest of the page be. The fake answers
 * `getRegistrationDeadline` (its clock reads Friday 5 June 2026).
 */
const meta = {
  title: 'Patterns/RegistrationDeadlineCard',
  component: CardOnAPage,
  parameters: { services: { signedIn: ['coordinator'] } },
} satisfies Meta<typeof CardOnAPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const deadline = deadlineCardStories();

/** No deadline set yet (the fake's start): "Not set yet", and registration open. */
export const Default: Story = { ...deadline.NoDeadlineYet, tags: ['state'] };

/** A deadline ahead: in words and Lagos time, and registration open until then. */
export const Open: Story = deadline.DeadlineSet;

/** A deadline passed: registration closed, and how to open it again. */
export const Closed: Story = deadline.DeadlinePassed;

/** While the deadline loads, the card says so in a status. */
export const Loading: Story = { ...deadline.DeadlineLoading, tags: ['state'] };

/** The load fails: the server's message and Try again in an alert, the page's heading still there. */
export const Error: Story = { ...deadline.DeadlineError, tags: ['state'] };

/** Try again loads the deadline once the server is back. */
export const ErrorThenRetry: Story = { ...deadline.DeadlineErrorThenRetry, tags: ['journey'] };

/** A phone at 320 px: the closed status wraps inside the card, nothing scrolls sideways. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  beforeEach: deadline.DeadlinePassed.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Registration' });
    const status = await within(card).findByText(DEADLINE_WORDS.closed);
    await expectInFrame(canvas.getByTestId('viewport'), card);
    await expectInFrame(card, status);
  },
};
