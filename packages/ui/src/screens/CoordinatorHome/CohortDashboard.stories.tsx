import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CohortDashboard as Dashboard } from '@siwes/api';
import type { HttpHandler } from 'msw';
import { failWith, loadForever, Outage, respondWith } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { columnTexts, fakeApi, tableRows } from '../../testing/stories.ts';
import { CohortDashboard, PANEL_TITLES } from './CohortDashboard.tsx';

/**
 * The coordinator's dashboard (issue 29) on the coordinator's home: every panel in every state,
 * the fake's cohort, none, one student, 20,000 students, loading and a failed load.
 */
const meta = {
  title: 'Screens/Coordinator/CoordinatorHomeScreen: CohortDashboard',
  component: CohortDashboard,
  parameters: { route: '/coordinator/index', services: { signedIn: ['coordinator'] } },
} satisfies Meta<typeof CohortDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const CAPTIONS = {
  funnel: 'Students at each stage',
  weeks: 'Reports written and signed each week',
  grades: 'Collated students by grade',
  supervisors: 'Students and grades still to give, by supervisor',
} as const;

const BANDS = ['A', 'B', 'C', 'D', 'E', 'F'];

const EMPTY: Dashboard = {
  funnel: { registered: 0, placed: 0, withBothSupervisors: 0, reportsStarted: 0, graded: 0, collated: 0 },
  weeks: [],
  grades: BANDS.map((band) => ({ band, students: 0 })),
  supervisors: [],
  totalSupervisors: 0,
};

const ONE: Dashboard = {
  funnel: { registered: 1, placed: 1, withBothSupervisors: 1, reportsStarted: 1, graded: 1, collated: 1 },
  weeks: [
    { weekStart: '2026-05-25', written: 1, signed: 1 },
    { weekStart: '2026-06-01', written: 1, signed: 0 },
  ],
  grades: BANDS.map((band) => ({ band, students: band === 'B' ? 1 : 0 })),
  supervisors: [{ id: 'sup-1', name: 'Ngozi Okafor', students: 1, notGraded: 0 }],
  totalSupervisors: 1,
};

/** 20,000 students over 24 weeks, 200 supervisors of whom the busiest 10 are shown. */
const LARGE: Dashboard = {
  funnel: {
    registered: 20_000,
    placed: 18_412,
    withBothSupervisors: 15_003,
    reportsStarted: 17_950,
    graded: 6_120,
    collated: 5_480,
  },
  weeks: Array.from({ length: 24 }, (_, i) => {
    const monday = new Date(Date.UTC(2026, 0, 5) + i * 7 * 86_400_000).toISOString().slice(0, 10);
    const written = 17_000 - i * 180 - (i % 3) * 250;
    return { weekStart: monday, written, signed: Math.max(0, written - 2_000 - i * 150) };
  }),
  grades: [1_210, 1_630, 1_405, 520, 380, 335].map((students, i) => ({ band: BANDS[i]!, students })),
  supervisors: Array.from({ length: 10 }, (_, i) => ({
    id: `sup-${i}`,
    name: `Supervisor Number ${i + 1} Adebayo-Ogunlesi`,
    students: 140 - i * 3,
    notGraded: 120 - i * 9,
  })),
  totalSupervisors: 200,
};

const answering =
  (dashboard: Dashboard) =>
  ({ msw }: { msw: { use: (...handlers: ReturnType<typeof respondWith>[]) => void } }) =>
    msw.use(respondWith('getDashboard', { data: dashboard }));

const panel = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).findByRole('region', { name: title });

