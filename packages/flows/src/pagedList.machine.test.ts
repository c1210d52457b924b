import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { fromPromise, waitFor } from 'xstate';
import { ApiError, FIELD_LIMITS, MESSAGES } from '@siwes/api';
import {
  checkPosition,
  compareSortValues,
  createPagedListMachine,
  filterWeeklyTotals,
  pageWindow,
  positionOf,
  sortRows,
  startPage,
  validPage,
} from './pagedList.machine.ts';
import type { Page, PageRequest, PagedListInput, PositionRules } from './pagedList.machine.ts';
import { deferred, startFlow } from './testing/harness.ts';

interface Row {
  name: string;
  level?: string;
  supervisor?: { lastName: string } | null;
}

const rowsFor = (request: PageRequest): Page<Row> => ({
  rows: [{ name: `p${request.page} ${request.sortBy} ${request.sortOrder}` }],
  total: 95,
});

function start(
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

describe('paged list machine', () => {
  it('loads the first page of 10 sorted by course ascending', async () => {
    const { actor, fetch, ready } = start();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await ready();
    expect(fetch).toHaveBeenCalledWith({ page: 1, limit: 10, sortBy: 'course', sortOrder: 'asc' });
    const { context } = actor.getSnapshot();
    expect(context.rows).toEqual([{ name: 'p1 course asc' }]);
    expect(context.total).toBe(95);
    expect(context.pageCount).toBe(10);
  });

  it('toggles the order on the same key, starts a new key ascending, and goes back to page 1', async () => {
    const { actor, fetch, ready } = start();
    await ready();
    actor.send({ type: 'GO_TO_PAGE', page: 4 });
    await ready();
    expect(fetch).toHaveBeenLastCalledWith({ page: 4, limit: 10, sortBy: 'course', sortOrder: 'asc' });

    actor.send({ type: 'SORT', key: 'course' });
    await ready();
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10, sortBy: 'course', sortOrder: 'desc' });
    actor.send({ type: 'SORT', key: 'course' });
    await ready();
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10, sortBy: 'course', sortOrder: 'asc' });
    actor.send({ type: 'SORT', key: 'course' });
    actor.send({ type: 'SORT', key: 'matricNo' });
    await ready();
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10, sortBy: 'matricNo', sortOrder: 'asc' });
  });

  it('jumps only to a whole page within 1..pageCount, else alerts and stays', async () => {
    const { actor, fetch, ready } = start();
    await ready();
    const calls = fetch.mock.calls.length;
    for (const page of [0, 11, 2.5, 'abc', '', -1]) {
      actor.send({ type: 'GO_TO_PAGE', page });
      expect(actor.getSnapshot().matches('ready')).toBe(true);
      expect(actor.getSnapshot().context.alert).toBe(MESSAGES.invalidPage);
      actor.send({ type: 'DISMISS_ALERT' });
      expect(actor.getSnapshot().context.alert).toBeNull();
    }
    expect(fetch).toHaveBeenCalledTimes(calls);

    actor.send({ type: 'GO_TO_PAGE', page: 'abc' });
    actor.send({ type: 'GO_TO_PAGE', page: ' 10 ' });
    expect(actor.getSnapshot().context.alert).toBeNull();
    await ready();
    expect(actor.getSnapshot().context.page).toBe(10);
  });

  it('searches only from 3 characters; shorter changes nothing and calls nothing', async () => {
    const { actor, find, ready } = start();
    await ready();
    const before = actor.getSnapshot();
    actor.send({ type: 'SEARCH', query: ' ad ' });
    expect(actor.getSnapshot().value).toEqual(before.value);
    expect(actor.getSnapshot().context).toEqual(before.context);
    expect(find).not.toHaveBeenCalled();

    actor.send({ type: 'SEARCH', query: ' ada ' });
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    await ready();
    expect(find).toHaveBeenCalledWith('ada');
    expect(actor.getSnapshot().context).toMatchObject({
      rows: [{ name: 'ada' }],
      query: 'ada',
      page: 1,
      pageCount: 1,
    });
  });

  it('resets to the unfiltered first page, keeping the sort', async () => {
    const { actor, fetch, ready } = start();
    await ready();
    actor.send({ type: 'SORT', key: 'name' });
    actor.send({ type: 'GO_TO_PAGE', page: 3 });
    await ready();
    actor.send({ type: 'SEARCH', query: 'okafor' });
    actor.send({ type: 'FILTER', text: 'ok' });
    await ready();
    expect(actor.getSnapshot().context.filter).toBe('ok');
    actor.send({ type: 'RESET' });
    await ready();
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10, sortBy: 'name', sortOrder: 'asc' });
    expect(actor.getSnapshot().context).toMatchObject({ query: null, filter: '', page: 1 });
  });

  it('reloads the same page, sort and filter, or the same search, after the rows changed', async () => {
    let version = 0;
    const { actor, fetch, find, ready } = start(
      (r) => Promise.resolve({ rows: [{ name: `p${r.page} v${version}` }], total: 95 }),
      (q) => Promise.resolve([{ name: `${q} v${version}` }]),
    );
    await ready();
    actor.send({ type: 'SORT', key: 'name' });
    actor.send({ type: 'GO_TO_PAGE', page: 4 });
    actor.send({ type: 'FILTER', text: 'ada' });
    await ready();
    version = 1;
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await ready();
    expect(fetch).toHaveBeenLastCalledWith({ page: 4, limit: 10, sortBy: 'name', sortOrder: 'asc' });
    expect(actor.getSnapshot().context).toMatchObject({ rows: [{ name: 'p4 v1' }], page: 4, filter: 'ada' });

    actor.send({ type: 'SEARCH', query: 'okafor' });
    await ready();
    version = 2;
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    await ready();
    expect(find).toHaveBeenLastCalledWith('okafor');
    expect(actor.getSnapshot().context).toMatchObject({ rows: [{ name: 'okafor v2' }], query: 'okafor' });
  });

  it('drops an answer overtaken by a newer request', async () => {
    const slow = deferred<Page<Row>>();
    let calls = 0;
    const { actor, ready } = start((r) => (++calls === 2 ? slow.promise : Promise.resolve(rowsFor(r))));
    await ready();
    actor.send({ type: 'GO_TO_PAGE', page: 2 });
    actor.send({ type: 'GO_TO_PAGE', page: 3 });
    await ready();
    slow.resolve({ rows: [{ name: 'stale' }], total: 95 });
    await Promise.resolve();
    expect(actor.getSnapshot().context.rows).toEqual([{ name: 'p3 course asc' }]);
  });

  it("shows the server's message or the list's fallback, and retries what failed", async () => {
    let pageCalls = 0;
    let searchCalls = 0;
    const { actor, ready } = start(
      (r) =>
        ++pageCalls === 1
          ? Promise.reject(new ApiError({ status: 500, code: 'http', message: 'Database down' }))
          : Promise.resolve(rowsFor(r)),
      (q) => (++searchCalls === 1 ? Promise.reject(new Error('x')) : Promise.resolve([{ name: q }])),
    );
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Database down');
    actor.send({ type: 'RETRY' });
    await ready();

    actor.send({ type: 'SEARCH', query: 'bello' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.searchError);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    await ready();
    expect(actor.getSnapshot().context.rows).toEqual([{ name: 'bello' }]);
  });

  it('sorts the search results in the browser and keeps the search; Reset goes back to the paged cohort', async () => {
    const found: Row[] = [
      { name: 'Okonkwo Ada', level: '300' },
      { name: 'Okonkwo Bisi', level: '100' },
      { name: 'Okonkwo Chika', level: '200' },
    ];
    const { actor, fetch, find, ready } = start(undefined, () => Promise.resolve(found));
    await ready();
    actor.send({ type: 'GO_TO_PAGE', page: 3 });
    await ready();
    actor.send({ type: 'SEARCH', query: 'okonkwo' });
    await ready();
    const fetches = fetch.mock.calls.length;

    actor.send({ type: 'SORT', key: 'level' });
    // Nothing to wait for: the matches are sorted where they are, without a call.
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      query: 'okonkwo',
      sortBy: 'level',
      sortOrder: 'asc',
      page: 1,
      pageCount: 1,
      total: 3,
    });
    expect(actor.getSnapshot().context.rows.map((r) => r.level)).toEqual(['100', '200', '300']);
    actor.send({ type: 'SORT', key: 'level' });
    expect(actor.getSnapshot().context.sortOrder).toBe('desc');
    expect(actor.getSnapshot().context.rows.map((r) => r.level)).toEqual(['300', '200', '100']);
    actor.send({ type: 'SORT', key: 'name' });
    expect(actor.getSnapshot().context.rows.map((r) => r.name)).toEqual(found.map((r) => r.name));
    expect(fetch).toHaveBeenCalledTimes(fetches);
    expect(find).toHaveBeenCalledTimes(1);

    actor.send({ type: 'RESET' });
    await ready();
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10, sortBy: 'name', sortOrder: 'asc' });
    expect(actor.getSnapshot().context).toMatchObject({ query: null, found: [], page: 1, pageCount: 10 });
    expect(actor.getSnapshot().context.rows).toEqual([{ name: 'p1 name asc' }]);
  });

  it('gives a search its results in the current sort, even one pressed while it ran or after it failed', async () => {
    const found: Row[] = [
      { name: 'b', level: '200' },
      { name: 'a', level: '400' },
      { name: 'c', level: '100' },
    ];
    const answer = deferred<Row[]>();
    let calls = 0;
    const { actor, ready } = start(undefined, () =>
      ++calls === 1 ? Promise.reject(new Error('x')) : calls === 2 ? answer.promise : Promise.resolve(found),
    );
    await ready();
    actor.send({ type: 'SORT', key: 'name' });
    await ready();
    actor.send({ type: 'SEARCH', query: 'abc' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'SORT', key: 'name' });
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.sortOrder).toBe('desc');

    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    actor.send({ type: 'SORT', key: 'level' });
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    answer.resolve(found);
    await ready();
    expect(actor.getSnapshot().context.rows.map((r) => r.level)).toEqual(['100', '200', '400']);

    // A search with the name sort descending comes back in that order too.
    actor.send({ type: 'SORT', key: 'name' });
    actor.send({ type: 'SORT', key: 'name' });
    actor.send({ type: 'RELOAD' });
    await ready();
    expect(actor.getSnapshot().context.rows.map((r) => r.name)).toEqual(['c', 'b', 'a']);
  });

  it('reads sort values through the sortValue it is given', async () => {
    const found: Row[] = [
      { name: 'x', supervisor: { lastName: 'Obi' } },
      { name: 'y', supervisor: null },
      { name: 'z', supervisor: { lastName: 'Eze' } },
    ];
    const { actor, ready } = start(undefined, () => Promise.resolve(found), {
      sortValue: (row, key) => (key === 'supervisor' ? row.supervisor?.lastName : row[key as 'name']),
    });
    await ready();
    actor.send({ type: 'SEARCH', query: 'any' });
    await ready();
    actor.send({ type: 'SORT', key: 'supervisor' });
    expect(actor.getSnapshot().context.rows.map((r) => r.name)).toEqual(['y', 'z', 'x']);
  });

  it('leaves a search for a page of the cohort', async () => {
    const { actor, fetch, ready } = start();
    await ready();
    actor.send({ type: 'SEARCH', query: 'okafor' });
    await ready();
    actor.send({ type: 'GO_TO_PAGE', page: 1 });
    await ready();
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10, sortBy: 'course', sortOrder: 'asc' });
    expect(actor.getSnapshot().context).toMatchObject({ query: null, pageCount: 10 });
  });

  it('uses the fallback, page size and sort it is given', async () => {
    const { actor, fetch } = start(() => Promise.reject(new Error('x')), undefined, {
      fallback: MESSAGES.loadFailed,
      pageSize: 5,
      sortBy: 'lastName',
      sortOrder: 'desc',
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(fetch).toHaveBeenCalledWith({ page: 1, limit: 5, sortBy: 'lastName', sortOrder: 'desc' });
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.loadFailed);
  });
});

