import type { Meta, StoryObj } from '@storybook/react-vite';
import { describeLagosTime, MESSAGES, SERVER_MESSAGES } from '@siwes/api';
import { FIXTURE_IDS, failWith, loadForever, networkError, respondWith } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  commentOn,
  FIXTURE_CODE,
  logbook,
  reopenWith,
  SIGNED,
  expectSignedWeek,
  weekSection,
} from '../../testing/logbook.ts';
import { fakeApi, failsThenRetries } from '../../testing/stories.ts';
import { fixture } from '../../testing/supervisedStudents.ts';
import { VISITS_FAILED } from './StudentVisits.tsx';
import { SupervisorLogbookScreen } from './SupervisorLogbookScreen.tsx';

/**
 * The institution supervisor's logbook page for an assigned student (issue 24 part 4): every week
 * with its days, sign-off and comments, a comment box per week, and a reopening with a reason.
 * The fixture supervisor inspects the fixture student; the fake's today is Friday 5 June 2026.
 */
const meta = {
  title: 'Screens/Supervisor/SupervisorLogbookScreen',
  component: SupervisorLogbookScreen,
  parameters: {
    layout: 'fullscreen',
    route: `/lecturers/logbook/${FIXTURE_CODE}`,
    services: { signedIn: ['supervisor'] },
  },
} satisfies Meta<typeof SupervisorLogbookScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text typed in the stories' comment boxes. */
const COMMENT = 'Good progress; bring the wiring diagram on my visit.';

export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('supervisorGetLogbook'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the logbook…');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Logbook' })).toBeVisible();
  },
};

/** Reached from the inspection list, the page names the student at once. */
export const NoWeeks: Story = {
  parameters: { routeState: { name: 'Adaeze Okonkwo' } },
  beforeEach({ msw }) {
    msw.use(respondWith('supervisorGetLogbook', logbook([])));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Logbook: Adaeze Okonkwo' })).toBeVisible();
    await expect(await canvas.findByText('No weekly reports yet.')).toBeVisible();
    await expect(canvas.queryByLabelText('Your comment')).toBeNull();
  },
};

/**
 * A signed week shows who signed, when, their comment and stamp, its comments, and a way to
 * reopen it; a week not signed says the link waiting; a week reopened already cannot be reopened
 * again. Every week has its comment box.
 */
export const WeeksSignedAndUnsigned: Story = {
  beforeEach({ msw }) {
    msw.use(respondWith('supervisorGetLogbook', SIGNED));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Logbook: Adaeze Okonkwo' }),
    ).toBeVisible();
    await expect(canvas.getByText(`Student code ${FIXTURE_CODE} · Computer Science`)).toBeVisible();
    const signed = await expectSignedWeek(canvasElement);
    await expect(signed.getByText('Reopen this week')).toBeVisible();
    await expect(signed.getByRole('group', { name: 'Comments' })).toHaveTextContent(
      `Ada Okafor · Institution supervisor · ${describeLagosTime('2026-05-17T10:00:00.000Z')}Well documented.Chidi Eze · Coordinator`,
    );
    await expect(signed.getByLabelText('Your comment')).toBeVisible();

    const waiting = await weekSection(canvasElement, '2026-05-18');
    await expect(waiting.getByRole('group', { name: 'Sign-off' })).toHaveTextContent(
      /^Sign-offWaiting for sign-off: a link went to bello@workplace\.example/,
    );
    await expect(waiting.getByText('Reopen this week')).toBeVisible();
    const reopened = await weekSection(canvasElement, '2026-05-04');
    await expect(reopened.getByRole('group', { name: 'Sign-off' })).toHaveTextContent(
      /Reopened by Ada Okafor \(Institution supervisor\) on .+\. Reason: Add the lab results\./,
    );
    await expect(reopened.queryByText('Reopen this week')).toBeNull();
    await expect(reopened.getByLabelText('Your comment')).toBeVisible();
  },
};

