import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { GRADING_POLICY_PATH, MESSAGES, routes, type GradeSubmission } from '@siwes/api';
import { BATCH_GRADING_TEXT } from '@siwes/flows';
import { failWith, mswPath } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  expectInFrame,
  fakeApi,
  recordRequests,
  tableRows,
  studentListStates,
} from '../../testing/stories.ts';
import { COMPUTED_GRADE_FILLED } from '../../kit/useBatchGrading.ts';
import { BatchGradingScreen } from './BatchGradingScreen.tsx';

const meta = {
  title: 'Screens/Coordinator/BatchGradingScreen',
  component: BatchGradingScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/coordinator/batchgrading',
    services: { signedIn: ['coordinator'], timing: { successNoticeMs: 600 } },
  },
} satisfies Meta<typeof BatchGradingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CAPTION = 'Students to grade';

/** What the grade call was sent, in the stories that record it. */
let sent: GradeSubmission[] = [];

function recordGrades(msw: { use: (...handlers: HttpHandler[]) => void }) {
  const recorder = recordRequests('coordinatorAssignGrade');
  msw.use(recorder.handler);
  sent = recorder.bodies as GradeSubmission[];
}

/** One row of the table: the student's id and name, and their three grade inputs. */
function gradeRow(row: HTMLElement) {
  const link = within(row).getAllByRole('link')[0]!;
  const name = link.textContent ?? '';
  const r = within(row);
  return {
    id: link.getAttribute('href')!.split('/').pop()!,
    name,
    reports: r.getByLabelText(`Weekly report grade for ${name}`),
    inspection: r.getByLabelText(`Inspection grade for ${name}`),
    defense: r.getByLabelText(`Defence grade for ${name}`),
    result: row.querySelectorAll('td')[row.querySelectorAll('td').length - 1] as HTMLElement,
  };
}

async function rows(canvasElement: HTMLElement) {
  return (await tableRows(canvasElement, CAPTION)).map(gradeRow);
}

const gradeStudents = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Grade Students' }));

/** The students with a numeric input per grade, each out of its maximum, showing the current grade. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = await rows(canvasElement);
    await expect(shown).toHaveLength(10);
    await expect(canvas.getByRole('columnheader', { name: 'Weekly Report Grade (out of 30)' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Inspection Grade (out of 30)' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Defence Grade (out of 40)' })).toBeVisible();
    const [student] = await fakeApi().getStudent({ id: shown[0]!.id });
    await expect(shown[0]!.reports).toHaveAttribute('type', 'number');
    await expect(shown[0]!.inspection).toHaveAttribute(
      'placeholder',
      String(student?.grade?.inspectionScore ?? 'N/A'),
    );
    await expect(canvas.getByText('No new grades typed yet.')).toBeVisible();
  },
};

/**
 * Grade Students grades (the spec's button did nothing: this story fails on that): three
 * students' grades go to the server, 'Graded Successfully!', each row marked, the inputs cleared
 * and showing the new grades.
 */
export const GradeThreeStudents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [a, b, c] = await rows(canvasElement);
    await userEvent.type(a!.reports, '21');
    await userEvent.type(b!.inspection, '17');
    await userEvent.type(c!.defense, '33.5');
    await expect(canvas.getByText('3 new grades to send.')).toBeVisible();
    await gradeStudents(canvasElement);
    await waitFor(() => expect(canvas.getByText(MESSAGES.graded)).toBeVisible());
    const api = fakeApi();
    const [ga, gb, gc] = await Promise.all(
      [a, b, c].map(async (r) => (await api.getStudent({ id: r!.id }))[0]?.grade),
    );
    await expect([ga?.weeklyReportsScore, gb?.inspectionScore, gc?.defenseScore]).toEqual([21, 17, 33.5]);
    await expect(a!.reports).toHaveValue(null);
    await expect(a!.reports).toHaveAttribute('placeholder', '21');
    await expect(c!.defense).toHaveAttribute('placeholder', '33.5');
    for (const r of [a, b, c]) await expect(r!.result).toHaveTextContent('✓ Graded');
    await waitFor(() => expect(canvas.queryByText(MESSAGES.graded)).toBeNull(), { timeout: 2000 });
  },
};

/** A shown row's student and the weekly-report grade their reports earn now (the weekly totals' marks). */
async function computedGradeOf(id: string) {
  const api = fakeApi();
  const [student] = await api.getStudent({ id });
  const { data } = await api.getWeeklyReportScores({ q: student!.studentCode, limit: 100 });
  const row = data.find((r) => r.studentCode === student!.studentCode)!;
  return { current: student!.grade?.weeklyReportsScore ?? null, computed: row.marks };
}

/**
 * The computed weekly-report grade offered (issue 34): nothing is filled unasked; Use computed
 * grade puts it in the row's box and says so; Grade Students gives it like a typed grade.
 */
