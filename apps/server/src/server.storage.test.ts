/**
 * What the server keeps in its SQLite file: one-time codes and passwords only as hashes, the
 * students total counted by migration 006, planner counts without STAT4 samples, and one merged
 * search segment after start and after a merge.
 */
import { describe, expect, it } from 'vitest';
import Sqlite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { openDatabase, SQLITE_FILE } from './db/connect.ts';
import { migrate } from './db/migrations.ts';
import type { Database } from './db/schema.ts';
import { optimiseSearchIndex } from './index.ts';
import { seedCohort } from './seed.ts';
import { clientFor, DEMO_ACCOUNTS, startTestServer } from './testing/harness.ts';
import { codeIn } from './testing/codes.ts';

describe('storage (SQLite file)', () => {
  it('keeps one-time codes and passwords only as hashes', async () => {
    const server = await startTestServer('sqlite');
    try {
      const { client } = clientFor(server.url);
      const email = 'hashed@siwes.test';
      await client.sendOtp({ email, purpose: 'registration' });
      const code = codeIn((await client.getDevOutbox(email))[0]?.text);
      const file = new Sqlite(`${server.dataDir}/siwes.sqlite`, { readonly: true });
      const otp = file.prepare('select code_hash from otps where email = ?').get(email) as {
        code_hash: string;
      };
      const user = file
        .prepare('select password_hash from users where email = ?')
        .get(DEMO_ACCOUNTS.student.email) as {
        password_hash: string;
      };
      file.close();
      expect(otp.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(otp.code_hash).not.toContain(code);
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
    } finally {
      await server.stop();
    }
  });
});

describe('storage upkeep (SQLite file)', () => {
  it('counts the students already there when the students total arrives (migration 006)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'siwes-before-006-'));
    try {
      // A database as it was before migration 006, with students in it.
      const before = new Kysely<Database>({
        dialect: new SqliteDialect({ database: new Sqlite(join(dataDir, SQLITE_FILE)) }),
      });
      await migrate(before as Kysely<unknown>, 'sqlite', '005_students_fillfactor');
      await seedCohort(before, {
        count: 40,
        demo: false,
        now: new Date(),
        forms: { engine: 'sqlite', formsDir: dataDir },
      });
      await before.destroy();
      const reopened = await openDatabase({ dataDir });
      try {
        const total = await sql<{
          value: number;
        }>`select value from counters where name = 'students_total'`.execute(reopened.db);
        const counted = await sql<{ n: number }>`select count(*) as n from students`.execute(reopened.db);
        expect(counted.rows[0]?.n).toBe(40);
        expect(total.rows[0]?.value).toBe(counted.rows[0]?.n);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps planner counts without STAT4 samples, and one merged search segment', async () => {
    const server = await startTestServer('sqlite');
    const segments = 'select count(distinct segid) as n from students_search_fts_idx';
    try {
      const file = new Sqlite(`${server.dataDir}/siwes.sqlite`);
      const count = (query: string) => file.prepare(query).pluck().get() as number;
      try {
        // The seed's statistics: per-index counts, and none of the samples that make SQLite
        // plan a statement again at every bind.
        expect(count('select count(*) from sqlite_stat1')).toBeGreaterThan(0);
        expect(count('select count(*) from sqlite_stat4')).toBe(0);
        // The seed wrote the search table in many transactions; start-up merged them into one.
        expect(count(segments)).toBe(1);
        // Each new student's search text adds a segment, until the next merge.
        const insert = file.prepare('insert into students_search_fts (search_text, id) values (?, ?)');
        for (let i = 0; i < 3; i += 1) insert.run(`extra student ${i}`, `extra-${i}`);
        expect(count(segments)).toBeGreaterThan(1);
      } finally {
        file.close();
      }
      await server.close();
      const reopened = await openDatabase({ dataDir: server.dataDir });
      try {
        await optimiseSearchIndex(reopened.db, reopened.engine);
        const merged = await sql.raw<{ n: number }>(segments).execute(reopened.db);
        expect(merged.rows[0]?.n).toBe(1);
      } finally {
        await reopened.close();
      }
    } finally {
      await server.stop();
    }
  });
});
