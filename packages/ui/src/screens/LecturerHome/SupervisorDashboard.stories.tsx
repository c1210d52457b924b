import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SupervisorHome } from '@siwes/api';
import type { HttpHandler } from 'msw';
import { failWith, loadForever, Outage, respondWith } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { columnTexts, fakeApi, tableRows } from '../../testing/stories.ts';
import { SUPERVISOR_PANEL_TITLES, SupervisorDashboard } from './SupervisorDashboard.tsx';

/**
 * The supervisor's panels (issue 29) on Lecturer's Home: the fake's supervisor, none assigned,
 * 1,500 students, loading and a failed load.
 */
const meta = {
  title: 'Screens/Supervisor/LecturerHomeScreen: SupervisorDashboard',
  component: SupervisorDashboard,
  parameters: { route: '/lecturers/index', services: { signedIn: ['supervisor'] } },
} satisfies Meta<typeof SupervisorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const CAPTIONS = {
  weeks: 'Weeks written, signed and not signed',
  grades: 'Grades given and still to give',
  next: 'Students waiting for you',
} as const;

const EMPTY: SupervisorHome = {
  students: 0,
  weeksWritten: 0,
  weeksSigned: 0,
  weeksUnsigned: 0,
  inspection: { students: 0, graded: 0 },
  defense: { students: 0, graded: 0 },
  needingYou: 0,
  next: [],
};

/** 1,500 students on the supervisor's lists, 640 of them waiting: the first 10 listed. */
const LARGE: SupervisorHome = {
  students: 1_500,
  weeksWritten: 26_400,
  weeksSigned: 21_950,
  weeksUnsigned: 3_870,
  inspection: { students: 1_020, graded: 610 },
  defense: { students: 880, graded: 120 },
  needingYou: 640,
  next: Array.from({ length: 10 }, (_, i) => ({
    id: `stu-${i}`,
    name: `Student Number ${i + 1} Adebayo-Ogunlesi`,
    matricNo: `ENG/2022/${String(i).padStart(4, '0')}`,
    studentCode: `SIW26${String(i).padStart(4, '0')}`,
    weeksWritten: 20 - i,
    weeksSigned: 12,
    weeksUnsigned: 8 - Math.floor(i / 2),
    lastWeekWritten: '2026-06-01',
    toGrade: i < 4 ? (['inspection', 'defense'] as const) : (['inspection'] as const),
  })).map((r) => ({ ...r, toGrade: [...r.toGrade] })),
};

const answering =
  (home: SupervisorHome) =>
  ({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) =>
    msw.use(respondWith('supervisorGetDashboard', { data: home }));

const panel = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).findByRole('region', { name: title });

/** The fake's supervisor: each panel with its table; the grades are their lists'; a student's name opens their logbook. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of Object.values(SUPERVISOR_PANEL_TITLES))
      await expect(await panel(canvasElement, title)).toBeVisible();
    const inspecting = await fakeApi('supervisor').listInspectionStudents();
    await expect((await columnTexts(canvasElement, CAPTIONS.grades, 'Students'))[0]).toBe(
      String(inspecting.length),
    );
    await expect(await columnTexts(canvasElement, CAPTIONS.weeks, 'Weeks')).toEqual([
      'Written',
      'Signed',
      'Past and not signed',
    ]);
    // Each chart is a picture of its table: hidden from screen readers, which read the table.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
    }
    const waiting = await tableRows(canvasElement, CAPTIONS.next);
    await expect(waiting.length).toBeGreaterThan(0);
    const first = within(waiting[0]!).getByRole('link');
    await userEvent.click(first);
    await waitFor(() =>
      expect(canvas.getByTestId('current-path')).toHaveTextContent(/^\/lecturers\/logbook\//),
    );
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach: ({ msw }) => msw.use(loadForever('supervisorGetDashboard')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      "Loading your students' numbers…",
    );
  },
};

/** No student assigned: nothing to count, and it says so. */
export const Empty: Story = {
  tags: ['state'],
  beforeEach: answering(EMPTY),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No students are assigned to you yet, so there is nothing to count.',
      ),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** 1,500 students: whole numbers in the tables, and the first 10 of 640 waiting said. */
export const Large: Story = {
  beforeEach: answering(LARGE),
  play: async ({ canvasElement }) => {
    await expect(await panel(canvasElement, SUPERVISOR_PANEL_TITLES.next)).toHaveTextContent(
      'The first 10 of 640 students waiting for you.',
    );
    await expect(await columnTexts(canvasElement, CAPTIONS.grades, 'To give')).toEqual(['410', '760']);
    await expect(await columnTexts(canvasElement, CAPTIONS.weeks, 'Count')).toEqual([
      '26400',
      '21950',
      '3870',
    ]);
    await expect((await columnTexts(canvasElement, CAPTIONS.next, 'To grade'))[0]).toBe(
      'Inspection, Defence',
    );
  },
};

const down = new Outage();
function failing({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) {
  msw.use(
    failWith(
      'supervisorGetDashboard',
      503,
      { message: 'The numbers are unavailable.' },
      { until: down.begin() },
    ),
  );
}

/** The call fails: the server's message, with Try again. */
export const Error: Story = {
  tags: ['state'],
  beforeEach: failing,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The numbers are unavailable.'));
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Try again loads the panels once the server is back. */
export const ErrorThenRetry: Story = {
  tags: ['journey'],
  beforeEach: failing,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The numbers are unavailable.'));
    down.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await panel(canvasElement, SUPERVISOR_PANEL_TITLES.weeks)).toBeVisible();
  },
};

/** A phone: the panels stacked, the tables as cards, nothing wider than the screen. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  beforeEach: answering(LARGE),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await panel(canvasElement, SUPERVISOR_PANEL_TITLES.next);
    await tableRows(canvasElement, CAPTIONS.next);
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
