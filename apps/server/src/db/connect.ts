/**
 * Opens the database: SQLite (better-sqlite3, WAL, one file under the data directory) by
 * default, PostgreSQL when a connection URL is given. Migrations run before anything else.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrate } from './migrations.ts';
import type { Database, Db, Engine } from './schema.ts';

export interface OpenedDatabase {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
}

/** The SQLite file's name under the data directory. */
export const SQLITE_FILE = 'siwes.sqlite';

/** How many prepared SQLite statements are kept, least recently used first out. */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely's SQLite driver prepares every query afresh, which costs more than running a small
 * one. This keeps the most recently used statements by their SQL text. Reuse is safe: the
 * driver runs one query at a time on its single connection (a stream holds it until done).
 */
export function withStatementCache(file: BetterSqlite3.Database, size = STATEMENT_CACHE_SIZE) {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(sql: string): BetterSqlite3.Statement {
      let statement = cache.get(sql);
      if (statement) cache.delete(sql);
      else {
        statement = file.prepare(sql);
        if (cache.size >= size) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, statement);
      return statement;
    },
    close(): void {
      cache.clear();
      file.close();
    },
  };
}

const PREPARED_MARK = '/* prepared */ ';

/**
 * Put first in a PostgreSQL statement to have it prepared once per connection and kept:
 * PostgreSQL then skips parsing it and, once it has settled on a generic plan, planning it,
 * which for a page's one statement cost as much as running it. Only for hot statements whose
 * answer's columns do not follow a table's columns (`select *` would fail once a migration adds
 * a column while a server keeps the statement).
 */
export const PREPARED = sql.raw(PREPARED_MARK);

/** Prepared statements are named by their text (the same text, the same statement). */
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `siwes_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** Kysely runs statements as `query(text, values)`: marked ones go as named, prepared statements. */
function keepPreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, ...rest: unknown[]) =>
    typeof text === 'string' && text.startsWith(PREPARED_MARK)
      ? query({ name: statementName(text), text, values: rest[0] }, ...rest.slice(1))
      : query(text, ...rest)) as typeof client.query;
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    // COUNT(*) and other int8 values arrive as strings by default; every count here fits a number.
    pg.types.setTypeParser(20, (value: string) => Number(value));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('connect', keepPreparedStatements);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await migrate(db as Kysely<unknown>, 'postgres');
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = new BetterSqlite3(join(options.dataDir, SQLITE_FILE));
  file.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives a power cut too, not only a killed process.
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
  await migrate(db as Kysely<unknown>, 'sqlite');
  return { db, engine: 'sqlite', close: () => db.destroy() };
}
