import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES, PAGE_SIZE } from '@siwes/api';
import { STUDENT_COUNT } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { byText, commonSurname, fakeApi, recordRequests, searchMatches } from '../../testing/stories.ts';
import {
  byName,
  CAPTION,
  names,
  onFirstPageByCourse,
  onPage,
  page,
  PAGES,
  STUDENT,
  StudentsTable,
} from '../../testing/studentsTable.tsx';

/**
 * The paged table template and its address: the page, sort, search or filter it opens at (Back,
 * a reload, a shared link), checked first, and kept as the table changes.
 */
const meta = {
  title: 'Patterns/PagedTableScreen: its address',
  tags: ['autodocs'],
  component: StudentsTable,
  parameters: {
    layout: 'fullscreen',
    route: '/coordinator/students',
    services: { signedIn: ['coordinator'] },
  },
} satisfies Meta<typeof StudentsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const searches = recordRequests('searchStudents');
const pagesAsked = recordRequests('listStudents');

function recordLists({ msw }: { msw: { use: (...handlers: Array<typeof searches.handler>) => void } }) {
  for (const recorder of [searches, pagesAsked]) {
    recorder.bodies.length = 0;
    recorder.queries.length = 0;
  }
  msw.use(searches.handler, pagesAsked.handler);
}

/** The query string the table keeps its place in (`current-search`), as its parameters. */
const address = (canvasElement: HTMLElement) =>
  new URLSearchParams(within(canvasElement).getByTestId('current-search').textContent ?? '');

/** Waits until the page's address is exactly `search` (`''` for none). */
async function addressIs(canvasElement: HTMLElement, search: string) {
  await waitFor(() => expect(within(canvasElement).getByTestId('current-search').textContent).toBe(search));
}

const SURNAME = commonSurname();

/**
 * Opened at an address holding a search (Back to the page, a reload, a shared link): the words
 * are in the box and the matches show, found by one search, with no page of the cohort asked for.
 * Reset empties the box and the address.
 */
export const OpensOnItsAddressSearch: Story = {
  parameters: { route: `/coordinator/students?q=${SURNAME}` },
  beforeEach: recordLists,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const matches = searchMatches(SURNAME);
    await expect(matches.length).toBeGreaterThan(2);
    const box = canvas.getByRole('searchbox', { name: 'Search students' });
    await expect(box).toHaveValue(SURNAME);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(`${matches.length} students match “${SURNAME}”.`),
    );
    await expect([...(await names(canvasElement))].sort(byText)).toEqual(
      matches.map((m) => m.name).sort(byText),
    );
    await expect(canvas.queryByRole('navigation', { name: `${CAPTION} pages` })).toBeNull();
    await expect(searches.queries.map((q) => q.get('q'))).toEqual([SURNAME]);
    await expect(pagesAsked.queries).toHaveLength(0);
    await expect(address(canvasElement).get('q')).toBe(SURNAME);

    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(await onPage(canvasElement, 1)).toHaveLength(PAGE_SIZE);
    await expect(box).toHaveValue('');
    await addressIs(canvasElement, '');
  },
};

/**
 * Opened at an address holding a page and a sort: that page, in that order. Paging and sorting
 * on keep the address with them, leaving out what is the default.
 */
export const OpensAtItsAddressPageAndSort: Story = {
  parameters: { route: '/coordinator/students?page=3&sort=name&order=desc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = await fakeApi().listStudents({
      page: 3,
      limit: PAGE_SIZE,
      sortBy: 'name',
      sortOrder: 'desc',
    });
    await onPage(canvasElement, 3);
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(await names(canvasElement)).toEqual(expected.students.map((s) => s.name));
    await expect(canvas.getByRole('searchbox', { name: 'Search students' })).toHaveValue('');

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await onPage(canvasElement, 4);
    await addressIs(canvasElement, '?page=4&sort=name&order=desc');
    await userEvent.click(canvas.getByRole('button', { name: /^Name/ }));
    await onPage(canvasElement, 1);
    await addressIs(canvasElement, '?sort=name');
    await userEvent.click(canvas.getByRole('button', { name: /^Course/ }));
    await addressIs(canvasElement, '');
  },
};

