import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CallOptions } from '@siwes/api';
import { pagedListMachine, type Page, type PageRequest, type PagedListInput } from '@siwes/flows';
import { useLatest } from './useLatest.ts';

export interface PagedListOptions<TRow> extends PagedListInput<TRow> {
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
 * its calls get an abort signal, and a newer request replaces one in flight. Read it with `usePagedListState(list, selector)`, a narrow slice at a time.
 */
export function usePagedList<TRow>(options: PagedListOptions<TRow>): PagedList<TRow> {
  const latest = useLatest(options);
  const { fetchPage: _fetch, search: _search, sortValue, ...rest } = options;
  // The machine keeps its rows untyped; the list reads them as its own.
  const input: PagedListInput = sortValue
    ? { ...rest, sortValue: (row, key) => sortValue(row as TRow, key) }
    : rest;
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
  return {
    actor,
    sort: (key) => actor.send({ type: 'SORT', key }),
    goToPage: (page) => actor.send({ type: 'GO_TO_PAGE', page }),
    search: (query) => actor.send({ type: 'SEARCH', query }),
    filter: (text) => actor.send({ type: 'FILTER', text }),
    reset: () => actor.send({ type: 'RESET' }),
    retry: () => actor.send({ type: 'RETRY' }),
    reload: () => actor.send({ type: 'RELOAD' }),
    dismissAlert: () => actor.send({ type: 'DISMISS_ALERT' }),
  };
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