describe('paged list machine: where it opens (its address) and RESTORE', () => {
  const sortKeys = ['name', 'course', 'level'];

  it('opens at the page, sort and order its start names', async () => {
    const { actor, fetch, find, ready } = start(undefined, undefined, {
      sortKeys,
      start: { page: '3', sortBy: 'name', sortOrder: 'desc' },
    });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await ready();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith({ page: 3, limit: 10, sortBy: 'name', sortOrder: 'desc' });
    expect(find).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({
      page: 3,
      sortBy: 'name',
      sortOrder: 'desc',
      query: null,
    });
  });

  it('opens on the search its start names, its matches in the sort named, and never asks for a page', async () => {
    const found: Row[] = [
      { name: 'Okafor Bisi', level: '300' },
      { name: 'Okafor Ada', level: '100' },
    ];
    const { actor, fetch, find, ready } = start(undefined, () => Promise.resolve(found), {
      sortKeys,
      start: { query: '  okafor ', page: '4', sortBy: 'level' },
    });
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    await ready();
    expect(find).toHaveBeenCalledWith('okafor');
    expect(fetch).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({
      query: 'okafor',
      page: 1,
      sortBy: 'level',
      total: 2,
    });
    expect(actor.getSnapshot().context.rows.map((r) => r.level)).toEqual(['100', '300']);
  });

  it('opens at the default page and sort when its start is wrong, and sends nothing the server refuses', async () => {
    const { actor, fetch, find, ready } = start(undefined, undefined, {
      sortKeys,
      start: { page: 'abc', sortBy: 'password', sortOrder: 'sideways', query: 'ab' },
    });
    await ready();
    expect(fetch).toHaveBeenCalledWith({ page: 1, limit: 10, sortBy: 'course', sortOrder: 'asc' });
    expect(find).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, query: null, alert: null });
  });

  it('shows the last page when its start is past it (and page 1 of an empty list)', async () => {
    let total = 95;
    const { actor, fetch, ready } = start(
      (r) => Promise.resolve({ rows: r.page > Math.ceil(total / 10) ? [] : [{ name: `p${r.page}` }], total }),
      undefined,
      { start: { page: '99999' } },
    );
    await ready();
    expect(fetch.mock.calls.map(([r]) => r.page)).toEqual([99999, 10]);
    expect(actor.getSnapshot().context).toMatchObject({ page: 10, pageCount: 10, rows: [{ name: 'p10' }] });

    // The cohort shrank under the page shown: the same rule on a reload.
    total = 42;
    actor.send({ type: 'RELOAD' });
    await ready();
    expect(actor.getSnapshot().context).toMatchObject({ page: 5, pageCount: 5, rows: [{ name: 'p5' }] });
    total = 0;
    actor.send({ type: 'RELOAD' });
    await ready();
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, pageCount: 1, rows: [] });
    expect(fetch.mock.calls.map(([r]) => r.page)).toEqual([99999, 10, 10, 5, 5, 1]);
  });

  it('opens with the filter of the page its start names', async () => {
    const { actor, fetch, ready } = start(undefined, undefined, { start: { page: '2', filter: 'ad' } });
    await ready();
    expect(fetch).toHaveBeenCalledWith({ page: 2, limit: 10, sortBy: 'course', sortOrder: 'asc' });
    expect(actor.getSnapshot().context).toMatchObject({ page: 2, filter: 'ad', query: null });
  });

  it('takes no sort or order from its start when it names no sort keys (the weekly totals)', async () => {
    const { fetch, ready } = start(undefined, undefined, {
      start: { sortBy: 'name', sortOrder: 'desc' },
    });
    await ready();
    expect(fetch).toHaveBeenCalledWith({ page: 1, limit: 10, sortBy: 'course', sortOrder: 'asc' });
  });

  it('goes where RESTORE says: a search, a page and sort, or the defaults for what is wrong', async () => {
    const { actor, fetch, find, ready } = start(undefined, undefined, { sortKeys });
    await ready();
    actor.send({ type: 'GO_TO_PAGE', page: 3 });
    await ready();

    actor.send({ type: 'RESTORE', position: { query: 'bello', sortBy: 'name', sortOrder: 'desc' } });
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    await ready();
    expect(find).toHaveBeenLastCalledWith('bello');
    expect(actor.getSnapshot().context).toMatchObject({
      query: 'bello',
      page: 1,
      sortBy: 'name',
      sortOrder: 'desc',
    });

    actor.send({ type: 'RESTORE', position: { page: '7', sortBy: 'level' } });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await ready();
    expect(fetch).toHaveBeenLastCalledWith({ page: 7, limit: 10, sortBy: 'level', sortOrder: 'asc' });
    expect(actor.getSnapshot().context).toMatchObject({ query: null, found: [], page: 7 });

    actor.send({ type: 'RESTORE', position: { page: '-2', sortBy: 'nope', query: 'x'.repeat(500) } });
    await ready();
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10, sortBy: 'course', sortOrder: 'asc' });
    expect(find).toHaveBeenCalledTimes(1);
    expect(positionOf(actor.getSnapshot().context)).toEqual({
      page: 1,
      sortBy: 'course',
      sortOrder: 'asc',
      query: null,
      filter: '',
    });
  });
});

