import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import {
  createClient,
  GRADING_POLICY_PATH,
  MESSAGES,
  routes,
  SERVER_MESSAGES,
  type SupervisorGradeSubmission,
} from '@siwes/api';
import { createFakeApi, emptyList, failWith, FIXTURE_IDS, FIXTURE_TOKENS, loadForever } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rowNamed, rowsOtherThan } from '../../testing/rows.ts';
import { GradeStudentsScreen } from './GradeStudentsScreen.tsx';

const NOTICE_MS = 400;

const meta = {
  title: 'Screens/Supervisor/GradeStudentsScreen',
  component: GradeStudentsScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/lecturers/gradeinspection',
    services: { signedIn: ['supervisor'], timing: { successNoticeMs: NOTICE_MS } },
  },
  args: { type: 'inspection' },
} satisfies Meta<typeof GradeStudentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fixture = createFakeApi().db;
const INSPECTION = fixture.students.filter((s) => s.inspection_supervisor?._id === FIXTURE_IDS.supervisor);
const DEFENCE = fixture.students.filter((s) => s.defense_supervisor?._id === FIXTURE_IDS.supervisor);
const FIRST = INSPECTION[0]!;
const SECOND = INSPECTION[1]!;

/** The score the supervisor now sees for a student, through the API the screen uses. */
async function scoreOf(id: string, type: 'inspection' | 'defense' = 'inspection') {
  const api = createClient({ baseUrl: '', getToken: () => FIXTURE_TOKENS.supervisor });
  const list = type === 'inspection' ? await api.listInspectionStudents() : await api.listDefenseStudents();
  const grade = list.find((s) => s._id === id)?.grade;
  return (type === 'inspection' ? grade?.inspectionScore : grade?.defenseScore) ?? null;
}

async function table(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('table', { name: /to grade for (inspection|defence)$/ });
}

async function grade(row: HTMLElement, name: string, score: string, label = 'Inspection Score') {
  const field = within(row).getByLabelText(`${label} for ${name}`);
  await userEvent.clear(field);
  await userEvent.type(field, score);
  await userEvent.click(within(row).getByRole('button', { name: `Grade ${name}` }));
  return field;
}

/** Each student with their current score out of the server's maximum, and a score input per row. */
export const InspectionGrades: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await expect(within(list).getAllByRole('row')).toHaveLength(INSPECTION.length + 1);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Grade Inspection' })).toBeVisible();
    const row = rowNamed(list, FIRST.name);
    await expect(row).toHaveTextContent(`${FIRST.grade!.inspectionScore} / 30`);
    const field = within(row).getByLabelText(`Inspection Score for ${FIRST.name}`);
    await expect(field).toHaveAccessibleDescription('Out of 30.');
    await expect(field).toHaveValue(FIRST.grade!.inspectionScore);
    const menu = canvas.getByRole('navigation', { name: 'Lecturer menu' });
    await expect(within(menu).getByRole('link', { name: 'Grade Inspection' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(document.title).toBe('Grade Inspection');
  },
};

/**
 * Opened from a Grade link of My Students or the Student Logbook (`#score-<id>`): the focus is on
 * that student's score once the list is drawn, to type the score at once.
 */
export const OpenedAtAStudent: Story = {
  parameters: { route: `/lecturers/gradeinspection#score-${SECOND._id}` },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const field = within(rowNamed(list, SECOND.name)).getByLabelText(`Inspection Score for ${SECOND.name}`);
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** The defence: the defence list's students, scores out of 40. */
export const DefenceGrades: Story = {
  args: { type: 'defense' },
  parameters: { route: '/lecturers/gradedefence' },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    await expect(within(list).getAllByRole('row')).toHaveLength(DEFENCE.length + 1);
    const student = DEFENCE[0]!;
    const row = rowNamed(list, student.name);
    await expect(row).toHaveTextContent(`${student.grade!.defenseScore} / 40`);
    await expect(within(row).getByLabelText(`Defence Score for ${student.name}`)).toHaveAccessibleDescription(
      'Out of 40.',
    );
    await expect(document.title).toBe('Grade Defence');
  },
};

/** The maximum shown is the server's policy, whatever it is set to. */
export const ServerMaximum: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`*${GRADING_POLICY_PATH}`, () =>
        HttpResponse.json({ reports: 30, inspection: 20, defense: 50 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const field = within(rowNamed(list, FIRST.name)).getByLabelText(`Inspection Score for ${FIRST.name}`);
    await waitFor(() => expect(field).toHaveAccessibleDescription('Out of 20.'));
  },
};

/**
 * A grade: 'Graded Successfully!' on that row only, the new score at once (a fraction is a score),
 * and through the API; the notice goes after its time, the score stays.
 */
export const GradeSuccess: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const row = rowNamed(list, FIRST.name);
    await grade(row, FIRST.name, '27.5');
    await waitFor(() => expect(within(row).getByRole('status')).toHaveTextContent(MESSAGES.graded));
    await expect(row).toHaveTextContent('27.5 / 30');
    await expect(await scoreOf(FIRST._id)).toBe(27.5);
    for (const other of rowsOtherThan(list, FIRST.name)) {
      await expect(within(other).getByRole('status')).toHaveTextContent('');
    }
    await waitFor(() => expect(within(row).getByRole('status')).toHaveTextContent(''), {
      timeout: NOTICE_MS * 5,
    });
    await expect(row).toHaveTextContent('27.5 / 30');
  },
};

