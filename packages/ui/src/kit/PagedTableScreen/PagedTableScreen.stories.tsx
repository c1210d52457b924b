import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES, PAGE_SIZE, STUDENT_SORT_KEYS, type Student } from '@siwes/api';
import { createFakeApi, failWith, Outage, STUDENT_COUNT } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  byText,
  columnTexts,
  commonSurname,
  fakeApi,
  recordRequests,
  searchMatches,
  studentListStates,
  tableRows,
} from '../../testing/stories.ts';
import { useServices } from '../../services/services.tsx';
import { STUDENT_COLUMNS } from '../studentColumns.tsx';
import { usePagedList } from '../usePagedList.ts';
import { useStudentList } from '../useStudentList.ts';
import { PagedTableScreen, type PagedTableScreenProps } from './PagedTableScreen.tsx';

const CAPTION = 'Students';

/** What the page-mode search box keeps of the loaded page: the names that hold the text. */
const byName = (rows: readonly Student[], text: string) =>
  rows.filter((s) => s.name.toLowerCase().includes(text.trim().toLowerCase()));

/**
 * The template over the fake's students, as the cohort tables use it: sortable columns, search
 * with Reset, pages with jump (Export and the other toolbar buttons are in the screens' stories).
 * `filterThisPage` swaps the server's search for the filter of the page shown (the weekly totals':
 * a list without the server's search, whose address's `q` is the filter).
 */
function StudentsTable({ filterThisPage = false }: { filterThisPage?: boolean }) {
  return filterThisPage ? <FilteredStudents /> : <SearchedStudents />;
}

function SearchedStudents() {
  const list = useStudentList();
  return <Table list={list} search={{ label: 'Search students' }} />;
}

function FilteredStudents() {
  const { client } = useServices();
  const list = usePagedList<Student>({
    fetchPage: async ({ page, limit, sortBy, sortOrder }, call) => {
      const answer = await client.listStudents({ page, limit, sortBy, sortOrder }, call);
      return { rows: answer.students, total: answer.totalStudents };
    },
    sortKeys: STUDENT_SORT_KEYS,
  });
  return <Table list={list} search={{ label: 'Search this page', mode: 'page', apply: byName }} />;
}

function Table({ list, search }: Pick<PagedTableScreenProps<Student>, 'list' | 'search'>) {
  return (
    <PagedTableScreen
      role="coordinator"
      title="Students"
      lead="Every registered student, ten a page."
      list={list}
      caption={CAPTION}
      columns={STUDENT_COLUMNS}
      rowKey={(s) => s._id}
      search={search}
      jump
      emptyText="No students have registered yet."
    />
  );
}

const meta = {
  title: 'Kit/PagedTableScreen',
  component: StudentsTable,
  parameters: {
    layout: 'fullscreen',
    route: '/coordinator/students',
    services: { signedIn: ['coordinator'] },
  },
} satisfies Meta<typeof StudentsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const PAGES = Math.ceil(STUDENT_COUNT / PAGE_SIZE);
const STUDENT = createFakeApi().db.students.find((s) => s.email === 'student@siwes.test')!;

const page = (canvasElement: HTMLElement, n: number) =>
  within(canvasElement).getByRole('button', { name: `Page ${n}` });

/** Waits until page `n` is the current one and its rows have come. */
async function onPage(canvasElement: HTMLElement, n: number) {
  await waitFor(() => expect(page(canvasElement, n)).toHaveAttribute('aria-current', 'page'));
  return tableRows(canvasElement, CAPTION);
}

/** The list as it opens: page 1, full, in the default sort (course, going up). */
async function onFirstPageByCourse(canvasElement: HTMLElement) {
  await expect(await onPage(canvasElement, 1)).toHaveLength(PAGE_SIZE);
  await expect(within(canvasElement).getByRole('columnheader', { name: /Course/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
}

const names = (canvasElement: HTMLElement) => columnTexts(canvasElement, CAPTION, 'Name');

/** The loading, empty and failed tables (the server's message in the table's place; Try again). */
const states = studentListStates(CAPTION);
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const LoadFails: Story = states.Error;

/**
 * Several pages: 10 rows a page, course ascending; Next and Previous walk the pages (each
 * disabled at its end), a page's number goes straight there.
 */
export const Pages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('navigation', { name: `${CAPTION} pages` });
    const previous = within(pages).getByRole('button', { name: 'Previous' });
    const next = within(pages).getByRole('button', { name: 'Next' });
    await onFirstPageByCourse(canvasElement);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    const first = await names(canvasElement);

    await userEvent.click(next);
    await onPage(canvasElement, 2);
    const second = await names(canvasElement);
    await expect(second).toHaveLength(PAGE_SIZE);
    await expect(second).not.toEqual(first);
    await userEvent.click(previous);
    await onPage(canvasElement, 1);
    await expect(await names(canvasElement)).toEqual(first);

    await userEvent.click(page(canvasElement, PAGES));
    await expect(await onPage(canvasElement, PAGES)).toHaveLength(STUDENT_COUNT - (PAGES - 1) * PAGE_SIZE);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).not.toHaveAttribute('aria-disabled');
  },
};