/** The comment on its way: the button says it is busy, the text stays in the box. */
export const CommentSending: Story = {
  beforeEach({ msw }) {
    msw.use(loadForever('supervisorCommentOnWeek'));
  },
  play: async ({ canvasElement }) => {
    const section = await weekSection(canvasElement, '2026-05-11');
    await commentOn(section, COMMENT);
    await expect(section.getByRole('button', { name: 'Add comment' })).toHaveAttribute('aria-busy', 'true');
    await expect(section.getByLabelText('Your comment')).toHaveValue(COMMENT);
  },
};

/**
 * Sent: the box empties, the server's message shows, the comment appears under the week with the
 * supervisor's name and role, and the student reads it in their own logbook.
 */
export const CommentSent: Story = {
  play: async ({ canvasElement }) => {
    const section = await weekSection(canvasElement, '2026-05-11');
    await commentOn(section, COMMENT);
    await expect(await section.findByText(MESSAGES.commentAdded)).toBeVisible();
    await expect(section.getByLabelText('Your comment')).toHaveValue('');
    const [comment] = await within(section.getByRole('group', { name: 'Comments' })).findAllByRole(
      'listitem',
    );
    await expect(comment).toHaveTextContent(COMMENT);
    await expect(comment).toHaveTextContent('Institution supervisor');
    const { weeks } = await fakeApi('student').getLogbook({ limit: 60 });
    await expect(weeks.find((w) => w.weekStart === '2026-05-11')?.comments.map((c) => c.text)).toEqual([
      COMMENT,
    ]);
  },
};

/** Refused: the server's sentence under the box; the text stays to correct. */
export const CommentRefused: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('supervisorCommentOnWeek', 403, { message: SERVER_MESSAGES.notYourStudent }));
  },
  play: async ({ canvasElement }) => {
    const section = await weekSection(canvasElement, '2026-05-11');
    await commentOn(section, COMMENT);
    await expect(await section.findByText(SERVER_MESSAGES.notYourStudent)).toBeVisible();
    await expect(section.getByLabelText('Your comment')).toHaveValue(COMMENT);
  },
};

/** Offline: the comment never left; it is kept, and the page says to press Add comment again. */
export const CommentOffline: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(networkError('supervisorCommentOnWeek'));
  },
  play: async ({ canvasElement }) => {
    const section = await weekSection(canvasElement, '2026-05-11');
    await commentOn(section, COMMENT);
    await expect(
      await section.findByText(`${MESSAGES.networkError} Your text is kept: press Add comment again.`),
    ).toBeVisible();
    await expect(section.getByLabelText('Your comment')).toHaveValue(COMMENT);
  },
};

const REASON = 'No network at the site that week: the student may write it now.';

/**
 * A past week reopened with a reason: the reason is shown with the week, the week is no longer
 * offered for reopening, and the student may write it again.
 */
export const ReopenWithReason: Story = {
  play: async ({ canvasElement }) => {
    const section = await weekSection(canvasElement, '2026-05-11');
    await reopenWith(section, REASON);
    await expect(await section.findByText(MESSAGES.weekReopened)).toBeVisible();
    // The week read again: its reopening with who and why, and no second reopening offered.
    await waitFor(() => expect(section.queryByText('Reopen this week')).toBeNull());
    const signoff = section.getByRole('group', { name: 'Sign-off' });
    await expect(signoff).toHaveTextContent(`(Institution supervisor) on `);
    await expect(signoff).toHaveTextContent(`: ${REASON}`);
    await expect(section.getByText(MESSAGES.weekReopened)).toBeVisible();
    const { weeks } = await fakeApi('student').getLogbook({ limit: 60 });
    const reopened = weeks.find((w) => w.weekStart === '2026-05-11');
    await expect(reopened?.reopenings.map((r) => r.reason)).toEqual([REASON]);
    await expect(reopened?.editable).toBe(true);
  },
};