export const ComputedGradeOffered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = await rows(canvasElement);
    const grades = await Promise.all(shown.map((r) => computedGradeOf(r.id)));
    const index = grades.findIndex((g) => g.current !== g.computed);
    await expect(index).toBeGreaterThanOrEqual(0);
    const row = shown[index]!;
    const { computed } = grades[index]!;
    for (const r of shown) await expect(r.reports).toHaveValue(null);
    const use = canvas.getByRole('button', { name: `Use computed grade for ${row.name}` });
    await userEvent.click(use);
    await waitFor(() => expect(row.reports).toHaveValue(computed));
    await expect(canvas.getByText(COMPUTED_GRADE_FILLED)).toBeVisible();
    await expect(canvas.getByText('1 new grade to send.')).toBeVisible();
    // Only this row: the others stay as they were.
    for (const r of shown.filter((_, i) => i !== index)) await expect(r.reports).toHaveValue(null);
    await gradeStudents(canvasElement);
    await waitFor(() => expect(canvas.getByText(MESSAGES.graded)).toBeVisible());
    await expect((await fakeApi().getStudent({ id: row.id }))[0]?.grade?.weeklyReportsScore).toBe(computed);
  },
};

/** The computed grade cannot be read: the row says so; its box stays as it was. */
export const ComputedGradeError: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(failWith('getWeeklyReportScores', 503, { message: 'The totals are unavailable.' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [row] = await rows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Use computed grade for ${row!.name}` }));
    await waitFor(() => expect(canvas.getByText('The totals are unavailable.')).toBeVisible());
    await expect(row!.reports).toHaveValue(null);
    await expect(canvas.getByText('No new grades typed yet.')).toBeVisible();
  },
};

/** Only changed grades are sent: the current grade typed again is left out. */
export const OnlySendsChanges: Story = {
  beforeEach({ msw }) {
    recordGrades(msw);
  },
  play: async ({ canvasElement }) => {
    const shown = await rows(canvasElement);
    const graded = shown.find((r) => r.inspection.getAttribute('placeholder') !== 'N/A')!;
    const current = graded.inspection.getAttribute('placeholder')!;
    await userEvent.type(graded.inspection, current);
    await userEvent.type(graded.reports, '19');
    await expect(within(canvasElement).getByText('1 new grade to send.')).toBeVisible();
    await gradeStudents(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByText(MESSAGES.graded)).toBeVisible());
    await expect(sent).toEqual([{ studentId: graded.id, type: 'reports', score: 19 }]);
  },
};

/** A grade above its maximum: the row is highlighted with the reason, and nothing at all is sent. */
export const OverMaximum: Story = {
  beforeEach({ msw }) {
    recordGrades(msw);
  },
  play: async ({ canvasElement }) => {
    const [a, b] = await rows(canvasElement);
    await userEvent.type(a!.reports, '20');
    await userEvent.type(b!.defense, '45');
    await gradeStudents(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByText(BATCH_GRADING_TEXT.invalidGrades)).toBeVisible(),
    );
    await expect(b!.defense).toHaveAttribute('aria-invalid', 'true');
    await expect(b!.defense).toHaveAccessibleDescription('Defence grade must be a number from 0 to 40.');
    await expect(a!.reports).not.toHaveAttribute('aria-invalid');
    await expect(sent).toEqual([]);
  },
};

export const NothingTyped: Story = {
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await gradeStudents(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByText(BATCH_GRADING_TEXT.nothingToSubmit)).toBeVisible(),
    );
  },
};

/** One student's grade is refused: that row is named with the reason; the others stay saved. */
export const PartialError: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    let refused: string | undefined;
    msw.use(
      http.post(mswPath(routes.coordinatorAssignGrade), async ({ request }) => {
        const { studentId } = (await request.clone().json()) as GradeSubmission;
        refused ??= studentId;
        return studentId === refused
          ? HttpResponse.json({ message: 'This record is locked.' }, { status: 409 })
          : undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [a, b, c] = await rows(canvasElement);
    await userEvent.type(a!.reports, '11');
    await userEvent.type(b!.reports, '12');
    await userEvent.type(c!.reports, '13');
    await gradeStudents(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByText(`Grades not saved for ${a!.name} (Weekly report grade: This record is locked.).`),
      ).toBeVisible(),
    );
    await expect(a!.result).toHaveTextContent('Not saved: Weekly report grade: This record is locked.');
    await expect(a!.reports).toHaveValue(11);
    await expect(b!.result).toHaveTextContent('✓ Graded');
    const api = fakeApi();
    await expect((await api.getStudent({ id: b!.id }))[0]?.grade?.weeklyReportsScore).toBe(12);
    await expect((await api.getStudent({ id: c!.id }))[0]?.grade?.weeklyReportsScore).toBe(13);
  },
};

/** Grades typed on one page stay when another page is shown, and Grade Students sends them all. */
export const KeepsGradesAcrossPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await rows(canvasElement);
    await userEvent.type(first!.reports, '25');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );
    const [other] = await rows(canvasElement);
    await expect(other!.id).not.toBe(first!.id);
    await userEvent.type(other!.defense, '30');
    await expect(canvas.getByText('2 new grades to send.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'),
    );
    const [again] = await rows(canvasElement);
    await expect(again!.reports).toHaveValue(25);
    await gradeStudents(canvasElement);
    await waitFor(() => expect(canvas.getByText(MESSAGES.graded)).toBeVisible());
    const api = fakeApi();
    await expect((await api.getStudent({ id: first!.id }))[0]?.grade?.weeklyReportsScore).toBe(25);
    await expect((await api.getStudent({ id: other!.id }))[0]?.grade?.defenseScore).toBe(30);
  },
};

/**
 * Grades typed, then a student's name followed: Back finds the grades still typed, and they are
 * sent. While any wait to be sent, closing or reloading the tab asks first.
 */
export const KeepsGradesWhenLeft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = await rows(canvasElement);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await expect(leave()).toBe(false);
    await userEvent.type(first!.inspection, '17.5');
    await expect(canvas.getByText('1 new grade to send.')).toBeVisible();
    await expect(leave()).toBe(true);
    await userEvent.click(
      within(canvas.getByRole('table', { name: CAPTION })).getByRole('link', { name: second!.name }),
    );
    await expect(await canvas.findByText('Navigated away.')).toBeVisible();
    await expect(leave()).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    const [again] = await rows(canvasElement);
    await expect(again!.inspection).toHaveValue(17.5);
    await expect(canvas.getByText('1 new grade to send.')).toBeVisible();
    await gradeStudents(canvasElement);
    await waitFor(() => expect(canvas.getByText(MESSAGES.graded)).toBeVisible());
    await expect((await fakeApi().getStudent({ id: first!.id }))[0]?.grade?.inspectionScore).toBe(17.5);
    await expect(leave()).toBe(false);
  },
};

/** While sending: the progress, the button busy, the inputs held. */
export const Submitting: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(
      http.post(mswPath(routes.coordinatorAssignGrade), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [a, b] = await rows(canvasElement);
    await userEvent.type(a!.reports, '10');
    await userEvent.type(b!.reports, '12');
    await gradeStudents(canvasElement);
    await waitFor(() => expect(canvas.getByText('Sending grade 1 of 2…')).toBeVisible());
    await expect(canvas.getByRole('progressbar', { name: 'Grades sent' })).toHaveAttribute('max', '2');
    await expect(canvas.getByRole('button', { name: 'Grade Students' })).toHaveAttribute('aria-busy', 'true');
    await expect(a!.reports).toBeDisabled();
  },
};

/** A server with other maxima: the headers say so, and grades are checked against them. */
export const ServerPolicy: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`*${GRADING_POLICY_PATH}`, () =>
        HttpResponse.json({ reports: 20, inspection: 20, defense: 60 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [a] = await rows(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: 'Defence Grade (out of 60)' })).toBeVisible(),
    );
    await userEvent.type(a!.reports, '25');
    await gradeStudents(canvasElement);
    await waitFor(() =>
      expect(a!.reports).toHaveAccessibleDescription('Weekly report grade must be a number from 0 to 20.'),
    );
  },
};

/** Loading, an empty list, and a failed load that Try again recovers from. */
const states = studentListStates(CAPTION);
export const Loading: Story = { ...states.Loading, tags: ['state'] };
export const Empty: Story = { ...states.Empty, tags: ['state'] };
export const Error: Story = { ...states.Error, tags: ['state'] };
export const ErrorThenRetry: Story = { ...states.ErrorThenRetry, tags: ['journey'] };

/**
 * A phone at 320 px: each student is a card, the name first and its three grade inputs under it,
 * each under its header, seen together with no sideways scrolling; a grade typed there is sent.
 */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  beforeEach({ msw }) {
    recordGrades(msw);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await rows(canvasElement);
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
    const name = within(canvas.getByRole('table', { name: CAPTION })).getAllByRole('rowheader')[0]!;
    await expectInFrame(
      canvas.getByRole('region', { name: CAPTION }),
      name,
      first!.reports,
      first!.inspection,
      first!.defense,
    );
    await expect(first!.reports.closest('td')).toHaveAttribute(
      'data-label',
      'Weekly Report Grade (out of 30)',
    );
    await expect(first!.reports.getBoundingClientRect().top).toBeGreaterThan(
      name.getBoundingClientRect().bottom,
    );
    await userEvent.type(first!.inspection, '29.5');
    await gradeStudents(canvasElement);
    await waitFor(() => expect(sent).toEqual([{ studentId: first!.id, type: 'inspection', score: 29.5 }]));
  },
};