/**
 * Paging by keyboard: Next pressed with Enter keeps the keyboard's focus on Next while the page
 * loads (its button is off meanwhile, not disabled, which would drop the focus to the page's
 * top) and after, so Enter again goes on to the page after.
 */
export const KeyboardPaging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('navigation', { name: `${CAPTION} pages` });
    const next = within(pages).getByRole('button', { name: 'Next' });
    await onPage(canvasElement, 1);
    next.focus();
    await userEvent.keyboard('{Enter}');
    await onPage(canvasElement, 2);
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await onPage(canvasElement, 3);
    await expect(next).toHaveFocus();
  },
};

/** A header sorts by its column; the same one again turns the order round; either way, back to page 1. */
export const SortGoesBackToPageOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await onPage(canvasElement, 1);
    await userEvent.click(page(canvasElement, PAGES));
    await onPage(canvasElement, PAGES);
    await userEvent.click(canvas.getByRole('button', { name: /^Name/ }));
    await onPage(canvasElement, 1);
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: /Course/ })).toHaveAttribute('aria-sort', 'none');
    const ascending = await names(canvasElement);
    await expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));

    await userEvent.click(page(canvasElement, 2));
    await onPage(canvasElement, 2);
    await userEvent.click(canvas.getByRole('button', { name: /^Name/ }));
    await onPage(canvasElement, 1);
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const descending = await names(canvasElement);
    await expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a)));
  },
};

/** Jump to a page: one outside 1 to the page count gets the spec's alert and stays; a real one goes there. */
export const JumpToPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await onPage(canvasElement, 1);
    const pages = within(canvas.getByRole('navigation', { name: `${CAPTION} pages` }));
    const input = pages.getByRole('spinbutton', { name: `Go to page (1–${PAGES})` });
    for (const wrong of ['0', String(PAGES + 1)]) {
      await userEvent.clear(input);
      await userEvent.type(input, wrong);
      await userEvent.click(pages.getByRole('button', { name: 'Go' }));
      await waitFor(() => expect(pages.getByRole('alert')).toHaveTextContent(MESSAGES.invalidPage));
      await expect(input).toHaveAccessibleDescription(MESSAGES.invalidPage);
      await expect(input).toBeInvalid();
      await expect(page(canvasElement, 1)).toHaveAttribute('aria-current', 'page');
    }
    await userEvent.clear(input);
    await userEvent.type(input, '4{Enter}');
    await expect(await onPage(canvasElement, 4)).toHaveLength(PAGE_SIZE);
    await expect(input).not.toHaveAccessibleDescription(MESSAGES.invalidPage);
  },
};

const searches = recordRequests('searchStudents');

/**
 * Search: fewer than 3 characters sends nothing and changes nothing; 3 or more bring the
 * matches, say how many, and hide the pages; Reset empties the box and brings back page 1.
 */