/** Reopen pressed with no reason: the server's 400 names the field; its sentence beside the box; nothing changes. */
export const ReopenRefused: Story = {
  play: async ({ canvasElement }) => {
    const section = await weekSection(canvasElement, '2026-05-11');
    await reopenWith(section, '');
    const reason = section.getByLabelText('Reason for reopening');
    await expect(await section.findByText(SERVER_MESSAGES.reasonBlank)).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(expect.stringContaining(SERVER_MESSAGES.reasonBlank));
    await expect(section.getByText('Reopen this week')).toBeVisible();
    const { weeks } = await fakeApi('student').getLogbook({ limit: 60 });
    await expect(weeks.find((w) => w.weekStart === '2026-05-11')?.reopenings).toEqual([]);
    await userEvent.type(reason, 'Ill that week.');
    await expect(reason).not.toHaveAttribute('aria-invalid');
  },
};

const NOT_MINE = fixture.students.find(
  (s) =>
    s.inspection_supervisor?._id !== FIXTURE_IDS.supervisor &&
    s.defense_supervisor?._id !== FIXTURE_IDS.supervisor,
)!;

/** A student not assigned to this supervisor: the server's 403 sentence, and nothing of the student's. */
export const NotAssigned: Story = {
  parameters: { route: `/lecturers/logbook/${NOT_MINE.studentCode}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: SERVER_MESSAGES.notYourStudent })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: /^Week of / })).toBeNull();
  },
};

/** A phone at 320 px: the signed week, its stamp and boxes, nothing sideways. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  beforeEach({ msw }) {
    msw.use(respondWith('supervisorGetLogbook', SIGNED));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Stamp or signature of Ngozi Bello' })).toBeVisible();
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};

/**
 * The student's visits above the logbook (issue 34): the fixture supervisor has the fixture
 * student for both, each with its status, its date in words and links to set the date (on My
 * Students, filtered to the student) and to grade.
 */
export const Visits: Story = {
  beforeEach({ msw }) {
    msw.use(respondWith('supervisorGetLogbook', SIGNED));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const visits = within(await canvas.findByRole('region', { name: 'Visits' }));
    const [inspection, defence] = ['Inspection', 'Defence'].map((title) =>
      within(visits.getByText(title, { selector: 'dt' }).parentElement!),
    );
    await expect(inspection!.getByText(/May 2026, \d\d:\d\d in Lagos/)).toBeVisible();
    await expect(inspection!.getByText(/^(Not graded|Graded \d+(\.\d+)? \/ 30)$/)).toBeVisible();
    await expect(defence!.getByText(/^(Not graded|Graded \d+(\.\d+)? \/ 40)$/)).toBeVisible();
    const change = inspection!.getByRole('link', { name: 'Change the date of the inspection' });
    await expect(change).toHaveAttribute(
      'href',
      // The student's name on the supervisor's lists (the fake's fixture student).
      '/lecturers/students?visit=inspection&q=Adaeze+Aisha+Okafor',
    );
    await expect(defence!.getByRole('link', { name: 'Grade defence' })).toHaveAttribute(
      'href',
      `/lecturers/gradedefence#score-${FIXTURE_IDS.student}`,
    );
    // The logbook below as ever.
    await expectSignedWeek(canvasElement);
  },
};

/** The supervisor's lists fail: said above the logbook with Try again; the logbook still shows. */
const visitsDown = failsThenRetries({
  fail: (until) => failWith('listDefenseStudents', 500, {}, { until }),
  shows: async (canvas, canvasElement) => {
    await expect(await canvas.findByText(VISITS_FAILED)).toBeVisible();
    await expectSignedWeek(canvasElement);
  },
  recovered: async (canvas) => {
    await expect(await canvas.findByRole('region', { name: 'Visits' })).toBeVisible();
  },
});
export const VisitsError: Story = {
  ...visitsDown.Error,
  tags: ['state'],
  beforeEach(context) {
    context.msw.use(respondWith('supervisorGetLogbook', SIGNED));
    visitsDown.Error.beforeEach(context);
  },
};
/** Try again brings the visits once the server is back. */
export const VisitsErrorThenRetry: Story = {
  ...visitsDown.ErrorThenRetry,
  tags: ['journey'],
  beforeEach(context) {
    context.msw.use(respondWith('supervisorGetLogbook', SIGNED));
    visitsDown.ErrorThenRetry.beforeEach(context);
  },
};
