import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './connect.ts';

describe('withStatementCache', () => {
  let dir: string;
  let file: BetterSqlite3.Database;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'siwes-cache-'));
    file = new BetterSqlite3(join(dir, 'cache.sqlite'));
    file.exec('create table t (n integer)');
  });
  afterEach(() => {
    if (file.open) file.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('hands back the prepared statement for SQL it has seen, with fresh parameters each run', () => {
    const cached = withStatementCache(file);
    const insert = cached.prepare('insert into t (n) values (?)');
    expect(cached.prepare('insert into t (n) values (?)')).toBe(insert);
    insert.run(1);
    cached.prepare('insert into t (n) values (?)').run(2);
    expect(cached.prepare('select n from t order by n').pluck().all()).toEqual([1, 2]);
  });

  it('forgets the least recently used statement when full', () => {
    const cached = withStatementCache(file, 2);
    const one = cached.prepare('select 1');
    const two = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(one); // now "select 2" is the oldest
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(one);
    expect(cached.prepare('select 2')).not.toBe(two);
  });

  it('sees schema changes made after a statement was prepared', () => {
    const cached = withStatementCache(file);
    expect(Object.keys(cached.prepare('select * from t').get() ?? { n: 0 })).toEqual(['n']);
    cached.prepare('insert into t (n) values (?)').run(5);
    file.exec('alter table t add column label text');
    expect(cached.prepare('select * from t').get()).toEqual({ n: 5, label: null });
  });

  it('closes the database', () => {
    withStatementCache(file).close();
    expect(file.open).toBe(false);
  });
});