export const Search: Story = {
  beforeEach({ msw }) {
    searches.bodies.length = 0;
    msw.use(searches.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await onPage(canvasElement, 1);
    const before = await names(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search students' });
    await expect(box).toHaveAccessibleDescription('At least 3 characters.');
    await userEvent.type(box, STUDENT.matricNo.slice(0, 2));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(searches.bodies).toHaveLength(0);
    await expect(await names(canvasElement)).toEqual(before);
    await expect(canvas.queryByText(/match/)).toBeNull();

    await userEvent.clear(box);
    await userEvent.type(box, `${STUDENT.matricNo}{Enter}`);
    await waitFor(async () => expect(await names(canvasElement)).toEqual([STUDENT.name]));
    await expect(searches.bodies).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(`1 student matches “${STUDENT.matricNo}”.`);
    await expect(canvas.queryByRole('navigation', { name: `${CAPTION} pages` })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(await onPage(canvasElement, 1)).toHaveLength(PAGE_SIZE);
    await expect(await names(canvasElement)).toEqual(before);
    await expect(box).toHaveValue('');
    await expect(canvas.queryByText(/match/)).toBeNull();
  },
};

/**
 * Sorting while a search's matches are shown sorts the matches: the search box, the "match" line
 * and the matches stay, with no call to the server; Reset goes back to the paged cohort, in the
 * order last chosen.
 */
export const SortSearchResults: Story = {
  beforeEach({ msw }) {
    searches.bodies.length = 0;
    msw.use(searches.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const surname = commonSurname();
    const matches = searchMatches(surname);
    await expect(matches.length).toBeGreaterThan(2);
    await onPage(canvasElement, 1);
    const box = canvas.getByRole('searchbox', { name: 'Search students' });
    await userEvent.type(box, `${surname}{Enter}`);
    const said = `${matches.length} students match “${surname}”.`;
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(said));
    const matric = () => columnTexts(canvasElement, CAPTION, 'Matric Number');
    const ascending = matches.map((s) => s.matricNo).sort(byText);

    const matricHeader = canvas.getByRole('columnheader', { name: /Matric Number/ });
    await userEvent.click(canvas.getByRole('button', { name: /^Matric Number/ }));
    await expect(matricHeader).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(async () => expect(await matric()).toEqual(ascending));
    await userEvent.click(canvas.getByRole('button', { name: /^Matric Number/ }));
    await expect(matricHeader).toHaveAttribute('aria-sort', 'descending');
    await waitFor(async () => expect(await matric()).toEqual([...ascending].reverse()));
    await userEvent.click(canvas.getByRole('button', { name: /^Name/ }));
    await waitFor(async () =>
      expect(await names(canvasElement)).toEqual(matches.map((s) => s.name).sort(byText)),
    );
    await expect(box).toHaveValue(surname);
    await expect(canvas.getByRole('status')).toHaveTextContent(said);
    await expect(canvas.queryByRole('navigation', { name: `${CAPTION} pages` })).toBeNull();
    await expect(searches.bodies).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(await onPage(canvasElement, 1)).toHaveLength(PAGE_SIZE);
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const cohort = await names(canvasElement);
    await expect(cohort).toEqual([...cohort].sort(byText));
    await expect(box).toHaveValue('');
    await expect(canvas.queryByText(/match/)).toBeNull();
  },
};

/** A search that finds no one says so in the table. */
export const SearchFindsNoOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await onPage(canvasElement, 1);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search students' }), 'zzqx{Enter}');
    await expect(await canvas.findByText('No students match.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 students match “zzqx”.');
  },
};

/** A search longer than the server takes (100 characters) is held to it as it is typed, never refused. */
export const SearchHeldToItsLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await onPage(canvasElement, 1);
    const box = canvas.getByRole('searchbox', { name: 'Search students' });
    await userEvent.click(box);
    await userEvent.paste('zq'.repeat(60));
    await expect(box).toHaveValue('zq'.repeat(50));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('No students match.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const serverDown = new Outage();

/** A failed search: the server's message in the table's place; Try again searches again. */
export const SearchFails: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('searchStudents', 500, {}, { until: serverDown.begin() }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await onPage(canvasElement, 1);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search students' }),
      `${STUDENT.matricNo}{Enter}`,
    );
    await expect(await canvas.findByRole('heading', { name: MESSAGES.searchError })).toBeVisible();
    serverDown.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await names(canvasElement)).toEqual([STUDENT.name]));
  },
};

/** The page-mode search filters the rows shown, below 3 characters too, with no call. */
export const FilterThisPage: Story = {
  args: { filterThisPage: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await onPage(canvasElement, 1);
    const shown = await names(canvasElement);
    const text = shown[0]!.split(' ')[0]!.slice(0, 2);
    const kept = shown.filter((name) => name.toLowerCase().includes(text.toLowerCase()));
    const box = canvas.getByRole('searchbox', { name: 'Search this page' });
    await expect(box).not.toHaveAccessibleDescription('At least 3 characters.');
    await userEvent.type(box, `${text}{Enter}`);
    await waitFor(async () => expect(await names(canvasElement)).toEqual(kept));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      kept.length === 1 ? `1 student matches “${text}”.` : `${kept.length} students match “${text}”.`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(async () => expect(await names(canvasElement)).toEqual(shown));
  },
};

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

/** On a phone: the search wraps, the table scrolls within its frame; nothing is wider than the screen. */
export const Phone: Story = {
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await onPage(canvasElement, 1);
    const viewport = canvas.getByTestId('viewport');
    await expect(viewport.scrollWidth).toBeLessThanOrEqual(320);
    for (const control of [
      canvas.getByRole('searchbox', { name: 'Search students' }),
      canvas.getByRole('button', { name: 'Next' }),
      canvas.getByRole('spinbutton', { name: `Go to page (1–${PAGES})` }),
    ]) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(
        viewport.getBoundingClientRect().right,
      );
    }
  },
};
