import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES, PAGE_SIZE } from '@siwes/api';
import { failWith, STUDENT_COUNT } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  byText,
  columnTexts,
  commonSurname,
  failsThenRetries,
  recordRequests,
  searchMatches,
  studentListStates,
} from '../../testing/stories.ts';
import {
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
 * The paged table template: its states, paging, sorting, jump to page, search and the filter of
 * the page shown. Its address (the page, sort and search it opens at and keeps) is in
 * PagedTableScreen.address.stories.tsx.
 */
const meta = {
  title: 'Patterns/PagedTableScreen',
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

/** The loading, empty and failed tables (the server's message in the table's place; Try again). */
const states = studentListStates(CAPTION);
export const Loading: Story = { ...states.Loading, tags: ['state'] };
export const Empty: Story = { ...states.Empty, tags: ['state'] };
export const Error: Story = { ...states.Error, tags: ['state'] };
export const ErrorThenRetry: Story = { ...states.ErrorThenRetry, tags: ['journey'] };

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

/** A failed search: the server's message in the table's place, with Try again. */
const failedSearch = failsThenRetries({
  fail: (until) => failWith('searchStudents', 500, {}, { until }),
  shows: async (canvas, canvasElement) => {
    await onPage(canvasElement, 1);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search students' }),
      `${STUDENT.matricNo}{Enter}`,
    );
    await expect(await canvas.findByRole('heading', { name: MESSAGES.searchError })).toBeVisible();
  },
  recovered: async (_canvas, canvasElement) => {
    await waitFor(async () => expect(await names(canvasElement)).toEqual([STUDENT.name]));
  },
});
export const SearchError: Story = { ...failedSearch.Error, tags: ['state'] };
/** Try again searches again once the server is back. */
export const SearchErrorThenRetry: Story = { ...failedSearch.ErrorThenRetry, tags: ['journey'] };

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

/** On a phone: the search wraps, the table scrolls within its frame; nothing is wider than the screen. */
export const Phone: Story = {
  tags: ['state'],
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
