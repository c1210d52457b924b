/**
 * Server-paged, sortable, searchable lists: the coordinator's student tables and the weekly
 * report totals (spec sections 2, 4, 5 and 9).
 *
 * Input: `{ sortBy?, sortOrder?, pageSize?, fallback?, searchFallback?, sortValue?, start?, sortKeys? }`;
 * the default sort is course ascending and the page size 10. `sortValue(row, key)` reads the value
 * a row is sorted by in the browser (default: the row's field named `key`). `start` is where the
 * list opens (the page, sort, search or filter its address kept: Back, Forward, a reload, a shared
 * link), checked by `checkPosition` as the jump-to-page input is: a page that is not a whole
 * number from 1 goes to page 1, a sort outside `sortKeys` (none by default) to the default sort, a
 * search shorter than 3 characters or longer than the contract takes to no search. A page past
 * the last is known only once the first page answers: the list then shows the last page.
 * Events:
 * - `SORT { key }`: the same key toggles asc/desc, a new key starts asc; back to page 1. While a
 *   search's results are shown, they are sorted here and the search stays (the search call takes
 *   no sort: it answers every match at once); otherwise the server sorts the cohort.
 * - `GO_TO_PAGE { page }`: numbered buttons and the jump-to-page input; a page outside
 *   1..pageCount (or not a whole number) sets `alert` to 'Please enter a valid page number.'.
 *   A page of the cohort ends a search.
 * - `SEARCH { query }`: from 3 characters only; shorter does nothing at all. Its results arrive
 *   sorted by the current sort, as the headers say.
 * - `FILTER { text }`: the client-side filter of the loaded page (weekly totals; see
 *   `filterWeeklyTotals`); it only records the text.
 * - `RESET`: the unfiltered first page. `RETRY`: after a failure. `DISMISS_ALERT`.
 * - `RELOAD`: the same page (or search) again, keeping sort, page and filter: after an action
 *   that changed the rows (collating every student shows the new totals).
 * - `RESTORE { position }`: the list goes where its address says, checked as `start` is (Back or
 *   Forward between two addresses of the same page, a link to the page it is on).
 * States: `starting` (at once `searching` with a search, else `loading`) → `loading` (a page) |
 * `searching` → `ready` | `failed`. A page answered past the last page loads the last page
 * instead. A new request while one is in flight replaces it.
 * Context: `rows`, `total`, `page`, `pageCount`, `pageSize`, `sortBy`, `sortOrder`, `query`
 * (the active search, or null), `found` (the search's results in the server's order), `filter`,
 * `alert`, `error`, `rules` (the sort keys, default sort and page size a position is checked by).
 *
 * Provide: actors `fetchPage` ({ page, limit, sortBy, sortOrder } → { rows, total }) and
 * `search` ({ query } → rows).
 */
import { assign, setup } from 'xstate';
import { FIELD_LIMITS, MESSAGES, MIN_SEARCH_LENGTH, PAGE_SIZE } from '@siwes/api';
import type { SortOrder } from '@siwes/api';
import { failureText, notProvided } from './shared.ts';

export interface PageRequest {
  page: number;
  limit: number;
  sortBy: string;
  sortOrder: SortOrder;
}

export interface Page<TRow> {
  rows: TRow[];
  total: number;
}

/** Reads the value a row is sorted by under a sort key (`course`, `inspection_supervisor`). */
export type SortValue<TRow> = (row: TRow, key: string) => unknown;

/**
 * Where a list stands, as read from outside it (its address): unchecked, every part optional.
 * `checkPosition` makes it one the list can show.
 */
export interface ListPosition {
  page?: number | string | null;
  sortBy?: string | null;
  sortOrder?: string | null;
  /** The server's search. */
  query?: string | null;
  /** The filter of the page shown (the weekly totals' search box). */
  filter?: string | null;
}

/** A position the list can show: a page the server can be asked for, a sort it takes, a search it runs. */
export interface CheckedPosition {
  page: number;
  sortBy: string;
  sortOrder: SortOrder;
  query: string | null;
  filter: string;
}