describe('startPage', () => {
  it('takes a whole number from 1 whose rows can be counted exactly, else 1', () => {
    expect(startPage('3', 10)).toBe(3);
    expect(startPage(' 12 ', 10)).toBe(12);
    expect(startPage(4, 10)).toBe(4);
    expect(startPage('99999', 10)).toBe(99999);
    for (const wrong of [
      'abc',
      '',
      ' ',
      '0',
      '-1',
      '2.5',
      '1e3',
      '0x10',
      '3abc',
      null,
      undefined,
      {},
      0,
      2.5,
      NaN,
    ]) {
      expect(startPage(wrong, 10)).toBe(1);
    }
    expect(startPage('9'.repeat(30), 10)).toBe(1);
    expect(startPage(String(Number.MAX_SAFE_INTEGER), 10)).toBe(1);
  });
});

describe('checkPosition', () => {
  const rules: PositionRules = {
    sortKeys: ['name', 'course'],
    sortBy: 'course',
    sortOrder: 'asc',
    pageSize: 10,
  };

  it('keeps what the list can show and drops the rest for the defaults', () => {
    expect(checkPosition({}, rules)).toEqual({
      page: 1,
      sortBy: 'course',
      sortOrder: 'asc',
      query: null,
      filter: '',
    });
    expect(checkPosition({ page: '3', sortBy: 'name', sortOrder: 'desc' }, rules)).toMatchObject({
      page: 3,
      sortBy: 'name',
      sortOrder: 'desc',
    });
    expect(checkPosition({ sortOrder: 'desc' }, rules)).toMatchObject({
      sortBy: 'course',
      sortOrder: 'desc',
    });
    expect(checkPosition({ sortBy: 'password', sortOrder: 'up' }, rules)).toMatchObject({
      sortBy: 'course',
      sortOrder: 'asc',
    });
    expect(checkPosition({ query: ' Ezedesk ', page: '5' }, rules)).toMatchObject({
      query: 'Ezedesk',
      page: 1,
    });
    expect(checkPosition({ query: 'E', page: '5' }, rules)).toMatchObject({ query: null, page: 5 });
    expect(checkPosition({ query: 'x'.repeat(FIELD_LIMITS.search) }, rules).query).toHaveLength(
      FIELD_LIMITS.search,
    );
    expect(checkPosition({ query: 'x'.repeat(FIELD_LIMITS.search + 1) }, rules).query).toBeNull();
    expect(checkPosition({ filter: 'ad' }, rules).filter).toBe('ad');
    expect(checkPosition({ filter: 'x'.repeat(500) }, rules).filter).toBe('');
  });

  it('never gives a page, sort or search the server would refuse, whatever it is given', () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.constant(undefined));
    fc.assert(
      fc.property(
        fc.record({ page: value, sortBy: value, sortOrder: value, query: value, filter: value }),
        (position) => {
          const checked = checkPosition(position as never, rules);
          expect(Number.isSafeInteger(checked.page * rules.pageSize)).toBe(true);
          expect(checked.page).toBeGreaterThanOrEqual(1);
          expect(rules.sortKeys).toContain(checked.sortBy);
          expect(['asc', 'desc']).toContain(checked.sortOrder);
          if (checked.query !== null) {
            expect(checked.query.length).toBeGreaterThanOrEqual(3);
            expect(checked.query.length).toBeLessThanOrEqual(FIELD_LIMITS.search);
            expect(checked.page).toBe(1);
          }
          expect(checked.filter.length).toBeLessThanOrEqual(FIELD_LIMITS.search);
        },
      ),
    );
  });
});

