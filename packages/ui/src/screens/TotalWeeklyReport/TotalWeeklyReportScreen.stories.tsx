import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { CSV_HEADERS, MESSAGES, routes } from '@siwes/api';
import { failWith, mswPath, respondWith, STUDENT_COUNT } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  columnTexts,
  expectCards,
  failsThenRetries,
  fakeApi,
  tableRows,
  listStateStories,
} from '../../testing/stories.ts';
import { outOf, TOTALS_LEAD, TotalWeeklyReportScreen } from './TotalWeeklyReportScreen.tsx';

const meta = {
  title: 'Screens/Coordinator/TotalWeeklyReportScreen',
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
export const Default: Story = {
  tags: ['state'],
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
    await expect(canvas.getByText(TOTALS_LEAD)).toBeVisible();
    await expect(await columnTexts(canvasElement, CAPTION, 'Total Score')).toEqual(
      data.map((r) => outOf(r.marks, r.maxMarks)),
    );
    await expect(await columnTexts(canvasElement, CAPTION, 'Total Weeks')).toEqual(
      data.map((r) => outOf(r.reportCount, r.expectedWeeks)),
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
    await expect(within(menu).getByRole('link', { name: 'Weekly Report Totals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
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
  studentCode: `SIW26${matricNumber.slice(-3)}`,
  expectedWeeks: 12,
  maxMarks: 30,
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
    await expect(await columnTexts(canvasElement, CAPTION, 'Total Weeks')).toEqual(['12 / 12', '4 / 12']);
    await expect(await columnTexts(canvasElement, CAPTION, 'Total Score')).toEqual(['24 / 30', '8 / 30']);
    await expect(await columnTexts(canvasElement, CAPTION, 'Signed Weeks')).toEqual(['9', '0']);
  },
};

/**
 * The search looks through the whole cohort on the server (issue 34; the spec's searched only the
 * page shown): a student three pages on is found by their matric number, in any case; a name
 * finds everyone it matches, on any page; Reset brings the first page back.
 */
export const SearchFindsAcrossPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstPage = await columnTexts(canvasElement, CAPTION, 'Student Name');
    const box = canvas.getByRole('searchbox', { name: 'Search students' });
    await expect(box).toHaveAttribute('placeholder', 'Search by name or matric...');
    const later = (await fakeApi().getWeeklyReportScores({ page: 3, limit: 10 })).data[4]!;
    await expect(firstPage).not.toContain(`${later.firstName} ${later.lastName}`);
    await userEvent.type(box, later.matricNumber.toLowerCase());
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(async () =>
      expect(await columnTexts(canvasElement, CAPTION, 'Matric Number')).toEqual([later.matricNumber]),
    );
    await expect(canvas.getByText(`1 student matches “${later.matricNumber.toLowerCase()}”.`)).toBeVisible();
    await expect(await columnTexts(canvasElement, CAPTION, 'Total Score')).toEqual([
      outOf(later.marks, later.maxMarks),
    ]);
    await waitFor(() =>
      expect(canvas.getByTestId('current-search')).toHaveTextContent(
        `?q=${encodeURIComponent(later.matricNumber.toLowerCase())}`,
      ),
    );

    // A last name: every student it finds, from any page, in name order.
    const name = later.lastName;
    const { data: matches } = await fakeApi().getWeeklyReportScores({ q: name, limit: 100 });
    await userEvent.clear(box);
    await userEvent.type(box, `${name}{Enter}`);
    await waitFor(async () =>
      expect(await columnTexts(canvasElement, CAPTION, 'Matric Number')).toEqual(
        matches.map((r) => r.matricNumber),
      ),
    );
    const count = matches.length === 1 ? '1 student matches' : `${matches.length} students match`;
    await expect(canvas.getByText(`${count} “${name}”.`)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(async () =>
      expect(await columnTexts(canvasElement, CAPTION, 'Student Name')).toEqual(firstPage),
    );
    await expect(box).toHaveValue('');
  },
};

/** A search that finds nobody in the cohort says so; shorter than 3 characters, nothing is asked. */
export const SearchMatchesNobody: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstPage = await columnTexts(canvasElement, CAPTION, 'Student Name');
    const box = canvas.getByRole('searchbox', { name: 'Search students' });
    await userEvent.type(box, 'zz{Enter}');
    await expect(await columnTexts(canvasElement, CAPTION, 'Student Name')).toEqual(firstPage);
    await userEvent.type(box, 'zzqx{Enter}');
    await waitFor(() => expect(canvas.getByText('0 students match “zzzzqx”.')).toBeVisible());
    await expect(canvas.getByText('No students match.')).toBeVisible();
  },
};

/** The search fails: the server's message in the page's place, and Try again searches again. */
const failedSearch = failsThenRetries({
  fail: (until) =>
    http.get(mswPath(routes.getWeeklyReportScores), ({ request }) => {
      if (!new URL(request.url).searchParams.has('q') || until.over) return undefined;
      return HttpResponse.json({ message: 'The search is down for a moment.' }, { status: 503 });
    }),
  shows: async (canvas, canvasElement) => {
    const later = (await fakeApi().getWeeklyReportScores({ page: 2, limit: 10 })).data[0]!;
    await tableRows(canvasElement, CAPTION);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search students' }),
      `${later.matricNumber}{Enter}`,
    );
    await expect(await canvas.findByText('The search is down for a moment.')).toBeVisible();
  },
  recovered: async (_canvas, canvasElement) => {
    const later = (await fakeApi().getWeeklyReportScores({ page: 2, limit: 10 })).data[0]!;
    await waitFor(async () =>
      expect(await columnTexts(canvasElement, CAPTION, 'Matric Number')).toEqual([later.matricNumber]),
    );
  },
});
export const SearchError: Story = { ...failedSearch.Error, tags: ['state'] };
/** Try again searches again once the server is back. */
export const SearchErrorThenRetry: Story = { ...failedSearch.ErrorThenRetry, tags: ['journey'] };