/** The fake's cohort: each panel with its chart, its table and its link; the funnel's numbers are the lists'. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of Object.values(PANEL_TITLES))
      await expect(await panel(canvasElement, title)).toBeVisible();
    const { totalStudents } = await fakeApi().listStudents({ limit: 1 });
    const stages = await columnTexts(canvasElement, CAPTIONS.funnel, 'Stage');
    const counts = await columnTexts(canvasElement, CAPTIONS.funnel, 'Students');
    await expect(stages).toEqual([
      'Registered',
      'Placed',
      'With both supervisors',
      'Reports started',
      'Graded',
      'Collated',
    ]);
    await expect(counts[0]).toBe(String(totalStudents));
    // Every band, each with the span of totals it counts.
    await expect(await columnTexts(canvasElement, CAPTIONS.grades, 'Grade')).toEqual(BANDS);
    // The busiest supervisors, the most grades to give first.
    const owed = (await columnTexts(canvasElement, CAPTIONS.supervisors, 'Not yet graded')).map(Number);
    await expect(owed).toEqual([...owed].sort((a, b) => b - a));
    // The weeks, newest first in the table.
    const weeks = await tableRows(canvasElement, CAPTIONS.weeks);
    await expect(weeks.length).toBeGreaterThan(0);
    // Each chart is a picture of its table: hidden from screen readers, which read the table.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
    }
    // A stage's link opens the list it counts, filtered.
    await userEvent.click(canvas.getByRole('link', { name: 'With both supervisors' }));
    await waitFor(() =>
      expect(canvas.getByTestId('current-path')).toHaveTextContent('/coordinator/assigninspector'),
    );
    await expect(canvas.getByTestId('current-search')).toHaveTextContent('?unassigned=inspection');
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach: ({ msw }) => msw.use(loadForever('getDashboard')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      "Loading the cohort's numbers…",
    );
  },
};

/** No student yet: zeros in the funnel, and each other panel says why it has nothing to draw. */
export const Empty: Story = {
  tags: ['state'],
  beforeEach: answering(EMPTY),
  play: async ({ canvasElement }) => {
    await expect(await columnTexts(canvasElement, CAPTIONS.funnel, 'Students')).toEqual([
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
    ]);
    await expect(await columnTexts(canvasElement, CAPTIONS.funnel, 'Of registered')).toEqual(
      Array(6).fill('0%'),
    );
    await expect(await panel(canvasElement, PANEL_TITLES.weeks)).toHaveTextContent(
      'No training weeks yet: no student has a resumption date.',
    );
    await expect(await panel(canvasElement, PANEL_TITLES.grades)).toHaveTextContent(
      'No grades collated yet.',
    );
    await expect(await panel(canvasElement, PANEL_TITLES.supervisors)).toHaveTextContent(
      'No supervisors yet.',
    );
  },
};

/** A cohort of one: every stage at 100 %, their two weeks, their one grade and supervisor. */
export const One: Story = {
  beforeEach: answering(ONE),
  play: async ({ canvasElement }) => {
    await expect(await columnTexts(canvasElement, CAPTIONS.funnel, 'Of registered')).toEqual(
      Array(6).fill('100%'),
    );
    await expect(await columnTexts(canvasElement, CAPTIONS.weeks, 'Week of')).toEqual([
      '1 Jun 2026',
      '25 May 2026',
    ]);
    await expect(await columnTexts(canvasElement, CAPTIONS.weeks, 'Signed')).toEqual(['0', '1']);
    await expect(await columnTexts(canvasElement, CAPTIONS.grades, 'Students')).toEqual([
      '0',
      '1',
      '0',
      '0',
      '0',
      '0',
    ]);
    await expect(await columnTexts(canvasElement, CAPTIONS.supervisors, 'Supervisor')).toEqual([
      'Ngozi Okafor',
    ]);
  },
};

/** 20,000 students: the numbers whole in the tables, 24 weeks, and the busiest 10 of 200 supervisors said. */
export const Large: Story = {
  beforeEach: answering(LARGE),
  play: async ({ canvasElement }) => {
    await expect((await columnTexts(canvasElement, CAPTIONS.funnel, 'Students'))[0]).toBe('20000');
    await expect(await columnTexts(canvasElement, CAPTIONS.funnel, 'Of registered')).toEqual([
      '100%',
      '92%',
      '75%',
      '90%',
      '31%',
      '27%',
    ]);
    await expect(await tableRows(canvasElement, CAPTIONS.weeks)).toHaveLength(24);
    await expect(await panel(canvasElement, PANEL_TITLES.supervisors)).toHaveTextContent(
      'The 10 with the most grades to give, of 200 supervisors.',
    );
  },
};

const down = new Outage();
function failing({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) {
  msw.use(
    failWith('getDashboard', 503, { message: 'The numbers are unavailable.' }, { until: down.begin() }),
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

/** Try again loads the dashboard once the server is back. */
export const ErrorThenRetry: Story = {
  tags: ['journey'],
  beforeEach: failing,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The numbers are unavailable.'));
    down.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await panel(canvasElement, PANEL_TITLES.funnel)).toBeVisible();
  },
};

/** A phone: the panels stacked, the tables as cards, nothing wider than the screen. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  beforeEach: answering(LARGE),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await panel(canvasElement, PANEL_TITLES.supervisors);
    await tableRows(canvasElement, CAPTIONS.supervisors);
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