/** What a position is checked against: the sort keys the list takes, its default sort, its page size. */
export interface PositionRules {
  sortKeys: readonly string[];
  sortBy: string;
  sortOrder: SortOrder;
  pageSize: number;
}

export interface PagedListInput<TRow = unknown> {
  sortBy?: string;
  sortOrder?: SortOrder;
  pageSize?: number;
  fallback?: string;
  searchFallback?: string;
  /** How search results are sorted in the browser; by default the row's field named by the key. */
  sortValue?: SortValue<TRow>;
  /** Where the list opens (what its address kept), checked by `checkPosition`; by default page 1. */
  start?: ListPosition;
  /**
   * The sort keys a `start` or `RESTORE` may name (the server's, e.g. `STUDENT_SORT_KEYS`); any
   * other leaves the default sort. None by default: a list that sorts nothing takes no sort.
   */
  sortKeys?: readonly string[];
}

export interface PagedListContext<TRow> {
  rows: TRow[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  sortBy: string;
  sortOrder: SortOrder;
  query: string | null;
  found: TRow[];
  filter: string;
  alert: string | null;
  error: string | null;
  fallback: string;
  searchFallback: string;
  sortValue: SortValue<TRow>;
  /** What `RESTORE`'s position is checked against. */
  rules: PositionRules;
}

export type PagedListEvent =
  | { type: 'SORT'; key: string }
  | { type: 'GO_TO_PAGE'; page: number | string }
  | { type: 'SEARCH'; query: string }
  | { type: 'FILTER'; text: string }
  | { type: 'RESET' }
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  | { type: 'RESTORE'; position: ListPosition }
  | { type: 'DISMISS_ALERT' };

/** The page a jump-to-page value names, or null when it is not a whole number in 1..pageCount. */
export function validPage(value: number | string, pageCount: number): number | null {
  const page = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(page) && page >= 1 && page <= pageCount ? page : null;
}

/** Whether a search query is long enough to run (3 characters, spaces around it not counted). */
export function isSearchable(query: string): boolean {
  return query.trim().length >= MIN_SEARCH_LENGTH;
}

/**
 * The page a list may open at: a whole number from 1 (digits only, spaces around them allowed)
 * whose rows the server can be asked for exactly (`page × pageSize` a safe integer); else 1.
 * Whether it is past the last page is known only from the server's answer.
 */
export function startPage(value: unknown, pageSize: number): number {
  const page =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(page) && page >= 1 && Number.isSafeInteger(page * pageSize) ? page : 1;
}

/**
 * A position read from outside the list made one it can show (see `ListPosition`): the page by
 * `startPage`; a sort key outside `rules.sortKeys` gives the default sort, an order other than
 * `asc` or `desc` (or one for a sort the list does not take) the default order; a search runs
 * only from 3 characters and up to the contract's `FIELD_LIMITS.search`, trimmed, and always on
 * page 1; a filter longer than that is dropped. Nothing in it can make a request the server refuses.
 */
export function checkPosition(position: ListPosition, rules: PositionRules): CheckedPosition {
  const text = (value: unknown) =>
    typeof value === 'string' && value.length <= FIELD_LIMITS.search ? value : undefined;
  const query = text(position.query)?.trim();
  const searched = query !== undefined && isSearchable(query) ? query : null;
  const sortBy =
    typeof position.sortBy === 'string' && rules.sortKeys.includes(position.sortBy)
      ? position.sortBy
      : rules.sortBy;
  const order = position.sortOrder;
  const sortOrder =
    rules.sortKeys.includes(sortBy) && (order === 'asc' || order === 'desc') ? order : rules.sortOrder;
  return {
    page: searched === null ? startPage(position.page, rules.pageSize) : 1,
    sortBy,
    sortOrder,
    query: searched,
    filter: text(position.filter) ?? '',
  };
}

/** Where a list stands now: what its address keeps. */
export function positionOf(context: CheckedPosition): CheckedPosition {
  const { page, sortBy, sortOrder, query, filter } = context;
  return { page, sortBy, sortOrder, query, filter };
}

/** How many pages `total` rows make (at least 1, for an empty list). */
function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface SortState {
  key: string;
  order: SortOrder;
}

/**
 * The sort after pressing a column header (spec section 4): the same key flips between
 * ascending and descending, a new key starts ascending. The one rule for every table, paged on
 * the server (this machine) or sorted in the browser (the kit's table).
 */
export function nextSort(current: SortState | undefined, key: string): SortState {
  if (current?.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: 'asc' };
}

/**
 * How two sort values compare: numbers as numbers, anything else as text, ignoring case and
 * reading digits as numbers ("23/10204" before "23/10311"); a missing value sorts as empty text.
 */
export function compareSortValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return text(a).localeCompare(text(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** `rows` in `sort`'s order, by `read`; rows that tie keep their order. */
export function sortRows<TRow>(rows: readonly TRow[], sort: SortState, read: SortValue<TRow>): TRow[] {
  const direction = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => direction * compareSortValues(read(a, sort.key), read(b, sort.key)));
}

function fieldOf(row: unknown, key: string): unknown {
  return row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
}

export type PageWindowItem = number | 'gap';

/**
 * The numbered pagination of the weekly totals page: the first, last, current and neighbouring
 * pages, with a gap wherever pages are left out: `pageWindow(5, 20)` is
 * `[1, 'gap', 4, 5, 6, 'gap', 20]`.
 */
export function pageWindow(current: number, count: number): PageWindowItem[] {
  if (count < 1) return [];
  const shown = new Set([1, current - 1, current, current + 1, count].filter((p) => p >= 1 && p <= count));
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('gap');
    items.push(page);
  });
  return items;
}