/** The defence grade goes as a defence grade. */
export const GradeDefence: Story = {
  args: { type: 'defense' },
  parameters: { route: '/lecturers/gradedefence' },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const student = DEFENCE[0]!;
    const row = rowNamed(list, student.name);
    await grade(row, student.name, '38', 'Defence Score');
    await waitFor(() => expect(within(row).getByRole('status')).toHaveTextContent(MESSAGES.graded));
    await expect(await scoreOf(student._id, 'defense')).toBe(38);
    await expect(await scoreOf(student._id, 'inspection')).toBe(student.grade!.inspectionScore);
  },
};

/** A score out of range is sent as typed; the server's refusal stays on that row, the score is unchanged. */
export const OutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const row = rowNamed(list, FIRST.name);
    await grade(row, FIRST.name, '31');
    const refusal = SERVER_MESSAGES.scoreOutOfRange('inspection', 30);
    await waitFor(() => expect(within(row).getByRole('alert')).toHaveTextContent(refusal));
    await new Promise((resolve) => setTimeout(resolve, NOTICE_MS * 2));
    await expect(within(row).getByRole('alert')).toHaveTextContent(refusal);
    await expect(row).toHaveTextContent(`${FIRST.grade!.inspectionScore} / 30`);
    await expect(await scoreOf(FIRST._id)).toBe(FIRST.grade!.inspectionScore);
    for (const other of rowsOtherThan(list, FIRST.name)) {
      await expect(within(other).getByRole('alert')).toHaveTextContent('');
    }
    // Below 0 the browser holds the row back: the box is invalid and the score stays.
    await grade(row, FIRST.name, '-1');
    await expect(within(row).getByLabelText(`Inspection Score for ${FIRST.name}`)).toBeInvalid();
    await expect(await scoreOf(FIRST._id)).toBe(FIRST.grade!.inspectionScore);
  },
};

/** Sending: the row's button is busy. */
export const Submitting: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('supervisorAssignGrade'));
  },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const row = rowNamed(list, FIRST.name);
    await grade(row, FIRST.name, '20');
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: `Grade ${FIRST.name}` })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** One row waiting on the server holds up no other: the next row is graded meanwhile. */
export const RowsIndependent: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(`*${routes.supervisorAssignGrade.path}`, async ({ request }) => {
        const body = (await request.clone().json()) as SupervisorGradeSubmission;
        if (body.studentId === FIRST._id) await delay('infinite');
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const stuck = rowNamed(list, FIRST.name);
    await grade(stuck, FIRST.name, '21');
    const other = rowNamed(list, SECOND.name);
    await grade(other, SECOND.name, '22');
    await waitFor(() => expect(within(other).getByRole('status')).toHaveTextContent(MESSAGES.graded));
    await expect(other).toHaveTextContent('22 / 30');
    await expect(within(stuck).getByRole('button', { name: `Grade ${FIRST.name}` })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A server that gives no reason: the row says the fallback, and keeps it. */
export const RowErrorWithoutText: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('supervisorAssignGrade', 500));
  },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const row = rowNamed(list, SECOND.name);
    await grade(row, SECOND.name, '10');
    await waitFor(() => expect(within(row).getByRole('alert')).toHaveTextContent(MESSAGES.genericError));
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('listInspectionStudents'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your students…');
  },
};

export const Error: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(failWith('listDefenseStudents', 500, { message: 'The grades are locked for review.' }));
  },
  args: { type: 'defense' },
  parameters: { route: '/lecturers/gradedefence' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The grades are locked for review.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A supervisor with no students: the list says so. */
export const Empty: Story = {
  tags: ['state'],
  parameters: { services: { signedIn: ['idleSupervisor'] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No students have been assigned to you for inspection yet.'),
    ).toBeVisible();
  },
};

export const EmptyDefence: Story = {
  args: { type: 'defense' },
  parameters: { route: '/lecturers/gradedefence' },
  beforeEach({ msw }) {
    msw.use(emptyList('listDefenseStudents'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No students have been assigned to you for defence yet.'),
    ).toBeVisible();
  },
};

/** A phone at 320 px: cards, nothing scrolls sideways, and a grade is given with the keyboard alone. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
    const row = rowNamed(list, SECOND.name);
    const field = within(row).getByLabelText(`Inspection Score for ${SECOND.name}`);
    field.focus();
    await userEvent.keyboard('{Control>}a{/Control}24{Enter}');
    await waitFor(() => expect(within(row).getByRole('status')).toHaveTextContent(MESSAGES.graded));
    await expect(await scoreOf(SECOND._id)).toBe(24);
  },
};
