import type { Meta, StoryObj } from '@storybook/react-vite';
import { CSV_HEADERS, MESSAGES } from '@siwes/api';
import { filterWeeklyTotals } from '@siwes/flows';
import { failWith, respondWith, STUDENT_COUNT } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { columnTexts, expectCards, fakeApi, tableRows, listStateStories } from '../../testing/stories.ts';
import { TotalWeeklyReportScreen } from './TotalWeeklyReportScreen.tsx';

const meta = {
  title: 'Coordinator/TotalWeeklyReportScreen',
  component: TotalWeeklyReportScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/coordinator/totalweeklyreport',
    services: { signedIn: ['coordinator'] },
  },
} satisfies Meta<typeof TotalWeeklyReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CAPTION = 'Weekly report totals';
const PAGES = Math.ceil(STUDENT_COUNT / 10);

/** The page numbers the pagination shows, in order ('…' for a gap). */
function pageButtons(canvasElement: HTMLElement): string[] {
  const nav = within(canvasElement).getByRole('navigation', { name: `${CAPTION} pages` });
  return [...nav.querySelectorAll('li')]
    .map((li) => li.textContent ?? '')
    .filter((text) => text !== 'Previous' && text !== 'Next');
}

/** Each student's weeks and score, 10 a page; the pages shown are the first, last, current and its neighbours. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Students Total Weekly Report' }),
    ).toBeVisible();
    const rows = await tableRows(canvasElement, CAPTION);
    await expect(rows).toHaveLength(10);
    const { data } = await fakeApi().getWeeklyReportScores({ page: 1, limit: 10 });
    await expect(await columnTexts(canvasElement, CAPTION, 'Student Name')).toEqual(
      data.map((r) => `${r.firstName} ${r.lastName}`),
    );
    await expect(await columnTexts(canvasElement, CAPTION, 'Total Score')).toEqual(
      data.map((r) => String(r.marks)),
    );
    await expect(await columnTexts(canvasElement, CAPTION, 'Signed Weeks')).toEqual(
      data.map((r) => String(r.signedWeeks)),
    );
    await expect(pageButtons(canvasElement)).toEqual(['1', '2', '…', String(PAGES)]);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(pageButtons(canvasElement)).toEqual(['1', '2', '3', '4', '…', String(PAGES)]);
    const third = await fakeApi().getWeeklyReportScores({ page: 3, limit: 10 });
    await expect(await columnTexts(canvasElement, CAPTION, 'Matric Number')).toEqual(
      third.data.map((r) => r.matricNumber),
    );
    const menu = canvas.getByRole('navigation', { name: 'Coordinator menu' });
    await expect(
      within(menu).getByRole('link', { name: 'Weekly Report Totals' }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

const row = (firstName: string, matricNumber: string, reportCount: number, signedWeeks: number) => ({
  firstName,
  lastName: 'Okonkwo',
  matricNumber,
  reportCount,
  marks: reportCount * 2,
  signedWeeks,
  waitingWeeks: 0,
  lastSignedAt: signedWeeks > 0 ? '2026-05-16T09:30:00.000Z' : null,
});

/** Each student's weeks signed by the workplace supervisor, beside the weeks written. */
export const SignedWeeks: Story = {
  beforeEach({ msw }) {
    msw.use(
      respondWith('getWeeklyReportScores', {
        data: [row('Adaeze', 'CSC/2022/001', 12, 9), row('Bayo', 'CSC/2022/002', 4, 0)],
        totalStudents: 2,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await tableRows(canvasElement, CAPTION);
    await expect(await columnTexts(canvasElement, CAPTION, 'Total Weeks')).toEqual(['12', '4']);
    await expect(await columnTexts(canvasElement, CAPTION, 'Signed Weeks')).toEqual(['9', '0']);
  },
};

/** The search filters the page shown by name or matric number, ignoring case; Reset brings the page back. */
export const FilterThePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = await columnTexts(canvasElement, CAPTION, 'Student Name');
    const box = canvas.getByRole('searchbox', { name: 'Search this page' });
    await expect(box).toHaveAttribute('placeholder', 'Search by name or matric...');
    const target = names[3]!;
    await userEvent.type(box, target.split(' ')[1]!.toUpperCase());
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(async () =>
      expect(await columnTexts(canvasElement, CAPTION, 'Student Name')).toContain(target),
    );
    const shown = await columnTexts(canvasElement, CAPTION, 'Student Name');
    await expect(shown.length).toBeLessThan(names.length);
    await expect(shown.every((n) => n.toLowerCase().includes(target.split(' ')[1]!.toLowerCase()))).toBe(
      true,
    );
    const matric = (await fakeApi().getWeeklyReportScores({ page: 1, limit: 10 })).data[6]!.matricNumber;
    await userEvent.clear(box);
    await userEvent.type(box, `${matric.toLowerCase()}{Enter}`);
    await waitFor(async () =>
      expect(await columnTexts(canvasElement, CAPTION, 'Matric Number')).toEqual([matric]),
    );
    await expect(canvas.getByText(`1 student matches “${matric.toLowerCase()}”.`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(async () =>
      expect(await columnTexts(canvasElement, CAPTION, 'Student Name')).toEqual(names),
    );
    await expect(box).toHaveValue('');
  },
};

/** A filter that matches nobody on the page. */
export const FilterMatchesNobody: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement, CAPTION);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this page' }), 'zzzz{Enter}');
    await waitFor(() => expect(canvas.getByText('0 students match “zzzz”.')).toBeVisible());
    await expect(canvas.getByText('No students match.')).toBeVisible();
  },
};

