/**
 * Migration 011 (issue 24), the logbook loop: the workplace supervisor on the student, the lock
 * and revision of a weekly report, sign-off links (stored as keyed hashes), sign-offs, comments,
 * reopenings, and the claims that make the automatic sign-off mail happen once.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from './schema.ts';

export function logbookMigration(engine: Engine): Migration {
  const bytes = engine === 'postgres' ? 'bytea' : 'blob';
  // Comments and reopenings are listed in the order they were made, even within one millisecond.
  const serial = engine === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['name', 'position', 'email', 'phone']) {
        await db.schema.alterTable('students').addColumn(`workplace_supervisor_${column}`, 'text').execute();
      }
      // A signed week is locked on its own row, so a write and a signing of the same week meet
      // on that row: whichever commits second sees the other's change (both engines).
      await db.schema
        .alterTable('weekly_reports')
        .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('weekly_reports')
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('signoff_requests')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('student_id', 'text', (c) => c.notNull().references('students.id'))
        .addColumn('week_start', 'text', (c) => c.notNull())
        .addColumn('sent_to', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('signed_at', 'text')
        .execute();
      await db.schema
        .createIndex('signoff_requests_week')
        .on('signoff_requests')
        .columns(['student_id', 'week_start'])
        .execute();

      await db.schema
        .createTable('signoffs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('request_id', 'text', (c) => c.notNull().unique().references('signoff_requests.id'))
        .addColumn('student_id', 'text', (c) => c.notNull().references('students.id'))
        .addColumn('week_start', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('image', bytes)
        .addColumn('image_type', 'text')
        .addColumn('days_json', 'text', (c) => c.notNull())
        .addColumn('digest', 'text', (c) => c.notNull())
        .addColumn('signed_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('signoffs_week')
        .on('signoffs')
        .columns(['student_id', 'week_start'])
        .execute();

      await db.schema
        .createTable('week_comments')
        .addColumn('seq', serial, (c) =>
          engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('student_id', 'text', (c) => c.notNull().references('students.id'))
        .addColumn('week_start', 'text', (c) => c.notNull())
        .addColumn('author_id', 'text', (c) => c.notNull())
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('author_role', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('week_comments_week')
        .on('week_comments')
        .columns(['student_id', 'week_start'])
        .execute();

      await db.schema
        .createTable('week_reopenings')
        .addColumn('seq', serial, (c) =>
          engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('student_id', 'text', (c) => c.notNull().references('students.id'))
        .addColumn('week_start', 'text', (c) => c.notNull())
        .addColumn('by_id', 'text', (c) => c.notNull())
        .addColumn('by_name', 'text', (c) => c.notNull())
        .addColumn('by_role', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('week_reopenings_week')
        .on('week_reopenings')
        .columns(['student_id', 'week_start'])
        .execute();

      // The automatic mail of a week whose Friday passed: the server whose insert lands sends it.
      await db.schema
        .createTable('signoff_auto_claims')
        .addColumn('student_id', 'text', (c) => c.notNull())
        .addColumn('week_start', 'text', (c) => c.notNull())
        .addColumn('claimed_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('signoff_auto_claims_pk', ['student_id', 'week_start'])
        .execute();
      if (engine === 'postgres') await sql`analyze students`.execute(db);
    },
  };
}