describe('sortRows', () => {
  const read = (row: { v: unknown }) => row.v;

  it('sorts numbers as numbers, text ignoring case with digits read as numbers, missing values first', () => {
    expect(sortRows([{ v: 10 }, { v: 9 }], { key: 'v', order: 'asc' }, read)).toEqual([{ v: 9 }, { v: 10 }]);
    expect(sortRows([{ v: 'b' }, { v: null }, { v: 'A' }], { key: 'v', order: 'asc' }, read)).toEqual([
      { v: null },
      { v: 'A' },
      { v: 'b' },
    ]);
    expect(compareSortValues('23/10311', '23/9999')).toBeGreaterThan(0);
    expect(compareSortValues('ada', 'ADA')).toBe(0);
    expect(compareSortValues(undefined, '')).toBe(0);
  });

  it('keeps the order of rows that tie, ascending and descending, and never changes its input', () => {
    const rows = [
      { v: 'b', n: 1 },
      { v: 'a', n: 2 },
      { v: 'b', n: 3 },
      { v: 'a', n: 4 },
    ];
    const copy = structuredClone(rows);
    expect(sortRows(rows, { key: 'v', order: 'asc' }, read).map((r) => r.n)).toEqual([2, 4, 1, 3]);
    expect(sortRows(rows, { key: 'v', order: 'desc' }, read).map((r) => r.n)).toEqual([1, 3, 2, 4]);
    expect(rows).toEqual(copy);
  });
});

