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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  await migrate(db as Kysely<unknown>, 'sqlite');
  return { db, engine: 'sqlite', close: () => db.destroy() };
}
