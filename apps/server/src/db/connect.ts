/**
 * Opens the database: SQLite (better-sqlite3, WAL, one file under the data directory) by
 * default, PostgreSQL when a connection URL is given. Migrations run before anything else.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
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

export async function openDatabase(options: DatabaseOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    // COUNT(*) and other int8 values arrive as strings by default; every count here fits a number.
    pg.types.setTypeParser(20, (value: string) => Number(value));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
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
