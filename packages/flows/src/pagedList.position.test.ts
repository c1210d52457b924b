import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FIELD_LIMITS } from '@siwes/api';
import { checkPosition, positionOf, startPage } from './pagedList.rules.ts';
import type { PositionRules } from './pagedList.rules.ts';
import { startList } from './testing/pagedList.ts';
import type { Row } from './testing/pagedList.ts';

describe('paged list machine: where it opens (its address) and RESTORE', () => {
  const sortKeys = ['name', 'course', 'level'];

  it('opens at the page, sort and order its start names', async () => {
    const { actor, fetch, find, ready } = startList(undefined, undefined, {
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
    const { actor, fetch, find, ready } = startList(undefined, () => Promise.resolve(found), {
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
    const { actor, fetch, find, ready } = startList(undefined, undefined, {
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
    const { actor, fetch, ready } = startList(
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
    const { actor, fetch, ready } = startList(undefined, undefined, { start: { page: '2', filter: 'ad' } });
    await ready();
    expect(fetch).toHaveBeenCalledWith({ page: 2, limit: 10, sortBy: 'course', sortOrder: 'asc' });
    expect(actor.getSnapshot().context).toMatchObject({ page: 2, filter: 'ad', query: null });
  });

  it('takes no sort or order from its start when it names no sort keys (the weekly totals)', async () => {
    const { fetch, ready } = startList(undefined, undefined, {
      start: { sortBy: 'name', sortOrder: 'desc' },
    });
    await ready();
    expect(fetch).toHaveBeenCalledWith({ page: 1, limit: 10, sortBy: 'course', sortOrder: 'asc' });
  });

  it('goes where RESTORE says: a search, a page and sort, or the defaults for what is wrong', async () => {
    const { actor, fetch, find, ready } = startList(undefined, undefined, { sortKeys });
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
      filters: {},
      pageSize: 10,
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
    filterKeys: ['state', 'unassigned'],
    filterChoices: { unassigned: ['inspection', 'defense'] },
    pageSizes: [10, 25],
  };

  it('keeps what the list can show and drops the rest for the defaults', () => {
    expect(checkPosition({}, rules)).toEqual({
      page: 1,
      sortBy: 'course',
      sortOrder: 'asc',
      query: null,
      filter: '',
      filters: {},
      pageSize: 10,
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

  it('keeps the filters the list takes and a page size it offers (issue 34), and no filters with a search', () => {
    const filters = { state: ' Lagos ', unassigned: 'inspection', password: 'x', course: '' };
    expect(checkPosition({ filters, pageSize: '25', page: '2' }, rules)).toMatchObject({
      filters: { state: 'Lagos', unassigned: 'inspection' },
      pageSize: 25,
      page: 2,
    });
    expect(checkPosition({ filters: { state: 'x'.repeat(201) }, pageSize: '30' }, rules)).toMatchObject({
      filters: {},
      pageSize: 10,
    });
    expect(checkPosition({ filters: { unassigned: 'both' } }, rules).filters).toEqual({});
    expect(checkPosition({ filters, query: 'Okafor' }, rules)).toMatchObject({
      filters: {},
      query: 'Okafor',
    });
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
