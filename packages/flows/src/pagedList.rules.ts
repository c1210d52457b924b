/**
 * The rules of server-paged lists, without the machine (`pagedList.machine.ts`): where a list may
 * stand (`checkPosition`), how it sorts (`nextSort`, `sortRows`), which page numbers it shows
 * (`pageWindow`) and the weekly totals' filter. Screens use them as the machine does.
 */
import { FIELD_LIMITS, MIN_SEARCH_LENGTH } from '@siwes/api';
import type { SortOrder } from '@siwes/api';

export interface PageRequest {
  page: number;
  limit: number;
  sortBy: string;
  sortOrder: SortOrder;
  /** The list's filters (issue 34: the assignment tables'), by the names the list takes; none by default. */
  filters?: Readonly<Record<string, string>>;
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
  /** The server's filters, by name (issue 34); only those the list names (`filterKeys`) count. */
  filters?: Readonly<Record<string, string | null | undefined>> | null;
  /** The page size, one of those the list offers (`pageSizes`). */
  pageSize?: number | string | null;
}

/** A position the list can show: a page the server can be asked for, a sort it takes, a search it runs. */
export interface CheckedPosition {
  page: number;
  sortBy: string;
  sortOrder: SortOrder;
  query: string | null;
  filter: string;
  /** The server's filters in force: known names, trimmed, none blank. */
  filters: Readonly<Record<string, string>>;
  pageSize: number;
}

/** What a position is checked against: the sort keys the list takes, its default sort, its page size. */
export interface PositionRules {
  sortKeys: readonly string[];
  sortBy: string;
  sortOrder: SortOrder;
  /** The default page size. */
  pageSize: number;
  /** The filters the server takes for this list (none by default). */
  filterKeys: readonly string[];
  /** For a filter of a few values (the list named by `unassigned`), those values; any other is dropped. */
  filterChoices?: Readonly<Record<string, readonly string[]>>;
  /** The page sizes a user may choose (the default's alone by default). */
  pageSizes: readonly number[];
}

/** The filters a list takes, from outside input: known names, text of the contract's length, trimmed, blanks dropped. */
export function checkFilters(
  filters: ListPosition['filters'],
  rules: Pick<PositionRules, 'filterKeys' | 'filterChoices'>,
): Record<string, string> {
  const checked: Record<string, string> = {};
  for (const key of rules.filterKeys) {
    const value = filters?.[key];
    if (typeof value !== 'string' || value.length > FIELD_LIMITS.label) continue;
    const choices = rules.filterChoices?.[key];
    if (choices && !choices.includes(value.trim())) continue;
    if (value.trim() !== '') checked[key] = value.trim();
  }
  return checked;
}

/** A page size the list offers, else its default. */
export function checkPageSize(value: unknown, rules: Pick<PositionRules, 'pageSize' | 'pageSizes'>): number {
  const size =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  return rules.pageSizes.includes(size) ? size : rules.pageSize;
}

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
  const pageSize = checkPageSize(position.pageSize, rules);
  return {
    page: searched === null ? startPage(position.page, pageSize) : 1,
    sortBy,
    sortOrder,
    query: searched,
    filter: text(position.filter) ?? '',
    // A search is over the whole cohort: it and the filters are never in force together.
    filters: searched === null ? checkFilters(position.filters, rules) : {},
    pageSize,
  };
}

/** Where a list stands now: what its address keeps. */
export function positionOf(context: CheckedPosition): CheckedPosition {
  const { page, sortBy, sortOrder, query, filter, filters, pageSize } = context;
  return { page, sortBy, sortOrder, query, filter, filters, pageSize };
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
