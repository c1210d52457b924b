import type { Meta, StoryObj } from '@storybook/react-vite';
import { createClient, LOGBOOK, MESSAGES, SERVER_MESSAGES } from '@siwes/api';
import { failWith, FIXTURE_SIGNOFF_TOKENS, loadForever, networkError, TINY_PNG_BASE64 } from '@siwes/mocks';
import { failsThenRetries } from '../../testing/stories.ts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chooseFile } from '../../testing/chooseFile.ts';
import { NOTHING_WRITTEN } from '../../kit/LogbookWeek/words.ts';
import { SIGNOFF_LEAD, SignoffScreen } from './SignoffScreen.tsx';

const READY = FIXTURE_SIGNOFF_TOKENS.ready;
const at = (token: string) => `${LOGBOOK.signoffPage}/${token}`;

const meta = {
  title: 'Screens/Public/SignoffScreen',
  component: SignoffScreen,
  parameters: { layout: 'fullscreen', route: at(READY) },
} satisfies Meta<typeof SignoffScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's fake through the client, with no account: as the link itself reads it. */
const link = () => createClient({ baseUrl: '' });

function png(name = 'stamp.png', extra = 0) {
  const bytes = Uint8Array.from(atob(TINY_PNG_BASE64), (c) => c.charCodeAt(0));
  const padded = new Uint8Array(bytes.length + extra);
  padded.set(bytes);
  return new File([padded], name, { type: 'image/png' });
}

/** The page once the week has loaded: the form and its fields. */
async function readyPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 2, name: 'Sign this week' });
  return {
    canvas,
    comment: canvas.getByLabelText('Comment'),
    name: canvas.getByLabelText(/Your name/),
    image: canvas.getByLabelText(/Stamp or signature image/),
    sign: canvas.getByRole('button', { name: 'Sign' }),
  };
}

async function expectNotSigned() {
  await expect((await link().getSignoff({ token: READY })).data.signOff).toBeNull();
}

/** Loading: the week has not come yet. */
export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('getSignoff'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the week…')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign a logbook week' })).toBeVisible();
    // The lead is there from the first paint, before the week.
    await expect(canvas.getByText(SIGNOFF_LEAD)).toBeVisible();
  },
};

/** Ready: whose week, the five days as written (an empty day says so), and the form to sign it. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, name, image, sign } = await readyPage(canvasElement);
    const { data } = await link().getSignoff({ token: READY });
    await expect(canvas.getByText(SIGNOFF_LEAD)).toBeVisible();
    await expect(canvas.getByText(data.student.name)).toBeVisible();
    await expect(canvas.getByText(data.student.course)).toBeVisible();
    await expect(canvas.getByText(data.student.company)).toBeVisible();
    // The week by its Monday, and each day under its date.
    await expect(canvas.getAllByText('Monday 18 May 2026')).toHaveLength(2);
    await expect(canvas.getByText('Friday 22 May 2026')).toBeVisible();
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) {
      if (data.week[day]) await expect(canvas.getAllByText(data.week[day])[0]).toBeVisible();
    }
    const empty = Object.values(data.week).filter((text) => text === '').length;
    await expect(canvas.queryAllByText(NOTHING_WRITTEN)).toHaveLength(empty);
    await expect(name).toBeRequired();
    await expect(image).not.toBeRequired();
    await expect(image).toHaveAccessibleDescription('PNG or JPEG only, up to 1 MB.');
    await expect(sign).toBeEnabled();
  },
};

/** Signed: a comment, the typed name and a PNG stamp; the week shows as signed, and the fake holds it. */
export const Signed: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, comment, name, image, sign } = await readyPage(canvasElement);
    await userEvent.type(comment, 'A careful week. Keep the notes this clear.');
    await userEvent.type(name, 'Bisi Adeyemi');
    chooseFile(image, png());
    await expect(await canvas.findByText(/^Chosen: stamp\.png/)).toBeVisible();
    await userEvent.click(sign);
    await expect(await canvas.findByText(MESSAGES.weekSigned)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /^Signed by Bisi Adeyemi on / })).toBeVisible();
    await expect(canvas.getByText('A careful week. Keep the notes this clear.')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Stamp or signature of Bisi Adeyemi' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign' })).toBeNull();
    const { signOff } = (await link().getSignoff({ token: READY })).data;
    await expect(signOff).toMatchObject({
      name: 'Bisi Adeyemi',
      comment: 'A careful week. Keep the notes this clear.',
    });
    await expect(signOff?.image).toBe(`data:image/png;base64,${TINY_PNG_BASE64}`);
  },
};

/** A link already used opens the week as signed, read-only: who, when, the comment, no stamp given. */
export const AlreadySigned: Story = {
  async beforeEach() {
    const { data } = await link().getSignoff({ token: READY });
    await link().signWeek({ token: READY, name: 'Bisi Adeyemi', comment: 'Seen.', digest: data.digest });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /^Signed by Bisi Adeyemi on / })).toBeVisible();
    await expect(canvas.getByText('Seen.')).toBeVisible();
    await expect(canvas.getByText('None given.')).toBeVisible();
    await expect(canvas.getByText(/the student can no longer change it/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByText(MESSAGES.weekSigned)).toBeNull();
  },
};