/** Weekly totals rows whose name or matric number contains `text`, ignoring case; all of them for blank text. */
export function filterWeeklyTotals<
  TRow extends { firstName?: string; lastName?: string; matricNumber?: string },
>(rows: readonly TRow[], text: string): TRow[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...rows];
  return rows.filter((row) =>
    [
      `${row.firstName ?? ''} ${row.lastName ?? ''}`,
      `${row.lastName ?? ''} ${row.firstName ?? ''}`,
      row.matricNumber ?? '',
    ]
      .map((value) => value.toLowerCase())
      .some((value) => value.includes(needle)),
  );
}

/** Builds a paged list machine for one kind of row. */
export function createPagedListMachine<TRow = unknown>() {
  return setup({
    types: {
      input: {} as PagedListInput<TRow>,
      context: {} as PagedListContext<TRow>,
      events: {} as PagedListEvent,
    },
    actors: {
      fetchPage: notProvided<Page<TRow>, PageRequest>('fetchPage'),
      search: notProvided<TRow[], { query: string }>('search'),
    },
    actions: {
      // Search results are every match at once: they are sorted here, and the search stays.
      sortFound: assign(({ context, event }) => {
        if (event.type !== 'SORT') return {};
        const sort = nextSort({ key: context.sortBy, order: context.sortOrder }, event.key);
        return {
          sortBy: sort.key,
          sortOrder: sort.order,
          page: 1,
          rows: sortRows(context.found, sort, context.sortValue),
        };
      }),
    },
    guards: {
      isValidPage: ({ context, event }) =>
        event.type === 'GO_TO_PAGE' && validPage(event.page, context.pageCount) !== null,
      isSearchable: ({ event }) => event.type === 'SEARCH' && isSearchable(event.query),
      hasQuery: ({ context }) => context.query !== null,
      isPastLastPage: (_, params: { page: number; pageCount: number }) => params.page > params.pageCount,
    },
  }).createMachine({
    id: 'pagedList',
    context: ({ input }) => {
      const rules: PositionRules = {
        sortKeys: input.sortKeys ?? [],
        sortBy: input.sortBy ?? 'course',
        sortOrder: input.sortOrder ?? 'asc',
        pageSize: input.pageSize ?? PAGE_SIZE,
      };
      return {
        ...checkPosition(input.start ?? {}, rules),
        rows: [],
        total: 0,
        pageCount: 1,
        pageSize: rules.pageSize,
        found: [],
        alert: null,
        error: null,
        fallback: input.fallback ?? MESSAGES.fetchStudentsError,
        searchFallback: input.searchFallback ?? MESSAGES.searchError,
        sortValue: input.sortValue ?? fieldOf,
        rules,
      };
    },
    initial: 'starting',
    on: {
      SORT: [
        { guard: 'hasQuery', actions: 'sortFound' },
        {
          target: '.loading',
          actions: assign(({ context, event }) => {
            const sort = nextSort({ key: context.sortBy, order: context.sortOrder }, event.key);
            return { sortBy: sort.key, sortOrder: sort.order, page: 1 };
          }),
        },
      ],
      GO_TO_PAGE: [
        {
          guard: 'isValidPage',
          target: '.loading',
          actions: assign({
            page: ({ context, event }) => validPage(event.page, context.pageCount) ?? 1,
            query: null,
          }),
        },
        { actions: assign({ alert: MESSAGES.invalidPage }) },
      ],
      SEARCH: {
        guard: 'isSearchable',
        target: '.searching',
        actions: assign({ query: ({ event }) => event.query.trim() }),
      },
      FILTER: { actions: assign({ filter: ({ event }) => event.text }) },
      RESET: { target: '.loading', actions: assign({ page: 1, query: null, found: [], filter: '' }) },
      RELOAD: [{ guard: 'hasQuery', target: '.searching' }, { target: '.loading' }],
      RESTORE: {
        target: '.starting',
        actions: assign(({ context, event }) => ({
          ...checkPosition(event.position, context.rules),
          found: [],
        })),
      },
      DISMISS_ALERT: { actions: assign({ alert: null }) },
    },
    states: {
      // Where the list opens, or is restored to: its search, else its page.
      starting: {
        always: [{ guard: 'hasQuery', target: 'searching' }, { target: 'loading' }],
      },
      loading: {
        entry: assign({ alert: null, error: null }),
        invoke: {
          id: 'fetchPage',
          src: 'fetchPage',
          input: ({ context }) => ({
            page: context.page,
            limit: context.pageSize,
            sortBy: context.sortBy,
            sortOrder: context.sortOrder,
          }),
          onDone: [
            {
              // A page past the last (an address kept from a bigger cohort, or made up): the last page.
              guard: {
                type: 'isPastLastPage',
                params: ({ context, event }) => ({
                  page: context.page,
                  pageCount: pageCountOf(event.output.total, context.pageSize),
                }),
              },
              target: 'loading',
              reenter: true,
              actions: assign(({ context, event }) => {
                const pageCount = pageCountOf(event.output.total, context.pageSize);
                return { page: pageCount, pageCount, total: event.output.total };
              }),
            },
            {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                rows: event.output.rows,
                total: event.output.total,
                pageCount: pageCountOf(event.output.total, context.pageSize),
              })),
            },
          ],
          onError: {
            target: 'failed',
            actions: assign({ error: ({ context, event }) => failureText(event.error, context.fallback) }),
          },
        },
      },
      searching: {
        entry: assign({ alert: null, error: null }),
        invoke: {
          id: 'search',
          src: 'search',
          input: ({ context }) => ({ query: context.query ?? '' }),
          onDone: {
            target: 'ready',
            actions: assign(({ context, event }) => ({
              found: event.output,
              rows: sortRows(
                event.output,
                { key: context.sortBy, order: context.sortOrder },
                context.sortValue,
              ),
              total: event.output.length,
              page: 1,
              pageCount: 1,
            })),
          },
          onError: {
            target: 'failed',
            actions: assign({
              error: ({ context, event }) => failureText(event.error, context.searchFallback),
            }),
          },
        },
      },
      ready: {},
      failed: {
        on: {
          RETRY: [{ guard: 'hasQuery', target: 'searching' }, { target: 'loading' }],
        },
      },
    },
  });
}

/** The paged list machine with untyped rows; `createPagedListMachine<Row>()` types them. */
export const pagedListMachine = createPagedListMachine();
