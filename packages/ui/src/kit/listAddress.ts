import { checkPosition, type CheckedPosition, type ListPosition, type PositionRules } from '@siwes/flows';

/**
 * A paged table's place in its page's query string (ADR 014): `q` the search (or, in a list
 * without the server's search, the filter of the page shown), `page`, `sort` and `order`, each
 * only when it is not the default. `/coordinator/students?page=3&sort=name&order=desc`,
 * `/coordinator/assigninspector?q=Okafor`. A list that takes the server's filters (issue 34) keeps
 * each under its own name and its page size as `size`:
 * `/coordinator/assigninspector?unassigned=inspection&state=Lagos&size=50`.
 */
export const LIST_PARAMS = {
  query: 'q',
  page: 'page',
  sortBy: 'sort',
  sortOrder: 'order',
  pageSize: 'size',
} as const;

const OWN_PARAMS: ReadonlySet<string> = new Set(Object.values(LIST_PARAMS));

/**
 * What a query string says of a list's place, unchecked (the machine checks it): `q` is the
 * server's search when the list has one (`serverSearch`), else the filter of the page.
 */
export function positionFromSearch(search: string, serverSearch: boolean): ListPosition {
  const params = new URLSearchParams(search);
  const q = params.get(LIST_PARAMS.query);
  // Every other parameter may be a filter; the machine keeps only those the list takes.
  const filters: Record<string, string> = {};
  for (const [key, value] of params) if (!OWN_PARAMS.has(key)) filters[key] = value;
  return {
    page: params.get(LIST_PARAMS.page),
    sortBy: params.get(LIST_PARAMS.sortBy),
    sortOrder: params.get(LIST_PARAMS.sortOrder),
    pageSize: params.get(LIST_PARAMS.pageSize),
    filters,
    ...(serverSearch ? { query: q } : { filter: q }),
  };
}

/**
 * The query string of a list's place (`''` for page 1 in the default sort), one spelling for
 * each place: a search has no page, a filter keeps its page.
 */
export function searchOf(position: CheckedPosition, rules: PositionRules): string {
  const params = new URLSearchParams();
  if (position.query !== null) params.set(LIST_PARAMS.query, position.query);
  else {
    if (position.filter.trim() !== '') params.set(LIST_PARAMS.query, position.filter);
    for (const key of rules.filterKeys) {
      const value = position.filters[key];
      if (value !== undefined) params.set(key, value);
    }
    if (position.page !== 1) params.set(LIST_PARAMS.page, String(position.page));
  }
  if (position.pageSize !== rules.pageSize) params.set(LIST_PARAMS.pageSize, String(position.pageSize));
  if (position.sortBy !== rules.sortBy) params.set(LIST_PARAMS.sortBy, position.sortBy);
  if (position.sortOrder !== rules.sortOrder) params.set(LIST_PARAMS.sortOrder, position.sortOrder);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The query string a list would show for `search`: its own spelling, the wrong parts dropped. */
export function canonicalSearch(search: string, serverSearch: boolean, rules: PositionRules): string {
  return searchOf(checkPosition(positionFromSearch(search, serverSearch), rules), rules);
}