/** A page in the address that is no page (letters): page 1, only page 1 asked for, and the address cleaned. */
export const WrongPageInItsAddress: Story = {
  parameters: { route: '/coordinator/students?page=abc' },
  beforeEach: recordLists,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await onFirstPageByCourse(canvasElement);
    await expect(canvas.queryByText(MESSAGES.invalidPage)).toBeNull();
    await expect(pagesAsked.queries.map((q) => q.get('page'))).toEqual(['1']);
    await addressIs(canvasElement, '');
  },
};

/**
 * A sort the server does not take, an order that is none, and a search of one letter: the
 * default sort, no search, nothing the server would refuse asked for, and the address cleaned.
 */
export const WrongSortAndSearchInItsAddress: Story = {
  parameters: { route: '/coordinator/students?sort=password&order=sideways&q=E' },
  beforeEach: recordLists,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await onFirstPageByCourse(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search students' })).toHaveValue('');
    await expect(searches.queries).toHaveLength(0);
    await expect(pagesAsked.queries.map((q) => [q.get('sortBy'), q.get('sortOrder')])).toEqual([
      ['course', 'asc'],
    ]);
    await addressIs(canvasElement, '');
  },
};

/** A search longer than the server takes (500 characters): no search, the first page. */
export const OverlongSearchInItsAddress: Story = {
  parameters: { route: `/coordinator/students?q=${'x'.repeat(500)}` },
  beforeEach: recordLists,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await onPage(canvasElement, 1)).toHaveLength(PAGE_SIZE);
    await expect(canvas.getByRole('searchbox', { name: 'Search students' })).toHaveValue('');
    await expect(searches.queries).toHaveLength(0);
    await addressIs(canvasElement, '');
  },
};

/** A page past the last in the address (kept from a bigger cohort): the last page, and the address says so. */
export const PastTheLastPageInItsAddress: Story = {
  parameters: { route: '/coordinator/students?page=99999' },
  play: async ({ canvasElement }) => {
    await expect(await onPage(canvasElement, PAGES)).toHaveLength(STUDENT_COUNT - (PAGES - 1) * PAGE_SIZE);
    await addressIs(canvasElement, `?page=${PAGES}`);
  },
};

/**
 * The address follows the table (each search and page replaces it; Reset empties it), and the
 * table follows the address: the sidebar's link to the page it is on opens its first page.
 */
export const AddressFollowsTheTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await onPage(canvasElement, 1);
    await addressIs(canvasElement, '');
    await userEvent.click(page(canvasElement, 2));
    await onPage(canvasElement, 2);
    await addressIs(canvasElement, '?page=2');

    const box = canvas.getByRole('searchbox', { name: 'Search students' });
    await userEvent.type(box, `${STUDENT.matricNo}{Enter}`);
    await waitFor(async () => expect(await names(canvasElement)).toEqual([STUDENT.name]));
    await expect(address(canvasElement).get('q')).toBe(STUDENT.matricNo);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await onPage(canvasElement, 1);
    await addressIs(canvasElement, '');

    await userEvent.click(page(canvasElement, 2));
    await onPage(canvasElement, 2);
    await userEvent.click(page(canvasElement, 3));
    await onPage(canvasElement, 3);
    await addressIs(canvasElement, '?page=3');
    const menu = canvas.getByRole('navigation', { name: 'Coordinator menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Registered Students' }));
    await onPage(canvasElement, 1);
    await addressIs(canvasElement, '');
  },
};

/** The page-mode search keeps its filter in the address with the page: opened there, the page filtered. */
export const FilterInItsAddress: Story = {
  args: { filterThisPage: true },
  parameters: { route: '/coordinator/students?page=2&q=a' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = await fakeApi().listStudents({ page: 2, limit: PAGE_SIZE });
    const kept = byName(second.students, 'a').map((s) => s.name);
    await expect(kept.length).toBeGreaterThan(0);
    await waitFor(() => expect(page(canvasElement, 2)).toHaveAttribute('aria-current', 'page'));
    await expect(canvas.getByRole('searchbox', { name: 'Search this page' })).toHaveValue('a');
    await waitFor(async () => expect(await names(canvasElement)).toEqual(kept));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await onPage(canvasElement, 1);
    await addressIs(canvasElement, '');
  },
};