/** Export saves weekly_reports.csv, every student's totals. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement, CAPTION);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const file = await canvas.findByTestId('saved-file');
    await expect(file).toHaveAttribute('data-file-name', 'weekly_reports.csv');
    const lines = (file.textContent ?? '').trim().split('\r\n');
    await expect(lines[0]).toBe(CSV_HEADERS.weeklyReports.join(','));
    await expect(lines).toHaveLength(STUDENT_COUNT + 1);
  },
};

export const ExportFails: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('downloadWeeklyReportScores', 500, { message: 'Disk full' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement, CAPTION);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(await canvas.findByText(MESSAGES.exportFailed)).toBeVisible();
  },
};

/** Loading, an empty list, and a failed load that Try again recovers from. */
const states = listStateStories({
  call: 'getWeeklyReportScores',
  caption: CAPTION,
  emptyText: 'No students have registered yet.',
  failure: { status: 500, body: {}, heading: MESSAGES.fetchError },
  rowsAfterRetry: 10,
});
/**
 * Opened at an address holding a page and its filter (Back to it, a reload): that page, filtered,
 * the text in the box. A sort in the address is dropped: this list sorts nothing.
 */
export const OpenedAtItsPageAndFilter: Story = {
  parameters: { route: '/coordinator/totalweeklyreport?page=3&q=a&sort=name&order=desc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(canvas.getByRole('searchbox', { name: 'Search this page' })).toHaveValue('a');
    const third = await fakeApi().getWeeklyReportScores({ page: 3, limit: 10 });
    const kept = filterWeeklyTotals(third.data, 'a');
    await expect(kept.length).toBeGreaterThan(0);
    await waitFor(async () =>
      expect(await columnTexts(canvasElement, CAPTION, 'Matric Number')).toEqual(
        kept.map((r) => r.matricNumber),
      ),
    );
    await waitFor(() => expect(canvas.getByTestId('current-search')).toHaveTextContent('?q=a&page=3'));
  },
};

export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Error: Story = states.Error;

/** A phone at 320 px: each row is a card, every value under its header, nothing sideways. */
export const Phone: Story = {
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCards(canvasElement, CAPTION);
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