/** A link that cannot sign: the server's one sentence, nothing of the student, no form, no Try again. */
function refusedLink(token: string, sentence: string): Story {
  return {
    parameters: { route: at(token) },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { name: sentence })).toBeVisible();
      await expect(canvas.queryByText('Student')).toBeNull();
      await expect(canvas.queryByText(SIGNOFF_LEAD)).toBeNull();
      await expect(canvas.queryByRole('textbox')).toBeNull();
      await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    },
  };
}

/** An expired link says so in one sentence. */
export const ExpiredLink: Story = refusedLink(
  FIXTURE_SIGNOFF_TOKENS.expired,
  SERVER_MESSAGES.signoffLinkExpired,
);

/** A link replaced by a newer request points to the latest email. */
export const ReplacedLink: Story = refusedLink(
  FIXTURE_SIGNOFF_TOKENS.replaced,
  SERVER_MESSAGES.signoffLinkReplaced,
);

/** A wrong link (mistyped, cut short) says to check it was copied whole. */
export const WrongLink: Story = refusedLink('not-a-real-link', SERVER_MESSAGES.signoffLinkInvalid);

/** An image over 1 MB is refused before sending, with its size and the limit; the week stays unsigned. */
export const ImageTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, image } = await readyPage(canvasElement);
    chooseFile(image, png('scan.png', LOGBOOK.maxImageBytes + 512 * 1024));
    await expect(await canvas.findByText('scan.png is 1.5 MB; the limit is 1 MB.')).toBeVisible();
    await expect(image).toBeInvalid();
    await expectNotSigned();
  },
};

/** A web page renamed stamp.png is judged by its bytes and refused before sending. */
export const ImageNotAPicture: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, image, name, sign } = await readyPage(canvasElement);
    chooseFile(
      image,
      new File(['<html><body>not a stamp</body></html>'], 'stamp.png', { type: 'image/png' }),
    );
    await expect(await canvas.findByText('stamp.png is not a PNG or JPEG file.')).toBeVisible();
    await userEvent.type(name, 'Bisi Adeyemi');
    await userEvent.click(sign);
    // Sent without the refused file: signed, with no stamp.
    await expect(await canvas.findByText('None given.')).toBeVisible();
  },
};

/** The server's refusal of the image shows beside the field; the typed values stay for the next try. */
export const ServerRefusal: Story = {
  beforeEach({ msw }) {
    const problem = SERVER_MESSAGES.imageNotPicture;
    msw.use(failWith('signWeek', 400, { message: problem, errors: [`image: ${problem}`] }));
  },
  play: async ({ canvasElement }) => {
    const { canvas, name, image, sign } = await readyPage(canvasElement);
    await userEvent.type(name, 'Bisi Adeyemi');
    chooseFile(image, png());
    await canvas.findByText(/^Chosen: stamp\.png/);
    await userEvent.click(sign);
    await waitFor(() =>
      expect(image).toHaveAccessibleDescription(/The image must be a PNG or JPEG picture\./),
    );
    await expect(name).toHaveValue('Bisi Adeyemi');
    await expectNotSigned();
  },
};

/** Signed by someone else since the page opened: the server's sentence, then the week read again, signed. */
export const SignedMeanwhile: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, name, sign } = await readyPage(canvasElement);
    const { data } = await link().getSignoff({ token: READY });
    await link().signWeek({ token: READY, name: 'Tunde Bakare', digest: data.digest });
    await userEvent.type(name, 'Bisi Adeyemi');
    await userEvent.click(sign);
    await expect(await canvas.findByText(SERVER_MESSAGES.weekAlreadySigned)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Read the week again' }));
    await expect(await canvas.findByRole('heading', { name: /^Signed by Tunde Bakare on / })).toBeVisible();
  },
};

/** Offline: the page says the server could not be reached, and Try again loads it once it can. */
const failure = failsThenRetries({
  fail: (until) => networkError('getSignoff', { until }),
  shows: async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: /Could not reach the server/ })).toBeVisible();
  },
  recovered: async (_canvas, canvasElement) => {
    await readyPage(canvasElement);
  },
});
export const Offline: Story = { ...failure.Error, tags: ['state'] };
/** Try again brings the page once the server is back. */
export const OfflineThenRetry: Story = { ...failure.ErrorThenRetry, tags: ['journey'] };

/** Offline while signing: the sentence under the form, everything typed kept, and nothing signed. */
export const OfflineWhileSigning: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('signWeek'));
  },
  play: async ({ canvasElement }) => {
    const { canvas, comment, name, sign } = await readyPage(canvasElement);
    await userEvent.type(comment, 'Good.');
    await userEvent.type(name, 'Bisi Adeyemi');
    await userEvent.click(sign);
    await expect(await canvas.findByText(/Could not reach the server/)).toBeVisible();
    await expect(comment).toHaveValue('Good.');
    await expect(name).toHaveValue('Bisi Adeyemi');
    await expectNotSigned();
  },
};

/** A phone 320 px wide: everything in the width, the form's button within a thumb's reach. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const { canvas, sign } = await readyPage(canvasElement);
    await expect(sign).toBeVisible();
    await expect(sign.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
