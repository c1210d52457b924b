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
 * - `FILTER { text }`: the text typed in a search box that searches as it is typed (the weekly
 *   totals, whose search is the server's `q` since issue 34); it only records the text.
 * - `SET_FILTERS { filters }`: the server's filters the list takes (`filterKeys`; issue 34), checked
 *   by `checkFilters`; the first page; a search ends. A `SEARCH` ends the filters in turn.
 * - `SET_PAGE_SIZE { size }`: one of `pageSizes` (another gives the default); the first page.
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
import { MESSAGES, PAGE_SIZE } from '@siwes/api';
import type { SortOrder } from '@siwes/api';
import {
  checkFilters,
  checkPageSize,
  checkPosition,
  isSearchable,
  nextSort,
  sortRows,
  validPage,
} from './pagedList.rules.ts';
import type { ListPosition, Page, PageRequest, PositionRules, SortValue } from './pagedList.rules.ts';
import { failureText, notProvided } from './shared.ts';

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
  /** The filters the server takes (issue 34: `listStudents`' `unassigned`, `state`, …); none by default. */
  filterKeys?: readonly string[];
  /** The values a filter of a few values may take (see `PositionRules`). */
  filterChoices?: Readonly<Record<string, readonly string[]>>;
  /** The page sizes a user may choose, the default (`pageSize`) among them; the default alone by default. */
  pageSizes?: readonly number[];
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
  filters: Readonly<Record<string, string>>;
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
  | { type: 'SET_FILTERS'; filters: Readonly<Record<string, string | null | undefined>> }
  | { type: 'SET_PAGE_SIZE'; size: number | string }
  | { type: 'DISMISS_ALERT' };

/** How many pages `total` rows make (at least 1, for an empty list). */
function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

function fieldOf(row: unknown, key: string): unknown {
  return row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
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
        filterKeys: input.filterKeys ?? [],
        ...(input.filterChoices ? { filterChoices: input.filterChoices } : {}),
        pageSizes: input.pageSizes ?? [input.pageSize ?? PAGE_SIZE],
      };
      return {
        ...checkPosition(input.start ?? {}, rules),
        rows: [],
        total: 0,
        pageCount: 1,
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
        // A search is over the whole cohort: it ends the filters.
        actions: assign({ query: ({ event }) => event.query.trim(), filters: {} }),
      },
      FILTER: { actions: assign({ filter: ({ event }) => event.text }) },
      // New filters: their first page; they end a search.
      SET_FILTERS: {
        target: '.loading',
        actions: assign({
          filters: ({ context, event }) => checkFilters(event.filters, context.rules),
          page: 1,
          query: null,
          found: [],
        }),
      },
      // A new page size: the first page in it (a search's results are one page whatever the size).
      SET_PAGE_SIZE: [
        {
          guard: 'hasQuery',
          actions: assign({ pageSize: ({ context, event }) => checkPageSize(event.size, context.rules) }),
        },
        {
          target: '.loading',
          actions: assign({
            pageSize: ({ context, event }) => checkPageSize(event.size, context.rules),
            page: 1,
          }),
        },
      ],
      RESET: {
        target: '.loading',
        actions: assign({ page: 1, query: null, found: [], filter: '', filters: {} }),
      },
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
            // Only a list that takes filters sends them.
            ...(context.rules.filterKeys.length > 0 ? { filters: context.filters } : {}),
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