describe('validPage', () => {
  it('accepts whole numbers from 1 to the page count only', () => {
    expect(validPage('3', 5)).toBe(3);
    expect(validPage(5, 5)).toBe(5);
    expect(validPage('6', 5)).toBeNull();
    expect(validPage(' 2 ', 5)).toBe(2);
    expect(validPage('1e0', 5)).toBeNull();
    expect(validPage('0x2', 5)).toBeNull();
    expect(validPage('-1', 5)).toBeNull();
    expect(validPage(' ', 5)).toBeNull();
  });
});

describe('pageWindow', () => {
  it('shows the first, last, current and neighbouring pages with gaps', () => {
    expect(pageWindow(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 19, 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('always holds first, current and last, ascending, never two gaps in a row', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const count = Math.max(a, b);
        const current = Math.min(a, b);
        const items = pageWindow(current, count);
        const pages = items.filter((i): i is number => i !== 'gap');
        expect(pages).toContain(1);
        expect(pages).toContain(current);
        expect(pages).toContain(count);
        expect(pages).toEqual([...pages].sort((x, y) => x - y));
        expect(items.join()).not.toContain('gap,gap');
        expect(pages.length).toBeLessThanOrEqual(5);
      }),
    );
  });
});

describe('filterWeeklyTotals', () => {
  const rows = [
    { firstName: 'Ada', lastName: 'Obi', matricNumber: 'CSC/19/001' },
    { firstName: 'Chidi', lastName: 'Eze', matricNumber: 'SEN/19/014' },
  ];

  it('keeps rows whose name or matric number contains the text, ignoring case', () => {
    expect(filterWeeklyTotals(rows, 'ADA')).toEqual([rows[0]]);
    expect(filterWeeklyTotals(rows, 'ada obi')).toEqual([rows[0]]);
    expect(filterWeeklyTotals(rows, 'eze chidi')).toEqual([rows[1]]);
    expect(filterWeeklyTotals(rows, 'sen/19')).toEqual([rows[1]]);
    expect(filterWeeklyTotals(rows, '/19/')).toEqual(rows);
    expect(filterWeeklyTotals(rows, 'zz')).toEqual([]);
    expect(filterWeeklyTotals(rows, '  ')).toEqual(rows);
  });
});
