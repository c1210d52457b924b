/**
 * How the paged list tests start the machine: rows named after the page and sort asked for, a
 * search that finds the query, and both calls recorded.
 */
import { vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { createPagedListMachine } from '../pagedList.machine.ts';
import type { PagedListInput } from '../pagedList.machine.ts';
import type { Page, PageRequest } from '../pagedList.rules.ts';
import { startFlow } from './harness.ts';

export interface Row {
  name: string;
  level?: string;
  supervisor?: { lastName: string } | null;
}

export const rowsFor = (request: PageRequest): Page<Row> => ({
  rows: [{ name: `p${request.page} ${request.sortBy} ${request.sortOrder}` }],
  total: 95,
});

/** A paged list of `Row`s whose `fetchPage` and `search` answer as given (by default, `rowsFor` and the query). */
export function startList(
  fetchPage: (request: PageRequest) => Promise<Page<Row>> = (r) => Promise.resolve(rowsFor(r)),
  search: (query: string) => Promise<Row[]> = (q) => Promise.resolve([{ name: q }]),
  input: PagedListInput<Row> = {},
) {
  const fetch = vi.fn(fetchPage);
  const find = vi.fn(search);
  const machine = createPagedListMachine<Row>().provide({
    actors: {
      fetchPage: fromPromise(({ input }) => fetch(input)),
      search: fromPromise(({ input }) => find(input.query)),
    },
  });
  const flow = startFlow(machine, { input });
  const ready = () => waitFor(flow.actor, (s) => s.matches('ready'));
  return { ...flow, fetch, find, ready };
}