/** A name opens that student's weekly reports (the coordinator's Weekly Reports page). */
export const NameOpensWeeklyReports: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = (await fakeApi().getWeeklyReportScores({ page: 1, limit: 10 })).data;
    await tableRows(canvasElement, CAPTION);
    const link = canvas.getByRole('link', { name: `${first!.firstName} ${first!.lastName}` });
    await expect(link).toHaveAttribute('href', `/coordinator/student/weeklyreports/${first!.studentCode}`);
    await userEvent.click(link);
    await waitFor(() =>
      expect(canvas.getByTestId('current-path')).toHaveTextContent(
        `/coordinator/student/weeklyreports/${first!.studentCode}`,
      ),
    );
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

export const ExportError: Story = {
  tags: ['state'],
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
 * Opened at an address holding a search (Back to it, a reload, a shared link): the search's
 * matches from the whole cohort, the words in the box. A sort in the address is dropped: this
 * list sorts nothing.
 */
export const OpenedAtItsSearch: Story = {
  parameters: { route: '/coordinator/totalweeklyreport?q=okafor&sort=name&order=desc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search students' })).toHaveValue('okafor');
    const { data } = await fakeApi().getWeeklyReportScores({ q: 'okafor', limit: 100 });
    await waitFor(async () =>
      expect(await columnTexts(canvasElement, CAPTION, 'Matric Number')).toEqual(
        data.map((r) => r.matricNumber),
      ),
    );
    await waitFor(() => expect(canvas.getByTestId('current-search')).toHaveTextContent('?q=okafor'));
  },
};

/** Opened at an address holding a page: that page. */
export const OpenedAtItsPage: Story = {
  parameters: { route: '/coordinator/totalweeklyreport?page=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page'),
    );
    const third = await fakeApi().getWeeklyReportScores({ page: 3, limit: 10 });
    await waitFor(async () =>
      expect(await columnTexts(canvasElement, CAPTION, 'Matric Number')).toEqual(
        third.data.map((r) => r.matricNumber),
      ),
    );
  },
};

export const Loading: Story = { ...states.Loading, tags: ['state'] };
export const Empty: Story = { ...states.Empty, tags: ['state'] };
export const Error: Story = { ...states.Error, tags: ['state'] };
export const ErrorThenRetry: Story = { ...states.ErrorThenRetry, tags: ['journey'] };

/** A phone at 320 px: each row is a card, every value under its header, nothing sideways. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCards(canvasElement, CAPTION);
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
