import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError, MESSAGES } from '@siwes/api';
import { deferred } from './testing/harness.ts';
import { rowsFor, startList } from './testing/pagedList.ts';
import type { Row } from './testing/pagedList.ts';
import type { Page } from './pagedList.rules.ts';

describe('paged list machine', () => {
  it('loads the first page of 10 sorted by course ascending', async () => {
    const { actor, fetch, ready } = startList();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await ready();
    expect(fetch).toHaveBeenCalledWith({ page: 1, limit: 10, sortBy: 'course', sortOrder: 'asc' });
    const { context } = actor.getSnapshot();
    expect(context.rows).toEqual([{ name: 'p1 course asc' }]);
    expect(context.total).toBe(95);
    expect(context.pageCount).toBe(10);
  });

  it('toggles the order on the same key, starts a new key ascending, and goes back to page 1', async () => {
    const { actor, fetch, ready } = startList();
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
    const { actor, fetch, ready } = startList();
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
    const { actor, find, ready } = startList();
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
    const { actor, fetch, ready } = startList();
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
    const { actor, fetch, find, ready } = startList(
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
    const { actor, ready } = startList((r) => (++calls === 2 ? slow.promise : Promise.resolve(rowsFor(r))));
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
    const { actor, ready } = startList(
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
    const { actor, fetch, find, ready } = startList(undefined, () => Promise.resolve(found));
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
    const { actor, ready } = startList(undefined, () =>
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
    const { actor, ready } = startList(undefined, () => Promise.resolve(found), {
      sortValue: (row, key) => (key === 'supervisor' ? row.supervisor?.lastName : row[key as 'name']),
    });
    await ready();
    actor.send({ type: 'SEARCH', query: 'any' });
    await ready();
    actor.send({ type: 'SORT', key: 'supervisor' });
    expect(actor.getSnapshot().context.rows.map((r) => r.name)).toEqual(['y', 'z', 'x']);
  });

  it('leaves a search for a page of the cohort', async () => {
    const { actor, fetch, ready } = startList();
    await ready();
    actor.send({ type: 'SEARCH', query: 'okafor' });
    await ready();
    actor.send({ type: 'GO_TO_PAGE', page: 1 });
    await ready();
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10, sortBy: 'course', sortOrder: 'asc' });
    expect(actor.getSnapshot().context).toMatchObject({ query: null, pageCount: 10 });
  });

  it('uses the fallback, page size and sort it is given', async () => {
    const { actor, fetch } = startList(() => Promise.reject(new Error('x')), undefined, {
      fallback: MESSAGES.loadFailed,
      pageSize: 5,
      sortBy: 'lastName',
      sortOrder: 'desc',
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(fetch).toHaveBeenCalledWith({ page: 1, limit: 5, sortBy: 'lastName', sortOrder: 'desc' });
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.loadFailed);
  });

  it('sends the filters it takes and the page size chosen, each from page 1; a search and the filters end each other (issue 34)', async () => {
    const { actor, fetch, find, ready } = startList(undefined, undefined, {
      filterKeys: ['unassigned', 'state'],
      pageSizes: [10, 25, 50],
    });
    await ready();
    expect(fetch).toHaveBeenLastCalledWith({
      page: 1,
      limit: 10,
      sortBy: 'course',
      sortOrder: 'asc',
      filters: {},
    });
    actor.send({ type: 'GO_TO_PAGE', page: 3 });
    await ready();
    actor.send({ type: 'SET_FILTERS', filters: { unassigned: 'inspection', state: ' Lagos ', course: 'x' } });
    await ready();
    expect(fetch).toHaveBeenLastCalledWith({
      page: 1,
      limit: 10,
      sortBy: 'course',
      sortOrder: 'asc',
      filters: { unassigned: 'inspection', state: 'Lagos' },
    });
    actor.send({ type: 'SET_PAGE_SIZE', size: 25 });
    await ready();
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, limit: 25 }));
    expect(actor.getSnapshot().context.pageCount).toBe(4);
    actor.send({ type: 'SET_PAGE_SIZE', size: 30 });
    await ready();
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ limit: 10 }));

    actor.send({ type: 'SEARCH', query: 'okafor' });
    await ready();
    expect(find).toHaveBeenCalledWith('okafor');
    expect(actor.getSnapshot().context.filters).toEqual({});
    actor.send({ type: 'SET_FILTERS', filters: { state: 'Oyo' } });
    await ready();
    expect(actor.getSnapshot().context).toMatchObject({ query: null, filters: { state: 'Oyo' } });
    actor.send({ type: 'RESET' });
    await ready();
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, filters: {} }));
  });
});
