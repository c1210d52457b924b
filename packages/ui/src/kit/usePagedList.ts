import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CallOptions } from '@siwes/api';
import { pagedListMachine, positionOf, type Page, type PageRequest, type PagedListInput } from '@siwes/flows';
import { usePageIsCurrent } from '../registry/currentPage.ts';
import { canonicalSearch, positionFromSearch, searchOf } from './listAddress.ts';
import { useLatest } from './useLatest.ts';

export interface PagedListOptions<TRow> extends Omit<PagedListInput<TRow>, 'start'> {
  /** One page from the server. */
  fetchPage: (request: PageRequest, call: CallOptions) => Promise<Page<TRow>>;
  /** The server's search (from 3 characters; the machine never asks for less). */
  search?: (query: string, call: CallOptions) => Promise<TRow[]>;
}

export type PagedListActor = ActorRefFrom<typeof pagedListMachine>;
type PagedListSnapshot = SnapshotFrom<typeof pagedListMachine>;

/** A paged list: the machine's actor, and the events a screen sends it. */
export interface PagedList<TRow> {
  actor: PagedListActor;
  sort: (key: string) => void;
  /** A page number, or what the jump-to-page input holds; the machine checks it. */
  goToPage: (page: number | string) => void;
  search: (query: string) => void;
  filter: (text: string) => void;
  /** The server's filters the list takes (issue 34), from page 1; blanks clear theirs. */
  setFilters: (filters: Readonly<Record<string, string>>) => void;
  /** One of the page sizes the list offers, from page 1. */
  setPageSize: (size: number) => void;
  reset: () => void;
  retry: () => void;
  /** The same page (or search) again, after an action changed its rows. */
  reload: () => void;
  dismissAlert: () => void;
  /** Rows are typed by the list; the machine keeps them untyped. */
  readonly rowType?: TRow;
}

/**
 * Wires the paged list machine once (page size 10, course ascending, search from 3 characters,
 * the jump-to-page check, the sort toggle, search results sorted in the browser by `sortValue`):
 * its calls get an abort signal, and a newer request replaces one in flight. Read it with
 * `usePagedListState(list, selector)`, a narrow slice at a time.
 *
 * The list keeps its place in the page's query string (ADR 014): the search (`?q=Okafor`), or the
 * page and the sort (`?page=3&sort=name&order=desc`), each only when not the default, so Back
 * or Forward to the page, a reload and a shared link open it where it was. It opens where the
 * address says, checked by the machine (a wrong page, sort or search gives the default; `sortKeys`
 * names the sorts it takes, none by default), and rewrites the address as it moves, replacing
 * the history entry: Back still leaves the page. An address changed under it (Back or Forward
 * between two of the page's entries, a link to the page it is on) moves it there. One list a page.
 */
export function usePagedList<TRow>(options: PagedListOptions<TRow>): PagedList<TRow> {
  const latest = useLatest(options);
  const { fetchPage: _fetch, search, sortValue, ...rest } = options;
  const serverSearch = search !== undefined;
  const { search: address } = useLocation();
  // The machine keeps its rows untyped; the list reads them as its own. Only its first input counts.
  const input: PagedListInput = {
    ...rest,
    start: positionFromSearch(address, serverSearch),
    ...(sortValue ? { sortValue: (row: unknown, key: string) => sortValue(row as TRow, key) } : {}),
  };
  const actor = useActorRef(
    pagedListMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input: request, signal }) =>
          latest.current.fetchPage(request, { signal, ...fallbackOf(latest.current.fallback) }),
        ),
        search: fromPromise(({ input: { query }, signal }) => {
          const search = latest.current.search;
          if (!search) return Promise.reject(new Error('This list has no search'));
          return search(query, { signal, ...fallbackOf(latest.current.searchFallback) });
        }),
      },
    }),
    { input },
  );
  useListAddress(actor, serverSearch);
  return {
    actor,
    sort: (key) => actor.send({ type: 'SORT', key }),
    goToPage: (page) => actor.send({ type: 'GO_TO_PAGE', page }),
    search: (query) => actor.send({ type: 'SEARCH', query }),
    filter: (text) => actor.send({ type: 'FILTER', text }),
    setFilters: (filters) => actor.send({ type: 'SET_FILTERS', filters }),
    setPageSize: (size) => actor.send({ type: 'SET_PAGE_SIZE', size }),
    reset: () => actor.send({ type: 'RESET' }),
    retry: () => actor.send({ type: 'RETRY' }),
    reload: () => actor.send({ type: 'RELOAD' }),
    dismissAlert: () => actor.send({ type: 'DISMISS_ALERT' }),
  };
}

/**
 * Keeps the list and its page's query string together: the address follows the list (replacing
 * the entry), and the list follows an address that changed under it. Its own rewrites are told
 * from the others by waiting for them: until the address shows the last one, a new address is one
 * the list went past (or one put over it), and gets the list's own again. Nothing is written
 * while the page stays on screen for the next one (`usePageIsCurrent`).
 */
function useListAddress(actor: PagedListActor, serverSearch: boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  const current = usePageIsCurrent();
  const wanted = useSelector(actor, (s) => searchOf(positionOf(s.context), s.context.rules));
  const seen = useRef(location.key);
  const awaited = useRef<string | null>(null);

  useEffect(() => {
    if (!current) return;
    const moved = seen.current !== location.key;
    seen.current = location.key;
    let rewrite = false;
    if (moved && awaited.current === null) {
      // Back or Forward between two of this page's entries, or a link to this page.
      const { rules } = actor.getSnapshot().context;
      if (canonicalSearch(location.search, serverSearch, rules) !== wanted) {
        actor.send({ type: 'RESTORE', position: positionFromSearch(location.search, serverSearch) });
        return;
      }
    } else if (moved) {
      if (location.search === awaited.current) awaited.current = null;
      else rewrite = true;
    }
    if (wanted === location.search || (wanted === awaited.current && !rewrite)) return;
    awaited.current = wanted;
    void navigate({ search: wanted, hash: location.hash }, { replace: true, state: location.state });
  }, [actor, current, location, navigate, serverSearch, wanted]);
}

function fallbackOf(fallback: string | undefined): { fallback?: string } {
  return fallback ? { fallback } : {};
}

/** The parts of a paged list a screen shows. */
export interface PagedListView<TRow> {
  status: 'loading' | 'ready' | 'failed';
  rows: TRow[];
  total: number;
  page: number;
  pageCount: number;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  query: string | null;
  filter: string;
  /** The server's filters in force (issue 34). */
  filters: Readonly<Record<string, string>>;
  pageSize: number;
  /** The page sizes the list offers. */
  pageSizes: readonly number[];
  alert: string | null;
  error: string | null;
}

function view<TRow>(s: PagedListSnapshot): PagedListView<TRow> {
  const c = s.context;
  return {
    status: s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading',
    rows: c.rows as TRow[],
    total: c.total,
    page: c.page,
    pageCount: c.pageCount,
    sortBy: c.sortBy,
    sortOrder: c.sortOrder,
    query: c.query,
    filter: c.filter,
    filters: c.filters,
    pageSize: c.pageSize,
    pageSizes: c.rules.pageSizes,
    alert: c.alert,
    error: c.error,
  };
}

/**
 * A narrow slice of a paged list: a component re-renders only when its slice changes.
 *
 * @example const page = usePagedListState(list, (v) => v.page);
 */
export function usePagedListState<TRow, TSlice>(
  list: PagedList<TRow>,
  select: (view: PagedListView<TRow>) => TSlice,
): TSlice {
  return useSelector(list.actor, (s) => select(view<TRow>(s)));
}
